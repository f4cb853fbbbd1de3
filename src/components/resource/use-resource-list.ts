import { useCallback, useEffect } from 'react'
import type { Resource } from '../../api/define-resource'
import type { Id } from '../../api/define-group'
import {
  searchToQuery,
  tableState,
  tableStateToSearch,
  type ListSearch,
  type TableState,
} from '../../lib/list-search'
import type { SearchPatch } from './use-search-patch'
import type { Contract } from '../../api/contracts/contract'
import { useCan } from '../../api/resources/auth'

/** Which of a group's writes the signed-in user holds: the screen offers only those (the backend refuses the rest). */
export function useWriteRights(contract: Contract) {
  const can = useCan()
  return {
    create: can(contract.writes.create),
    update: can(contract.writes.update),
    delete: can(contract.writes.delete),
  }
}

/**
 * The list half of a resource screen: reads the URL search, loads the page, and hands the DataTable its
 * paging, sort, states and delete. A filter change goes back to page 1. A failed refetch keeps the rows on
 * screen (the list says it could not refresh them); only a list that never loaded shows the error state.
 */
export function useResourceList<T extends { id: number; version: number }, S extends ListSearch>(
  resource: Resource<T>,
  search: S,
  setSearch: SearchPatch<S>,
) {
  const query = searchToQuery(search as S & Record<string, unknown>)
  const list = resource.useList(query)
  const remove = resource.useRemove()
  const state = tableState(search)
  const lastPage = list.data?.last_page
  // Deleting the last rows of the last page, or another clerk's deletes, can leave the page past the end.
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage && !list.isPlaceholderData) {
      setSearch({ page: lastPage === 1 ? undefined : lastPage } as Partial<S>, { replace: true })
    }
  }, [lastPage, state.page, list.isPlaceholderData, setSearch])
  const { refetch } = list
  const { mutateAsync } = remove
  const rights = useWriteRights(resource.contract)
  const onDelete = useCallback((ids: Id[]) => mutateAsync(ids), [mutateAsync])
  return {
    query,
    /** a filter changed: back to the first page */
    setFilter: (patch: Partial<S>) => setSearch({ ...patch, page: undefined }),
    table: {
      page: list.data,
      loading: list.isPending,
      fetching: list.isFetching && !list.isPending,
      // with rows still held from before, the table keeps them and shows the error with Retry above them
      error: list.isError,
      state,
      // stable, so the table's rows are not re-rendered for nothing
      onRetry: useCallback(() => void refetch(), [refetch]),
      onStateChange: useCallback(
        (next: TableState) => setSearch(tableStateToSearch(next) as Partial<S>),
        [setSearch],
      ),
      getRowId: getId,
      // no delete button, no selection for delete, when the user may not delete
      onDelete: rights.delete ? onDelete : undefined,
    },
    /** the writes the user holds: offer create and edit only then */
    rights,
  }
}

const getId = (row: { id: Id }) => row.id
