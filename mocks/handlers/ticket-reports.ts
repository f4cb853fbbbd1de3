/**
 * The day's ticket reports (README "The backend contract"): a trip's manifest and its export, the cancelled
 * tickets of a range with their counts per reason and export, and the ticket-history search.
 */
import { http, HttpResponse } from 'msw'
import { CANCEL_REASONS, ticketTotal, type CancelReason } from '../../src/api/contracts/booking.ts'
import { BOOKING_API } from '../../src/api/contracts/booking-paths.ts'
import type { Ticket } from '../../src/api/schemas/booking.ts'
import type {
  CancelledSummary,
  CancelledTicket,
  HistoryTicket,
  TicketTotals,
  TripManifest,
} from '../../src/api/schemas/ticket-reports.ts'
import viBooking from '../../src/i18n/locales/vi/booking.ts'
import enBooking from '../../src/i18n/locales/en/booking.ts'
import viReports from '../../src/i18n/locales/vi/ticketReports.ts'
import enReports from '../../src/i18n/locales/en/ticketReports.ts'
import { formatPhone } from '../../src/lib/format.ts'
import { phoneDigits as typedDigits } from '../../src/lib/phone.ts'
import { db } from '../db/index.ts'
import { addDays, vnDate, vnToday } from '../db/time.ts'
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxCell } from '../xlsx.ts'
import {
  ApiError,
  displayDate,
  isIsoDate,
  langOf,
  normalise,
  ok,
  paginate,
  param,
  parseListQuery,
  requirePermission,
  safe,
  t,
  type Lang,
} from './util.ts'

const PATHS = BOOKING_API.reports
const MANIFEST_READER = 'booking.list-ticket-by-car'
const CANCELLED_READER = 'booking.canceled-tickets'
const HISTORY_READER = 'booking.list_ticket_history'
/** The longest range the cancelled-ticket list covers at once; both ends count, so from + 365 is its last day. */
const MAX_RANGE_DAYS = 366

const words = (lang: Lang) => ({
  booking: lang === 'en' ? enBooking : viBooking,
  reports: lang === 'en' ? enReports : viReports,
})

function xlsx(bytes: Uint8Array, filename: string): Response {
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${filename}.xlsx"`,
      'content-length': String(bytes.byteLength),
    },
  })
}

/** Ascii letters, digits and dashes of a name, for a download name. */
const slug = (s: string) =>
  normalise(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const totalsOf = (tickets: Ticket[]): TicketTotals =>
  tickets.reduce(
    (sum, k) => ({
      passengers: sum.passengers + 1,
      paid: sum.paid + (k.is_paid ? ticketTotal(k) : 0),
      unpaid: sum.unpaid + (k.is_paid ? 0 : ticketTotal(k)),
    }),
    { passengers: 0, paid: 0, unpaid: 0 },
  )

const bySeat = (a: Ticket, b: Ticket) => a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true })

function manifestOf(request: Request, rawId: string): TripManifest {
  const trip = /^\d{1,10}$/.test(rawId) ? db.trips.find(Number(rawId)) : undefined
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
  const driver = trip.user_id === null ? undefined : db.users.find(trip.user_id)
  const tickets = db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at).sort(bySeat)
  return {
    trip: {
      id: trip.id,
      version: trip.version,
      name: trip.name,
      plan_date: trip.plan_date,
      departure_time: trip.departure_time,
      status: trip.status,
      map_detail_id: trip.map_detail_id,
    },
    car: car ? { name: car.name, license_plate: car.license_plate } : null,
    driver: driver ? { fullname: driver.fullname, phone: driver.phone ?? null } : null,
    tickets,
    totals: totalsOf(tickets),
  }
}

// ------------------------------------------------------------------------------------ cancelled tickets

/** The range asked: from and to (YYYY-MM-DD, Ho Chi Minh days), by default the last 7 days to today. */
function rangeOf(request: Request) {
  const params = new URL(request.url).searchParams
  const to = params.get('to') || vnToday()
  const from = params.get('from') || addDays(to, -6)
  const errors: Record<string, string[]> = {}
  if (!isIsoDate(from)) errors.from = [t(request, 'invalidData')]
  if (!isIsoDate(to)) errors.to = [t(request, 'invalidData')]
  if (!errors.from && !errors.to && (from > to || addDays(from, MAX_RANGE_DAYS - 1) < to))
    errors.from = [t(request, 'invalidData')]
  if (Object.keys(errors).length) throw new ApiError(422, t(request, 'invalidData'), errors)
  const direction = params.get('map_detail_id')
  return { from, to, direction: direction ? Number(direction) : null }
}

