/**
 * The resource factory (ARCHITECTURE "The resource factory"): one call turns a resource description into
 * its query keys, queryOptions, mutationOptions and hooks, so every group shares one policy for keys,
 * paging, errors and invalidation.
 *
 *   export const brands = defineResource({ name: 'brand', path: API.brand, schema: brandSchema })
 *   const { data } = brands.useList(query)          // a ListPage<Brand>
 *   const create = brands.useCreate()               // invalidates ['brand'] when it succeeds
 *
 * Calls follow http.ts: a 403 or a network failure resolves empty (null / false, already toasted); a
 * refused save rejects with ApiError carrying the server's field messages.
 */
import {
  keepPreviousData,
  mutationOptions,
  queryOptions,
  useMutation,
  useQuery,
  type QueryKey,
} from '@tanstack/react-query'
import type { z } from 'zod'
import type { ListPage } from './schemas/envelope'
import { toSearchParams } from './envelope'
import { exportFile, getList, getOne, post, remove, type ListQuery } from './http'

export type Id = number | string

export interface ResourceConfig<T> {
  /** Root of every query key of the group (and its socket events' group). */
  name: string
  /** e.g. '/api/brand': `/list`, `/all`, `/<id>`, `/create`, `/update`, `DELETE /<ids>`, `/export-excel`. */
  path: string
  /** The entity's zod schema: the same one validates forms and feeds the demo backend. */
  schema: z.ZodType<T>
}

/** What create sends: the entity without its id. */
export type CreateInput<T> = Omit<T, 'id'>
/** What update sends: the id and the fields to change. */
export type UpdateInput<T extends { id: Id }> = Pick<T, 'id'> & Partial<Omit<T, 'id'>>

export interface ExportInput {
  /** The list's query: its filters and sort are sent the way the list sends them; paging is dropped. */
  query: ListQuery
  /** Download name, e.g. 'xe.xlsx'. */
  filename: string
}

export function defineResource<T extends { id: Id }>(config: ResourceConfig<T>) {
  const { name, path } = config
  const keys = {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (query: ListQuery) => [name, 'list', query] as const,
    allRows: () => [name, 'all'] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: Id) => [name, 'detail', id] as const,
  }
  const invalidates: QueryKey[] = [keys.all]

  const list = (query: ListQuery) =>
    queryOptions({
      queryKey: keys.list(query),
      queryFn: ({ signal }): Promise<ListPage<T>> => getList<T>(`${path}/list`, query, { signal }),
      placeholderData: keepPreviousData,
    })
  const all = () =>
    queryOptions({
      queryKey: keys.allRows(),
      queryFn: async ({ signal }): Promise<T[]> =>
        (await getOne<T[]>(`${path}/all`, undefined, { signal })) ?? [],
    })
  const detail = (id: Id) =>
    queryOptions({
      queryKey: keys.detail(id),
      queryFn: ({ signal }): Promise<T | null> =>
        getOne<T>(`${path}/${encodeURIComponent(String(id))}`, undefined, { signal }),
    })

  const create = () =>
    mutationOptions({
      mutationKey: [name, 'create'],
      mutationFn: (body: CreateInput<T>): Promise<T | null> => post<T>(`${path}/create`, body),
      meta: { invalidates },
    })
  const update = () =>
    mutationOptions({
      mutationKey: [name, 'update'],
      mutationFn: (body: UpdateInput<T>): Promise<T | null> => post<T>(`${path}/update`, body),
      meta: { invalidates },
    })
  const removeMany = () =>
    mutationOptions({
      mutationKey: [name, 'remove'],
      mutationFn: (ids: Id[]): Promise<boolean> => remove(path, ids),
      meta: { invalidates },
    })
  const exportList = () =>
    mutationOptions({
      mutationKey: [name, 'export'],
      mutationFn: ({ query, filename }: ExportInput): Promise<boolean> => {
        // Every row matching the filters, not one page.
        const { page: _page, itemsPerPage: _size, ...params } = toSearchParams(query)
        return exportFile(`${path}/export-excel`, params, filename)
      },
    })

  return {
    name,
    path,
    schema: config.schema,
    keys,
    list,
    all,
    detail,
    create,
    update,
    remove: removeMany,
    export: exportList,
    useList: (query: ListQuery) => useQuery(list(query)),
    useAll: () => useQuery(all()),
    useDetail: (id: Id | null | undefined) =>
      useQuery({ ...detail(id ?? ''), enabled: id !== null && id !== undefined && id !== '' }),
    useCreate: () => useMutation(create()),
    useUpdate: () => useMutation(update()),
    useRemove: () => useMutation(removeMany()),
    useExport: () => useMutation(exportList()),
  }
}

export type Resource<T extends { id: Id }> = ReturnType<typeof defineResource<T>>
