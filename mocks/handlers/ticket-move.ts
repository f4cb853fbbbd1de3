/**
 * Moving passengers between trips (/booking/split-merge, /split-merge-trip/{id}): the transfer onto chosen seats,
 * the split into a new trip, the merge of a whole trip. Every check and write of one call happens in one
 * synchronous section, so two clerks moving onto one seat at once end with one ticket on it.
 */
import { http } from 'msw'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import { tripOpenForSale } from '../../src/api/contracts/booking.ts'
import { seatsOf } from '../../src/api/contracts/fleet.ts'
import {
  freeSeats,
  landingSeats,
  MERGEABLE_TRIP_STATUSES,
  type MoveRule,
} from '../../src/api/contracts/move.ts'
import { noTripMoney, TRIP_STATUS } from '../../src/api/contracts/trips.ts'
import { tripContract } from '../../src/api/contracts/groups.ts'
import type { Ticket } from '../../src/api/schemas/booking.ts'
import type { Seat } from '../../src/api/schemas/fleet.ts'
import {
  mergeWriteSchema,
  splitWriteSchema,
  transferWriteSchema,
  type MoveAnswer,
} from '../../src/api/schemas/move.ts'
import type { Trip, TripTransfer } from '../../src/api/schemas/trips.ts'
import viMove from '../../src/i18n/locales/vi/move.ts'
import enMove from '../../src/i18n/locales/en/move.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { SOCKET_EVENTS } from '../../src/realtime/events.ts'
import { db, runtime, validSession } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emit, emitChanged, senderOf } from '../realtime.ts'
import { pickUpResetFor, pickUpsOnto } from './motor-pick.ts'
import { logParcel } from './shipping.ts'
import { logTicket } from './ticket-log.ts'
import { announceHolds, assertSeatsFree, holdsOf, releaseHolds, vehicleTypeOf } from './tickets.ts'
import { tripRules } from './trips.ts'
import {
  ApiError,
  assertValid,
  bearerOf,
  displayDate,
  langOf,
  ok,
  readJson,
  requirePermission,
  safe,
  t,
} from './util.ts'
import { parseWrite } from './validate.ts'

const MOVE: PermissionCode = 'booking.split-merge'

type ServerKey = keyof typeof viMove.server
const words = (request: Request) => (langOf(request) === 'en' ? enMove : viMove)
const fill = (template: string, args: string[]) =>
  template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => args[Number(i)] ?? '')
/** A refusal of the backend, in the request's language. */
const say = (request: Request, key: ServerKey, ...args: string[]) => fill(words(request).server[key], args)
/** A SPEC §5 rule's words (the form shows the same). */
const rule = (request: Request, key: MoveRule) => words(request).validation[key]

function tripOf(request: Request, id: number): Trip {
  const trip = db.trips.find(id)
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  return trip
}

/** The clerk: the account and its sign-in (holds are a sign-in's). */
function clerkOf(request: Request) {
  const user = requirePermission(request, MOVE)
  return { user, sid: validSession(bearerOf(request))!.sid }
}

/** A repeat of a confirmation's key by the same account answers the first move (DECISIONS #12). */
const keyOf = (userId: number, endpoint: string, key: string) => `${userId}:${endpoint}:${key}`

/** The trips may exchange passengers: the source not closed, the target open with a car, one direction. */
function assertTrips(request: Request, from: Trip, to: Trip) {
  if (!tripOpenForSale(from.status)) throw new ApiError(409, say(request, 'tripClosed', from.name))
  if (from.map_detail_id !== to.map_detail_id)
    assertValid(request, { to_trip_id: [rule(request, 'otherDirection')] })
  if (!tripOpenForSale(to.status)) throw new ApiError(409, say(request, 'tripClosed', to.name))
  if (!vehicleTypeOf(to)) throw new ApiError(409, say(request, 'tripNoCar', to.name))
}

/**
 * The tickets named, each live, on the source trip and at the version the clerk saw: a ticket of another trip
 * is 422 (SPEC §5), a cancelled one 409 naming it, a stale version 409.
 */
function ticketsOf(request: Request, from: Trip, refs: ReadonlyArray<{ id: number; version: number }>) {
  return refs.map((ref) => {
    const ticket = db.tickets.find(ref.id)
    if (!ticket) throw new ApiError(404, t(request, 'notFound'))
    if (ticket.deleted_at) throw new ApiError(409, say(request, 'ticketGone', ticket.code, from.name))
    if (ticket.trip_id !== from.id) assertValid(request, { tickets: [rule(request, 'differentTrips')] })
    if (ticket.version !== ref.version) throw new ApiError(409, t(request, 'staleWrite'))
    return ticket
  })
}

