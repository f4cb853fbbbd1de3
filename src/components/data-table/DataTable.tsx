/**
 * The shared list table (ARCHITECTURE "UI conventions"): a semantic <table> rendered from TanStack
 * Table's row model, with server-side paging and sorting (the table never sorts or slices; it renders
 * `page.data` as given and reports the wanted state through `onStateChange`), row selection for bulk
 * actions and bulk delete, a remembered column choice, roving-tabindex keyboard navigation and, for
 * pages of more than 50 rows, virtualised rows.
 *
 * This file puts the parts together: use-column-model, use-server-paging, use-page-selection,
 * use-confirmed-delete, BulkBar, TableHeader, ScrollTable (with DataRow, use-roving-rows, virtual-rows)
 * and Pager.
 */
import './DataTable.css'
import { useCallback, useMemo, useRef, type JSX } from 'react'
import { useTranslation } from 'react-i18next'
import { useTable, type RowData } from '@tanstack/react-table'
import { BulkBar } from './BulkBar'
import { ColumnChooser, type ChooserColumn } from './ColumnChooser'
import type { RowContext } from './DataRow'
import { Pager } from './Pager'
import { ScrollTable, type ScrollTableHandle } from './ScrollTable'
import { features } from './table-features'
import { TableHeader } from './TableHeader'
import { LoadError, StateBody } from './TableStates'
import type { DataColumn, DataTableProps } from './types'
import { useColumnModel } from './use-column-model'
import { useConfirmedDelete } from './use-confirmed-delete'
import { usePageSelection } from './use-page-selection'
import { useServerPaging } from './use-server-paging'
import { VIRTUAL_THRESHOLD } from './virtual-rows'

const EMPTY_ROWS: never[] = []

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
    bulkActions,
    rowActions,
    rowTone,
    toolbar,
    emptyText,
    density,
  } = props
  const { t } = useTranslation()
  const data: T[] = page?.data ?? EMPTY_ROWS
  const selectable = !!(onDelete || bulkActions)

  const { columnDefs, columnsById, columnVisibility, onColumnVisibilityChange } = useColumnModel(
    columns,
    storageKey,
  )
  const { sorting, pagination, onSortingChange, onPaginationChange } = useServerPaging(state, onStateChange)
  const { rowSelection, onRowSelectionChange, clearSelection } = usePageSelection(state, data, getRowId)

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
    onSortingChange,
    onPaginationChange,
    onRowSelectionChange,
    onColumnVisibilityChange,
  })

  const rows = table.getRowModel().rows
  const visibleLeafColumns = table.getVisibleLeafColumns()
  const visibleColumns = useMemo(
    () => visibleLeafColumns.map((c) => columnsById.get(c.id)).filter((c): c is DataColumn<T> => !!c),
    [visibleLeafColumns, columnsById],
  )
  const chooserColumns: ChooserColumn[] = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide())
    .map((c) => ({ id: c.id, header: columnsById.get(c.id)?.header ?? c.id, visible: c.getIsVisible() }))

  const selectedRows = selectable ? table.getSelectedRowModel().rows : EMPTY_ROWS
  const selected = useMemo(() => selectedRows.map((row) => row.original), [selectedRows])

  const body = useRef<ScrollTableHandle>(null)
  const keepFocus = useCallback((ids: Array<number | string>) => body.current?.focusAfterDelete(ids), [])
  const { askDelete, modalHolder } = useConfirmedDelete({ onDelete, onDeleted: clearSelection, keepFocus })
  const deleteRow = useCallback((row: T) => askDelete([getRowId(row)]), [askDelete, getRowId])

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
  const virtual = rows.length > VIRTUAL_THRESHOLD

  return (
    <div className={['dt', fetching && 'dt-fetching', density && `dt-${density}`].filter(Boolean).join(' ')}>
      {modalHolder}
      <div className="dt-toolbar">
        <div className="dt-toolbar-start">{toolbar}</div>
        <div className="dt-toolbar-end">
          {selectable && (
            <BulkBar
              selected={selected}
              clearSelection={clearSelection}
              bulkActions={bulkActions}
              onDeleteSelected={
                onDelete ? () => askDelete(selectedRows.map((r) => getRowId(r.original))) : undefined
              }
            />
          )}
          {chooserColumns.length > 0 && (
            <ColumnChooser
              columns={chooserColumns}
              onToggle={(id, visible) => table.getColumn(id)?.toggleVisibility(visible)}
            />
          )}
        </div>
      </div>
      {rows.length > 0 && error && <LoadError onRetry={onRetry} />}
      <ScrollTable
        ref={body}
        label={label}
        busy={firstLoad || !!fetching}
        header={
          <TableHeader
            table={table}
            columnsById={columnsById}
            selectable={selectable}
            hasActions={hasActions}
          />
        }
        rows={rows}
        columns={visibleColumns}
        selection={rowSelection}
        ctx={rowContext}
        colCount={colCount}
        virtual={virtual}
        fallback={
          <StateBody
            colCount={colCount}
            error={error}
            firstLoad={firstLoad}
            emptyText={emptyText}
            onRetry={onRetry}
          />
        }
      />
      {page && (
        <Pager
          page={state.page}
          pageCount={table.getPageCount()}
          total={page.total}
          pageSize={state.itemsPerPage}
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