/** Who cancelled the ticket and when: its last 'cancelled' log line, else its deleted_at (the web, the app). */
function cancellation(ticket: Ticket) {
  const line = db.ticketLogs.filter((l) => l.ticket_id === ticket.id && l.action === 'cancelled').at(-1)
  return { by: line?.user_name ?? null, at: line?.at ?? ticket.deleted_at! }
}

/** Cancelled tickets (not those sent back to the waiting list) cancelled in the range, newest first. */
function cancelledIn(request: Request): CancelledTicket[] {
  const { from, to, direction } = rangeOf(request)
  const rows: CancelledTicket[] = []
  for (const ticket of db.tickets.all()) {
    if (!ticket.deleted_at || !(CANCEL_REASONS as readonly string[]).includes(ticket.reason_cancel ?? ''))
      continue
    const trip = db.trips.find(ticket.trip_id)
    if (!trip || (direction !== null && trip.map_detail_id !== direction)) continue
    const { by, at } = cancellation(ticket)
    const day = vnDate(Date.parse(at))
    if (day < from || day > to) continue
    rows.push({
      id: ticket.id,
      code: ticket.code,
      customer_name: ticket.customer_name,
      phone: ticket.phone,
      trip_id: trip.id,
      trip_name: trip.name,
      departure_time: trip.departure_time,
      seat_code: ticket.seat_code,
      total: ticketTotal(ticket),
      reason_cancel: ticket.reason_cancel as CancelReason,
      reason_note: ticket.reason_note ?? null,
      cancelled_by: by,
      cancelled_at: at,
    })
  }
  return rows.sort((a, b) => Date.parse(b.cancelled_at) - Date.parse(a.cancelled_at) || b.id - a.id)
}

/** A cancel reason in words; "other" says its own text. */
export function reasonText(lang: Lang, reason: CancelReason, note: string | null): string {
  return reason === 'other' && note ? note : words(lang).booking.cancelReason[reason]
}

// -------------------------------------------------------------------------------------- ticket history

/** The digits of a search that is a phone (any spacing, dots, +84), at least three; else null. */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s.+()-]+$/.test(q)) return null
  // a partial "+84 912" is read as "0912" too (the whole number is read by the shared helper)
  const compact = q.replace(/[\s.\-()]/g, '')
  const digits = (compact.startsWith('+84') ? `0${compact.slice(3)}` : typedDigits(q)).replace(/\D/g, '')
  return digits.length >= 3 ? digits : null
}

/** Tickets whose phone holds the digits asked, whose code or passenger's name holds the text; newest first. */
function historyOf(q: string): HistoryTicket[] {
  const digits = phoneDigits(q)
  const needle = normalise(q.trim().replace(/\s+/g, ' '))
  const match = (k: Ticket) =>
    digits
      ? k.phone.includes(digits) || k.code.toLowerCase().includes(digits)
      : normalise(k.code).includes(needle) || normalise(k.customer_name).includes(needle)
  return db.tickets
    .filter(match)
    .sort((a, b) => Date.parse(b.booking_at) - Date.parse(a.booking_at) || b.id - a.id)
    .map((k) => {
      const trip = db.trips.find(k.trip_id)
      return {
        id: k.id,
        code: k.code,
        customer_name: k.customer_name,
        phone: k.phone,
        trip_id: k.trip_id,
        trip_name: trip?.name ?? '',
        departure_time: trip?.departure_time ?? '',
        seat_code: k.seat_code,
        booking_at: k.booking_at,
        deleted_at: k.deleted_at ?? null,
        reason_cancel: k.reason_cancel ?? null,
        reason_note: k.reason_note ?? null,
      }
    })
}

/** "DD/MM/YYYY HH:mm" of an ISO time stored with +07:00. */
const clock = (iso: string) => `${displayDate(iso.slice(0, 10))} ${iso.slice(11, 16)}`

