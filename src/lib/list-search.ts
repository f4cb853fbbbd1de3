/**
 * A list screen's state in the URL (ARCHITECTURE "How data flows"): page, page size, sort and filters are
 * search params validated by the route's `validateSearch`, so reload, back and a copied link keep them.
 * A bad value (typed by hand, or left from an old link) falls back to the default instead of failing.
 *
 *   export const Route = createFileRoute('/_app/car')({
 *     validateSearch: listSearch({ brand_id: numberFilter() }),
 *   })
 *
 * Plain functions, no zod: route options load with the app's first bundle, the sign-in page included.
 */
import { isDay } from './hcm-day'
import { DEFAULT_ITEMS_PER_PAGE, DEFAULT_PAGE, PAGE_SIZES, type ListQuery } from '../api/envelope'

/** Reads one search value: the value, or undefined when absent or malformed. */
export type SearchFilter<T> = (raw: unknown) => T | undefined

// The router parses search values as JSON (`?page=2` arrives as 2), so numbers need no coercion; an
// empty `?status=` arrives as '' and is dropped, not read as 0.

/** An optional whole-number filter (e.g. status, brand_id). */
export const numberFilter =
  (): SearchFilter<number> =>
  (raw): number | undefined =>
    typeof raw === 'number' && Number.isInteger(raw) ? raw : undefined

/** An optional text filter; `?q=123` arrives as a number and stays text. */
export const textFilter =
  (): SearchFilter<string> =>
  (raw): string | undefined =>
    (typeof raw === 'string' && raw !== '') || typeof raw === 'number' ? String(raw) : undefined

/** A record's id as an address may carry it (/trip/12): a whole number from 1, nothing else. */
export const recordIdOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

/** An optional filter among fixed words or numbers (e.g. an account type, a top list's length). */
export const choiceFilter =
  <C extends string | number>(choices: readonly C[]): SearchFilter<C> =>
  (raw): C | undefined =>
    (choices as readonly unknown[]).includes(raw) ? (raw as C) : undefined

/** An optional day filter, 'YYYY-MM-DD' (a real calendar day). */
export const dayFilter =
  (): SearchFilter<string> =>
  (raw): string | undefined =>
    isDay(raw) ? raw : undefined

const positive = (raw: unknown) =>
  typeof raw === 'number' && Number.isInteger(raw) && raw >= 1 ? raw : undefined

const LIST_FILTERS = {
  page: positive,
  itemsPerPage: (raw: unknown) =>
    (PAGE_SIZES as readonly unknown[]).includes(raw) ? (raw as number) : undefined,
  sortBy: (raw: unknown) => (typeof raw === 'string' && raw !== '' ? raw : undefined),
  sortDesc: (raw: unknown) => (raw === 'asc' || raw === 'desc' ? raw : undefined),
  /** free-text search */
  q: textFilter(),
}

export interface ListSearch {
  page?: number
  itemsPerPage?: number
  sortBy?: string
  sortDesc?: 'asc' | 'desc'
  q?: string
}

/** What `filters` read from an address: each filter's value, absent when not given or not valid. */
export type FiltersOf<F extends Record<string, SearchFilter<unknown>>> = {
  [K in keyof F]?: F[K] extends SearchFilter<infer T> ? T : never
}
export type SearchOf<F extends Record<string, SearchFilter<unknown>>> = ListSearch & FiltersOf<F>

/** A route's `validateSearch` of its own filters only (a report, not a list); absent values are left out. */
export function filterSearch<F extends Record<string, SearchFilter<unknown>>>(filters: F) {
  return (raw: Record<string, unknown>): FiltersOf<F> => {
    const search: Record<string, unknown> = {}
    for (const [key, read] of Object.entries(filters)) {
      const value = read(raw[key])
      if (value !== undefined) search[key] = value
    }
    return search as FiltersOf<F>
  }
}

/** A route's `validateSearch`: paging, sort and `q`, plus a screen's own filters; absent values are left out. */
export const listSearch = <F extends Record<string, SearchFilter<unknown>>>(filters: F) =>
  filterSearch({ ...LIST_FILTERS, ...filters }) as (raw: Record<string, unknown>) => SearchOf<F>

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
export function searchToQuery<S extends ListSearch>(search: S): ListQuery {
  const {
    page: _page,
    itemsPerPage: _size,
    sortBy: _sortBy,
    sortDesc: _sortDesc,
    ...filters
  } = search as ListSearch & Record<string, unknown>
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
