import { useMemo, type ReactNode } from 'react'
import { useQuery, type UseQueryOptions } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TOP_LIMITS } from '../../api/contracts/stats'
import type { TopQuery } from '../../api/resources/stats'
import type { Ranking, StatRange } from '../../api/schemas/stats'
import { OpenButton, type StatsColumn } from '../../entities/figures'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { topQuery } from './query'
import type { TopSearch } from './search'
import { StatsScreen, type Figure } from './StatsScreen'

/** The key of a ranking query (api/resources/stats). */
type RankingKey = readonly ['stats', string, TopQuery]

/** What a ranking screen (/top-drivers, /top-customers) shows of its rows. */
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
  figures: (now: Sum, before: Sum) => Figure[]
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
  const { t } = useTranslation('stats')
  const query = topQuery(search)
  const range = { from: query.from, to: query.to }
  const ranking = useQuery(shape.query(query))
  const items = useMemo(
    () =>
      (ranking.data?.rows ?? []).map((r) => ({
        key: shape.keyOf(r),
        label: (shape.chartLabel ?? shape.nameOf)(r),
        value: shape.valueOf(r),
      })),
    [ranking.data, shape],
  )

  return (
    <StatsScreen<Ranking<Row, Sum>, Row, Row>
      id={shape.id}
      title={shape.title}
      exportKind={shape.kind}
      query={query}
      onRange={setSearch}
      filters={<TopSelect value={query.limit} onChange={(value) => setSearch({ limit: value })} />}
      stats={ranking}
      isEmpty={(data) => data.rows.length === 0}
      figures={(data) => shape.figures(data.summary, data.previous_summary)}
      chart={{
        ...shape.chart,
        items,
        drill: (item) => ranking.data?.rows.find((r) => shape.keyOf(r) === item.key),
      }}
      table={(data, open) => ({
        caption: shape.caption,
        rows: data.rows,
        rowKey: shape.keyOf,
        columns: [
          { header: t('col.rank'), cell: (r) => r.rank },
          {
            header: shape.nameHeader,
            rowHeader: true,
            cell: (r) => <OpenButton what={shape.nameOf(r)} onClick={() => open(r)} />,
          },
          ...shape.columns,
        ],
      })}
      drill={{ title: shape.detailTitle, rows: (row) => <shape.Detail range={range} row={row} /> }}
    />
  )
}

/** Top N (10/20/50). */
function TopSelect({ value, onChange }: { value: number; onChange: (value: number) => void }) {
  const { t } = useTranslation('stats')
  return (
    <label className="stats__field">
      <span>
        {t('top')}
        <span className="print-only" aria-hidden>
          :
        </span>
      </span>
      <select className="input" value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {TOP_LIMITS.map((n) => (
          <option key={n} value={n}>
            {t('topN', { n })}
          </option>
        ))}
      </select>
    </label>
  )
}
