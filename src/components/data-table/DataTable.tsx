/**
 * The shared list table (ARCHITECTURE "UI conventions"): a semantic <table> rendered from TanStack
 * Table's row model, with server-side paging and sorting (the table never sorts or slices; it renders
 * `page.data` as given and reports the wanted state through `onStateChange`), row selection for bulk
 * delete, a remembered column choice, roving-tabindex keyboard navigation and, for pages of more than
 * 50 rows, virtualised rows.
 */
import './DataTable.css'
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type JSX,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { Button, Empty, Modal, Skeleton } from 'antd'
import { CaretDownOutlined, CaretUpOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import {
  columnVisibilityFeature,
  createColumnHelper,
  functionalUpdate,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnVisibilityState,
  type PaginationState,
  type Row,
  type RowData,
  type RowSelectionState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import {
  defaultRangeExtractor,
  measureElement,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual'
import { DEFAULT_PAGE } from '../../api/envelope'
import { useSession } from '../../stores/session'
import { columnStorageKey, useStoredVisibility, type StoredVisibility } from './column-storage'
import { ColumnChooser, type ChooserColumn } from './ColumnChooser'
import { Pager } from './Pager'
import type { DataColumn, DataTableProps } from './types'

/** Pages with more rows than this render only the rows in view. */
const VIRTUAL_THRESHOLD = 50
/** Estimated row and header heights (px), matching DataTable.css. */
const ROW_HEIGHT = 41
const HEADER_HEIGHT = 40
/** The scroll box before it is measured, and where there is no layout (jsdom): about 70vh. */
const FALLBACK_RECT: Rect = { width: 1024, height: 560 }

const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
})
type Features = typeof features
type TableRow<T extends RowData> = Row<Features, T>

const EMPTY_ROWS: never[] = []
const NO_SELECTION: RowSelectionState = {}
const noValue = (): unknown => null

interface ColumnFlags {
  id: string
  sortable: boolean
  hideable: boolean
  defaultHidden: boolean
}

/**
 * What TanStack needs of the columns, as a string: screens may build `columns` inline on every render,
 * and the column model (and the visibility map) is rebuilt only when this string changes.
 */
const columnSignature = <T,>(columns: DataColumn<T>[]) =>
  columns
    .map((c) =>
      [c.id, c.sortable ? 1 : 0, c.hideable === false ? 0 : 1, c.defaultHidden ? 1 : 0].join('\u0000'),
    )
    .join('\u0001')

const parseSignature = (signature: string): ColumnFlags[] =>
  signature === ''
    ? []
    : signature.split('\u0001').map((part) => {
        const [id, sortable, hideable, defaultHidden] = part.split('\u0000')
        return {
          id,
          sortable: sortable === '1',
          hideable: hideable === '1',
          defaultHidden: defaultHidden === '1',
        }
      })

/** The visibility of every column: fixed columns always shown, the others as remembered or by default. */
function visibilityOf(flags: ColumnFlags[], stored: StoredVisibility): ColumnVisibilityState {
  const out: ColumnVisibilityState = {}
  for (const c of flags) out[c.id] = c.hideable ? (stored[c.id] ?? !c.defaultHidden) : true
  return out
}

/**
 * Selection belongs to one page: another page, size or sort starts empty. A refetch of the same page (a
 * live update from another clerk) keeps the rows still there selected.
 */
interface SelectionScope {
  page: number
  size: number
  sortBy?: string
  sortDesc: boolean
}
const sameScope = (a: SelectionScope, b: SelectionScope) =>
  a.page === b.page && a.size === b.size && a.sortBy === b.sortBy && a.sortDesc === b.sortDesc

/** jsdom (and a hidden box) measure 0: fall back to estimates so rows still render. */
const observeRect = (instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>, cb: (rect: Rect) => void) =>
  observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : FALLBACK_RECT))
const measureRow = (
  element: HTMLTableRowElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLTableRowElement>,
) => measureElement(element, entry, instance) || ROW_HEIGHT

export function DataTable<T>(props: DataTableProps<T>): JSX.Element {
  // TanStack wants object rows (RowData); every list row is one, so the public type stays unconstrained.
  return <DataTableView {...(props as unknown as DataTableProps<RowData>)} />
}

