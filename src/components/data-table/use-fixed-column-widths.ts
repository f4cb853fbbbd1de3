import { useLayoutEffect, type RefObject } from 'react'
import type { TFunction } from 'i18next'

/**
 * Virtualised rows come and go while scrolling: the column widths the first rows gave are kept (fixed
 * layout), so columns do not jump. Measured again for new rows, columns or language; a normal page keeps
 * the automatic layout (and the widths the columns ask for).
 */
export function useFixedColumnWidths(
  tableRef: RefObject<HTMLTableElement | null>,
  virtual: boolean,
  remeasure: { rows: unknown; columns: unknown; t: TFunction },
) {
  const { rows, columns, t } = remeasure
  useLayoutEffect(() => {
    const element = tableRef.current
    if (!element) return
    const cells = Array.from(element.tHead?.rows[0]?.cells ?? [])
    element.style.tableLayout = ''
    for (const cell of cells) cell.style.width = cell.dataset.width ? `${cell.dataset.width}px` : ''
    if (!virtual) return
    const widths = cells.map((cell) => cell.getBoundingClientRect().width)
    if (widths.some((width) => width === 0)) return // no layout (jsdom)
    cells.forEach((cell, i) => (cell.style.width = `${widths[i]}px`))
    element.style.tableLayout = 'fixed'
  }, [tableRef, virtual, rows, columns, t])
}
