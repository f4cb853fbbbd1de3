/**
 * What each statistics screen asks for, from its address (./search.ts) and the range last chosen: the route's
 * loader (split from the first bundle) and the screen share it, so the prefetch is the screen's own query.
 */
import { TOP_LIMITS } from '../../api/contracts/stats'
import type { PayQuery, ShippingStatQuery, TopQuery, TripStatQuery } from '../../api/resources/stats'
import { rangeFits, rangeOf as addressRange, type DayRange } from '../../components/range/range'
import { isDay } from '../../lib/hcm-day'
import type { PaySearch, ShippingStatSearch, TopSearch, TripStatSearch } from './search'

/**
 * The range last chosen on any statistics screen (this tab, this sign-in): a screen opened without a range in
 * its address (/statistical-trip → /top-drivers from the menu) shows it. Gone on sign-out (the session's
 * clear empties the tab's storage).
 */
const CHOSEN_RANGE_KEY = 'stats-range'

export function rememberRange(range: DayRange): void {
  sessionStorage.setItem(CHOSEN_RANGE_KEY, JSON.stringify({ from: range.from, to: range.to }))
}

function chosenRange(): DayRange | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(CHOSEN_RANGE_KEY) ?? 'null') as Partial<DayRange> | null
    return stored && isDay(stored.from) && isDay(stored.to) && rangeFits(stored.from, stored.to)
      ? { from: stored.from, to: stored.to }
      : undefined
  } catch {
    return undefined
  }
}

/** The range a statistics screen shows: its address's, else the one last chosen, else the last 7 days. */
export const rangeOf = (search: { from?: string; to?: string }): DayRange =>
  addressRange(search.from !== undefined || search.to !== undefined ? search : (chosenRange() ?? search))

/** The screen's filters that are set (0 is a goods type: "none"). */
const set = <T extends object>(filters: T) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Partial<T>

export const tripStatQuery = (search: TripStatSearch): TripStatQuery => ({
  ...rangeOf(search),
  ...set({
    map_detail_id: search.map_detail_id || undefined,
    driver_id: search.driver_id || undefined,
    car_id: search.car_id || undefined,
  }),
})

export const shippingStatQuery = (search: ShippingStatSearch): ShippingStatQuery => ({
  ...rangeOf(search),
  ...set({
    office_id: search.office_id || undefined,
    map_detail_id: search.map_detail_id || undefined,
    product_type_id: search.product_type_id,
  }),
})

export const topQuery = (search: TopSearch): TopQuery => ({
  ...rangeOf(search),
  limit: search.limit ?? TOP_LIMITS[0],
})

export const payQuery = (search: PaySearch): PayQuery => ({
  ...rangeOf(search),
  ...set({ kind: search.kind }),
})
