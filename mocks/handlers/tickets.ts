/**
 * Selling seats (/add-customer-to-car): the day's trips of a direction, a trip's seat map with its tickets and
 * holds, the waiting bookings not yet on a car, seat holds (DECISIONS #11) and the sale (DECISIONS #8, #12).
 */
import { http } from 'msw'
import {
  fareOnDay,
  holdLive,
  SEAT_HOLD_MS,
  ticketMoney,
  TICKET_SOURCE,
  tripOpenForSale,
  WAITING_BOOKING_STATUS,
} from '../../src/api/contracts/booking.ts'
import { SEAT_TYPES, seatsOf } from '../../src/api/contracts/fleet.ts'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import {
  seatHoldWriteSchema,
  ticketSaleWriteSchema,
  type SaleDiagram,
  type SaleTrip,
  type SeatHold,
  type Ticket,
} from '../../src/api/schemas/booking.ts'
import type { Seat } from '../../src/api/schemas/fleet.ts'
import type { Trip } from '../../src/api/schemas/trips.ts'
import viBooking from '../../src/i18n/locales/vi/booking.ts'
import enBooking from '../../src/i18n/locales/en/booking.ts'
import { labelInSentence } from '../../src/api/schemas/error-map.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import { fieldLabel } from '../catalogues.ts'
import { customerWithPhone, db, runtime, type SeatHoldRecord, validSession } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emit, emitChanged, senderOf, setDisconnectSink } from '../realtime.ts'
import { SOCKET_EVENTS } from '../../src/realtime/events.ts'
import { logTicket } from './ticket-log.ts'
import { withSeats } from './trips.ts'
import {
  ApiError,
  assertValid,
  bearerOf,
  isIsoDate,
  langOf,
  ok,
  param,
  readJson,
  requirePermission,
  safe,
  t,
} from './util.ts'
import { parseWrite } from './validate.ts'

const SELL: PermissionCode = 'booking.import_customer'
/** Seat holds serve the sale and the passenger mover alike. */
const HOLD: readonly PermissionCode[] = [SELL, 'booking.split-merge']
/** Who reads the selling screen's data: the booking desk and the roster. */
const READERS: readonly PermissionCode[] = ['trip.view', ...menuGroupCodes('booking')]

type RuleKey = keyof typeof viBooking.saleRules
/** A sale rule's words in the request's language (namespace `booking`, section `saleRules`). */
function say(request: Request, key: RuleKey, ...args: string[]): string {
  const template = (langOf(request) === 'en' ? enBooking : viBooking).saleRules[key]
  return template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => args[Number(i)] ?? '')
}

/** The sign-in (not the account: two browsers of one account are two clerks) and its account. */
function clerkOf(request: Request, code: PermissionCode | readonly PermissionCode[]) {
  const user = requirePermission(request, code)
  const session = validSession(bearerOf(request))!
  return { user, sid: session.sid }
}

function tripOf(request: Request, raw: unknown): Trip {
  const trip = db.trips.find(Number(raw))
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  return trip
}

export const vehicleTypeOf = (trip: Trip) => {
  const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
  return car && db.vehicleTypes.find(car.vehicle_type_id)
}

const liveTickets = (tripId: number) => db.tickets.filter((k) => k.trip_id === tripId && !k.deleted_at)

// ------------------------------------------------------------------------------------------------ holds

const holdKey = (tripId: number, seatId: number) => `${tripId}:${seatId}`

/** The live holds of a trip; lapsed ones are dropped on the way (holds expire lazily, by the clock). */
export function holdsOf(tripId: number, now = Date.now()): SeatHoldRecord[] {
  const live: SeatHoldRecord[] = []
  for (const [key, hold] of runtime.seatHolds) {
    if (!holdLive(hold, now)) runtime.seatHolds.delete(key)
    else if (hold.trip_id === tripId) live.push(hold)
  }
  return live
}

/** Ends the holds `which` picks; the trips whose holds changed. */
export function releaseHolds(which: (hold: SeatHoldRecord) => boolean): Set<number> {
  const trips = new Set<number>()
  for (const [key, hold] of runtime.seatHolds)
    if (which(hold)) {
      runtime.seatHolds.delete(key)
      trips.add(hold.trip_id)
    }
  return trips
}

