/**
 * The pick-up lists (README "The backend contract"): a day's guests to pick up, to the station by a motorbike
 * driver (motor-pick) or at home by the trip's driver; giving guests to a motorbike driver, the pick order,
 * the status moves of DECISIONS #7, arrival and fees. Opened by any code of the booking menu group
 * (DECISIONS #2), as the menu and the route guard do.
 */
import { http } from 'msw'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import { TRIP_CLOSED_STATUSES, type TripStatus } from '../../src/api/contracts/trips.ts'
import {
  byPickOrder,
  MOTOR_PICK_STATUS,
  motorPickReassignable,
  nextMotorPickStatuses,
  nextPickStatuses,
  PICK_STATUS,
  PICK_TYPE_OF_MODE,
  type PickUpMode,
} from '../../src/api/contracts/pickup.ts'
import type { Ticket } from '../../src/api/schemas/booking.ts'
import {
  arrivalWriteSchema,
  motorPickAssignWriteSchema,
  motorPickStatusWriteSchema,
  pickFeeWriteSchema,
  pickOrderWriteSchema,
  pickStatusWriteSchema,
  pickUpQuerySchema,
  type MotorPick,
  type Picker,
  type PickUpGuest,
} from '../../src/api/schemas/pickup.ts'
import type { Trip } from '../../src/api/schemas/trips.ts'
import viPickup from '../../src/i18n/locales/vi/pickup.ts'
import enPickup from '../../src/i18n/locales/en/pickup.ts'
import viBooking from '../../src/i18n/locales/vi/booking.ts'
import enBooking from '../../src/i18n/locales/en/booking.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { SOCKET_EVENTS } from '../../src/realtime/events.ts'
import { messageCatalogue } from '../catalogues.ts'
import { db } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emit, senderOf } from '../realtime.ts'
import { logTicket } from './ticket-log.ts'
import { ApiError, langOf, ok, param, readJson, requirePermission, safe, t } from './util.ts'
import { parseWrite } from './validate.ts'

const PATHS = BOOKING_API.pickUp
/** DECISIONS #2: the pick-up lists have no code of their own; any code of the booking group reads them. */
const CODES = menuGroupCodes('booking')
/** A change touches the ticket (pick_fee is part of its total): only the selling code writes (rule 6). */
const WRITE: PermissionCode = 'booking.import_customer'

type RuleKey = keyof typeof viPickup.validation

/** A rule message of the pickup namespace, `{{0}}`… filled, in the request's language. */
function say(request: Request, key: RuleKey, ...args: Array<string | number>): string {
  const template = messageCatalogue(langOf(request), 'pickup').messages?.[key] ?? key
  return template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => String(args[Number(i)] ?? ''))
}

const refused = (request: Request, field: string, message: string) =>
  new ApiError(422, t(request, 'invalidData'), { [field]: [message] })

/** A status as the screens write it ("Đã đón"), in the request's language. */
function statusWord(request: Request, kind: 'pickStatus' | 'motorStatus', status: number): string {
  const en = langOf(request) === 'en'
  const words: Record<number, string> =
    kind === 'pickStatus' ? (en ? enBooking : viBooking).pickStatus : (en ? enPickup : viPickup).motorStatus
  return words[status] ?? String(status)
}

const pickerOf = (userId: number | null | undefined): Picker | null => {
  const user = userId ? db.users.find(userId) : undefined
  return user ? { id: user.id, fullname: user.fullname, phone: user.phone ?? null } : null
}

const motorPickOf = (ticketId: number) => db.motorPicks.findBy((m) => m.ticket_id === ticketId)

/** The list's mode a ticket belongs to, if any (its pick-up form, DECISIONS #19). */
const modeOf = (ticket: Ticket): PickUpMode | null =>
  ticket.pick_type === PICK_TYPE_OF_MODE.station
    ? 'station'
    : ticket.pick_type === PICK_TYPE_OF_MODE.home
      ? 'home'
      : null

/**
 * A ticket of a pick-up list that may still change: not cancelled, asking for that pick-up (`mode`, or either),
 * on a trip that is not finished, cancelled or broken down.
 */
