/** Selling seats (/add-customer-to-car): the day's trips, a trip's seat map and holds, the waiting customers, the sale. */
import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { getOne, post, postOnLeave } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type {
  SaleDiagram,
  SaleTrip,
  SeatHold,
  Ticket,
  TicketSaleWrite,
  WaitingBooking,
} from '../schemas/booking'
import { EVENT_INVALIDATES, SOCKET_EVENTS } from '../../realtime/events'

/**
 * Keys: the seat map under ['ticket', 'diagram', tripId] (every ticket event refreshes it), the holds under
 * ['ticket', 'holds', tripId] (the holds event), the day's trips under the trips' key (a trip's change and a
 * ticket's alike refresh it), the waiting customers under the waiting list's.
 */
export const ticketKeys = {
  all: ['ticket'] as const,
  diagram: (tripId: number) => ['ticket', 'diagram', tripId] as const,
  holds: (tripId: number) => ['ticket', 'holds', tripId] as const,
  tripsByDay: (date: string, direction: number) => ['trip', 'by-day', date, direction] as const,
  notImported: (date: string, direction: number) =>
    ['booking-waiting', 'not-imported', date, direction] as const,
}

/** The day's trips of a direction, by departure. */
export const saleTrips = (date: string, direction: number) =>
  queryOptions({
    queryKey: ticketKeys.tripsByDay(date, direction),
    queryFn: async ({ signal }): Promise<SaleTrip[]> =>
      (await getOne<SaleTrip[]>(
        BOOKING_API.sale.tripsByDay,
        { date, map_detail_id: direction },
        { signal, strict: true },
      )) ?? [],
  })

/** A trip's seat map, its fare that day, its live tickets and holds. */
export const saleDiagram = (tripId: number) =>
  queryOptions({
    queryKey: ticketKeys.diagram(tripId),
    queryFn: ({ signal }): Promise<SaleDiagram | null> =>
      getOne<SaleDiagram>(`${BOOKING_API.sale.diagram}/${tripId}`, undefined, { signal, strict: true }),
  })

/** Holds lapse by the clock without an event: the list is read again every 30 s besides the holds event. */
const HOLDS_REFRESH_MS = 30_000

/** The trip's seat holds (who holds what, and which are mine). */
export const seatHolds = (tripId: number) =>
  queryOptions({
    queryKey: ticketKeys.holds(tripId),
    queryFn: async ({ signal }): Promise<SeatHold[]> =>
      (await getOne<SeatHold[]>(`${BOOKING_API.sale.holds}/${tripId}`, undefined, {
        signal,
        strict: true,
      })) ?? [],
    refetchInterval: HOLDS_REFRESH_MS,
  })

/** Waiting bookings of the day and direction not yet on a car. */
export const notImportedBookings = (date: string, direction: number) =>
  queryOptions({
    queryKey: ticketKeys.notImported(date, direction),
    queryFn: async ({ signal }): Promise<WaitingBooking[]> =>
      (await getOne<WaitingBooking[]>(
        BOOKING_API.sale.notImported,
        { date, map_detail_id: direction },
        { signal, strict: true },
      )) ?? [],
  })

/** This clerk's holds on the trip become exactly `seat_ids` (none: released). 409 names a seat refused. */
export const holdSeats = () =>
  mutationOptions({
    mutationKey: ['ticket', 'hold'],
    mutationFn: ({
      trip_id,
      seat_ids,
    }: {
      trip_id: number
      seat_ids: number[]
    }): Promise<SeatHold[] | null> =>
      seat_ids.length
        ? post<SeatHold[]>(BOOKING_API.sale.hold, { trip_id, seat_ids })
        : post<SeatHold[]>(BOOKING_API.sale.release, { trip_id }),
  })

/** Ends this clerk's holds on the trip while the page is being left (a call that outlives the page). */
export const releaseOnLeave = (tripId: number) => postOnLeave(BOOKING_API.sale.release, { trip_id: tripId })

/** The sale: one ticket per seat. A repeat of the same idempotency key answers the first sale. */
export const sellSeats = () =>
  mutationOptions({
    mutationKey: ['ticket', 'create'],
    mutationFn: (body: TicketSaleWrite): Promise<Ticket[] | null> =>
      post<Ticket[]>(BOOKING_API.sale.create, body),
    // refreshes here what the sale's event refreshes in the other clerks' browsers
    meta: { invalidates: EVENT_INVALIDATES[SOCKET_EVENTS.ticketCreateOrUpdate] },
  })
