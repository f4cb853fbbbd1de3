export { DataTable } from './DataTable'
export type { DataColumn, DataTableProps } from './types'
export type { RowAction } from './RowActions'
// SimpleTable is imported from './SimpleTable' itself: through this file, a screen showing only a few rows
// would load DataTable (and TanStack Table) with it.
export type { SimpleTableProps } from './SimpleTable'