function pickable(request: Request, ticketId: number, mode?: PickUpMode): { ticket: Ticket; trip: Trip } {
  const ticket = db.tickets.find(ticketId)
  if (!ticket) throw new ApiError(404, t(request, 'notFound'))
  if (ticket.deleted_at) throw new ApiError(409, say(request, 'ticketGone', ticket.code))
  const own = modeOf(ticket)
  if (!own || (mode && own !== mode)) throw new ApiError(409, say(request, 'notInList', ticket.code))
  const trip = db.trips.find(ticket.trip_id)
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  if (TRIP_CLOSED_STATUSES.includes(trip.status as TripStatus))
    throw new ApiError(409, say(request, 'tripClosed', trip.name))
  return { ticket, trip }
}

/** Who picks a guest up: its motorbike driver (station) or its trip's driver (home); the group ordered together. */
const pickerKey = (ticket: Ticket): string => {
  if (ticket.pick_type === PICK_TYPE_OF_MODE.home) return `trip:${ticket.trip_id}`
  const pick = motorPickOf(ticket.id)
  return pick && pick.status !== MOTOR_PICK_STATUS.cancel
    ? `driver:${pick.motorbike_driver_id}:${ticket.departure_date}`
    : 'nobody'
}

function guestRow(ticket: Ticket, trip: Trip, mode: PickUpMode): PickUpGuest {
  const pick = mode === 'station' ? motorPickOf(ticket.id) : undefined
  return {
    ticket_id: ticket.id,
    version: ticket.version,
    code: ticket.code,
    customer_name: ticket.customer_name,
    phone: ticket.phone,
    pick_address: ticket.pick_address ?? null,
    pick_time: ticket.pick_time ?? null,
    pick_fee: ticket.pick_fee,
    pick_status: ticket.pick_status,
    is_arrived: ticket.is_arrived,
    trip: {
      id: trip.id,
      name: trip.name,
      departure_time: trip.departure_time,
      map_detail_id: trip.map_detail_id,
    },
    seat_code: ticket.seat_code,
    // a cancelled motorbike pick-up has no picker: off the driver's run sheet and fee total, to be given again
    picker:
      mode === 'station'
        ? pickerOf(pick?.status === MOTOR_PICK_STATUS.cancel ? undefined : pick?.motorbike_driver_id)
        : pickerOf(trip.user_id),
    pick_order: (mode === 'station' ? pick?.pick_order : ticket.pick_order) ?? null,
    motor_pick: pick ? { id: pick.id, version: pick.version, status: pick.status } : null,
  }
}

/** The guests of a day's trips (a cancelled trip has none) asking for the mode's pick-up. */
function guestsOf(date: string, mode: PickUpMode, tripId?: number, direction?: number): PickUpGuest[] {
  const rows: PickUpGuest[] = []
  for (const ticket of db.tickets.all()) {
    if (ticket.deleted_at || ticket.pick_type !== PICK_TYPE_OF_MODE[mode]) continue
    const trip = db.trips.find(ticket.trip_id)
    if (!trip || trip.plan_date !== date || trip.status === 5) continue
    if (tripId && trip.id !== tripId) continue
    if (direction && trip.map_detail_id !== direction) continue
    rows.push(guestRow(ticket, trip, mode))
  }
  return rows.sort(
    (a, b) =>
      (a.picker?.fullname ?? '\uffff').localeCompare(b.picker?.fullname ?? '\uffff', 'vi') ||
      (mode === 'home' ? a.trip.departure_time.localeCompare(b.trip.departure_time) : 0) ||
      byPickOrder(a, b),
  )
}

/** Saves a ticket's change, writes its log and tells every other clerk. */
function commitTicket(request: Request, before: Ticket, patch: Partial<Ticket>): Ticket {
  const saved = db.tickets.update(before.id, patch)!
  logTicket(request, 'updated', saved, before)
  emit(SOCKET_EVENTS.ticketCreateOrUpdate, { ids: [saved.id], trip_id: saved.trip_id }, senderOf(request))
  return saved
}

const motorChanged = (request: Request, ids: number[], date: string) =>
  emit(SOCKET_EVENTS.motorPickChanged, { ids, date }, senderOf(request))

