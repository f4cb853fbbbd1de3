import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { Header, ReactTable, RowData } from '@tanstack/react-table'
import type { Features } from './table-features'
import type { DataColumn } from './types'

interface TableHeaderProps<T extends RowData> {
  table: ReactTable<Features, T>
  columnsById: Map<string, DataColumn<T>>
  selectable: boolean
  hasActions: boolean
}

/** The <thead>: the select-all checkbox, one cell per visible column (a button where sortable), Actions. */
export function TableHeader<T extends RowData>({
  table,
  columnsById,
  selectable,
  hasActions,
}: TableHeaderProps<T>) {
  const { t } = useTranslation(['ui', 'table'])
  const headers = table.getHeaderGroups()[0]?.headers ?? []
  const allSelected = table.getIsAllPageRowsSelected()
  const someSelected = !allSelected && table.getIsSomePageRowsSelected()
  return (
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
              disabled={table.getRowModel().rows.length === 0}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
            />
          </th>
        )}
        {headers.map((header) => {
          const column = columnsById.get(header.column.id)
          return column ? <HeaderCell key={header.id} header={header} column={column} /> : null
        })}
        {hasActions && (
          <th scope="col" className="dt-actions">
            {t('table:actions')}
          </th>
        )}
      </tr>
    </thead>
  )
}

/** A column's header: its sort state as aria-sort, and a button that cycles it if the server can sort. */
function HeaderCell<T extends RowData>({
  header,
  column,
}: {
  header: Header<Features, T, unknown>
  column: DataColumn<T>
}) {
  const sorted = header.column.getIsSorted()
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      data-width={column.width}
      // wide enough for its words on two lines at most
      style={{
        width: column.width,
        minWidth: `${Math.ceil(column.header.length / 2) + 2}ch`,
        textAlign: column.align,
      }}
    >
      {header.column.getCanSort() ? (
        <button type="button" className="dt-sort" onClick={header.column.getToggleSortingHandler()}>
          <span>{column.header}</span>
          <SortMark sorted={sorted} />
        </button>
      ) : (
        column.header
      )}
    </th>
  )
}

function SortMark({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  return (
    <span className="dt-sort-mark" aria-hidden="true">
      <CaretUpOutlined aria-hidden className={sorted === 'asc' ? 'dt-sort-on' : undefined} />
      <CaretDownOutlined aria-hidden className={sorted === 'desc' ? 'dt-sort-on' : undefined} />
    </span>
  )
}