function DataTableView<T extends RowData>(props: DataTableProps<T>) {
  const {
    label,
    columns,
    page,
    state,
    onStateChange,
    getRowId,
    rowLabel,
    loading,
    fetching,
    error,
    onRetry,
    storageKey,
    onEdit,
    onDelete,
    rowActions,
    rowTone,
    toolbar,
    emptyText,
  } = props
  const { t } = useTranslation(['ui', 'errors', 'table'])
  const [modal, modalHolder] = Modal.useModal()
  const data: T[] = page?.data ?? EMPTY_ROWS

  // ---- columns and their remembered visibility
  const signature = columnSignature(columns)
  const flags = useMemo(() => parseSignature(signature), [signature])
  const columnDefs = useMemo(() => {
    const helper = createColumnHelper<Features, T>()
    // Cells are rendered from `columns` (below); TanStack gets ids and abilities. An accessor is what
    // makes a column sortable for TanStack; the value itself is never read (the server sorts).
    return flags.map((c) =>
      helper.accessor(noValue, { id: c.id, enableSorting: c.sortable, enableHiding: c.hideable }),
    )
  }, [flags])
  const columnsById = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns])

  const userId = useSession((s) => s.user?.id)
  const [storedVisibility, storeVisibility] = useStoredVisibility(columnStorageKey(userId, storageKey))
  const columnVisibility = useMemo(() => visibilityOf(flags, storedVisibility), [flags, storedVisibility])

  // ---- server-side sorting and paging, as TanStack state
  const { page: pageNumber, itemsPerPage, sortBy, sortDesc } = state
  const sorting = useMemo<SortingState>(
    () => (sortBy ? [{ id: sortBy, desc: sortDesc }] : []),
    [sortBy, sortDesc],
  )
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: pageNumber - 1, pageSize: itemsPerPage }),
    [pageNumber, itemsPerPage],
  )

  // ---- selection, scoped to the rows it was made on
  const scope: SelectionScope = { page: pageNumber, size: itemsPerPage, sortBy, sortDesc }
  const [selection, setSelection] = useState<{ scope: SelectionScope; ids: RowSelectionState }>(() => ({
    scope,
    ids: NO_SELECTION,
  }))
  const inScope = sameScope(selection.scope, scope)
  // Leaving the page forgets its selection (coming back starts empty).
  if (!inScope) setSelection({ scope, ids: NO_SELECTION })
  const rowSelection = useMemo(() => {
    if (!inScope) return NO_SELECTION
    const present = new Set(data.map((row) => String(getRowId(row))))
    return Object.fromEntries(Object.entries(selection.ids).filter(([id, on]) => on && present.has(id)))
  }, [inScope, selection.ids, data, getRowId])
  const selectable = !!onDelete

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row: T) => String(getRowId(row)),
    state: { sorting, pagination, rowSelection, columnVisibility },
    manualSorting: true,
    manualPagination: true,
    autoResetPageIndex: false,
    pageCount: Math.max(1, page?.last_page ?? 1),
    rowCount: page?.total,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
    enableRowSelection: selectable,
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting)[0]
      onStateChange({ ...state, page: DEFAULT_PAGE, sortBy: next?.id, sortDesc: next ? next.desc : true })
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination)
      if (next.pageSize !== pagination.pageSize)
        onStateChange({ ...state, page: DEFAULT_PAGE, itemsPerPage: next.pageSize })
      else if (next.pageIndex !== pagination.pageIndex) onStateChange({ ...state, page: next.pageIndex + 1 })
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      setSelection((prev) => ({
        scope,
        ids: functionalUpdate(updater, sameScope(prev.scope, scope) ? rowSelection : NO_SELECTION),
      })),
    onColumnVisibilityChange: (updater: Updater<ColumnVisibilityState>) => {
      const next = functionalUpdate(updater, columnVisibility)
      const remembered: Record<string, boolean> = {}
      for (const c of flags) if (c.hideable) remembered[c.id] = next[c.id] !== false
      storeVisibility(remembered)
    },
  })

  const rows = table.getRowModel().rows
  const visibleLeafColumns = table.getVisibleLeafColumns()
  const visibleColumns = useMemo(
    () => visibleLeafColumns.map((c) => columnsById.get(c.id)).filter((c): c is DataColumn<T> => !!c),
    [visibleLeafColumns, columnsById],
  )
  const headers = table.getHeaderGroups()[0]?.headers ?? []
  const chooserColumns: ChooserColumn[] = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide())
    .map((c) => ({ id: c.id, header: columnsById.get(c.id)?.header ?? c.id, visible: c.getIsVisible() }))

  // ---- delete, always after a confirmation
  const clearSelection = useCallback(() => setSelection((prev) => ({ ...prev, ids: NO_SELECTION })), [])
  const askDelete = useCallback(
    (ids: Array<number | string>) => {
      if (!onDelete || ids.length === 0) return
      modal.confirm({
        title: t('errors:confirmDelete'),
        okText: t('table:confirmOk'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          let deleted = false
          try {
            deleted = await onDelete(ids)
          } catch {
            // The screen reports the failure (its mutation's toast); the selection stays.
          }
          if (deleted) clearSelection()
        },
      })
    },
    [modal, onDelete, t, clearSelection],
  )
  const deleteRow = useCallback((row: T) => askDelete([getRowId(row)]), [askDelete, getRowId])
  const selectedRows = selectable ? table.getSelectedRowModel().rows : EMPTY_ROWS
  const selectedCount = selectedRows.length

  const hasActions = !!(onEdit || onDelete || rowActions)
  const rowContext = useMemo<RowContext<T>>(
    () => ({
      selectable,
      hasActions,
      rowLabel,
      rowTone,
      rowActions,
      onEdit,
      onDelete: onDelete ? deleteRow : undefined,
      t,
    }),
    [selectable, hasActions, rowLabel, rowTone, rowActions, onEdit, onDelete, deleteRow, t],
  )

  const colCount = (selectable ? 1 : 0) + visibleColumns.length + (hasActions ? 1 : 0)
  const firstLoad = !error && (loading || !page) && rows.length === 0
  const busy = firstLoad || !!fetching
  const virtual = rows.length > VIRTUAL_THRESHOLD

  const errorBlock = error ? (
    <div className="dt-error">
      <span role="alert">{t('table:loadError')}</span>
      {onRetry && <Button onClick={onRetry}>{t('table:retry')}</Button>}
    </div>
  ) : null

  let fallback: ReactNode = null
  if (rows.length === 0) {
    let content: ReactNode
    if (error) content = errorBlock
    else if (firstLoad)
      content = (
        <>
          <span className="sr-only" role="status">
            {t('table:loading')}
          </span>
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        </>
      )
    else content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('table:empty')} />
    fallback = (
      <tbody>
        <tr>
          <td colSpan={Math.max(colCount, 1)} className="dt-state">
            {content}
          </td>
        </tr>
      </tbody>
    )
  }

  const allSelected = table.getIsAllPageRowsSelected()
  const someSelected = !allSelected && table.getIsSomePageRowsSelected()
  const header = (
    <thead>
      <tr aria-rowindex={1}>
        {selectable && (
          <th scope="col" className="dt-select">
            <input
              type="checkbox"
              className="dt-check"
              aria-label={t('table:selectAll')}
              checked={allSelected}
              // Some rows selected: "mixed" (a native checkbox has no attribute for it).
              ref={(element) => {
                if (element) element.indeterminate = someSelected
              }}
              disabled={rows.length === 0}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
            />
          </th>
        )}
        {headers.map((header) => {
          const column = columnsById.get(header.column.id)
          if (!column) return null
          const sorted = header.column.getIsSorted()
          const canSort = header.column.getCanSort()
          return (
            <th
              key={header.id}
              scope="col"
              aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
              data-width={column.width}
              style={{ width: column.width, textAlign: column.align }}
            >
              {canSort ? (
                <button type="button" className="dt-sort" onClick={header.column.getToggleSortingHandler()}>
                  <span>{column.header}</span>
                  <SortMark sorted={sorted} />
                </button>
              ) : (
                column.header
              )}
            </th>
          )
        })}
        {hasActions && (
          <th scope="col" className="dt-actions">
            {t('table:actions')}
          </th>
        )}
      </tr>
    </thead>
  )

  return (
    <div className={fetching ? 'dt dt-fetching' : 'dt'}>
      {modalHolder}
      <div className="dt-toolbar">
        <div className="dt-toolbar-start">{toolbar}</div>
        <div className="dt-toolbar-end">
          {selectable && (
            <span className="dt-selected" aria-live="polite">
              {selectedCount > 0 ? t('table:selected', { count: selectedCount }) : ''}
            </span>
          )}
          {selectedCount > 0 && (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => askDelete(selectedRows.map((r) => getRowId(r.original)))}
            >
              {t('table:deleteSelected', { count: selectedCount })}
            </Button>
          )}
          {chooserColumns.length > 0 && (
            <ColumnChooser
              columns={chooserColumns}
              onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
            />
          )}
        </div>
      </div>
      {rows.length > 0 && errorBlock}
      <ScrollTable
        label={label}
        busy={busy}
        header={header}
        rows={rows}
        columns={visibleColumns}
        selection={rowSelection}
        ctx={rowContext}
        colCount={colCount}
        virtual={virtual}
        fallback={fallback}
      />
      {page && (
        <Pager
          page={pageNumber}
          pageCount={table.getPageCount()}
          total={page.total}
          pageSize={itemsPerPage}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          onPage={(p) => table.setPageIndex(p - 1)}
          onPageSize={(size) => table.setPageSize(size)}
        />
      )}
    </div>
  )
}

