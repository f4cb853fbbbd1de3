export { DataTable } from './DataTable'
export type { DataColumn, DataTableProps } from './types'
