/**
 * Virtualised rows for long pages: only the rows in view (and the active row, so focus never falls out of
 * the DOM) are rendered, between spacer rows that keep the scroll height.
 */
import { useCallback, type ReactNode, type RefObject } from 'react'
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual'
import type { RowData } from '@tanstack/react-table'
import type { TableRow } from './table-features'

/** Pages with more rows than this render only the rows in view. */
export const VIRTUAL_THRESHOLD = 50
/** Estimated row and header heights (px), matching DataTable.css. */
const ROW_HEIGHT = 41
const HEADER_HEIGHT = 40
/** The scroll box before it is measured, and where there is no layout (jsdom): about 70vh. */
const FALLBACK_RECT: Rect = { width: 1024, height: 560 }

type RowVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>

/** jsdom (and a hidden box) measure 0: fall back to estimates so rows still render. */
const observeRect = (instance: RowVirtualizer, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT))
const measureRow = (
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: RowVirtualizer,
) => measureElement(element, entry, instance) || ROW_HEIGHT

/**
 * The virtualizer of the rows in `scrollRef`'s box; off (no items) unless `virtual`. The scroll box must
 * be rendered by the component calling this: its ref is then set before the virtualizer looks for it.
 */
export function useRowVirtualizer<T extends RowData>(
  scrollRef: RefObject<HTMLDivElement | null>,
  rows: TableRow<T>[],
  virtual: boolean,
  active: number,
) {
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows])
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range)
      if (active >= 0 && active < range.count && !indexes.includes(active)) {
        indexes.push(active)
        indexes.sort((a, b) => a - b)
      }
      return indexes
    },
    [active],
  )
  // No React Compiler in this build; the body re-rendering on scroll is what the virtualizer needs.
  // eslint-disable-next-line react-hooks/incompatible-library
  return useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    enabled: virtual,
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey,
    rangeExtractor,
    overscan: 8,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRect,
    measureElement: measureRow,
    // The sticky header covers the top of the scroll box: rows start below it (see DataTable.css).
    scrollPaddingEnd: HEADER_HEIGHT,
    useFlushSync: false,
  })
}

/** The rows in view, each rendered by `renderRow`, with spacer rows for the ones left out. */
export function virtualRows(
  virtualizer: RowVirtualizer,
  renderRow: (index: number) => ReactNode,
  colCount: number,
): ReactNode[] {
  const content: ReactNode[] = []
  let end = 0
  for (const item of virtualizer.getVirtualItems()) {
    if (item.start > end)
      content.push(<Spacer key={`gap-${item.index}`} height={item.start - end} colCount={colCount} />)
    content.push(renderRow(item.index))
    end = item.end
  }
  const total = virtualizer.getTotalSize()
  if (total > end) content.push(<Spacer key="gap-end" height={total - end} colCount={colCount} />)
  return content
}

function Spacer({ height, colCount }: { height: number; colCount: number }) {
  return (
    <tr aria-hidden="true" className="dt-spacer">
      <td colSpan={colCount} style={{ height }} />
    </tr>
  )
}
