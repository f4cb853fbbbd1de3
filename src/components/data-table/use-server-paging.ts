/**
 * Server-side sorting and paging as TanStack state. The table never sorts or slices: it renders the page
 * it is given and reports the wanted page, size and sort through `onStateChange` (a new sort or size goes
 * back to page 1).
 */
import { useMemo } from 'react'
import {
  functionalUpdate,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table'
import { DEFAULT_PAGE } from '../../api/envelope'
import type { TableState } from '../../lib/list-search'

export function useServerPaging(state: TableState, onStateChange: (next: TableState) => void) {
  const { page, itemsPerPage, sortBy, sortDesc } = state
  const sorting = useMemo<SortingState>(
    () => (sortBy ? [{ id: sortBy, desc: sortDesc }] : []),
    [sortBy, sortDesc],
  )
  const pagination = useMemo<PaginationState>(
    () => ({ pageIndex: page - 1, pageSize: itemsPerPage }),
    [page, itemsPerPage],
  )
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = functionalUpdate(updater, sorting)[0]
    onStateChange({ ...state, page: DEFAULT_PAGE, sortBy: next?.id, sortDesc: next ? next.desc : true })
  }
  const onPaginationChange = (updater: Updater<PaginationState>) => {
    const next = functionalUpdate(updater, pagination)
    if (next.pageSize !== pagination.pageSize)
      onStateChange({ ...state, page: DEFAULT_PAGE, itemsPerPage: next.pageSize })
    else if (next.pageIndex !== pagination.pageIndex) onStateChange({ ...state, page: next.pageIndex + 1 })
  }
  return { sorting, pagination, onSortingChange, onPaginationChange }
}
