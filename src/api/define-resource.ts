/**
 * The resource factory (ARCHITECTURE "The resource factory"): one call turns a group's contract
 * (src/api/contracts) into its query keys, queryOptions, mutationOptions and hooks, so every group shares one
 * policy for keys, paging, errors and invalidation.
 *
 *   export const brands = defineResource(brandContract)
 *   const { data } = brands.useList(query)          // a ListPage<Brand>
 *   const create = brands.useCreate()               // invalidates ['brand'] when it succeeds
 *
 * Queries throw on every failure (the cache keeps the last good rows, the screen shows its error state);
 * commands follow SPEC §8: a 403 or a network failure resolves empty (null / false, already toasted), a
 * refused save rejects with ApiError carrying the server's field messages (409: someone saved in between).
 */
import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Contract } from './contracts/contract'
import { toSearchParams } from './envelope'
import { exportFile, getOne, post, remove, type ListQuery } from './http'
import { detailQuery, listQuery } from './list-query'
import { resourceEvent, EVENT_INVALIDATES } from '../realtime/events'

export type Id = number | string

/** What create sends: the write fields (their input form: a form may hold '' for an empty text). */
export type CreateInput<W extends z.ZodObject> = z.input<W>
/** What update sends: the id, the version it edited and the fields to change. */
export type UpdateInput<W extends z.ZodObject> = { id: Id; version: number } & Partial<z.input<W>>

export interface ExportInput {
  /** The list's query: its filters and sort are sent the way the list sends them; paging is dropped. */
  query: ListQuery
  /** Download name, e.g. 'xe.xlsx'. */
  filename: string
}

export function defineResource<T extends { id: number; version: number }, W extends z.ZodObject>(
  contract: Contract<T, W>,
) {
  const { group: name, path } = contract
  const keys = {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (query: ListQuery) => [name, 'list', query] as const,
    allRows: () => [name, 'all'] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: Id) => [name, 'detail', id] as const,
  }
  // A save refreshes exactly what the group's socket event refreshes in the other clerks' browsers (the
  // backend does not echo it back to the clerk who saved).
  const invalidates = EVENT_INVALIDATES[resourceEvent(name, 'updated')]

  const list = (query: ListQuery) => listQuery<T>(contract, query)
  const all = () =>
    queryOptions({
      queryKey: keys.allRows(),
      queryFn: async ({ signal }): Promise<T[]> =>
        (await getOne<T[]>(`${path}/all`, undefined, { signal, strict: true })) ?? [],
    })
  const detail = (id: Id) => detailQuery<T>(contract, id)

  const create = () =>
    mutationOptions({
      mutationKey: [name, 'create'],
      mutationFn: (body: CreateInput<W>): Promise<T | null> => post<T>(`${path}/create`, body),
      meta: { invalidates },
    })
  const update = () =>
    mutationOptions({
      mutationKey: [name, 'update'],
      mutationFn: (body: UpdateInput<W>): Promise<T | null> => post<T>(`${path}/update`, body),
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
    contract,
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any contract: screens take any resource of a row type
export type Resource<T extends { id: number; version: number }, W extends z.ZodObject = any> = ReturnType<
  typeof defineResource<T, W>
>
