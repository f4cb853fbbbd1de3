/** The TanStack Table features every DataTable uses, and the row type they give. */
import {
  columnVisibilityFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type Row,
  type RowData,
} from '@tanstack/react-table'

export const features = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
})
export type Features = typeof features
export type TableRow<T extends RowData> = Row<Features, T>
