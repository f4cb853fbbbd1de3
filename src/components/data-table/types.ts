import type { RowAction } from './RowActions'
import type { ReactNode } from 'react'
import type { ListPage } from '../../api/schemas/envelope'
import type { TableState } from '../../lib/list-search'

/**
 * A column, for DataTable and its light sibling SimpleTable alike. The fields marked "SimpleTable" are read by
 * SimpleTable only (DataTable renders such a column as a plain one); `sortable`, `hideable` and
 * `defaultHidden` mean nothing to SimpleTable, which shows every column it is given.
 */
export interface DataColumn<T> {
  /** unique; also the `sortBy` value sent to the server when sortable */
  id: string
  /** the column's name: its header's text (and accessible name), and its name in the column chooser */
  header: string
  /** the cell of `row`; `index` is the row's position in the rows shown (0 first) */
  cell: (row: T, index: number) => ReactNode
  sortable?: boolean
  align?: 'left' | 'right' | 'center'
  /** SimpleTable: keep the cell on one line (default: right-aligned columns, i.e. numbers and money); a DataTable row is always one line */
  nowrap?: boolean
  /** 2: the cell's text (an address, a trip's name) wraps at spaces onto a second line, then ends with an ellipsis */
  lines?: 2
  width?: number
  /** false: always shown, not offered in the column chooser (default true) */
  hideable?: boolean
  /** hidden until the user shows it (default false) */
  defaultHidden?: boolean
  /** SimpleTable: the cell names its row (a row header, `<th scope="row">`): a seat, a code, a day */
  rowHeader?: boolean
  /** SimpleTable: the header is read by screen readers only (a column of buttons or check boxes) */
  headerHidden?: boolean
  /** SimpleTable: what the header cell shows instead of `header` when it holds a control (a select-all box) */
  headerCell?: ReactNode
  /** SimpleTable: the column's figure in the totals line (see SimpleTable's `footerLabel`) */
  footer?: ReactNode
  /** SimpleTable: a class for the column's cells, header and footer included */
  className?: string
}

export interface DataTableProps<T> {
  /** accessible name of the table, e.g. "Danh sách xe" */
  label: string
  columns: DataColumn<T>[]
  /** the current server page; undefined while the first load runs */
  page: ListPage<T> | undefined
  state: TableState
  onStateChange: (next: TableState) => void
  getRowId: (row: T) => number | string
  /** a short human name of a row, used in accessible names: "Chọn 51B-123.45", "Sửa 51B-123.45" */
  rowLabel: (row: T) => string
  /** true while loading with no rows to show yet */
  loading?: boolean
  /** true while a refetch runs with the old rows shown (dim them, aria-busy) */
  fetching?: boolean
  /** the list failed to load: shows an error state with a Retry button calling onRetry */
  error?: boolean
  onRetry?: () => void
  /** remembered column visibility lives in localStorage under `table-columns:<user id>:<storageKey>` */
  storageKey: string
  /** enables a per-row Edit button (aria-label "Sửa {rowLabel}") and Enter on a focused row */
  onEdit?: (row: T) => void
  /**
   * enables per-row Delete (aria-label "Xóa {rowLabel}") and the Delete key on a focused row, row
   * selection checkboxes and a bulk "Xóa (N)" button; both ask "Bạn có chắc chắn muốn xóa?" / "Are you
   * sure you want to delete?" first; resolves true when deleted (then the selection is cleared and the
   * focus goes to the next row, else the previous one, else the table)
   */
  onDelete?: (ids: Array<number | string>) => Promise<boolean>
  /**
   * the screen's buttons for the selected rows (move tickets, cancel, transfer goods, print ...), shown
   * in the toolbar beside "Đã chọn N dòng" (and before "Xóa (N)") while rows are selected. Enables row
   * selection (checkboxes, Space on a focused row) like `onDelete` does. `selected` holds the selected
   * rows of the current page as full row objects, in page order, as the latest fetch returned them (a row
   * gone from the page is no longer in it); call `clearSelection` once an action is done. Each button
   * needs its own accessible name, e.g.
   *
   *   bulkActions={(rows, clear) => <Button onClick={() => print(rows).then(clear)}>In vé ({rows.length})</Button>}
   */
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode
  /**
   * the row's own actions, its likeliest first; Edit and Delete (when given) follow them, and RowActions keeps
   * two on the row and the rest in its "Khác" menu. A row without actions (an empty list) shows none.
   */
  rowActions?: (row: T) => RowAction[]
  /** colours a row: 'warning' (e.g. insurance expiring soon) or 'danger' */
  rowTone?: (row: T) => 'warning' | 'danger' | undefined
  /** filters and buttons shown above the table, on the left */
  toolbar?: ReactNode
  /** text of the empty state (default t('table:empty')) */
  emptyText?: string
  /** 'compact': tighter cells, more rows on the screen (the desks, worked all day at 1366×768) */
  density?: 'compact'
}
