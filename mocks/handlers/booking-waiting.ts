/** Waiting bookings (/booking-waiting): list, create, edit, cancel, open, delete, export, and the web-booking control. */
import { http } from 'msw'
import type { z } from 'zod'
import { TICKET_SOURCE, WAITING_BOOKING_STATUS } from '../../src/api/contracts/booking.ts'
import { bookingWaitingContract } from '../../src/api/contracts/groups.ts'
import { directionPlaces } from '../../src/api/contracts/maps.ts'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import { API, MOCK_CONTROL } from '../../src/api/paths.ts'
import {
  cancelWriteSchema,
  waitingBookingWriteSchema,
  withoutUnusedPickUp,
  type NewestBooking,
  type WaitingBooking,
} from '../../src/api/schemas/booking.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import viBooking from '../../src/i18n/locales/vi/booking.ts'
import enBooking from '../../src/i18n/locales/en/booking.ts'
import { SOCKET_EVENTS } from '../../src/realtime/events.ts'
import { customerWithPhone, db } from '../db/index.ts'
import { addDays, vnIsoAt, vnToday } from '../db/time.ts'
import { emit, emitChanged } from '../realtime.ts'
import { crud, type ExportColumn } from './crud.ts'
import { directionOf } from './trips.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  envelope,
  langOf,
  normalise,
  ok,
  parseIds,
  readJson,
  requirePermission,
  safe,
  t,
  type Lang,
} from './util.ts'
import { parseWrite } from './validate.ts'

type WaitingValues = z.output<typeof waitingBookingWriteSchema>
type Action = 'edit' | 'cancel' | 'delete'

const words = (lang: Lang) => (lang === 'vi' ? viBooking : enBooking)
const ACTIONS = BOOKING_API.waiting

/** A usable direction: it exists and its route is active. */
const usableDirection = (id: number) => {
  const direction = directionOf(id)
  return direction && direction.map.status === 1 ? direction : undefined
}

/** Only a waiting booking (status 0) may be edited, cancelled or deleted. */
function assertWaiting(request: Request, row: WaitingBooking, action: Action): void {
  if (row.status === WAITING_BOOKING_STATUS.waiting) return
  const w = words(langOf(request)).waitingRules
  throw new ApiError(400, w.notWaiting.replace('{{0}}', row.code).replace('{{1}}', w[action]))
}

let lastCode = 0
/** DECISIONS #14: unique for ever (from the clock, never reused after a delete), upper case, at most 12 characters. */
export function nextCode(): string {
  let code: string
  do {
    lastCode = Math.max(Date.now(), lastCode + 1)
    code = `DC${lastCode.toString(36).toUpperCase()}`
  } while (db.waitingBookings.findBy((b) => b.code === code))
  return code
}

/**
 * A waiting booking of one ticket for `customer` on a direction and a day, nothing else asked yet (no pick-up, no
 * drop-off, no money, no note): a booking from the website or a row of the customers' import.
 */
export function oneTicketBooking(
  customer: { id: number; fullname: string; phone: string },
  direction: { id: number; name: string },
  departure_date: string,
) {
  const [from, to] = directionPlaces(direction.name)
  return {
    code: nextCode(),
    customer_id: customer.id,
    customer_name: customer.fullname,
    phone: customer.phone,
    map_detail_id: direction.id,
    departure_point: from,
    destination_point: to,
    departure_date,
    return_date: null,
    preferred_time: null,
    number_ticket: 1,
    price: 0,
    surcharge: 0,
    is_paid: false,
    form: 0,
    pick_type: 0,
    pick_address: null,
    pick_fee: 0,
    drop_type: 0,
    drop_address: null,
    drop_fee: 0,
    seat_type: 5,
    is_madagui: false,
    is_outside: false,
    note: null,
    reason_cancel: null,
    reason_note: null,
  } as const
}

/** The customer record with that phone, if any. */
const customerIdOf = (phone: string) => customerWithPhone(phone)?.id ?? null

function waitingRules(request: Request, values: WaitingValues, existing: WaitingBooking | undefined) {
  if (existing) assertWaiting(request, existing, 'edit')
  assertValid(request, {
    map_detail_id: usableDirection(values.map_detail_id)
      ? []
      : [words(langOf(request)).waitingRules.directionNotFound],
  })
  const extra = { customer_id: customerIdOf(values.phone) }
  values = withoutUnusedPickUp(values)
  if (existing) return { ...values, ...extra } as WaitingValues
  const now = vnIsoAt()
  const clerk = requirePermission(request, bookingWaitingContract.writes.create)
  // a clerk typed it: it is not new
  return {
    ...values,
    ...extra,
    code: nextCode(),
    booking_at: now,
    employee_id: clerk.id,
    status: WAITING_BOOKING_STATUS.waiting,
    opened_at: now,
  } as WaitingValues
}