export const ticketReportHandlers = [
  // A trip's manifest: the trip, its car and driver, its live tickets by seat, the totals.
  http.get(
    `*${PATHS.manifest}/:tripId`,
    safe(({ request, params }) => {
      requirePermission(request, MANIFEST_READER)
      return ok(manifestOf(request, param(params.tripId)))
    }),
  ),
  http.get(
    `*${PATHS.manifestExport}/:tripId`,
    safe(({ request, params }) => {
      requirePermission(request, MANIFEST_READER)
      const lang = langOf(request)
      const { booking, reports } = words(lang)
      const m = manifestOf(request, param(params.tripId))
      const c = reports.col
      const rows: XlsxCell[][] = [
        [
          c.seat,
          c.code,
          c.passenger,
          c.phone,
          c.pick,
          c.pickAddress,
          c.drop,
          c.dropAddress,
          c.price,
          c.paid,
          c.note,
        ],
        ...m.tickets.map((k) => [
          k.seat_code,
          k.code,
          k.customer_name,
          formatPhone(k.phone),
          booking.pickType[k.pick_type as 0 | 1 | 2],
          k.pick_address ?? null,
          booking.dropType[k.drop_type as 0 | 1 | 2],
          k.drop_address ?? null,
          ticketTotal(k),
          booking.paid[String(k.is_paid) as 'true' | 'false'],
          k.note ?? null,
        ]),
      ]
      return xlsx(
        writeXlsx(reports.manifest.sheet, rows),
        `${slug(m.trip.name)}-${m.trip.plan_date}`.replace(/^-/, ''),
      )
    }),
  ),
  // Cancelled tickets of the range and direction, a page of them, the newest cancellation first.
  http.get(
    `*${PATHS.cancelled}`,
    safe(({ request }) => {
      requirePermission(request, CANCELLED_READER)
      const query = parseListQuery(request)
      return ok(paginate(cancelledIn(request), { ...query, filters: {}, sortBy: null }))
    }),
  ),
  // Counts per reason over the whole range (not a page).
  http.get(
    `*${PATHS.cancelledSummary}`,
    safe(({ request }) => {
      requirePermission(request, CANCELLED_READER)
      const rows = cancelledIn(request)
      const counts = Object.fromEntries(CANCEL_REASONS.map((r) => [r, 0])) as CancelledSummary['counts']
      for (const row of rows) counts[row.reason_cancel] += 1
      return ok({ total: rows.length, counts } satisfies CancelledSummary)
    }),
  ),
  http.get(
    `*${PATHS.cancelledExport}`,
    safe(({ request }) => {
      requirePermission(request, CANCELLED_READER)
      const lang = langOf(request)
      const { reports } = words(lang)
      const { from, to } = rangeOf(request)
      const c = reports.col
      const rows: XlsxCell[][] = [
        [
          c.code,
          c.passenger,
          c.phone,
          c.trip,
          c.departure,
          c.seat,
          c.price,
          c.reason,
          c.cancelledBy,
          c.cancelledAt,
        ],
        ...cancelledIn(request).map((r) => [
          r.code,
          r.customer_name,
          formatPhone(r.phone),
          r.trip_name,
          clock(r.departure_time),
          r.seat_code,
          r.total,
          reasonText(lang, r.reason_cancel, r.reason_note),
          r.cancelled_by ?? reports.cancelled.byCustomer,
          clock(r.cancelled_at),
        ]),
      ]
      return xlsx(writeXlsx(reports.cancelled.sheet, rows), `ve-da-huy-${from}-${to}`)
    }),
  ),
  // Tickets by phone (digits, any spacing), passenger name or code: newest booking first, a page of them.
  http.get(
    `*${PATHS.history}`,
    safe(({ request }) => {
      requirePermission(request, HISTORY_READER)
      const query = parseListQuery(request)
      const q = (query.filters.q ?? '').trim()
      if (q.length > 100)
        throw new ApiError(422, t(request, 'invalidData'), { q: [t(request, 'invalidData')] })
      if (!q) return ok({ last_page: 1, total: 0, data: [] })
      return ok(paginate(historyOf(q), { ...query, filters: {}, sortBy: null }))
    }),
  ),
]
