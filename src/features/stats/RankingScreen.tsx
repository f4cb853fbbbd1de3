import { useMemo, useState, type ReactNode } from 'react'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type TopQuery } from '../../api/resources/stats'
import type { Ranking, StatRange } from '../../api/schemas/stats'
import { Chart } from '../../components/charts'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { DetailDrawer, OpenButton, StatsState, StatsTable, type StatsColumn } from '../../components/figures'
import { Comparison, RangeFields, StatsHeader, TopSelect } from './parts'
import { topQuery, type TopSearch } from './search'

/** What a ranking screen (/top-drivers, /top-customers) shows of its rows. */
/** The key of a ranking query (api/resources/stats). */
type RankingKey = readonly ['stats', string, TopQuery]

export interface RankingShape<Row, Sum> {
  /** the heading's id and the export's kind */
  id: string
  kind: 'drivers' | 'customers'
  title: string
  /** the ranking call of a range and top N */
  query: (
    q: TopQuery,
  ) => UseQueryOptions<Ranking<Row, Sum> | null, Error, Ranking<Row, Sum> | null, RankingKey>
  /** the summary's figures, this period's and the previous one's */
  figures: (now: Sum, before: Sum) => Array<{ key: string; label: string; value: string; previous: string }>
  chart: { title: string; labelHeader: string; valueHeader: string; format: (n: number) => string }
  /** one row's key, name (the chart's label, the drawer's title) and chart value */
  keyOf: (row: Row) => string | number
  nameOf: (row: Row) => string
  chartLabel?: (row: Row) => string
  valueOf: (row: Row) => number
  caption: string
  /** the columns after the rank and the name */
  columns: Array<StatsColumn<Row>>
  nameHeader: string
  detailTitle: (row: Row) => string
  Detail: (props: { range: StatRange; row: Row }) => ReactNode
}

/** A ranking over a range, top N: summary with the previous period, chart, table, the rows behind a row. */
export function RankingScreen<Row extends { rank: number }, Sum>({
  shape,
  search,
  setSearch,
}: {
  shape: RankingShape<Row, Sum>
  search: TopSearch
  setSearch: SearchPatch<TopSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'stats'])
  const query = topQuery(search)
  const { limit, ...range } = query
  const ranking = useQuery(shape.query(query))
  const [open, setOpen] = useState<Row | null>(null)
  const data = ranking.data
  const items = useMemo(
    () =>
      (data?.rows ?? []).map((r) => ({
        key: shape.keyOf(r),
        label: (shape.chartLabel ?? shape.nameOf)(r),
        value: shape.valueOf(r),
      })),
    [data, shape],
  )

  return (
    <section aria-labelledby={shape.id} className="stats-print" data-print="a4-landscape">
      <StatsHeader id={shape.id} title={shape.title} exportKind={shape.kind} query={query} />
      <RangeFields range={range} onChange={(patch) => setSearch(patch)}>
        <TopSelect value={limit} onChange={(value) => setSearch({ limit: value })} />
      </RangeFields>
      <StatsState
        pending={ranking.isPending}
        failed={ranking.isError || (!ranking.isPending && !data)}
        empty={!!data && data.rows.length === 0}
        onRetry={() => void ranking.refetch()}
      >
        {data && (
          <>
            <Comparison
              previous={data.previous_range}
              figures={shape.figures(data.summary, data.previous_summary)}
            />
            <Chart
              kind="bar"
              title={shape.chart.title}
              items={items}
              labelHeader={shape.chart.labelHeader}
              valueHeader={shape.chart.valueHeader}
              format={shape.chart.format}
              onSelect={(item) => setOpen(data.rows.find((r) => shape.keyOf(r) === item.key) ?? null)}
              selectLabel={(item) => t('stats:open', { what: item.label })}
            />
            <div className="stats__scroll">
              <StatsTable
                caption={shape.caption}
                rows={data.rows}
                rowKey={shape.keyOf}
                columns={[
                  { header: t('stats:col.rank'), cell: (r) => r.rank },
                  {
                    header: shape.nameHeader,
                    rowHeader: true,
                    cell: (r) => <OpenButton what={shape.nameOf(r)} onClick={() => setOpen(r)} />,
                  },
                  ...shape.columns,
                ]}
              />
            </div>
          </>
        )}
      </StatsState>
      <DetailDrawer
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? shape.detailTitle(open) : ''}
      >
        {open && <shape.Detail range={range} row={open} />}
      </DetailDrawer>
    </section>
  )
}