/** The seats passengers may take on the target now: for sale, not sold, not held by another clerk. */
function freeOn(trip: Trip, sid: string, now = Date.now()): Seat[] {
  const type = vehicleTypeOf(trip)
  if (!type) return []
  const sold = db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at).map((k) => k.seat_id)
  const holds = holdsOf(trip.id, now).map((h) => ({ seat_id: h.seat_id, mine: h.sid === sid }))
  return freeSeats(seatsOf(type.diagram), sold, holds)
}

/** Not enough free seats on the target for the passengers: 409 (SPEC §5). */
function assertRoom(request: Request, to: Trip, count: number, sid: string) {
  if (freeOn(to, sid).length < count) throw new ApiError(409, rule(request, 'noRoom'))
}

/**
 * Moves each ticket onto its seat: the target's trip, seat and day, the origin's tag, the pick-up time and order
 * on the target (`pickUpsOnto`); code and money stay. One `moved` log line and one transfer row per ticket; the
 * clerk's holds on the target end.
 */
function moveTickets(request: Request, from: Trip, to: Trip, tickets: Ticket[], seats: Seat[], sid: string) {
  const user = db.users.find(validSession(bearerOf(request))!.userId)
  const now = Date.now()
  const transfers: TripTransfer[] = []
  const pickUps = pickUpsOnto(from, to, tickets)
  const moved = tickets.map((before, i) => {
    const seat = seats[i]!
    const after = db.tickets.update(before.id, {
      trip_id: to.id,
      seat_id: seat.id,
      seat_code: seat.code,
      seat_type: seat.type,
      departure_date: to.plan_date,
      moved_from_trip_id: from.id,
      moved_from_trip_name: from.name,
      // another day: the old day's pick-up is gone
      ...(to.plan_date === before.departure_date ? {} : pickUpResetFor(request, before)),
      ...pickUps.fields.get(before.id),
    })!
    logTicket(request, 'moved', after, before)
    transfers.push(
      db.tripTransfers.insert({
        ticket_id: after.id,
        ticket_code: after.code,
        customer_name: after.customer_name,
        from_trip_id: from.id,
        from_trip_name: from.name,
        from_seat_code: before.seat_code,
        to_trip_id: to.id,
        to_trip_name: to.name,
        to_seat_code: seat.code,
        user_id: user?.id ?? null,
        user_name: user?.fullname ?? null,
        moved_at: vnIsoAt(now),
      }),
    )
    return after
  })
  for (const { ticket, pick_order } of pickUps.renumbered)
    logTicket(request, 'updated', db.tickets.update(ticket.id, { pick_order })!, ticket)
  releaseHolds((hold) => hold.trip_id === to.id && hold.sid === sid)
  return { moved, transfers }
}

/** Every other clerk's seat maps, lists and the two trips' details refresh. */
function announce(request: Request, from: Trip, to: Trip, moved: Ticket[]) {
  const ids = moved.map((k) => k.id)
  emit(SOCKET_EVENTS.ticketCreateOrUpdate, { ids, trip_id: to.id }, senderOf(request))
  emit(SOCKET_EVENTS.ticketCreateOrUpdate, { ids, trip_id: from.id }, senderOf(request))
  announceHolds(to.id, request)
}

/** Runs a confirmation once per key: a repeat answers the first result; a refusal is not remembered. */
function once(
  userId: number,
  endpoint: 'transfer' | 'split' | 'merge',
  rawKey: unknown,
  run: () => MoveAnswer,
): { answer: MoveAnswer; repeat: boolean } {
  const key = keyOf(userId, endpoint, String(rawKey ?? ''))
  const first = runtime.saleKeys.get(key) as MoveAnswer | undefined
  if (first) return { answer: first, repeat: true }
  const answer = run()
  runtime.saleKeys.set(key, answer)
  return { answer, repeat: false }
}

