/**
 * The desks' address (the selling desk, the manifest, the pick-up lists, the mover, the shipping desk's modes):
 * one name for each choice, `date`, `map_detail_id` and `trip_id`, read the same way everywhere. A reload, Back
 * and a copied link keep them.
 */
import { hcmToday } from '../../lib/hcm-day'
import { dayFilter, numberFilter } from '../../lib/list-search'

export interface DeskSearch {
  /** the day (YYYY-MM-DD, Ho Chi Minh); today when absent */
  date?: string
  /** the direction (a map detail's directional entry) */
  map_detail_id?: number
  trip_id?: number
}

const day = dayFilter()
const id = numberFilter()

/** A route's `validateSearch` for a desk. */
export function deskSearch(raw: Record<string, unknown>): DeskSearch {
  const search: DeskSearch = {}
  const date = day(raw.date)
  const direction = id(raw.map_detail_id)
  const trip = id(raw.trip_id)
  if (date) search.date = date
  if (direction) search.map_detail_id = direction
  if (trip) search.trip_id = trip
  return search
}

/**
 * The selling desk's address: a desk's, and the waiting booking to choose as the customer (`booking_id`: the
 * waiting list's "Xếp xe" and the new-booking toast open the desk on it). The desk chooses it once the day's
 * waiting customers have it, then drops it from the address.
 */
export interface SaleSearch extends DeskSearch {
  booking_id?: number
}

/** The selling desk's `validateSearch`. */
export function saleSearch(raw: Record<string, unknown>): SaleSearch {
  const search: SaleSearch = deskSearch(raw)
  const booking = id(raw.booking_id)
  if (booking) search.booking_id = booking
  return search
}

/** The day a desk shows. */
export const deskDay = (search: DeskSearch): string => search.date ?? hcmToday()

/** A day as a desk's address keeps it: no date is today, so a desk left open overnight moves on with the clock. */
export const deskDate = (day: string | undefined): string | undefined =>
  day === undefined || day === hcmToday() ? undefined : day
