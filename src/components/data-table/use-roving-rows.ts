/**
 * Keyboard navigation of the body, with a roving tabindex: one row is in the Tab order (the active one);
 * arrows, Home and End move it, Enter edits, Space selects and Delete asks to delete the row. A click or
 * Tab into a row (or a control in it) makes it the active one.
 */
import { useLayoutEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react'
import type { RowData } from '@tanstack/react-table'
import type { RowContext } from './DataRow'
import type { TableRow } from './table-features'

export function useRovingRows(rowCount: number, virtual: boolean) {
  const [activeIndex, setActiveIndex] = useState(0)
  const active = Math.min(activeIndex, rowCount - 1)
  const pendingFocus = useRef<number | null>(null)
  const tbodyRef = useRef<HTMLTableSectionElement>(null)

  const focusRow = (index: number) => {
    const element = tbodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`)
    if (!element) return false
    element.focus({ preventScroll: virtual })
    return true
  }

  // Focus the row a key asked for, once it is rendered.
  useLayoutEffect(() => {
    const index = pendingFocus.current
    if (index !== null && focusRow(index)) pendingFocus.current = null
  })

  /** Makes row `index` (kept within the rows) the active one and focuses it; returns that index. */
  const activate = (index: number) => {
    const target = Math.max(0, Math.min(index, rowCount - 1))
    // Already the active row, so rendered, and no render is coming: focus it now.
    if (target === activeIndex && focusRow(target)) return target
    setActiveIndex(target)
    pendingFocus.current = target
    return target
  }

  const onFocus = (e: FocusEvent<HTMLTableSectionElement>) => {
    const tr = (e.target as HTMLElement).closest<HTMLElement>('tr[data-index]')
    if (!tr) return
    const index = Number(tr.dataset.index)
    if (index !== active) setActiveIndex(index)
  }

  return { active, tbodyRef, activate, onFocus }
}

/** The keys of a focused row; keys on the controls inside it (buttons, checkboxes) keep their own. */
export function rowKeyHandler<T extends RowData>(
  rows: TableRow<T>[],
  ctx: RowContext<T>,
  moveTo: (index: number) => void,
) {
  return (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = e.target as HTMLElement
    if (target.tagName !== 'TR' || target.dataset.index === undefined) return
    if (e.altKey || e.ctrlKey || e.metaKey) return
    const index = Number(target.dataset.index)
    const row = rows[index]
    if (!row) return
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault()
        return moveTo(index + 1)
      case 'ArrowUp':
        e.preventDefault()
        return moveTo(index - 1)
      case 'Home':
        e.preventDefault()
        return moveTo(0)
      case 'End':
        e.preventDefault()
        return moveTo(rows.length - 1)
      case 'Enter':
        if (!ctx.onEdit) return
        e.preventDefault()
        return ctx.onEdit(row.original)
      case ' ':
        if (!ctx.selectable) return
        e.preventDefault()
        return row.toggleSelected()
      case 'Delete':
        if (!ctx.onDelete) return
        e.preventDefault()
        return ctx.onDelete(row.original)
    }
  }
}

/**
 * Where the focus goes when the rows `removed` are deleted: the rows after the first of them, nearest
 * first, then the rows before it, nearest first.
 */
export function focusCandidates(order: string[], removed: ReadonlySet<string>): string[] {
  const first = order.findIndex((id) => removed.has(id))
  if (first < 0) return []
  const kept = (id: string) => !removed.has(id)
  return [...order.slice(first + 1).filter(kept), ...order.slice(0, first).reverse().filter(kept)]
}