function SortMark({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <span className="dt-sort-mark" aria-hidden="true">
      <CaretUpOutlined className={sorted === 'asc' ? 'dt-sort-on' : undefined} />
      <CaretDownOutlined className={sorted === 'desc' ? 'dt-sort-on' : undefined} />
    </span>
  )
}

/** What every row needs from the table; one object, memoised, so rows re-render only when it changes. */
interface RowContext<T extends RowData> {
  selectable: boolean
  hasActions: boolean
  rowLabel: (row: T) => string
  rowTone?: (row: T) => 'warning' | 'danger' | undefined
  rowActions?: (row: T) => ReactNode
  onEdit?: (row: T) => void
  onDelete?: (row: T) => void
  t: TFunction<['ui', 'errors', 'table']>
}

interface ScrollTableProps<T extends RowData> {
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
 * The scroll box, the table and its rows, with the roving tabindex: one row is in the Tab order (the
 * active one), arrows / Home / End move it. Virtualised, only the rows in view are rendered between
 * spacer rows; the active row is always rendered too, so focus never falls out of the DOM. Its own
 * component: scrolling re-renders this part only (the header element is passed in, unchanged).
 */
function ScrollTable<T extends RowData>({
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
  // The scroll box is rendered here, by the virtualizer's owner: its ref is set before the
  // virtualizer's layout effect looks for it.
  const scrollRef = useRef<HTMLDivElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  const [activeIndex, setActiveIndex] = useState(0)
  const active = Math.min(activeIndex, rows.length - 1)
  const pendingFocus = useRef<number | null>(null)
  const tbodyRef = useRef<HTMLTableSectionElement>(null)

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
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
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

  // Focus the row a key asked for, once it is rendered.
  useLayoutEffect(() => {
    const index = pendingFocus.current
    if (index === null) return
    const element = tbodyRef.current?.querySelector<HTMLElement>(`tr[data-index="${index}"]`)
    if (!element) return
    pendingFocus.current = null
    element.focus({ preventScroll: virtual })
  })

  const moveTo = (index: number) => {
    const target = Math.max(0, Math.min(index, rows.length - 1))
    setActiveIndex(target)
    pendingFocus.current = target
    if (virtual) virtualizer.scrollToIndex(target, { align: 'auto' })
  }

  const onKeyDown = (e: KeyboardEvent<HTMLTableSectionElement>) => {
    const target = e.target as HTMLElement
    // Keys on the row itself; buttons and checkboxes inside keep their own keys.
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

  // A click or Tab into a row (or a control in it) makes it the active one.
  const onFocus = (e: FocusEvent<HTMLTableSectionElement>) => {
    const tr = (e.target as HTMLElement).closest<HTMLElement>('tr[data-index]')
    if (!tr) return
    const index = Number(tr.dataset.index)
    if (index !== active) setActiveIndex(index)
  }

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

  let content: ReactNode[]
  if (!virtual) {
    content = rows.map((_, index) => renderRow(index))
  } else {
    content = []
    let end = 0
    for (const item of virtualizer.getVirtualItems()) {
      if (item.start > end)
        content.push(<Spacer key={`gap-${item.index}`} height={item.start - end} colCount={colCount} />)
      content.push(renderRow(item.index))
      end = item.end
    }
    const total = virtualizer.getTotalSize()
    if (total > end) content.push(<Spacer key="gap-end" height={total - end} colCount={colCount} />)
  }

  // Virtualised rows come and go while scrolling: the column widths the first rows gave are kept
  // (fixed layout), so columns do not jump. Measured again for new rows, columns or language.
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
  }, [virtual, rows, columns, ctx.t])

  return (
    <div ref={scrollRef} className={virtual ? 'dt-scroll dt-scroll-virtual' : 'dt-scroll'}>
      <table
        ref={tableRef}
        className="dt-table"
        aria-label={label}
        aria-busy={busy}
        aria-rowcount={rows.length + 1}
      >
        {header}
        {rows.length > 0 ? (
          <tbody ref={tbodyRef} onKeyDown={onKeyDown} onFocus={onFocus}>
            {content}
          </tbody>
        ) : (
          fallback
        )}
      </table>
    </div>
  )
}

function Spacer({ height, colCount }: { height: number; colCount: number }) {
  return (
    <tr aria-hidden="true" className="dt-spacer">
      <td colSpan={colCount} style={{ height }} />
    </tr>
  )
}

interface RowProps<T extends RowData> {
  row: TableRow<T>
  index: number
  columns: DataColumn<T>[]
  selected: boolean
  active: boolean
  ctx: RowContext<T>
  measureRef?: (element: HTMLTableRowElement | null) => void
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/** Takes the focusable elements in `box` out of the Tab order (inactive row) or gives them back. */
function rove(box: HTMLElement, active: boolean) {
  for (const element of box.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const saved = element.dataset.dtTabindex
    if (active) {
      if (saved === undefined) continue
      if (saved === '') element.removeAttribute('tabindex')
      else element.setAttribute('tabindex', saved)
      delete element.dataset.dtTabindex
    } else if (saved === undefined) {
      element.dataset.dtTabindex = element.getAttribute('tabindex') ?? ''
      element.setAttribute('tabindex', '-1')
    }
  }
}

/**
 * One row. Its controls are native elements styled like antd's (DataTable.css): a page of 100 rows, or
 * 10,000 from a misbehaving server, mounts rows while scrolling, and antd's Checkbox and Button cost
 * several times more per row.
 */
const DataRow = memo(function DataRow<T extends RowData>({
  row,
  index,
  columns,
  selected,
  active,
  ctx,
  measureRef,
}: RowProps<T>) {
  const { t } = ctx
  const original = row.original
  const name = ctx.rowLabel(original)
  const tone = ctx.rowTone?.(original)
  const tabIndex = active ? 0 : -1
  const extraRef = useRef<HTMLSpanElement>(null)
  // The screen's own row buttons follow the roving tabindex too (they are not ours to give props).
  useLayoutEffect(() => {
    if (extraRef.current) rove(extraRef.current, active)
  })
  const className = ['dt-row', selected && 'dt-row-selected', tone && `dt-row-${tone}`]
    .filter(Boolean)
    .join(' ')
  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      tabIndex={tabIndex}
      className={className}
      data-tone={tone}
    >
      {ctx.selectable && (
        <td className="dt-select">
          <input
            type="checkbox"
            className="dt-check"
            tabIndex={tabIndex}
            aria-label={t('table:selectRow', { label: name })}
            checked={selected}
            onChange={row.getToggleSelectedHandler()}
          />
        </td>
      )}
      {columns.map((column) => (
        <td
          key={column.id}
          style={{
            textAlign: column.align,
            // Numbers, money and codes stay on one line ("350.000 ₫", "51B-123.45").
            whiteSpace: (column.nowrap ?? column.align === 'right') ? 'nowrap' : undefined,
          }}
        >
          {column.cell(original)}
        </td>
      ))}
      {ctx.hasActions && (
        <td className="dt-actions">
          <span className="dt-actions-inner">
            {ctx.rowActions && (
              <span ref={extraRef} className="dt-extra">
                {ctx.rowActions(original)}
              </span>
            )}
            {ctx.onEdit && (
              <button
                type="button"
                className="dt-icon-btn"
                tabIndex={tabIndex}
                aria-label={t('table:edit', { label: name })}
                title={t('table:edit', { label: name })}
                onClick={() => ctx.onEdit?.(original)}
              >
                <EditOutlined aria-hidden />
              </button>
            )}
            {ctx.onDelete && (
              <button
                type="button"
                className="dt-icon-btn dt-danger"
                tabIndex={tabIndex}
                aria-label={t('table:delete', { label: name })}
                title={t('table:delete', { label: name })}
                onClick={() => ctx.onDelete?.(original)}
              >
                <DeleteOutlined aria-hidden />
              </button>
            )}
          </span>
        </td>
      )}
    </tr>
  )
}) as <T extends RowData>(props: RowProps<T>) => JSX.Element
