/**
 * What the statistics screens keep in the address (validateSearch: it loads with the first bundle, so it is free
 * of the resources); what each asks for is ./query.ts, the loader's prefetch and the screen's own query.
 */
import { PAY_KINDS, TOP_LIMITS } from '../../api/contracts/stats'
import { choiceFilter, dayFilter, filterSearch, numberFilter } from '../../lib/list-search'

const day = dayFilter()

export const tripStatSearch = filterSearch({
  from: day,
  to: day,
  map_detail_id: numberFilter(),
  driver_id: numberFilter(),
  car_id: numberFilter(),
})
export const shippingStatSearch = filterSearch({
  from: day,
  to: day,
  office_id: numberFilter(),
  map_detail_id: numberFilter(),
  product_type_id: numberFilter(),
})
export const topSearch: (raw: Record<string, unknown>) => TopSearch = filterSearch({
  from: day,
  to: day,
  limit: choiceFilter(TOP_LIMITS),
})
export const paySearch = filterSearch({ from: day, to: day, kind: choiceFilter(PAY_KINDS) })

export type TripStatSearch = ReturnType<typeof tripStatSearch>
export type ShippingStatSearch = ReturnType<typeof shippingStatSearch>
/** a top list's length is one of TOP_LIMITS (a screen's choice is written as a number) */
export type TopSearch = { from?: string; to?: string; limit?: number }
export type PaySearch = ReturnType<typeof paySearch>
