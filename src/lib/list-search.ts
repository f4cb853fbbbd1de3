/**
 * A list screen's state in the URL (ARCHITECTURE "How data flows"): page, page size, sort and filters are
 * search params validated by the route's `validateSearch`, so reload, back and a copied link keep them.
 * A bad value (typed by hand, or left from an old link) falls back to the default instead of failing.
 *
 *   export const Route = createFileRoute('/_app/car')({
 *     validateSearch: listSearch({ brand_id: numberFilter() }),
 *   })
 *
 * Written with zod/mini: route options load with the app's first bundle, and the full zod would add about
 * 25 KB gzip to every page, the sign-in page included.
 */
import * as z from 'zod/mini'
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, PAGE_SIZES, type ListQuery } from '../api/envelope'

/** An optional value that falls back to "absent" when malformed. */
const lenient = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined)

// The router parses search values as JSON (`?page=2` arrives as 2), so numbers need no coercion; an
// empty `?status=` arrives as '' and is dropped, not read as 0.

/** An optional numeric filter (e.g. status, brand_id) that falls back to "none" when malformed. */
export const numberFilter = () => lenient(z.number().check(z.int()))

export const listSearchSchema = z.object({
  page: lenient(z.number().check(z.int(), z.minimum(1))),
  itemsPerPage: lenient(z.number().check(z.refine((n) => (PAGE_SIZES as readonly number[]).includes(n)))),
  sortBy: lenient(z.string().check(z.minLength(1))),
  sortDesc: lenient(z.enum(['asc', 'desc'])),
  /** free-text search; `?q=123` arrives as a number and stays a search */
  q: lenient(z.pipe(z.union([z.string(), z.number()]), z.transform(String))),
})
export type ListSearch = z.infer<typeof listSearchSchema>

/** The list search schema plus a screen's own filters. */
export const listSearch = <S extends z.core.$ZodLooseShape>(filters: S) => z.extend(listSearchSchema, filters)

/** The paging and sort a DataTable shows, with the defaults applied. */
export interface TableState {
  page: number
  itemsPerPage: number
  sortBy?: string
  sortDesc: boolean
}

export const tableState = (search: ListSearch): TableState => ({
  page: search.page ?? DEFAULT_PAGE,
  itemsPerPage: search.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE,
  sortBy: search.sortBy,
  sortDesc: search.sortDesc !== 'asc',
})

/** A table state change as search params (defaults left out, so the URL stays short). */
export const tableStateToSearch = (state: TableState): Partial<ListSearch> => ({
  page: state.page === DEFAULT_PAGE ? undefined : state.page,
  itemsPerPage: state.itemsPerPage === DEFAULT_ITEMS_PER_PAGE ? undefined : state.itemsPerPage,
  sortBy: state.sortBy,
  sortDesc: state.sortBy ? (state.sortDesc ? 'desc' : 'asc') : undefined,
})

/** What the list call sends for a search (SPEC §7): paging, sort and every filter. */
export function searchToQuery(search: ListSearch & Record<string, unknown>): ListQuery {
  const { page: _page, itemsPerPage: _size, sortBy: _sortBy, sortDesc: _sortDesc, ...filters } = search
  const state = tableState(search)
  const query: ListQuery = {
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    sortBy: state.sortBy,
    sortDesc: state.sortBy ? state.sortDesc : undefined,
  }
  for (const [key, value] of Object.entries(filters)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      query[key] = value
  }
  return query
}
