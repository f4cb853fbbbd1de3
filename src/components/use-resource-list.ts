import { useCallback, useEffect } from 'react'
import type { FieldValues, Path } from 'react-hook-form'
import type { z } from 'zod'
import { useTranslation } from 'react-i18next'
import type { Id, Resource, UpdateInput } from '../api/define-resource'
import { useResourceForm } from './form'
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

/** A stable SearchPatch over a route's `useNavigate()`: `useSearchPatch(Route.useNavigate())`. */
export function useSearchPatch<S>(
  navigate: (options: { search: (prev: S) => S }) => Promise<void>,
): SearchPatch<S> {
  return useCallback((patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }), [navigate])
}

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
  const list = resource.useList(query)
  const remove = resource.useRemove()
  const state = tableState(search)
  const lastPage = list.data?.last_page
  // Deleting the last rows of the last page, or another clerk's deletes, can leave the page past the end.
  useEffect(() => {
    if (lastPage !== undefined && state.page > lastPage && !list.isPlaceholderData) {
      setSearch({ page: lastPage === 1 ? undefined : lastPage } as Partial<S>)
    }
  }, [lastPage, state.page, list.isPlaceholderData, setSearch])
  const { refetch } = list
  const { mutateAsync } = remove
  return {
    query,
    /** a filter changed: back to the first page */
    setFilter: (patch: Partial<S>) => setSearch({ ...patch, page: undefined }),
    table: {
      page: list.data,
      loading: list.isPending,
      fetching: list.isFetching && !list.isPending,
      error: list.isError,
      state,
      // stable, so the table's rows are not re-rendered for nothing
      onRetry: useCallback(() => void refetch(), [refetch]),
      onStateChange: useCallback(
        (next: TableState) => setSearch(tableStateToSearch(next) as Partial<S>),
        [setSearch],
      ),
      getRowId: getId,
      onDelete: useCallback((ids: Id[]) => mutateAsync(ids), [mutateAsync]),
    },
  }
}

const getId = (row: { id: Id }) => row.id

/**
 * Create-or-update of a resource screen's dialog: `id` present → update. Resolves true when the server
 * saved it (then toasts `successText`); false when the call resolved empty (403 / network, already toasted).
 * A refused save rejects with the ApiError, so the form shows the server's messages beside the fields.
 */
function useResourceSave<T extends { id: Id }>(resource: Resource<T>) {
  const create = resource.useCreate()
  const update = resource.useUpdate()
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

/**
 * The create / edit dialog of a resource screen: the form (zod schema, server messages beside the fields)
 * and the props of its FormDialog. Saving creates, or updates `row`; on success it toasts and closes.
 *
 *   const { form, dialog } = useResourceDialog({ resource: cars, row, titles, schema, defaultValues, toBody, onClose })
 *   <FormDialog {...dialog}><FormProvider {...form}>…fields…</FormProvider></FormDialog>
 */
export function useResourceDialog<T extends { id: Id }, V extends FieldValues>(options: {
  resource: Resource<T>
  /** the row being edited; absent = create */
  row: T | undefined
  titles: { create: string; update: string }
  schema: z.ZodType<V, FieldValues>
  defaultValues: V
  /** the form values as the API takes them */
  toBody: (values: V) => Omit<T, 'id'>
  serverFields: ReadonlyArray<Path<V>>
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'errors'])
  const { resource, row, titles, toBody, onClose } = options
  const save = useResourceSave(resource)
  const title = row ? titles.update : titles.create
  const { form, onSubmit, serverError, submitting } = useResourceForm<V>({
    schema: options.schema,
    defaultValues: options.defaultValues as never,
    serverFields: options.serverFields,
    onSave: async (values) => {
      const done = await save(toBody(values), row?.id, t('errors:success', { 0: title }))
      if (done) onClose()
      return done
    },
  })
  return { form, dialog: { open: true, title, onCancel: onClose, onSubmit, submitting, serverError } }
}
