/**
 * What the statistics screens keep in the address, and what each asks for: one module for the routes
 * (validateSearch, the loader's prefetch) and the screens, so the prefetch is the screen's own query. Free of the
 * resources: `validateSearch` loads with the first bundle.
 */
import { PAY_KINDS, TOP_LIMITS } from '../../api/contracts/stats'
import type { PayQuery, ShippingStatQuery, TopQuery, TripStatQuery } from '../../api/resources/stats'
import { rangeFits, rangeOf as addressRange, type DayRange } from '../../components/range/range'
import type { PayKind } from '../../api/schemas/stats'
import { isDay } from '../../lib/hcm-day'
import { dayFilter, listSearch, numberFilter } from '../../lib/list-search'
import { onSignOut } from '../../stores/session'

/**
 * The range last chosen on any statistics screen (this tab, this sign-in): a screen opened without a range in
 * its address (/statistical-trip → /top-drivers from the menu) shows it. Gone on sign-out.
 */
const CHOSEN_RANGE_KEY = 'stats-range'
onSignOut(() => sessionStorage.removeItem(CHOSEN_RANGE_KEY))

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

export type TripStatSearch = {
  from?: string
  to?: string
  map_detail_id?: number
  driver_id?: number
  car_id?: number
}
export type ShippingStatSearch = {
  from?: string
  to?: string
  office_id?: number
  map_detail_id?: number
  product_type_id?: number
}
export type TopSearch = { from?: string; to?: string; limit?: number }
export type PaySearch = { from?: string; to?: string; kind?: PayKind }

const day = dayFilter()
/** The screen's filters that are set (0 is a goods type: "none"). */
const set = <T extends object>(filters: T) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as Partial<T>

export const tripStatSearch = (raw: Record<string, unknown>): TripStatSearch => {
  const { from, to, map_detail_id, driver_id, car_id } = listSearch({
    from: dayFilter(),
    to: dayFilter(),
    map_detail_id: numberFilter(),
    driver_id: numberFilter(),
    car_id: numberFilter(),
  })(raw)
  return { from, to, map_detail_id, driver_id, car_id }
}
export const tripStatQuery = (search: TripStatSearch): TripStatQuery => ({
  ...rangeOf(search),
  ...set({
    map_detail_id: search.map_detail_id || undefined,
    driver_id: search.driver_id || undefined,
    car_id: search.car_id || undefined,
  }),
})

export const shippingStatSearch = (raw: Record<string, unknown>): ShippingStatSearch => {
  const { from, to, office_id, map_detail_id, product_type_id } = listSearch({
    from: dayFilter(),
    to: dayFilter(),
    office_id: numberFilter(),
    map_detail_id: numberFilter(),
    product_type_id: numberFilter(),
  })(raw)
  return { from, to, office_id, map_detail_id, product_type_id }
}
export const shippingStatQuery = (search: ShippingStatSearch): ShippingStatQuery => ({
  ...rangeOf(search),
  ...set({
    office_id: search.office_id || undefined,
    map_detail_id: search.map_detail_id || undefined,
    product_type_id: search.product_type_id,
  }),
})

export const topSearch = (raw: Record<string, unknown>): TopSearch => ({
  from: day(raw.from),
  to: day(raw.to),
  limit: (TOP_LIMITS as readonly unknown[]).includes(raw.limit) ? (raw.limit as number) : undefined,
})
export const topQuery = (search: TopSearch): TopQuery => ({
  ...rangeOf(search),
  limit: search.limit ?? TOP_LIMITS[0],
})

export const paySearch = (raw: Record<string, unknown>): PaySearch => ({
  from: day(raw.from),
  to: day(raw.to),
  kind: (PAY_KINDS as readonly unknown[]).includes(raw.kind) ? (raw.kind as PayKind) : undefined,
})
export const payQuery = (search: PaySearch): PayQuery => ({
  ...rangeOf(search),
  ...set({ kind: search.kind }),
})
