import { dayFilter, numberFilter } from '../../../lib/list-search'
import type { PickUpSearch } from './PickUpListPage'

const day = dayFilter()
const id = numberFilter()

/** The list's day, direction and trip as the address keeps them (a reload keeps them). */
export function pickUpSearch(raw: Record<string, unknown>): PickUpSearch {
  const search: PickUpSearch = {}
  const date = day(raw.date)
  const direction = id(raw.map_detail_id)
  const trip = id(raw.trip_id)
  if (date) search.date = date
  if (direction) search.map_detail_id = direction
  if (trip) search.trip_id = trip
  return search
}
