import { useMutation, useQuery } from '@tanstack/react-query'
import type { Id, Resource, UpdateInput } from '../api/define-resource'
import { toast } from './toast'
import {
  searchToQuery,
  tableState,
  tableStateToSearch,
  type ListSearch,
  type TableState,
} from '../lib/list-search'

/** Writes a patch into the route's search params (page, sort, filters). */
export type SearchPatch<S> = (patch: Partial<S>) => void

/**
 * The list half of a resource screen: reads the URL search, loads the page, and hands the DataTable its
 * paging, sort, states and delete. A filter change goes back to page 1.
 */
export function useResourceList<T extends { id: Id }, S extends ListSearch>(
  resource: Resource<T>,
  search: S,
  setSearch: SearchPatch<S>,
) {
  const query = searchToQuery(search)
  const list = useQuery(resource.list(query))
  const remove = useMutation(resource.remove())
  return {
    query,
    /** a filter changed: back to the first page */
    setFilter: (patch: Partial<S>) => setSearch({ ...patch, page: undefined }),
    table: {
      page: list.data,
      loading: list.isPending,
      fetching: list.isFetching && !list.isPending,
      error: list.isError,
      onRetry: () => void list.refetch(),
      state: tableState(search),
      onStateChange: (next: TableState) => setSearch(tableStateToSearch(next) as Partial<S>),
      getRowId: (row: T) => row.id,
      onDelete: (ids: Id[]) => remove.mutateAsync(ids),
    },
  }
}

/**
 * Create-or-update of a resource screen's dialog: `id` present → update. Resolves true when the server
 * saved it (then toasts `successText`); false when the call resolved empty (403 / network, already toasted).
 * A refused save rejects with the ApiError, so the form shows the server's messages beside the fields.
 */
export function useResourceSave<T extends { id: Id }>(resource: Resource<T>) {
  const create = useMutation(resource.create())
  const update = useMutation(resource.update())
  return async (values: Omit<T, 'id'>, id: Id | undefined, successText: string): Promise<boolean> => {
    const saved =
      id === undefined
        ? await create.mutateAsync(values)
        : await update.mutateAsync({ ...values, id } as UpdateInput<T>)
    if (!saved) return false
    toast.success(successText)
    return true
  }
}