/**
 * New ones first, the newest on top (a booking that just arrived is the first row, not below older new ones);
 * then the opened ones by departure day and booking time.
 */
const byArrival = (a: WaitingBooking, b: WaitingBooking) => {
  const fresh = a.opened_at == null
  if (fresh !== (b.opened_at == null)) return fresh ? -1 : 1
  if (fresh) return b.booking_at.localeCompare(a.booking_at) || b.id - a.id
  return (
    a.departure_date.localeCompare(b.departure_date) ||
    a.booking_at.localeCompare(b.booking_at) ||
    a.id - b.id
  )
}

/**
 * The list's own filters: `q` (name, code, or phone by its digits), `status` (default: waiting), `new=1`, `date`
 * (the departure day).
 * `q` is taken out of the query once applied here, so the generic all-fields search does not apply it again
 * (it would miss a phone typed with dots).
 */
function waitingFilter(rows: WaitingBooking[], filters: Record<string, string>): WaitingBooking[] {
  const q = filters.q?.trim()
  delete filters.q
  const status = filters.status === undefined ? WAITING_BOOKING_STATUS.waiting : Number(filters.status)
  let out = rows.filter((b) => b.status === status)
  if (filters.new === '1' || filters.new === 'true') out = out.filter((b) => b.opened_at == null)
  const date = filters.date
  delete filters.date
  if (date) out = out.filter((b) => b.departure_date === date)
  if (q) {
    const needle = normalise(q)
    const digits = phoneDigits(q).replace(/\D/g, '')
    out = out.filter(
      (b) =>
        normalise(b.customer_name).includes(needle) ||
        normalise(b.code).includes(needle) ||
        (digits.length >= 3 && b.phone.includes(digits)),
    )
  }
  return out.sort(byArrival)
}

const directionName = (id: number) => directionOf(id)?.entry.name ?? null

/** The list's columns as it shows them; headers are the form's field labels. */
const EXPORT_COLUMNS: Array<ExportColumn<WaitingBooking>> = [
  { key: 'code', value: (r) => r.code },
  { key: 'customer_name', value: (r) => r.customer_name },
  { key: 'phone', value: (r) => r.phone },
  { key: 'map_detail_id', value: (r) => directionName(r.map_detail_id) },
  { key: 'departure_date', value: (r) => displayDate(r.departure_date) },
  { key: 'return_date', value: (r) => (r.return_date ? displayDate(r.return_date) : null) },
  { key: 'preferred_time', value: (r) => r.preferred_time ?? null },
  { key: 'number_ticket', value: (r) => r.number_ticket },
  { key: 'form', value: (r, lang) => words(lang).form[r.form as 0 | 1] },
  { key: 'pick_type', value: (r, lang) => words(lang).pickType[r.pick_type as 0 | 1 | 2] },
  { key: 'pick_address', value: (r) => r.pick_address ?? null },
  { key: 'source', value: (r, lang) => words(lang).source[r.source as 0 | 1 | 2 | 3] },
  { key: 'is_paid', value: (r, lang) => words(lang).paid[String(r.is_paid) as 'true'] },
  {
    key: 'status',
    value: (r, lang) => words(lang).waitingStatus[r.status as 0 | 1 | 2],
  },
  { key: 'note', value: (r) => r.note ?? null },
]

/** POST …/cancel { id, version, reason_cancel, reason_note? } */
const cancel = http.post(
  `*${ACTIONS.cancel}`,
  safe(async ({ request }) => {
    requirePermission(request, bookingWaitingContract.writes.update)
    const body = await readJson(request)
    const row = db.waitingBookings.find(Number(body.id))
    if (!row) throw new ApiError(404, t(request, 'notFound'))
    const values = parseWrite(request, cancelWriteSchema, body, 'booking')
    // what the booking became (put on a car, cancelled) is said before that it changed
    assertWaiting(request, row, 'cancel')
    if (values.version !== row.version) throw new ApiError(409, t(request, 'staleWrite'))
    const next = db.waitingBookings.update(row.id, {
      status: WAITING_BOOKING_STATUS.cancelled,
      reason_cancel: values.reason_cancel,
      reason_note: values.reason_cancel === 'other' ? values.reason_note : null,
    })!
    emitChanged(bookingWaitingContract.group, 'updated', [row.id], request)
    return ok(next, t(request, 'updated'))
  }),
)

