/**
 * Actions on a sold ticket (README "The backend contract"): edit the passenger, change the seat within the
 * trip, mark paid, cancel with a reason, send back to the waiting list; and the ticket's log.
 */
import { http } from 'msw'
import { WAITING_BOOKING_STATUS, WISHED_SEAT_TYPES } from '../../src/api/contracts/booking.ts'
import { SEAT_TYPES, seatsOf } from '../../src/api/contracts/fleet.ts'
import { TRIP_CLOSED_STATUSES, type TripStatus } from '../../src/api/contracts/trips.ts'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import {
  cancelWriteSchema,
  ticketRefWriteSchema,
  ticketSeatWriteSchema,
  ticketUpdateWriteSchema,
  type Ticket,
  type TicketLogAction,
  type WaitingBooking,
} from '../../src/api/schemas/booking.ts'
import viBooking from '../../src/i18n/locales/vi/booking.ts'
import viTrips from '../../src/i18n/locales/vi/trips.ts'
import enTrips from '../../src/i18n/locales/en/trips.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import { SOCKET_EVENTS } from '../../src/realtime/events.ts'
import { messageCatalogue } from '../catalogues.ts'
import { db } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emit, emitChanged, senderOf } from '../realtime.ts'
import { nextCode } from './booking-waiting.ts'
import { cancelPickUpOf } from './motor-pick.ts'
import { logTicket } from './ticket-log.ts'
import { assertSeatsFree } from './tickets.ts'
import { ApiError, langOf, ok, param, readJson, requirePermission, safe, t } from './util.ts'
import { parseWrite } from './validate.ts'

const WRITER: PermissionCode = 'booking.import_customer'
const LOG_READERS: readonly PermissionCode[] = [...menuGroupCodes('booking'), 'booking.list_ticket_history']
const PATHS = BOOKING_API.ticket

type RuleKey = keyof typeof viBooking.validation

/** A rule message of the booking namespace's `validation`, `{{0}}`… filled, in the request's language. */
function say(request: Request, key: RuleKey, ...args: Array<string | number>): string {
  const template = messageCatalogue(langOf(request), 'booking').messages?.[key] ?? key
  return template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => String(args[Number(i)] ?? ''))
}

/**
 * The ticket of a well-formed body, still on a trip that runs, at the version the clerk saw: a cancelled ticket
 * or a finished, cancelled or broken-down trip is refused before the version is compared (409 either way).
 */
function actionable(request: Request, body: Record<string, unknown>) {
  const ticket = db.tickets.find(Number(body.id))
  if (!ticket) throw new ApiError(404, t(request, 'notFound'))
  if (ticket.deleted_at) throw new ApiError(409, say(request, 'ticketCancelled', ticket.code))
  const trip = db.trips.find(ticket.trip_id)
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  if (TRIP_CLOSED_STATUSES.includes(trip.status as TripStatus)) {
    const status = (langOf(request) === 'en' ? enTrips : viTrips).status[trip.status as TripStatus]
    throw new ApiError(409, say(request, 'ticketTripClosed', trip.name, status))
  }
  if (body.version !== ticket.version) throw new ApiError(409, t(request, 'staleWrite'))
  return { ticket, trip }
}

/** Saves the change, writes the ticket's log and tells every other clerk (the sender's screen refreshes itself). */
function commit(
  request: Request,
  before: Ticket,
  patch: Partial<Ticket>,
  action: TicketLogAction,
  event: typeof SOCKET_EVENTS.ticketCreateOrUpdate | typeof SOCKET_EVENTS.ticketDelete,
): Ticket {
  const saved = db.tickets.update(before.id, patch)!
  logTicket(request, action, saved, before)
  emit(event, { ids: [saved.id], trip_id: saved.trip_id }, senderOf(request))
  return saved
}

/** A seat of the trip's car that the ticket may move to: the sale's check (DECISIONS #8, #11). */
function freeSeat(request: Request, ticket: Ticket, seatId: number) {
  const trip = db.trips.find(ticket.trip_id)!
  const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
  const type = car && db.vehicleTypes.find(car.vehicle_type_id)
  const seat = type && seatsOf(type.diagram).find((s) => s.id === seatId)
  if (!seat) throw new ApiError(422, t(request, 'invalidData'), { seat_id: [say(request, 'seatNotOnTrip')] })
  if (seat.id === ticket.seat_id)
    throw new ApiError(422, t(request, 'invalidData'), { seat_id: [say(request, 'sameSeat', seat.code)] })
  return assertSeatsFree(request, trip, [seat.id])[0]
}

/**
 * The waiting booking a ticket goes back to: the one it was made from when that was for this one ticket,
 * else a new one for the trip's direction and day, opened now (a clerk made it).
 */