export const announceHolds = (tripId: number, request?: Request) =>
  emit(SOCKET_EVENTS.seatHoldsChanged, { trip_id: tripId }, senderOf(request))

// A clerk's holds end with their sign-in's last socket: the page was closed or the browser went away.
setDisconnectSink((token, others) => {
  const sid = runtime.sessions.get(token)?.sid
  if (!sid || others.some((other) => runtime.sessions.get(other)?.sid === sid)) return
  for (const tripId of releaseHolds((hold) => hold.sid === sid)) announceHolds(tripId)
})

const holdView = (trip: Trip, sid: string, now = Date.now()): SeatHold[] => {
  const codes = new Map(
    seatsOf(vehicleTypeOf(trip)?.diagram ?? { columns: 0, floors: [] }).map((s) => [s.id, s.code]),
  )
  return holdsOf(trip.id, now).map((hold) => ({
    seat_id: hold.seat_id,
    seat_code: codes.get(hold.seat_id) ?? String(hold.seat_id),
    holder_name: hold.holder_name,
    expires_at: vnIsoAt(hold.expires_at),
    mine: hold.sid === sid,
  }))
}

/**
 * Every seat is on the trip's car, for sale, not sold and not held by another sign-in; else 409 naming the first
 * seat refused (a seat id not on the map: 422). The trip must be open for sale and have a car.
 */
function assertSellable(
  request: Request,
  trip: Trip,
  seatIds: readonly number[],
  sid: string,
  now: number,
): Seat[] {
  if (!tripOpenForSale(trip.status)) throw new ApiError(409, say(request, 'tripClosed', trip.name))
  const type = vehicleTypeOf(trip)
  if (!type) throw new ApiError(409, say(request, 'tripNoCar', trip.name))
  const seats = new Map(seatsOf(type.diagram).map((s) => [s.id, s]))
  const unknown = seatIds.find((id) => !seats.has(id))
  if (unknown !== undefined) assertValid(request, { seat_ids: [say(request, 'seatUnknown')] })
  const sold = new Set(liveTickets(trip.id).map((k) => k.seat_id))
  const held = new Map(holdsOf(trip.id, now).map((h) => [h.seat_id, h]))
  return seatIds.map((id) => {
    const seat = seats.get(id)!
    if (seat.type === SEAT_TYPES.RESERVED) throw new ApiError(409, say(request, 'seatNotForSale', seat.code))
    if (sold.has(id)) throw new ApiError(409, say(request, 'seatSold', seat.code))
    const hold = held.get(id)
    if (hold && hold.sid !== sid)
      throw new ApiError(409, say(request, 'seatHeld', seat.code, hold.holder_name))
    return seat
  })
}

/**
 * The seats another ticket of the trip may take now (a sale, a change of seat): for sale, not sold, not held by
 * another clerk; 409 naming the first seat refused.
 */
export function assertSeatsFree(request: Request, trip: Trip, seatIds: readonly number[]): Seat[] {
  const session = validSession(bearerOf(request))!
  return assertSellable(request, trip, seatIds, session.sid, Date.now())
}

// ------------------------------------------------------------------------------------------------ reads

const saleTrip = (trip: Trip): SaleTrip => {
  const row = withSeats(trip)
  const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
  return {
    id: trip.id,
    name: trip.name,
    departure_time: trip.departure_time,
    status: trip.status,
    car: car ? { name: car.name, license_plate: car.license_plate } : null,
    seats_sold: row.seats_sold ?? 0,
    seat_count: row.seat_count ?? 0,
  }
}

/** The query's day and direction, both required (422 on the field). */
function dayAndDirection(request: Request) {
  const params = new URL(request.url).searchParams
  const date = params.get('date') ?? ''
  const direction = Number(params.get('map_detail_id'))
  const lang = langOf(request)
  assertValid(request, {
    date: isIsoDate(date) ? [] : [t(request, 'invalidDate')],
    map_detail_id:
      Number.isInteger(direction) && direction > 0
        ? []
        : [t(request, 'requiredSelect', labelInSentence(fieldLabel(lang, 'booking', 'map_detail_id'), lang))],
  })
  return { date, direction }
}

