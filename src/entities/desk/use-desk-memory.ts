import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { tripOpenForSale } from '../../api/contracts/booking'
import { useMe } from '../../api/resources/auth'
import { saleTrips } from '../../api/resources/ticket'
import type { SaleTrip } from '../../api/schemas/booking'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { hcmClock, hcmToday, isDay } from '../../lib/hcm-day'
import { recall, remember } from '../../lib/remembered'
import { deskDay, type DeskSearch } from './search'

type DeskChoice = Pick<DeskSearch, 'date' | 'map_detail_id'>

/**
 * Which memory a desk keeps: `desk`, one for the selling desk, the manifest and the mover (the clerk goes from one
 * to the other on the same day and direction); `pickup`, the pick-up lists', where every direction is a choice too.
 */
type Memory = 'desk' | 'pickup'

/** The day and direction last chosen on this computer; a day gone by is today again. */
function recalled(userId: number | undefined, memory: Memory): DeskChoice | null {
  const value = recall(userId, memory) as Partial<Record<keyof DeskChoice, unknown>> | undefined
  if (!value) return null
  const direction = typeof value.map_detail_id === 'number' ? value.map_detail_id : undefined
  if (direction === undefined && memory === 'desk') return null
  const date = isDay(value.date) && value.date > hcmToday() ? value.date : undefined
  return { date, map_detail_id: direction }
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/**
 * The trip a desk opens on, of those open for sale and still to leave: the one nearest the time a customer wished
 * (`preferred`, HH:mm), else the first.
 */
export function nextDeparting(
  trips: readonly SaleTrip[],
  now: Date = new Date(),
  preferred?: string | null,
): SaleTrip | undefined {
  const leaving = trips
    .filter((trip) => tripOpenForSale(trip.status) && Date.parse(trip.departure_time) >= now.getTime())
    .sort((a, b) => Date.parse(a.departure_time) - Date.parse(b.departure_time))
  if (!preferred) return leaving[0]
  const gap = (trip: SaleTrip) => Math.abs(minutesOf(hcmClock(trip.departure_time)) - minutesOf(preferred))
  return leaving.reduce<SaleTrip | undefined>(
    (best, trip) => (!best || gap(trip) < gap(best) ? trip : best),
    undefined,
  )
}

/**
 * A booking desk opened bare (nothing in its address: from the menu) reopens on the clerk's last day and
 * direction on this computer (`memory`). A desk that chooses a trip (`trip`) then chooses the next one to leave,
 * as it does when it is opened on a day and direction for something to seat (`trip.openedFor`: a website
 * booking's toast). The day and direction the clerk shows are remembered as they change.
 */
export function useDeskMemory<S extends DeskChoice>(
  search: S,
  setSearch: SearchPatch<S>,
  {
    memory = 'desk',
    trip,
  }: {
    memory?: Memory
    trip?: {
      chosen: number | undefined
      choose: (id: number) => void
      openedFor?: boolean
      /** the time the customer it is opened for wished (HH:mm), once known */
      preferred?: string | null
      /** false while what it is opened for is still being read: the choice waits */
      ready?: boolean
    }
  } = {},
): void {
  const userId = useMe()?.id
  const [reopened] = useState(() => (Object.keys(search).length === 0 ? recalled(userId, memory) : null))
  useEffect(() => {
    if (reopened) setSearch(reopened as Partial<S>, { replace: true })
    // once, as the desk opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const { date, map_detail_id: direction } = search
  useEffect(() => {
    // the selling desks' memory is of a direction; the pick-up lists' "every direction" is one too
    if (direction !== undefined || memory === 'pickup')
      remember(userId, memory, { date, map_detail_id: direction })
  }, [userId, memory, date, direction])

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
    !!pending &&
    trip?.ready !== false &&
    pending.map_detail_id !== undefined &&
    trip?.chosen === undefined &&
    date === pending.date &&
    direction === pending.map_detail_id
  const trips = useQuery({
    ...saleTrips(deskDay(pending ?? {}), pending?.map_detail_id ?? 0),
    enabled: preselect,
  })
  const preselected = useRef<DeskChoice | null>(null)
  useEffect(() => {
    if (!preselect || !trips.data || preselected.current === pending) return
    preselected.current = pending
    const next = nextDeparting(trips.data, new Date(), trip?.preferred)
    if (next) trip?.choose(next.id)
  }, [preselect, pending, trips.data, trip])
}