function backToWaiting(request: Request, ticket: Ticket, userId: number): WaitingBooking {
  const origin = ticket.waiting_booking_id ? db.waitingBookings.find(ticket.waiting_booking_id) : undefined
  const now = vnIsoAt(Date.now())
  if (origin && origin.number_ticket === 1) {
    const back = db.waitingBookings.update(origin.id, {
      status: WAITING_BOOKING_STATUS.waiting,
      reason_cancel: null,
      reason_note: null,
    })!
    emitChanged('booking-waiting', 'updated', [back.id], request)
    return back
  }
  const trip = db.trips.find(ticket.trip_id)!
  const wished = (WISHED_SEAT_TYPES as readonly number[]).includes(ticket.seat_type)
  const created = db.waitingBookings.insert({
    code: nextCode(),
    customer_id: ticket.customer_id,
    customer_name: ticket.customer_name,
    phone: ticket.phone,
    map_detail_id: trip.map_detail_id,
    departure_point: ticket.departure_point ?? null,
    destination_point: ticket.destination_point ?? null,
    departure_date: trip.plan_date,
    return_date: null,
    preferred_time: null,
    number_ticket: 1,
    price: ticket.price,
    surcharge: ticket.surcharge,
    is_paid: ticket.is_paid,
    form: ticket.form,
    pick_type: ticket.pick_type,
    pick_address: ticket.pick_address ?? null,
    pick_fee: ticket.pick_fee,
    drop_type: ticket.drop_type,
    drop_address: ticket.drop_address ?? null,
    drop_fee: ticket.drop_fee,
    seat_type: wished ? ticket.seat_type : SEAT_TYPES.NORMAL,
    is_madagui: ticket.is_madagui,
    is_outside: ticket.is_outside,
    source: ticket.source,
    note: ticket.note ?? null,
    booking_at: now,
    employee_id: userId,
    reason_cancel: null,
    reason_note: null,
    status: WAITING_BOOKING_STATUS.waiting,
    opened_at: now,
  })
  emitChanged('booking-waiting', 'created', [created.id], request)
  return created
}

export const ticketActionHandlers = [
  // The passenger and how they travel.
  http.post(
    `*${PATHS.update}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITER)
      const body = await readJson(request)
      const {
        id: _id,
        version: _version,
        ...values
      } = parseWrite(request, ticketUpdateWriteSchema, body, 'booking')
      const { ticket } = actionable(request, body)
      const saved = commit(request, ticket, values, 'updated', SOCKET_EVENTS.ticketCreateOrUpdate)
      return ok(saved, t(request, 'updated'))
    }),
  ),
  // Another seat of the same trip: on its car, for sale, not sold.
  http.post(
    `*${PATHS.changeSeat}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITER)
      const body = await readJson(request)
      const { seat_id } = parseWrite(request, ticketSeatWriteSchema, body, 'booking')
      const { ticket } = actionable(request, body)
      const seat = freeSeat(request, ticket, seat_id)
      const saved = commit(
        request,
        ticket,
        { seat_id: seat.id, seat_code: seat.code, seat_type: seat.type },
        'seat_changed',
        SOCKET_EVENTS.ticketCreateOrUpdate,
      )
      return ok(saved, t(request, 'updated'))
    }),
  ),
  http.post(
    `*${PATHS.markPaid}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITER)
      const body = await readJson(request)
      parseWrite(request, ticketRefWriteSchema, body, 'booking')
      const { ticket } = actionable(request, body)
      if (ticket.is_paid) throw new ApiError(409, say(request, 'alreadyPaid', ticket.code))
      const saved = commit(request, ticket, { is_paid: true }, 'paid', SOCKET_EVENTS.ticketCreateOrUpdate)
      return ok(saved, t(request, 'updated'))
    }),
  ),
  // DECISIONS #13: a reason of SPEC §5 ("other" with its text); the seat is free again.
  http.post(
    `*${PATHS.cancel}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITER)
      const body = await readJson(request)
      const { reason_cancel, reason_note } = parseWrite(request, cancelWriteSchema, body, 'booking')
      const { ticket } = actionable(request, body)
      const saved = commit(
        request,
        ticket,
        {
          deleted_at: vnIsoAt(Date.now()),
          reason_cancel,
          reason_note: reason_cancel === 'other' ? reason_note : null,
        },
        'cancelled',
        SOCKET_EVENTS.ticketDelete,
      )
      cancelPickUpOf(request, saved)
      return ok(saved, t(request, 'updated'))
    }),
  ),
  // Back to the waiting list: the ticket leaves the trip (cancelled, no reason), a waiting booking takes it.
  http.post(
    `*${PATHS.backBooking}`,
    safe(async ({ request }) => {
      const user = requirePermission(request, WRITER)
      const body = await readJson(request)
      parseWrite(request, ticketRefWriteSchema, body, 'booking')
      const { ticket } = actionable(request, body)
      const saved = commit(
        request,
        ticket,
        { deleted_at: vnIsoAt(Date.now()), reason_cancel: null, reason_note: null },
        'back_booking',
        SOCKET_EVENTS.ticketDelete,
      )
      cancelPickUpOf(request, saved)
      const booking = backToWaiting(request, saved, user.id)
      return ok({ ticket: saved, booking }, t(request, 'updated'))
    }),
  ),
  // The ticket's log, newest first.
  http.get(
    `*${PATHS.log}/:ticketId`,
    safe(({ request, params }) => {
      requirePermission(request, LOG_READERS)
      const ticket = db.tickets.find(Number(param(params.ticketId)))
      if (!ticket) throw new ApiError(404, t(request, 'notFound'))
      const lines = db.ticketLogs.filter((line) => line.ticket_id === ticket.id)
      return ok(lines.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id))
    }),
  ),
]
