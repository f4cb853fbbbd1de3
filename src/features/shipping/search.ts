/**
 * What /shipping keeps in the address and asks for: one module for its route and its screen. Free of the
 * resources: `validateSearch` loads with the first bundle.
 */
import {
  dayFilter,
  listSearch,
  numberFilter,
  searchToQuery,
  textFilter,
  type ListSearch,
} from '../../lib/list-search'

/** The page's modes (`?mode=`): the orders (none), or a scan desk. */
export const MODES = ['orders', 'receive', 'load', 'unload'] as const
export type ScanDeskMode = Exclude<(typeof MODES)[number], 'orders'>

export type ShippingSearch = ListSearch & {
  /** the page's mode: the orders (default) or the scan desk */
  mode?: string
  /** the trips' day (YYYY-MM-DD, Ho Chi Minh); today when absent */
  date?: string
  map_detail_id?: number
  trip_id?: number
  status?: number
  office_id?: number
  /** a trip's load list, shown in place of the page */
  print?: number
}

export const shippingSearch = listSearch({
  mode: textFilter(),
  date: dayFilter(),
  map_detail_id: numberFilter(),
  trip_id: numberFilter(),
  status: numberFilter(),
  office_id: numberFilter(),
  print: numberFilter(),
})

/** The orders the list shows: its filters and page, without the page's own values (the day picks the trips). */
export function ordersPage(search: ShippingSearch) {
  const { print: _print, mode: _mode, date: _date, ...list } = search
  return searchToQuery(list)
}