export const ticketMoveHandlers = [
  // Passengers of one trip onto chosen seats of another (this day or another, the same direction).
  http.post(
    `*${BOOKING_API.move.transfer}`,
    safe(async ({ request }) => {
      const { user, sid } = clerkOf(request)
      const body = await readJson(request)
      // ---- from here on nothing awaits: two moves onto one seat cannot interleave ----
      let from: Trip | undefined
      const { answer, repeat } = once(user.id, 'transfer', body.idempotency_key, () => {
        const values = parseWrite(request, transferWriteSchema, body, 'move')
        from = tripOf(request, values.from_trip_id)
        const to = tripOf(request, values.to_trip_id)
        assertTrips(request, from, to)
        const tickets = ticketsOf(request, from, values.tickets)
        assertRoom(request, to, tickets.length, sid)
        const seats = assertSeatsFree(request, to, values.seat_ids)
        const { moved, transfers } = moveTickets(request, from, to, tickets, seats, sid)
        return { tickets: moved, trip: to, transfers }
      })
      if (!repeat && from) announce(request, from, answer.trip, answer.tickets)
      return ok(answer, say(request, 'moved', String(answer.tickets.length), answer.trip.name))
    }),
  ),
  // A new trip of the same day and direction with another car and driver, and the passengers moved onto it.
  http.post(
    `*${BOOKING_API.move.split}`,
    safe(async ({ request }) => {
      const { user, sid } = clerkOf(request)
      // the split creates a trip: the roster's right to create one as well
      requirePermission(request, tripContract.writes.create)
      const body = await readJson(request)
      let from: Trip | undefined
      const { answer, repeat } = once(user.id, 'split', body.idempotency_key, () => {
        const values = parseWrite(request, splitWriteSchema, body, 'move')
        from = tripOf(request, values.from_trip_id)
        if (!tripOpenForSale(from.status)) throw new ApiError(409, say(request, 'tripClosed', from.name))
        const tickets = ticketsOf(request, from, values.tickets)
        // the trip's own rules (README "Trips"): car and driver usable and free at that time
        const trip = tripRules(
          request,
          {
            map_detail_id: from.map_detail_id,
            plan_date: from.plan_date,
            departure_time: values.departure_time,
            return_time: values.return_time,
            car_id: values.car_id,
            user_id: values.user_id,
            note: values.note,
            is_heighway: from.is_heighway,
            is_madagui: from.is_madagui,
            is_contract: false,
            contract_type: null,
            contract_price: null,
            pick_place: null,
            drop_place: null,
          },
          undefined,
        )
        const car = db.cars.find(values.car_id)!
        const type = db.vehicleTypes.find(car.vehicle_type_id)
        const seats = type && landingSeats(tickets, freeSeats(seatsOf(type.diagram), [], []))
        if (!seats) throw new ApiError(409, rule(request, 'noRoom'))
        const to = db.trips.insert({
          ...trip,
          status: TRIP_STATUS.new,
          sent_to_driver_at: null,
          reason: null,
          ...noTripMoney(),
        } as unknown as Omit<Trip, 'id' | 'version'>)
        const { moved, transfers } = moveTickets(request, from, to, tickets, seats, sid)
        return { tickets: moved, trip: to, transfers }
      })
      if (!repeat && from) {
        emitChanged(tripContract.group, 'created', [answer.trip.id], request)
        announce(request, from, answer.trip, answer.tickets)
      }
      return ok(answer, say(request, 'moved', String(answer.tickets.length), answer.trip.name))
    }),
  ),
  // Every passenger of another trip onto this one; the emptied trip is cancelled and its goods come along.
  http.post(
    `*${BOOKING_API.move.merge}`,
    safe(async ({ request }) => {
      const { user, sid } = clerkOf(request)
      const body = await readJson(request)
      let from: Trip | undefined
      const goods: number[] = []
      const { answer, repeat } = once(user.id, 'merge', body.idempotency_key, () => {
        const values = parseWrite(request, mergeWriteSchema, body, 'move')
        from = tripOf(request, values.from_trip_id)
        const to = tripOf(request, values.to_trip_id)
        if (!MERGEABLE_TRIP_STATUSES.includes(from.status))
          throw new ApiError(409, say(request, 'notMergeable', from.name))
        if (from.version !== values.from_version) throw new ApiError(409, t(request, 'staleWrite'))
        assertTrips(request, from, to)
        const tickets = ticketsOf(request, from, values.tickets)
        const live = db.tickets.filter((k) => k.trip_id === from!.id && !k.deleted_at)
        // all or nothing: the merge moves exactly the trip's passengers as the clerk saw them
        if (live.length !== tickets.length) throw new ApiError(409, say(request, 'tripChanged', from.name))
        assertRoom(request, to, tickets.length, sid)
        const seats = assertSeatsFree(request, to, values.seat_ids)
        const { moved, transfers } = moveTickets(request, from, to, tickets, seats, sid)
        db.trips.update(from.id, {
          status: TRIP_STATUS.cancelled,
          reason: say(request, 'mergedReason', to.name, displayDate(to.plan_date)),
        })
        for (const order of db.shippingOrders.filter((o) => o.trip_id === from!.id)) {
          const next = db.shippingOrders.update(order.id, { trip_id: to.id })!
          logParcel(request, 'merged', next, order.status, next.status, next.sending_office_id)
          goods.push(next.id)
        }
        return { tickets: moved, trip: to, transfers }
      })
      if (!repeat && from) {
        emitChanged(tripContract.group, 'updated', [from.id, answer.trip.id], request)
        if (goods.length) emitChanged('shipping', 'updated', goods, request)
        announce(request, from, answer.trip, answer.tickets)
      }
      return ok(answer, say(request, 'moved', String(answer.tickets.length), answer.trip.name))
    }),
  ),
]
