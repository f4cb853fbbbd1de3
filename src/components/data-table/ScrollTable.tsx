import { useImperativeHandle, useLayoutEffect, useRef, type ReactNode, type Ref } from 'react'
import type { RowData, RowSelectionState } from '@tanstack/react-table'
import { DataRow, type RowContext } from './DataRow'
import type { TableRow } from './table-features'
import type { DataColumn } from './types'
import { useFixedColumnWidths } from './use-fixed-column-widths'
import { focusCandidates, rowKeyHandler, useRovingRows } from './use-roving-rows'
import { useRowVirtualizer, virtualRows } from './virtual-rows'

export interface ScrollTableHandle {
  /**
   * Call while the rows `ids` are still there, before deleting them; the function it returns, called once
   * they are gone, focuses the row after them, else the one before, else the table.
   */
  focusAfterDelete: (ids: Array<number | string>) => () => void
}

interface ScrollTableProps<T extends RowData> {
  ref?: Ref<ScrollTableHandle>
  label: string
  busy: boolean
  /** the <thead> */
  header: ReactNode
  rows: TableRow<T>[]
  columns: DataColumn<T>[]
  selection: RowSelectionState
  ctx: RowContext<T>
  colCount: number
  virtual: boolean
  /** the <tbody> shown when there are no rows (loading, error, empty) */
  fallback: ReactNode
}

/**
 * The scroll box, the table and its rows, with keyboard navigation (use-roving-rows) and, for long pages,
 * virtualised rows (virtual-rows). Its own component: scrolling re-renders this part only (the header
 * element is passed in, unchanged).
 */
export function ScrollTable<T extends RowData>({
  ref,
  label,
  busy,
  header,
  rows,
  columns,
  selection,
  ctx,
  colCount,
  virtual,
  fallback,
}: ScrollTableProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  const { active, tbodyRef, activate, onFocus } = useRovingRows(rows.length, virtual)
  const virtualizer = useRowVirtualizer(scrollRef, rows, virtual, active)

  const moveTo = (index: number) => {
    const target = activate(index)
    if (virtual) virtualizer.scrollToIndex(target, { align: 'auto' })
  }

  // Focus after a delete: the first of `candidates` still there, else the active row, else the table.
  const focusNear = (candidates: string[]) => {
    const present = new Map(rows.map((row, index) => [row.id, index]))
    const index = candidates.map((id) => present.get(id)).find((i) => i !== undefined)
    if (index !== undefined) moveTo(index)
    else if (rows.length > 0) moveTo(active)
    else tableRef.current?.focus()
  }
  const focusNearRef = useRef(focusNear)
  useLayoutEffect(() => {
    focusNearRef.current = focusNear
  })
  useImperativeHandle(ref, () => ({
    focusAfterDelete: (ids) => {
      const candidates = focusCandidates(
        rows.map((row) => row.id),
        new Set(ids.map(String)),
      )
      return () => focusNearRef.current(candidates)
    },
  }))

  useFixedColumnWidths(tableRef, virtual, { rows, columns, t: ctx.t })

  const renderRow = (index: number) => {
    const row = rows[index]
    return (
      <DataRow
        key={row.id}
        row={row}
        index={index}
        columns={columns}
        selected={!!selection[row.id]}
        active={index === active}
        ctx={ctx}
        measureRef={virtual ? virtualizer.measureElement : undefined}
      />
    )
  }

  return (
    <div ref={scrollRef} className={virtual ? 'dt-scroll dt-scroll-virtual' : 'dt-scroll'}>
      <table
        ref={tableRef}
        className="dt-table"
        aria-label={label}
        aria-busy={busy}
        aria-rowcount={rows.length + 1}
        // With no rows, the table itself takes the focus a deleted last row had.
        tabIndex={rows.length === 0 ? -1 : undefined}
      >
        {header}
        {rows.length > 0 ? (
          <tbody ref={tbodyRef} onKeyDown={rowKeyHandler(rows, ctx, moveTo)} onFocus={onFocus}>
            {virtual
              ? virtualRows(virtualizer, renderRow, colCount)
              : rows.map((_, index) => renderRow(index))}
          </tbody>
        ) : (
          fallback
        )}
      </table>
    </div>
  )
}