/** The next pick order of a motorbike driver's guests on a day (a cancelled pick-up or ticket holds none). */
function nextOrder(driverId: number, date: string): number {
  const orders = db.motorPicks
    .filter((m) => m.motorbike_driver_id === driverId && m.status !== MOTOR_PICK_STATUS.cancel)
    .filter((m) => {
      const ticket = db.tickets.find(m.ticket_id)
      return !!ticket && !ticket.deleted_at && ticket.departure_date === date
    })
    .map((m) => m.pick_order ?? 0)
  return Math.max(0, ...orders) + 1
}

/**
 * A ticket left its pick-up (cancelled, sent back to the waiting list): its motorbike pick-up not yet done is
 * cancelled, off the driver's run sheet and fee total, and every other clerk's lists refresh.
 */
export function cancelPickUpOf(request: Request, ticket: Ticket): void {
  const pick = motorPickOf(ticket.id)
  if (!pick || pick.status === MOTOR_PICK_STATUS.cancel || pick.status === MOTOR_PICK_STATUS.complete) return
  db.motorPicks.update(pick.id, { status: MOTOR_PICK_STATUS.cancel })
  motorChanged(request, [ticket.id], ticket.departure_date)
}

/**
 * Guests moved from `from` onto `to` (a transfer, a split, a merge). Each pick-up time keeps its lead on the
 * departure, now the new trip's: picked up at 05:30 for the 06:00 bus, at 21:30 for the 22:00 one. Where the new
 * trip's driver has an order the clerk set, the guests he picks up at home join it by their pick-up time;
 * without one his list goes by time. Gives each moved ticket's pick-up fields, and the new trip's guests whose
 * place in the order changed.
 */
export function pickUpsOnto(from: Trip, to: Trip, moved: readonly Ticket[]) {
  const fields = new Map<number, Pick<Ticket, 'pick_time' | 'pick_order'>>()
  const shift = Date.parse(to.departure_time) - Date.parse(from.departure_time)
  for (const ticket of moved)
    fields.set(ticket.id, {
      pick_time: ticket.pick_time ? vnIsoAt(Date.parse(ticket.pick_time) + shift) : null,
      pick_order: null,
    })
  const renumbered: Array<{ ticket: Ticket; pick_order: number }> = []
  const atHome = (ticket: Ticket) => ticket.pick_type === PICK_TYPE_OF_MODE.home
  const order = db.tickets
    .filter((k) => k.trip_id === to.id && !k.deleted_at && atHome(k) && k.pick_order != null)
    .filter((k) => !fields.has(k.id))
    .sort((a, b) => a.pick_order! - b.pick_order!)
  if (order.length === 0) return { fields, renumbered }
  // a guest without a pick-up time goes last
  const timeOf = (ticket: Ticket) => (fields.get(ticket.id) ?? ticket).pick_time ?? '\uffff'
  for (const ticket of moved.filter(atHome).sort((a, b) => timeOf(a).localeCompare(timeOf(b)))) {
    const later = order.findIndex((k) => timeOf(k) > timeOf(ticket))
    order.splice(later === -1 ? order.length : later, 0, ticket)
  }
  order.forEach((ticket, i) => {
    const own = fields.get(ticket.id)
    if (own) own.pick_order = i + 1
    else if (ticket.pick_order !== i + 1) renumbered.push({ ticket, pick_order: i + 1 })
  })
  return { fields, renumbered }
}

/**
 * A ticket moved to a trip of another day: the pick-up of the old day is gone (its motorbike pick-up removed,
 * pick status, arrival and pick order back to their start), to be given again for the new day.
 */
export function pickUpResetFor(request: Request, ticket: Ticket): Partial<Ticket> {
  const pick = motorPickOf(ticket.id)
  if (pick) {
    db.motorPicks.remove([pick.id])
    motorChanged(request, [ticket.id], ticket.departure_date)
  }
  return { pick_status: PICK_STATUS.waiting, is_arrived: 0, pick_order: null }
}

