/**
 * What the statistics screens keep in the address (validateSearch: it loads with the first bundle, so it is free
 * of the resources); what each asks for is ./query.ts, the loader's prefetch and the screen's own query.
 */
import { PAY_KINDS, TOP_LIMITS } from '../../api/contracts/stats'
import type { PayKind } from '../../api/schemas/stats'
import { dayFilter, listSearch, numberFilter } from '../../lib/list-search'

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

export const topSearch = (raw: Record<string, unknown>): TopSearch => ({
  from: day(raw.from),
  to: day(raw.to),
  limit: (TOP_LIMITS as readonly unknown[]).includes(raw.limit) ? (raw.limit as number) : undefined,
})

export const paySearch = (raw: Record<string, unknown>): PaySearch => ({
  from: day(raw.from),
  to: day(raw.to),
  kind: (PAY_KINDS as readonly unknown[]).includes(raw.kind) ? (raw.kind as PayKind) : undefined,
})
