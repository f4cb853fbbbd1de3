import type { Envelope, ListPage } from './schemas/envelope'

/** Paging defaults of SPEC §5/§9. */
export const DEFAULT_PAGE = 1
export const DEFAULT_ITEMS_PER_PAGE = 10
export const DEFAULT_TOTAL_PAGE = 1
export const DEFAULT_COUNT = 1
/** DECISIONS #6. */
export const PAGE_SIZES = [10, 20, 50, 100] as const

export type QueryValue = string | number | boolean | undefined

/** What a list call sends: paging, sorting and any custom filter pairs (SPEC §7). */
export interface ListQuery {
  page?: number
  itemsPerPage?: number
  sortBy?: string
  /** true → `sortDesc=desc`, false → `sortDesc=asc`. */
  sortDesc?: boolean
  [filter: string]: QueryValue
}

/** The paging state of SPEC §3, as read back from a URL query. */
export interface PagingState {
  currentPage: number
  itemsPerPage: number
  totalPage: number
  count: number
  sortBy?: string
  sortDesc: boolean
  /** Every other query pair, kept as a custom filter. */
  customData: Record<string, string>
}

/** `{ code, message, data }` of SPEC §7: success only when code is 200 and data is not null. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'code' in value
}

export function isSuccess<T>(
  envelope: Envelope<T> | null | undefined,
): envelope is Envelope<T> & { data: T } {
  return !!envelope && envelope.code === 200 && envelope.data !== null && envelope.data !== undefined
}

/** The data of a successful envelope, otherwise null. */
export function unwrap<T>(envelope: Envelope<T> | null | undefined): T | null {
  return isSuccess(envelope) ? envelope.data : null
}

/** A finite number from a number or a numeric string; anything else → undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

const positiveInt = (value: unknown, fallback: number) => {
  const n = toNumber(value)
  return n !== undefined && n >= 1 ? Math.floor(n) : fallback
}

/** An empty list page. */
export const emptyPage = <T>(): ListPage<T> => ({ last_page: DEFAULT_TOTAL_PAGE, total: 0, data: [] })

/**
 * A list response's data made safe: rows always an array, `last_page` a number ≥ 1 (default 1),
 * `total` a number ≥ 0. A non-numeric `total` falls back to the number of rows received, so an empty
 * page never claims one item.
 */
export function normalizeListPage<T>(raw: unknown): ListPage<T> {
  if (typeof raw !== 'object' || raw === null) return emptyPage<T>()
  const r = raw as Record<string, unknown>
  const rows = Array.isArray(r.data) ? (r.data as T[]) : []
  const total = toNumber(r.total)
  return {
    last_page: positiveInt(r.last_page, DEFAULT_TOTAL_PAGE),
    total: total !== undefined && total >= 0 ? Math.floor(total) : rows.length,
    data: rows,
  }
}

/**
 * The query string of a list call: `page` (default 1), `itemsPerPage` (default 10), `sortBy`, `sortDesc`
 * (`desc` | `asc`, only with a sortBy) and the custom pairs. Undefined, null and '' are dropped.
 */
export function toSearchParams(query: ListQuery = {}): Record<string, string> {
  const { page, itemsPerPage, sortBy, sortDesc, ...filters } = query
  const out: Record<string, string> = {
    page: String(positiveInt(page, DEFAULT_PAGE)),
    itemsPerPage: String(positiveInt(itemsPerPage, DEFAULT_ITEMS_PER_PAGE)),
  }
  if (sortBy) {
    out.sortBy = sortBy
    out.sortDesc = sortDesc === false ? 'asc' : 'desc'
  }
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue
    out[key] = String(value)
  }
  return out
}

type SearchInput = URLSearchParams | string | Record<string, unknown> | null | undefined

function searchEntries(search: SearchInput): Array<[string, unknown]> {
  if (!search) return []
  if (typeof search === 'string') return [...new URLSearchParams(search).entries()]
  if (search instanceof URLSearchParams) return [...search.entries()]
  return Object.entries(search)
}

const PAGING_KEYS = new Set([
  'page',
  'currentPage',
  'itemsPerPage',
  'totalPage',
  'last_page',
  'count',
  'total',
  'sortBy',
  'sortDesc',
])

/**
 * Reads the paging state from a URL query (string, URLSearchParams or a parsed search object).
 * Non-numeric values fall back to SPEC §5's defaults: total page 1, items per page 10, current page 1,
 * count 1. `sortDesc` is true unless the query says `asc` (or `false`); other pairs become `customData`.
 */
export function parsePaging(search: SearchInput): PagingState {
  const map = new Map(searchEntries(search))
  const get = (...keys: string[]) => keys.map((k) => map.get(k)).find((v) => v !== undefined && v !== null)
  const sortByRaw = get('sortBy')
  const sortDescRaw = get('sortDesc')
  const customData: Record<string, string> = {}
  for (const [key, value] of map) {
    if (PAGING_KEYS.has(key) || value === undefined || value === null || value === '') continue
    customData[key] = String(value)
  }
  return {
    currentPage: positiveInt(get('page', 'currentPage'), DEFAULT_PAGE),
    itemsPerPage: positiveInt(get('itemsPerPage'), DEFAULT_ITEMS_PER_PAGE),
    totalPage: positiveInt(get('totalPage', 'last_page'), DEFAULT_TOTAL_PAGE),
    count: positiveInt(get('count', 'total'), DEFAULT_COUNT),
    sortBy: typeof sortByRaw === 'string' && sortByRaw !== '' ? sortByRaw : undefined,
    sortDesc: !(sortDescRaw === 'asc' || sortDescRaw === false || sortDescRaw === 'false'),
    customData,
  }
}

/** The list query for a paging state (the inverse of `parsePaging` for what the server needs). */
export function pagingToQuery(paging: PagingState): ListQuery {
  return {
    ...paging.customData,
    page: paging.currentPage,
    itemsPerPage: paging.itemsPerPage,
    sortBy: paging.sortBy,
    sortDesc: paging.sortDesc,
  }
}
