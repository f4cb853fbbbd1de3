/**
 * DataTable's light sibling: a semantic <table> of rows the screen already holds (a trip's passengers, a
 * statistics table, a printed run sheet), rendered from the same `DataColumn` definitions, with no paging,
 * sorting, selection, column chooser or keyboard model of its own: about 0.7 KB gzip and no i18n (every word
 * comes from the screen), so a screen that only shows rows loads neither TanStack Table nor DataTable.
 *
 * - Its name: a `caption` (shown; `captionHidden` for screen readers only), a `label` or `labelledBy`.
 * - A column's `rowHeader` cell names its row (`<th scope="row">`), so a row reads "Ghế A1, …".
 * - Columns with a `footer` make a totals line (`<tfoot>`): `footerLabel` as its row header, spanning the
 *   columns before the first footer.
 * - `emptyText`: with no rows, one row saying so; without it, the header alone.
 * - `rowTone` colours a row like DataTable's (`data-tone`); `rowProps` gives a row its own attributes (data-*,
 *   aria-current, a key handler). Row buttons (actions) are a column: `headerHidden`, its cell the buttons.
 *
 * It prints: inside a `data-print` area the scroll box lets go, the header repeats on every page and the totals
 * line comes once, after the last row (components/print/print.css).
 */
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react'
import type { DataColumn } from './types'
import './SimpleTable.css'
import { CellLine, headerMinWidth } from './cell-line'

type TableName =
  | { caption: ReactNode; captionHidden?: boolean; label?: never; labelledBy?: never }
  | { label: string; caption?: never; captionHidden?: never; labelledBy?: never }
  | { labelledBy: string; caption?: never; captionHidden?: never; label?: never }

/** What a row may carry of its own (`rowProps`). */
export type RowProps = Omit<ComponentProps<'tr'>, 'children'> & {
  [attribute: `data-${string}`]: string | undefined
}

export type SimpleTableProps<T> = TableName & {
  columns: DataColumn<T>[]
  rows: readonly T[]
  getRowId: (row: T) => number | string
  /** colours a row: 'warning' or 'danger' (with a bar on its start edge, so not by colour alone) */
  rowTone?: (row: T) => 'warning' | 'danger' | undefined
  /** a row's own attributes: data-*, aria-current, onKeyDown… */
  rowProps?: (row: T, index: number) => RowProps | undefined
  /** the totals line's row header (with columns that have a `footer`) */
  footerLabel?: ReactNode
  /** the one row shown when there are no rows */
  emptyText?: ReactNode
  /** a class for the <table>, beside `st` */
  className?: string
  /** what is wrong with the rows as a whole (none, too many, a total…), said above the table as an alert */
  error?: ReactNode
}

/** Alignment, and one line for numbers and money (DataRow's rule). */
const cellStyle = <T,>(c: DataColumn<T>): CSSProperties | undefined =>
  c.align || c.nowrap
    ? { textAlign: c.align, whiteSpace: (c.nowrap ?? c.align === 'right') ? 'nowrap' : undefined }
    : undefined

/**
 * Whether the box scrolls (its table is wider or taller than it): a box that scrolls takes the keyboard's focus,
 * so the arrow keys can scroll it, and is a group named as its table.
 */
function useScrolls() {
  const ref = useRef<HTMLDivElement>(null)
  const [scrolls, setScrolls] = useState(false)
  useLayoutEffect(() => {
    const box = ref.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const check = () =>
      setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
    const observer = new ResizeObserver(check)
    observer.observe(box)
    if (box.firstElementChild) observer.observe(box.firstElementChild)
    check()
    return () => observer.disconnect()
  }, [])
  return { ref, scrolls }
}

export function SimpleTable<T>(props: SimpleTableProps<T>) {
  const { ref, scrolls } = useScrolls()
  const captionId = useId()
  const { columns, rows, getRowId, rowTone, rowProps, footerLabel, emptyText, className, error } = props
  const span = columns.findIndex((c) => c.footer !== undefined)
  return (
    <>
      {error && (
        <div role="alert" className="field-error">
          {error}
        </div>
      )}
      <div
        ref={ref}
        className="st-scroll"
        {...(scrolls && {
          tabIndex: 0,
          // a group, not a region: the section around a table is often the region of the same name
          role: 'group',
          'aria-label': props.label,
          'aria-labelledby': props.label ? undefined : (props.labelledBy ?? captionId),
        })}
      >
        <table
          className={className ? `st ${className}` : 'st'}
          aria-label={props.label}
          aria-labelledby={props.labelledBy}
        >
          {props.caption !== undefined && (
            <caption id={captionId} className={props.captionHidden ? 'sr-only' : undefined}>
              {props.caption}
            </caption>
          )}
          <thead>
            <tr>
              {columns.map((c) => (
                <th
                  key={c.id}
                  scope="col"
                  className={c.className}
                  // aligned with its cells; a long name wraps at spaces, on two lines at most
                  style={{
                    textAlign: c.align,
                    width: c.width,
                    minWidth: c.headerHidden || c.headerCell ? undefined : headerMinWidth(c.header),
                  }}
                >
                  {c.headerCell ?? (c.headerHidden ? <span className="sr-only">{c.header}</span> : c.header)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && emptyText !== undefined && (
              <tr>
                <td colSpan={columns.length} className="st-empty">
                  {emptyText}
                </td>
              </tr>
            )}
            {rows.map((row, index) => {
              return (
                <tr key={getRowId(row)} {...rowProps?.(row, index)} data-tone={rowTone?.(row)}>
                  {columns.map((c) => {
                    const Cell = c.rowHeader ? 'th' : 'td'
                    return (
                      <Cell
                        key={c.id}
                        scope={c.rowHeader ? 'row' : undefined}
                        className={c.className}
                        style={cellStyle(c)}
                      >
                        <CellLine lines={c.lines}>{c.cell(row, index)}</CellLine>
                      </Cell>
                    )
                  })}
                </tr>
              )
            })}
          </tbody>
          {span >= 0 && (
            <tfoot>
              <tr>
                {span > 0 && (
                  <th scope="row" colSpan={span}>
                    {footerLabel}
                  </th>
                )}
                {columns.slice(span).map((c) => (
                  <td key={c.id} className={c.className} style={cellStyle(c)}>
                    {c.footer}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </>
  )
}