/** The day's trips of a direction, by departure. Before the roster's `/api/trip/:id`, which would answer it. */
export const tripsByDayHandlers = [
  http.get(
    `*${BOOKING_API.sale.tripsByDay}`,
    safe(({ request }) => {
      requirePermission(request, READERS)
      const { date, direction } = dayAndDirection(request)
      const rows = db.trips
        .filter((trip) => trip.plan_date === date && trip.map_detail_id === direction)
        .sort((a, b) => a.departure_time.localeCompare(b.departure_time) || a.id - b.id)
      return ok(rows.map(saleTrip))
    }),
  ),
]

// ------------------------------------------------------------------------------------------------ the sale

interface SaleAnswer {
  tickets: Ticket[]
  message: string
}

export const ticketHandlers = [
  // The trip's seat map: its car's vehicle type, the fare that day, its live tickets and its holds.
  http.get(
    `*${BOOKING_API.sale.diagram}/:tripId`,
    safe(({ request, params }) => {
      const { sid } = clerkOf(request, READERS)
      const trip = tripOf(request, param(params.tripId))
      const type = vehicleTypeOf(trip)
      const diagram: SaleDiagram = {
        trip: {
          ...saleTrip(trip),
          plan_date: trip.plan_date,
          map_detail_id: trip.map_detail_id,
          version: trip.version,
        },
        vehicle_type: type ? { id: type.id, name: type.name, diagram: type.diagram } : null,
        fare: type ? fareOnDay(type, trip.plan_date) : 0,
        tickets: liveTickets(trip.id).sort((a, b) =>
          a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true }),
        ),
        holds: holdView(trip, sid),
      }
      return ok(diagram)
    }),
  ),
  // Waiting bookings of the day and direction still waiting, by the time wished, then by arrival.
  http.get(
    `*${BOOKING_API.sale.notImported}`,
    safe(({ request }) => {
      requirePermission(request, [SELL, 'booking.create'])
      const { date, direction } = dayAndDirection(request)
      const rows = db.waitingBookings
        .filter(
          (b) =>
            b.status === WAITING_BOOKING_STATUS.waiting &&
            b.departure_date === date &&
            b.map_detail_id === direction,
        )
        .sort(
          (a, b) =>
            (a.preferred_time ?? '99').localeCompare(b.preferred_time ?? '99') ||
            a.booking_at.localeCompare(b.booking_at),
        )
      return ok(rows)
    }),
  ),
  http.get(
    `*${BOOKING_API.sale.holds}/:tripId`,
    safe(({ request, params }) => {
      const { sid } = clerkOf(request, READERS)
      return ok(holdView(tripOf(request, param(params.tripId)), sid))
    }),
  ),
  // This clerk's holds on the trip become exactly these seats, each for SEAT_HOLD_MS from now.
  http.post(
    `*${BOOKING_API.sale.hold}`,
    safe(async ({ request }) => {
      const { user, sid } = clerkOf(request, HOLD)
      const body = await readJson(request)
      const trip = tripOf(request, body.trip_id)
      const { seat_ids } = parseWrite(request, seatHoldWriteSchema, body, 'booking')
      const now = Date.now()
      assertSellable(request, trip, seat_ids, sid, now)
      releaseHolds((hold) => hold.trip_id === trip.id && hold.sid === sid)
      for (const seat_id of new Set(seat_ids))
        runtime.seatHolds.set(holdKey(trip.id, seat_id), {
          trip_id: trip.id,
          seat_id,
          sid,
          user_id: user.id,
          holder_name: user.fullname,
          expires_at: now + SEAT_HOLD_MS,
        })
      announceHolds(trip.id, request)
      return ok(holdView(trip, sid, now))
    }),
  ),
  // This clerk's holds on the trip end (deselected all, sold elsewhere, the page left).
  http.post(
    `*${BOOKING_API.sale.release}`,
    safe(async ({ request }) => {
      const { sid } = clerkOf(request, HOLD)
      const body = await readJson(request)
      const trip = tripOf(request, body.trip_id)
      if (releaseHolds((hold) => hold.trip_id === trip.id && hold.sid === sid).size)
        announceHolds(trip.id, request)
      return ok(holdView(trip, sid))
    }),
  ),
  // The sale: every check and every write in one synchronous section (no await between them).
  http.post(
    `*${BOOKING_API.sale.create}`,
    safe(async ({ request }) => {
      const { user, sid } = clerkOf(request, SELL)
      const body = await readJson(request)
      // ---- from here on nothing awaits: two sales of one seat cannot interleave ----
      const key = `${user.id}:${String(body.idempotency_key ?? '')}`
      const first = runtime.saleKeys.get(key) as SaleAnswer | undefined
      if (first) return ok(first.tickets, first.message)
      const values = parseWrite(request, ticketSaleWriteSchema, body, 'booking')
      const trip = tripOf(request, values.trip_id)
      const booking =
        values.waiting_booking_id === null ? undefined : db.waitingBookings.find(values.waiting_booking_id)
      if (values.waiting_booking_id !== null && !booking) throw new ApiError(404, t(request, 'notFound'))
      if (booking && booking.status !== WAITING_BOOKING_STATUS.waiting)
        throw new ApiError(409, say(request, 'bookingNotWaiting', booking.code))
      if (
        booking &&
        (booking.departure_date !== trip.plan_date || booking.map_detail_id !== trip.map_detail_id)
      )
        throw new ApiError(409, say(request, 'bookingOtherTrip', booking.code))
      const now = Date.now()
      const seats = assertSellable(request, trip, values.seat_ids, sid, now)
      if (booking && seats.length !== booking.number_ticket)
        assertValid(request, { seat_ids: [say(request, 'seatsMatchGuests')] })
      const type = vehicleTypeOf(trip)!
      const fare = fareOnDay(type, trip.plan_date)
      const direction = directionName(trip.map_detail_id)
      const customer = customerWithPhone(values.phone)
      let lastCode = db.tickets.all().reduce((max, k) => Math.max(max, Number(k.code.slice(2)) || 0), 0)
      const sold = seats.map((seat, i) =>
        db.tickets.insert({
          ...ticketMoney(fare, i, values),
          code: `VE${String(++lastCode).padStart(6, '0')}`,
          trip_id: trip.id,
          seat_id: seat.id,
          seat_code: seat.code,
          seat_type: seat.type,
          seat_reserved: false,
          customer_id: booking?.customer_id ?? customer?.id ?? null,
          customer_name: values.customer_name,
          phone: values.phone,
          departure_point: booking?.departure_point ?? direction?.[0] ?? null,
          destination_point: booking?.destination_point ?? direction?.[1] ?? null,
          departure_date: trip.plan_date,
          return_date: booking?.return_date ?? null,
          is_paid: values.is_paid,
          form: booking?.form ?? 0,
          pick_type: values.pick_type,
          pick_address: values.pick_address,
          drop_type: values.drop_type,
          drop_address: values.drop_address,
          is_madagui: booking?.is_madagui ?? trip.is_madagui,
          is_outside: booking?.is_outside ?? false,
          source: booking?.source ?? TICKET_SOURCE.admin,
          note: values.note,
          booking_at: vnIsoAt(now),
          employee_id: user.id,
          reason_cancel: null,
          reason_note: null,
          waiting_booking_id: booking?.id ?? null,
          pick_status: 0,
          is_arrived: 0,
          pick_time: null,
          deleted_at: null,
        }),
      )
      for (const ticket of sold) logTicket(request, 'sold', ticket)
      if (booking) db.waitingBookings.update(booking.id, { status: WAITING_BOOKING_STATUS.imported })
      releaseHolds((hold) => hold.trip_id === trip.id && hold.sid === sid)
      const answer: SaleAnswer = { tickets: sold, message: t(request, 'created') }
      runtime.saleKeys.set(key, answer)
      // ---- end of the section ----
      emit(
        SOCKET_EVENTS.ticketCreateOrUpdate,
        { ids: sold.map((k) => k.id), trip_id: trip.id },
        senderOf(request),
      )
      if (booking) emitChanged('booking-waiting', 'updated', [booking.id], request)
      announceHolds(trip.id, request)
      return ok(answer.tickets, answer.message)
    }),
  ),
]

/** "Sài Gòn ➡️ Đà Lạt" → its two places. */
export function directionName(id: number): [string, string] | undefined {
  for (const map of db.maps.all())
    for (const detail of map.details)
      for (const entry of [detail.forward, detail.reverse])
        if (entry.id === id) {
          const [from, to] = entry.name.split(' ➡️ ')
          return [from, to ?? '']
        }
  return undefined
}
