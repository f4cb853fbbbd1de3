/** Selling seats (/add-customer-to-car): the day's trips, a trip's seat map and holds, the sale. */
import { defineGroup, each, get, send } from '../define-group'
import { postOnLeave } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type { SaleDiagram, SaleTrip, SeatHold, Ticket, TicketSaleWrite } from '../schemas/booking'
import { SOCKET_EVENTS } from '../../realtime/events'
import { saleDiagramSchema, saleTripSchema, seatHoldSchema } from 'virtual:shapes/booking'

const P = BOOKING_API.sale
/** Tickets: the sale, the seat maps and holds, a ticket's actions and log, the reports and the moves. */
const ticket = defineGroup('ticket')

/** The day's trips of a direction, by departure (a trip's change refreshes them: realtime/events.ts). */
export const saleTrips = ticket.query('trips', (date: string, direction: number) =>
  get<SaleTrip[]>(
    P.tripsByDay,
    { date, map_detail_id: direction },
    { fallback: [], shape: each(saleTripSchema) },
  ),
)

/** A trip's seat map, its fare that day, its live tickets and holds. */
export const saleDiagram = ticket.query('diagram', (tripId: number) =>
  get<SaleDiagram>(`${P.diagram}/${tripId}`, undefined, { shape: saleDiagramSchema }),
)

/** Holds lapse by the clock without an event: the list is read again every 30 s besides the holds event. */
const HOLDS_REFRESH_MS = 30_000

/** The trip's seat holds (who holds what, and which are mine). */
export const seatHolds = ticket.query(
  'holds',
  (tripId: number) =>
    get<SeatHold[]>(`${P.holds}/${tripId}`, undefined, { fallback: [], shape: each(seatHoldSchema) }),
  { refetchInterval: HOLDS_REFRESH_MS },
)

/** This clerk's holds on the trip become exactly `seat_ids` (none: released). 409 names a seat refused. */
export const holdSeats = ticket.command(
  'hold',
  ({ trip_id, seat_ids }: { trip_id: number; seat_ids: number[] }) =>
    seat_ids.length
      ? send<SeatHold[]>(P.hold, { trip_id, seat_ids })
      : send<SeatHold[]>(P.release, { trip_id }),
)

/** Ends this clerk's holds on the trip while the page is being left (a call that outlives the page). */
export const releaseOnLeave = (tripId: number) => postOnLeave(P.release, { trip_id: tripId })

/** The sale: one ticket per seat. A repeat of the same idempotency key answers the first sale. */
export const sellSeats = ticket.command('create', (body: TicketSaleWrite) => send<Ticket[]>(P.create, body), {
  event: SOCKET_EVENTS.ticketCreateOrUpdate,
  confirm: true,
})
