import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { tripOpenForSale } from '../../api/contracts/booking'
import { useMe } from '../../api/resources/auth'
import { saleTrips } from '../../api/resources/ticket'
import type { SaleTrip } from '../../api/schemas/booking'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { hcmToday } from '../../lib/hcm-day'
import { recall, remember } from '../../lib/remembered'
import { deskDay, type DeskSearch } from './search'

/** One memory for every booking desk: the clerk goes from the selling desk to the manifest on the same day. */
const KEY = 'desk'

type DeskChoice = Pick<DeskSearch, 'date' | 'map_detail_id'>

/** The day and direction last chosen on this computer; a day gone by is today again. */
function recalled(userId: number | undefined): DeskChoice | null {
  const value = recall(userId, KEY) as DeskChoice | undefined
  if (typeof value?.map_detail_id !== 'number') return null
  const date = typeof value.date === 'string' && value.date > hcmToday() ? value.date : undefined
  return { date, map_detail_id: value.map_detail_id }
}

/** The trip a desk opens on: the first still to leave, open for sale. */
export function nextDeparting(trips: readonly SaleTrip[], now: Date = new Date()): SaleTrip | undefined {
  const at = now.toISOString()
  return [...trips]
    .filter((trip) => tripOpenForSale(trip.status) && trip.departure_time >= at)
    .sort((a, b) => a.departure_time.localeCompare(b.departure_time))[0]
}

/**
 * A booking desk (the selling desk, the manifest, the mover, the pick-up lists) opened without a day and a
 * direction reopens on the clerk's last ones on this computer. A desk that chooses a trip (`trip`) then chooses
 * the next one to leave, as it does when it is opened on a day and direction for something to seat
 * (`trip.openedFor`: a website booking's toast). Every day and direction the clerk chooses is remembered.
 */
export function useDeskMemory<S extends DeskChoice>(
  search: S,
  setSearch: SearchPatch<S>,
  trip?: { chosen: number | undefined; choose: (id: number) => void; openedFor?: boolean },
): void {
  const userId = useMe()?.id
  const [reopened] = useState(() =>
    search.date === undefined && search.map_detail_id === undefined ? recalled(userId) : null,
  )
  useEffect(() => {
    if (reopened) setSearch(reopened as Partial<S>, { replace: true })
    // once, as the desk opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const { date, map_detail_id: direction } = search
  useEffect(() => {
    if (direction !== undefined) remember(userId, KEY, { date, map_detail_id: direction })
  }, [userId, date, direction])

  // the day and direction whose next trip is to be chosen: the reopened ones, or those the desk is opened for
  const [pending, setPending] = useState<DeskChoice | null>(trip ? reopened : null)
  const openedFor = !!trip?.openedFor
  const [wasOpenedFor, setWasOpenedFor] = useState(false)
  if (openedFor !== wasOpenedFor) {
    setWasOpenedFor(openedFor)
    if (openedFor && direction !== undefined) setPending({ date, map_detail_id: direction })
  }
  // only while the desk still shows that day and direction with no trip (the clerk may have moved on)
  const preselect =
    !!pending && trip?.chosen === undefined && date === pending.date && direction === pending.map_detail_id
  const trips = useQuery({
    ...saleTrips(deskDay(pending ?? {}), pending?.map_detail_id ?? 0),
    enabled: preselect,
  })
  const preselected = useRef<DeskChoice | null>(null)
  useEffect(() => {
    if (!preselect || !trips.data || preselected.current === pending) return
    preselected.current = pending
    const next = nextDeparting(trips.data)
    if (next) trip?.choose(next.id)
  }, [preselect, pending, trips.data, trip])
}