/** POST …/open { id }: a clerk opened it, it is no longer new. Not an edit: the version stays. Idempotent. */
const open = http.post(
  `*${ACTIONS.open}`,
  safe(async ({ request }) => {
    requirePermission(request, bookingWaitingContract.permission)
    const body = await readJson(request)
    const row = db.waitingBookings.find(Number(body.id))
    if (!row) throw new ApiError(404, t(request, 'notFound'))
    if (row.opened_at != null) return ok(row)
    const next = db.waitingBookings.update(row.id, { opened_at: vnIsoAt() }, { keepVersion: true })!
    emitChanged(bookingWaitingContract.group, 'updated', [row.id], request)
    return ok(next)
  }),
)

/** A delete of anything but a waiting booking is refused; otherwise (and without the code) the crud's delete answers. */
const refuseDelete = http.delete(`*${API.bookingWaiting}/:ids`, ({ request, params }) => {
  const settled = parseIds(params.ids)
    .map((id) => db.waitingBookings.find(id))
    .find((row) => row && row.status !== WAITING_BOOKING_STATUS.waiting)
  if (!settled) return undefined
  try {
    requirePermission(request, bookingWaitingContract.writes.delete)
    assertWaiting(request, settled, 'delete')
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return envelope(400, error.message, null)
  }
  return undefined
})

/**
 * POST /__mock/web-booking: a waiting booking arrives as if from the website (source web, not opened yet).
 * The body's fields override a seeded customer, a usable direction and tomorrow. Guarded like every control.
 */
const webBooking = http.post(`*${MOCK_CONTROL.webBooking}`, async ({ request }) => {
  const body = await readJson(request).catch(() => ({}) as Record<string, unknown>)
  const customer = db.customers.all()[0]
  const direction =
    usableDirection(Number(body.map_detail_id))?.entry ??
    db.maps
      .all()
      .filter((m) => m.status === 1)
      .flatMap((m) => m.details.map((d) => d.forward))[0]
  const now = vnIsoAt()
  const row = db.waitingBookings.insert({
    ...oneTicketBooking(customer, direction, addDays(vnToday(), 1)),
    employee_id: null,
    source: TICKET_SOURCE.web,
    ...(body as Partial<WaitingBooking>),
    map_detail_id: direction.id,
    booking_at: now,
    status: WAITING_BOOKING_STATUS.waiting,
    opened_at: null,
  })
  if (body.phone !== undefined && body.customer_id === undefined)
    db.waitingBookings.update(row.id, { customer_id: customerIdOf(row.phone) }, { keepVersion: true })
  const stored = db.waitingBookings.find(row.id)!
  emitChanged(bookingWaitingContract.group, 'created', [row.id])
  const newest: NewestBooking = {
    id: stored.id,
    code: stored.code,
    customer_name: stored.customer_name,
    phone: stored.phone,
    departure_date: stored.departure_date,
    map_detail_id: stored.map_detail_id,
    direction: directionName(stored.map_detail_id) ?? '',
  }
  emit(SOCKET_EVENTS.newestBooking, newest)
  return ok(stored)
})

export const bookingWaitingHandlers = [
  webBooking,
  cancel,
  open,
  refuseDelete,
  ...crud({
    contract: bookingWaitingContract,
    write: waitingBookingWriteSchema,
    rows: () => db.waitingBookings,
    readCodes: [bookingWaitingContract.permission, 'booking.import_customer'],
    defaults: () => ({
      price: 0,
      surcharge: 0,
      pick_fee: 0,
      drop_fee: 0,
      is_paid: false,
      is_madagui: false,
      is_outside: false,
      source: TICKET_SOURCE.admin,
      reason_cancel: null,
      reason_note: null,
    }),
    rules: waitingRules,
    filter: waitingFilter,
    exportExcel: {
      code: bookingWaitingContract.permission,
      sheet: { vi: viBooking.list.title, en: enBooking.list.title },
      filename: 've-cho-xep-xe',
      columns: EXPORT_COLUMNS,
    },
  }),
]
