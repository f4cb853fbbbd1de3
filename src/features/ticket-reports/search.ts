/**
 * What the ticket reports keep in the address and ask for: one module for their routes and screens. Free of the
 * resources: `validateSearch` loads with the first bundle.
 */
import type { CancelledRange } from '../../api/resources/ticket-reports'
import { rangeOf as dayRange } from '../../components/range/range'
import { dayFilter, listSearch, numberFilter, searchToQuery, type ListSearch } from '../../lib/list-search'

export type CancelledSearch = ListSearch & { from?: string; to?: string; map_detail_id?: number }
export type HistorySearch = ListSearch & { ticket?: number }

export const cancelledSearch = listSearch({
  from: dayFilter(),
  to: dayFilter(),
  map_detail_id: numberFilter(),
})
export const historySearch = listSearch({ ticket: numberFilter() })

/** The range shown: the address's when it fits (at most 366 days), by default the last 7 days to today. */
export function cancelledRange(search: CancelledSearch): CancelledRange {
  return { ...dayRange(search), ...(search.map_detail_id ? { map_detail_id: search.map_detail_id } : {}) }
}

/** The page of cancelled tickets shown. */
export const cancelledPage = (search: CancelledSearch) =>
  searchToQuery({ ...cancelledRange(search), page: search.page, itemsPerPage: search.itemsPerPage })

/** The words searched for ('' asks for nothing) and the page shown. */
export const historyPage = (search: HistorySearch) =>
  searchToQuery({ q: search.q?.trim() ?? '', page: search.page, itemsPerPage: search.itemsPerPage })
