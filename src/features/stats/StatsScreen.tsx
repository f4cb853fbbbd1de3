import { useState, type ReactNode } from 'react'
import { Button, Flex } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { exportStats, type StatsExport } from '../../api/resources/stats'
import type { StatRange } from '../../api/schemas/stats'
import { Chart, type ChartItem } from '../../components/charts'
import { ExportButton } from '../../components/ExportButton'
import { DetailDrawer, NoFigures, StatsTable, useDay, type StatsColumn } from '../../entities/figures'
import { QueryState, type QueryLike } from '../../components/QueryState'
import { useLastShown } from '../../components/use-last-shown'
import { RangeFields } from '../../components/range'
import { formatMoney } from '../../lib/format'
import { rememberRange } from './query'
import './stats.css'

/** A figure of the period, with the previous period's. */
export interface Figure {
  key: string
  label: string
  value: string
  previous: string
}

type NumberKey<S> = { [K in keyof S]: S[K] extends number ? K : never }[keyof S]

/**
 * The figures of a period and of the previous one, side by side:
 * `const f = compare(totals, previous_totals); f('net', t('stats:col.net'), 'net')` (money unless `format`).
 */
export const compare =
  <S,>(now: S, before: S) =>
  (key: string, label: string, field: NumberKey<S>, format: (n: number) => string = formatMoney): Figure => ({
    key,
    label,
    value: format(now[field] as number),
    previous: format(before[field] as number),
  })

/** The screen's table: a StatsTable (a totals line with `totalLabel`); no rows say "no figures" instead. */
export interface StatsTableShape<Row> {
  caption: string
  rows: Row[]
  rowKey: (row: Row) => string | number
  columns: Array<StatsColumn<Row>>
  totalLabel?: ReactNode
}

/** What a statistics screen declares: the rest (layout, states, print, the drawer) is the shape's. */
export interface StatsScreenProps<Data extends { previous_range: StatRange }, Row, Drill> {
  /** the heading's id */
  id: string
  title: string
  /** the .xlsx export of the range and filters (`query`) */
  exportKind: StatsExport
  /** the range and the screen's filters, as asked for and exported */
  query: StatRange
  onRange: (patch: Partial<StatRange>) => void
  /** the screen's own filters, in the range form after the days */
  filters?: ReactNode
  /** the screen's statistics call (`useQuery(...)`) */
  stats: QueryLike<Data | null>
  /** nothing at all in the range: "no figures" instead of the summary, the chart and the table */
  isEmpty?: (data: Data) => boolean
  /** the summary: each figure with the previous period's */
  figures: (data: Data) => Figure[]
  /** a line under the summary (how the figures count) */
  note?: string
  /** the chart (a bar per item) and its table alternative; a bar opens `drill(item)` */
  chart: {
    title: string
    /** memoized by the screen: the chart is drawn again when they change */
    items: ChartItem[]
    labelHeader: string
    valueHeader: string
    format: (value: number) => string
    drill: (item: ChartItem) => Drill | null | undefined
  }
  /** the table; `open` opens the rows behind a figure in the drawer */
  table: (data: Data, open: (drill: Drill) => void) => StatsTableShape<Row>
  /** the drawer with the rows behind a figure (their total is the figure) */
  drill: { title: (drill: Drill) => string; rows: (drill: Drill, data: Data) => ReactNode }
}

/**
 * A statistics screen (/statistical-trip, /statistical-shipping, /statistics/money-driver-and-moto, the
 * rankings): the title with export and print, the range form with the screen's filters, the summary beside the
 * previous period, the chart with its table alternative, the table, and the drawer with the rows behind a
 * figure. The whole section prints on an A4 sheet on its side, with its period as a line of text and the
 * filters' values.
 */
export function StatsScreen<Data extends { previous_range: StatRange }, Row, Drill>({
  id,
  title,
  exportKind,
  query,
  onRange,
  filters,
  stats,
  isEmpty,
  figures,
  note,
  chart,
  table,
  drill: drawer,
}: StatsScreenProps<Data, Row, Drill>) {
  const { t } = useTranslation('stats')
  const [drill, setDrill] = useState<Drill | null>(null)
  const shownDrill = useLastShown(drill)
  const open = (next: Drill) => setDrill(() => next)
  const data = stats.data
  const { drill: chartDrill, ...chartProps } = chart
  const range = { from: query.from, to: query.to }
  const day = useDay()

  return (
    <section aria-labelledby={id} className="stats-print" data-print="a4-landscape">
      <StatsHeader id={id} title={title} exportKind={exportKind} query={query} />
      {/* on paper the period is this line, and the filters print as the values chosen */}
      <p className="stats__period">{t('period', { from: day(range.from), to: day(range.to) })}</p>
      <RangeFields
        range={range}
        onChange={(patch) => {
          // both ends to the address: the range shown may be the one remembered, not the address's
          const next = { ...range, ...patch }
          rememberRange(next)
          onRange(next)
        }}
        label={t('filters')}
        className="stats__filters"
      >
        {filters}
      </RangeFields>
      <QueryState
        query={stats}
        error={t('loadError')}
        skeletonRows={6}
        empty={isEmpty && { when: isEmpty, say: <NoFigures /> }}
      >
        {(data) => {
          const shown = table(data, open)
          return (
            <>
              <Comparison figures={figures(data)} previous={data.previous_range} />
              {note && <p className="stats__note">{note}</p>}
              <Chart
                kind="bar"
                {...chartProps}
                onSelect={(item) => {
                  const next = chartDrill(item)
                  if (next) open(next)
                }}
                selectLabel={(item) => t('open', { what: item.label })}
              />
              {shown.rows.length === 0 ? (
                <NoFigures />
              ) : (
                <div className="stats__scroll">
                  <StatsTable {...shown} />
                </div>
              )}
            </>
          )
        }}
      </QueryState>
      <DetailDrawer
        open={drill !== null}
        onClose={() => setDrill(null)}
        title={shownDrill !== undefined ? drawer.title(shownDrill) : ''}
      >
        {shownDrill !== undefined && data && drawer.rows(shownDrill, data)}
      </DetailDrawer>
    </section>
  )
}

/**
 * The screen's title with its print button and its export: asked first, then every row of the range (`query`)
 * downloads as .xlsx named by the range.
 */
function StatsHeader({
  id,
  title,
  exportKind,
  query,
}: {
  id: string
  title: string
  exportKind: StatsExport
  query: StatRange
}) {
  const { t } = useTranslation('stats')
  const filename = `${t(`${exportKind}.exportFile`, { from: query.from, to: query.to })}.xlsx`
  return (
    <Flex align="center" justify="space-between" gap={12} wrap className="stats__bar">
      <h1 id={id} className="screen-title">
        {title}
      </h1>
      <Flex gap={8} className="no-print">
        <ExportButton
          command={exportStats}
          vars={{ kind: exportKind, params: { ...query }, filename }}
          done={t('exported')}
        >
          {t('export')}
        </ExportButton>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Flex>
    </Flex>
  )
}

/** Each figure of the period with the previous period's beside it. */
function Comparison({ figures, previous }: { figures: Figure[]; previous: StatRange }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const previousLabel = t('previous', { from: day(previous.from), to: day(previous.to) })
  return (
    <dl className="stats__summary" aria-label={t('summary')}>
      {figures.map((f) => (
        <div key={f.key} data-testid={`figure-${f.key}`}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
          <dd className="stats__previous">
            {previousLabel}: {f.previous}
          </dd>
        </div>
      ))}
    </dl>
  )
}
