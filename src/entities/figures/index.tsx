import { useCallback, type ReactNode } from 'react'
import { Alert, Button, Drawer } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDateTimeFormat } from '../../components/DateTime'
import { formatDate, formatMoney, groupThousands } from '../../lib/format'
import './figures.css'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table'

/*
 * Figures and the rows behind them: the statistics screens' and the dashboard's tables, their empty state and the
 * drill-down drawer (loading and errors are QueryState's). Its words are in the `stats` namespace, which the
 * routes showing them load.
 */

/** A day in the settings' date format (stable while the format is, so charts built from it are not redrawn). */
export function useDay() {
  const { format_date } = useDateTimeFormat()
  return useCallback((day: string) => formatDate(day, format_date), [format_date])
}

/** A count, its thousands grouped as money is (21.900). */
export const count = groupThousands

/** Nothing in the range (the summary and the chart may still show, with the previous period), or `message`. */
export function NoFigures({ message }: { message?: string }) {
  const { t } = useTranslation('stats')
  // said politely (a status), not as an alert: nothing went wrong
  return <Alert type="info" role="status" showIcon title={message ?? t('empty')} />
}

/** The rows behind a figure, with their total (which equals the figure). */
export function DetailDrawer({
  title,
  open,
  onClose,
  children,
}: {
  title: string
  open: boolean
  onClose: () => void
  children: ReactNode
}) {
  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={640}
      destroyOnHidden
      styles={{ body: { overflow: 'hidden', display: 'flex', flexDirection: 'column' } }}
    >
      {/* the rows scroll here, a region the keyboard reaches (the drawer's body itself is not focusable) */}
      <div className="stats__drawer-rows" tabIndex={0} role="region" aria-label={title}>
        {children}
      </div>
    </Drawer>
  )
}

/** A link that opens the rows behind `what` (its accessible name says so). */
export function OpenButton({
  what,
  onClick,
  children,
}: {
  what: string
  onClick: () => void
  children?: ReactNode
}) {
  const { t } = useTranslation('stats')
  return (
    <Button type="link" size="small" onClick={onClick} aria-label={t('open', { what })}>
      {children ?? what}
    </Button>
  )
}

/** A column of a StatsTable; its header is unique in the table. */
export interface StatsColumn<Row> {
  header: string
  cell: (row: Row) => ReactNode
  /** right-aligned (counts and money) */
  numeric?: boolean
  /** the cell names its row (a row header) */
  rowHeader?: boolean
  /** the column's figure in the totals line, and that cell's data-testid */
  total?: ReactNode
  testId?: string
}

/**
 * A statistics table (SimpleTable); with `totalLabel`, a totals line whose label spans the columns before the
 * first total.
 */
export function StatsTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totalLabel,
}: {
  caption: string
  columns: Array<StatsColumn<Row>>
  rows: Row[]
  rowKey: (row: Row) => string | number
  totalLabel?: ReactNode
}) {
  const totals = totalLabel !== undefined
  return (
    <SimpleTable
      caption={caption}
      className="stats-table"
      columns={columns.map((c): DataColumn<Row> => ({
        id: c.header,
        header: c.header,
        cell: c.cell,
        rowHeader: c.rowHeader,
        align: c.numeric ? 'right' : undefined,
        className: c.numeric ? 'num' : undefined,
        footer: totals && c.total !== undefined ? <span data-testid={c.testId}>{c.total}</span> : undefined,
      }))}
      rows={rows}
      getRowId={rowKey}
      footerLabel={totalLabel}
    />
  )
}

type DetailRow = { key: string | number; cells: ReactNode[]; amount: number }

/** A small table of detail rows with a totals line: the cells under all headers but the last, the amount under it. */
export function DetailTable({
  caption,
  headers,
  rows,
  total,
}: {
  caption: string
  headers: string[]
  rows: DetailRow[]
  total: number
}) {
  const { t } = useTranslation('stats')
  const columns: Array<StatsColumn<DetailRow>> = [
    ...headers.slice(0, -1).map((header, i) => ({ header, cell: (r: DetailRow) => r.cells[i] })),
    {
      header: headers[headers.length - 1],
      numeric: true,
      cell: (r) => formatMoney(r.amount),
      total: formatMoney(total),
      testId: 'detail-total',
    },
  ]
  return (
    <StatsTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.key}
      totalLabel={t('total')}
    />
  )
}
