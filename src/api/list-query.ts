import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Contract } from './contracts/contract'
import type { ListPage } from './schemas/envelope'
import { getList, getOne, type ListQuery } from './http'

/**
 * The list query of a group: its key and call. Its own module, so a route's loader (which loads with the app's
 * first bundle) prefetches a list without the resource factory's mutations and hooks; `defineResource` uses it.
 */
export const listQuery = <T>(contract: Contract, query: ListQuery) =>
  queryOptions({
    queryKey: [contract.group, 'list', query] as const,
    queryFn: ({ signal }): Promise<ListPage<T>> =>
      getList<T>(`${contract.path}/list`, query, { signal, strict: true }),
    placeholderData: keepPreviousData,
  })

/** The detail query of a row (key [group, 'detail', id]), for a detail route's loader; `defineResource` uses it. */
export const detailQuery = <T>(contract: Pick<Contract, 'group' | 'path'>, id: number | string) =>
  queryOptions({
    queryKey: [contract.group, 'detail', id] as const,
    queryFn: ({ signal }): Promise<T | null> =>
      getOne<T>(`${contract.path}/${encodeURIComponent(String(id))}`, undefined, { signal, strict: true }),
  })