export const motorPickHandlers = [
  http.get(
    `*${PATHS.guests}`,
    safe(({ request }) => {
      requirePermission(request, CODES)
      const params = Object.fromEntries(new URL(request.url).searchParams)
      const query = parseWrite(
        request,
        pickUpQuerySchema,
        {
          ...params,
          trip_id: params.trip_id ? Number(params.trip_id) : undefined,
          map_detail_id: params.map_detail_id ? Number(params.map_detail_id) : undefined,
        },
        'pickup',
      )
      return ok({
        date: query.date,
        mode: query.mode,
        guests: guestsOf(query.date, query.mode, query.trip_id, query.map_detail_id),
      })
    }),
  ),
  // The motorbike drivers a guest may be given to: active accounts marked as motorbike drivers.
  http.get(
    `*${PATHS.drivers}`,
    safe(({ request }) => {
      requirePermission(request, CODES)
      const drivers = db.users
        .filter((u) => !!u.is_motorbike_driver && u.status === 1)
        .map((u) => pickerOf(u.id)!)
        .sort((a, b) => a.fullname.localeCompare(b.fullname, 'vi'))
      return ok(drivers)
    }),
  ),
  // Give one or many guests to a motorbike driver; a guest already picked up or brought keeps theirs.
  http.post(
    `*${PATHS.assign}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITE)
      const body = await readJson(request)
      const { ticket_ids, motorbike_driver_id } = parseWrite(
        request,
        motorPickAssignWriteSchema,
        body,
        'pickup',
      )
      const driver = db.users.find(motorbike_driver_id)
      if (!driver?.is_motorbike_driver)
        throw refused(request, 'motorbike_driver_id', say(request, 'notMotorbikeDriver'))
      if (driver.status !== 1)
        throw refused(request, 'motorbike_driver_id', say(request, 'driverInactive', driver.fullname))
      // every guest is checked before any is given: all or none
      const tickets = ticket_ids.map((id) => pickable(request, id, 'station').ticket)
      for (const ticket of tickets) {
        const pick = motorPickOf(ticket.id)
        if (pick && pick.motorbike_driver_id !== driver.id && !motorPickReassignable(pick.status))
          throw new ApiError(
            409,
            say(request, 'alreadyPicking', ticket.code, statusWord(request, 'motorStatus', pick.status)),
          )
      }
      const saved: MotorPick[] = []
      for (const ticket of tickets) {
        const pick = motorPickOf(ticket.id)
        if (pick?.motorbike_driver_id === driver.id && pick.status !== 3) {
          saved.push(pick)
          continue
        }
        const values = {
          motorbike_driver_id: driver.id,
          status: 0,
          fee: ticket.pick_fee,
          pick_order: nextOrder(driver.id, ticket.departure_date),
        }
        saved.push(
          pick
            ? db.motorPicks.update(pick.id, values)!
            : db.motorPicks.insert({ ticket_id: ticket.id, created_at: vnIsoAt(Date.now()), ...values }),
        )
      }
      motorChanged(request, ticket_ids, tickets[0].departure_date)
      return ok(saved, t(request, 'updated'))
    }),
  ),
  // The motorbike driver no longer picks that guest up (before the pick-up starts, or after a cancel).
  http.delete(
    `*${PATHS.remove}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, WRITE)
      const pick = db.motorPicks.find(Number(param(params.id)))
      if (!pick) throw new ApiError(404, t(request, 'notFound'))
      // a cancelled ticket's pick-up is removed whatever its trip and status
      const gone = db.tickets.find(pick.ticket_id)
      const ticket = gone?.deleted_at ? gone : pickable(request, pick.ticket_id, 'station').ticket
      if (!ticket.deleted_at && !motorPickReassignable(pick.status))
        throw new ApiError(
          409,
          say(request, 'alreadyPicking', ticket.code, statusWord(request, 'motorStatus', pick.status)),
        )
      db.motorPicks.remove([pick.id])
      motorChanged(request, [ticket.id], ticket.departure_date)
      return ok(null, t(request, 'deleted'))
    }),
  ),
  // DECISIONS #7, motor-pick: 0 → 1 → 2; 0 or 1 → 3.
  http.post(
    `*${PATHS.status}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITE)
      const body = await readJson(request)
      const { id, version, status } = parseWrite(request, motorPickStatusWriteSchema, body, 'pickup')
      const pick = db.motorPicks.find(id)
      if (!pick) throw new ApiError(404, t(request, 'notFound'))
      const { ticket } = pickable(request, pick.ticket_id, 'station')
      if (version !== pick.version) throw new ApiError(409, t(request, 'staleWrite'))
      if (!nextMotorPickStatuses(pick.status).includes(status as never))
        throw new ApiError(
          409,
          say(
            request,
            'motorMoveRefused',
            statusWord(request, 'motorStatus', pick.status),
            statusWord(request, 'motorStatus', status),
          ),
        )
      const saved = db.motorPicks.update(pick.id, { status })!
      motorChanged(request, [ticket.id], ticket.departure_date)
      return ok(saved, t(request, 'updated'))
    }),
  ),
  // A picker's guests in a new order: the guests sent take, in the order sent, the places they held among the
  // picker's guests; the others (another trip's, hidden by the screen's filter) keep theirs. Then 1, 2 … n.
  http.post(
    `*${PATHS.order}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITE)
      const body = await readJson(request)
      const { mode, ticket_ids } = parseWrite(request, pickOrderWriteSchema, body, 'pickup')
      const tickets = ticket_ids.map((id) => pickable(request, id, mode).ticket)
      const key = pickerKey(tickets[0])
      if (key === 'nobody' || tickets.some((k) => pickerKey(k) !== key))
        throw refused(request, 'ticket_ids', say(request, 'notSamePicker'))
      const listed = new Set(ticket_ids)
      const sent = [...tickets]
      const ordered = db.tickets
        .filter((k) => !k.deleted_at && modeOf(k) === mode && pickerKey(k) === key)
        .map((k) => guestRow(k, db.trips.find(k.trip_id)!, mode))
        .sort(byPickOrder)
        .map((row) => (listed.has(row.ticket_id) ? sent.shift()! : db.tickets.find(row.ticket_id)!))
      ordered.forEach((ticket, i) => {
        if (mode === 'station') {
          const pick = motorPickOf(ticket.id)!
          if (pick.pick_order !== i + 1) db.motorPicks.update(pick.id, { pick_order: i + 1 })
        } else if (ticket.pick_order !== i + 1) {
          const saved = db.tickets.update(ticket.id, { pick_order: i + 1 })!
          logTicket(request, 'updated', saved, ticket)
        }
      })
      if (mode === 'station') motorChanged(request, ticket_ids, tickets[0].departure_date)
      else
        emit(
          SOCKET_EVENTS.ticketCreateOrUpdate,
          { ids: ordered.map((k) => k.id), trip_id: tickets[0].trip_id },
          senderOf(request),
        )
      return ok(
        ordered.map((k) => k.id),
        t(request, 'updated'),
      )
    }),
  ),
  // One of the passenger pick-up status (DECISIONS #7), the arrival or the pick-up fee of a guest.
  http.post(
    `*${PATHS.updatePick}`,
    safe(async ({ request }) => {
      requirePermission(request, WRITE)
      const body = await readJson(request)
      const schema =
        'pick_status' in body
          ? pickStatusWriteSchema
          : 'is_arrived' in body
            ? arrivalWriteSchema
            : pickFeeWriteSchema
      const { ticket_id, version, ...change } = parseWrite(request, schema, body, 'pickup')
      const { ticket } = pickable(request, ticket_id)
      if (version !== ticket.version) throw new ApiError(409, t(request, 'staleWrite'))
      if ('pick_status' in change && !nextPickStatuses(ticket.pick_status).includes(change.pick_status))
        throw new ApiError(
          409,
          say(
            request,
            'pickMoveRefused',
            statusWord(request, 'pickStatus', ticket.pick_status),
            statusWord(request, 'pickStatus', change.pick_status),
          ),
        )
      const saved = commitTicket(request, ticket, change)
      const pick = 'pick_fee' in change ? motorPickOf(ticket.id) : undefined
      if (pick) {
        db.motorPicks.update(pick.id, { fee: saved.pick_fee })
        motorChanged(request, [ticket.id], ticket.departure_date)
      }
      return ok(saved, t(request, 'updated'))
    }),
  ),
]
