/**
 * Customers (/user/customer, `/api/customer/*`): read with `customer` (and by the booking desks), written with
 * `customer.create`, `customer.update`, `customer.delete`.
 *
 * A customer's bookings are the tickets and waiting bookings that name them (`customer_id`) or carry one of their
 * phones (the main one and those of records merged into theirs). Their standing (points, level, trips, the last
 * one) is computed from those tickets on every read, by the app's own rule (src/api/contracts/customer.ts).
 *
 * - Phones are used once among customers (main and other phones alike).
 * - A customer with bookings is not deleted: they are merged into another record (POST merge), which moves their
 *   bookings, phones and wallet to the kept one and logs it on the kept one's page.
 */
import { http } from 'msw'
import type { z } from 'zod'
import { customerContract } from '../../src/api/contracts/groups.ts'
import { customerStanding, levelKeyOf, ticketPoints } from '../../src/api/contracts/customer.ts'
import { ticketTotal } from '../../src/api/contracts/booking.ts'
import { API } from '../../src/api/paths.ts'
import {
  customerMergeSchema,
  customerWriteSchema,
  type Customer,
  type CustomerBookings,
  type CustomerDetail,
} from '../../src/api/schemas/customers.ts'
import viCustomers from '../../src/i18n/locales/vi/customers.ts'
import enCustomers from '../../src/i18n/locales/en/customers.ts'
import { foldVietnamese } from '../../src/lib/fold.ts'
import { formatPhone } from '../../src/lib/format.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import { db } from '../db/index.ts'
import { vnIsoAt, vnToday } from '../db/time.ts'
import type { CustomerRecord, Ticket, WaitingBooking } from '../db/types.ts'
import { emitChanged } from '../realtime.ts'
import { addressWord } from '../catalogues.ts'
import { addressChainError } from './address.ts'
import { excelExport, type ExcelExport } from './crud.ts'
import { directionOf } from './trips.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  langOf,
  ok,
  paginate,
  param,
  parseIds,
  parseListQuery,
  queryRows,
  readJson,
  requirePermission,
  safe,
  t,
  type Lang,
  type ListQuery,
} from './util.ts'
import { parseWrite } from './validate.ts'

const C = customerContract.path
const { writes } = customerContract
/** the customers' own code, and the booking desks' (they look customers up) */
const READ_CODES = [customerContract.permission, ...menuGroupCodes('booking')]

const customerWords = (lang: Lang) => (lang === 'vi' ? viCustomers : enCustomers)

const phonesOf = (c: CustomerRecord) => [c.phone, ...c.other_phones]

/** Whose a booking is: the customer it names, else the customer holding its phone. */
function bookingIndex() {
  const byPhone = new Map<string, number>()
  for (const c of db.customers.all()) for (const p of phonesOf(c)) byPhone.set(p, c.id)
  const ownerOf = (b: { customer_id: number | null; phone: string }) =>
    b.customer_id !== null && db.customers.find(b.customer_id) ? b.customer_id : byPhone.get(b.phone)
  const group = <B extends { customer_id: number | null; phone: string }>(rows: B[]) => {
    const by = new Map<number, B[]>()
    for (const row of rows) {
      const owner = ownerOf(row)
      if (owner !== undefined) by.set(owner, [...(by.get(owner) ?? []), row])
    }
    return by
  }
  return { ownerOf, tickets: group(db.tickets.all()), waiting: group(db.waitingBookings.all()) }
}

const ticketsOf = (id: number): Ticket[] => bookingIndex().tickets.get(id) ?? []
const waitingOf = (id: number): WaitingBooking[] => bookingIndex().waiting.get(id) ?? []

/** A customer as the API shows them: the record and its standing from `tickets`. */
function publicCustomer(c: CustomerRecord, tickets: readonly Ticket[]): Customer {
  const { points, level, trips_count, last_trip_date } = customerStanding(tickets, vnToday())
  return { ...c, points, level, trips_count, last_trip_date }
}

function findCustomer(request: Request, id: number): CustomerRecord {
  const c = Number.isInteger(id) ? db.customers.find(id) : undefined
  if (!c) throw new ApiError(404, t(request, 'notFound'))
  return c
}

const show = (c: CustomerRecord) => publicCustomer(c, ticketsOf(c.id))

// ------------------------------------------------------------------ reads

/**
 * The customers kept by `q` (name without case or accents, or any of their phones by its digits), `level` and
 * `province_id`, and the query left for paginate / queryRows (sort, other row fields).
 */
function filterCustomers(query: ListQuery): [Customer[], ListQuery] {
  const { q, search, keyword, level, ...filters } = query.filters
  const typed = (q ?? search ?? keyword)?.trim()
  const folded = typed ? foldVietnamese(typed) : ''
  const digits = typed && /^[\d\s.\-+()]+$/.test(typed) ? phoneDigits(typed).replace(/\D/g, '') : ''
  const { tickets } = bookingIndex()
  const rows = db.customers
    .filter(
      (c) =>
        !typed ||
        (digits ? phonesOf(c).some((p) => p.includes(digits)) : foldVietnamese(c.fullname).includes(folded)),
    )
    .map((c) => publicCustomer(c, tickets.get(c.id) ?? []))
    .filter((c) => level === undefined || String(c.level) === level)
  return [rows, { ...query, filters }]
}

const customerExport: ExcelExport<Customer> = {
  code: customerContract.permission,
  sheet: { vi: viCustomers.list, en: enCustomers.list },
  filename: 'khach-hang',
  columns: [
    { key: 'phone', value: (c) => formatPhone(c.phone) },
    { key: 'fullname', value: (c) => c.fullname },
    {
      key: 'level',
      value: (c, lang) => customerWords(lang).levels[levelKeyOf(c.level)],
    },
    { key: 'points', value: (c) => c.points },
    { key: 'wallet_balance', value: (c) => c.wallet_balance },
    { key: 'trips_count', value: (c) => c.trips_count },
    {
      key: 'last_trip_date',
      value: (c) => (c.last_trip_date ? displayDate(c.last_trip_date) : null),
    },
    { key: 'email', value: (c) => c.email ?? null },
    { key: 'address', value: (c) => c.address ?? null },
  ],
}

/** GET detail/:id: the rises of level and the merges into this record. */
function detailOf(request: Request, id: number): CustomerDetail {
  const c = findCustomer(request, id)
  return {
    changes: customerStanding(ticketsOf(c.id), vnToday()).changes,
    merges: db.customerMerges
      .filter((m) => m.customer_id === c.id)
      .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
      .map(({ id: _, customer_id: __, version: ___, ...merge }) => merge),
  }
}

/** GET by-customer/:id: the customer's tickets (newest trip first) and waiting bookings. */
function bookingsOf(request: Request, id: number): CustomerBookings {
  const c = findCustomer(request, id)
  return {
    tickets: ticketsOf(c.id)
      .sort((a, b) => b.departure_date.localeCompare(a.departure_date) || b.id - a.id)
      .map((k) => ({
        id: k.id,
        code: k.code,
        trip_id: k.trip_id,
        trip_name: db.trips.find(k.trip_id)?.name ?? '',
        departure_date: k.departure_date,
        seat_code: k.seat_code,
        total: ticketTotal(k),
        is_paid: k.is_paid,
        cancelled: !!k.deleted_at,
        points: ticketPoints(k),
      })),
    waiting: waitingOf(c.id)
      .sort((a, b) => b.departure_date.localeCompare(a.departure_date) || b.id - a.id)
      .map((w) => ({
        id: w.id,
        code: w.code,
        departure_date: w.departure_date,
        route_name: directionOf(w.map_detail_id)?.entry.name ?? '',
        number_ticket: w.number_ticket,
        status: w.status,
      })),
  }
}

// ------------------------------------------------------------------ writes

/** The write fields of a stored customer: what an update that sends only its changes keeps. */
const storedFields = (c: CustomerRecord) => ({
  fullname: c.fullname,
  phone: c.phone,
  email: c.email ?? null,
  gender: c.gender ?? null,
  birthday: c.birthday ?? null,
  address: c.address ?? null,
  province_id: c.province_id ?? null,
  district_id: c.district_id ?? null,
  ward_id: c.ward_id ?? null,
  note: c.note ?? null,
})

/** The customer holding `phone` (main or other), but `except`. */
const holderOf = (phone: string, except?: number) =>
  db.customers.findBy((c) => c.id !== except && phonesOf(c).includes(phone))

/** The address's broken link, on its field: a unit missing above a chosen one, unknown, or not in its parent. */
function addressErrors(request: Request, v: z.output<typeof customerWriteSchema>): Record<string, string[]> {
  const field = addressChainError(v)
  if (!field) return {}
  const lang = langOf(request)
  const level = field === 'province_id' ? 'province' : field === 'district_id' ? 'district' : 'ward'
  const word = addressWord(lang, level)
  const lower = (s: string) => s.toLocaleLowerCase(lang)
  const message =
    v[field] === null || v[field] === undefined
      ? t(request, 'requiredSelect', lower(word))
      : level === 'province'
        ? t(request, 'addressUnitNotFound', word)
        : t(
            request,
            'addressNotUnder',
            word,
            lower(addressWord(lang, level === 'ward' ? 'district' : 'province')),
          )
  return { [field]: [message] }
}

function checked(request: Request, v: z.output<typeof customerWriteSchema>, id?: number) {
  const holder = holderOf(v.phone, id)
  assertValid(request, {
    phone: holder ? [t(request, 'customerPhoneTaken', holder.fullname)] : [],
    ...addressErrors(request, v),
  })
  return {
    fullname: v.fullname,
    phone: v.phone,
    email: v.email ?? null,
    gender: v.gender ?? null,
    birthday: v.birthday ?? null,
    address: v.address ?? null,
    province_id: v.province_id ?? null,
    district_id: v.district_id ?? null,
    ward_id: v.ward_id ?? null,
    note: v.note ?? null,
  }
}

async function createCustomer(request: Request): Promise<Response> {
  requirePermission(request, writes.create)
  const v = parseWrite(request, customerWriteSchema, await readJson(request), customerContract.ns)
  const c = db.customers.insert({
    ...checked(request, v),
    other_phones: [],
    wallet_balance: 0,
    created_at: vnIsoAt(),
  })
  emitChanged(customerContract.group, 'created', [c.id], request)
  return ok(show(c), t(request, 'created'))
}

/** POST update: the customer of the path or the body id (else 404), at the version the form edited (else 409). */
async function updateCustomer(request: Request, idFromPath?: number): Promise<Response> {
  requirePermission(request, writes.update)
  const raw = await readJson(request)
  const existing = findCustomer(request, idFromPath ?? Number(raw.id))
  if (raw.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
  const v = parseWrite(
    request,
    customerWriteSchema,
    { ...storedFields(existing), ...raw },
    customerContract.ns,
  )
  // a new main phone keeps the old one among the other phones: the bookings made with it stay the customer's
  const other_phones =
    v.phone === existing.phone
      ? existing.other_phones
      : [existing.phone, ...existing.other_phones].filter((p) => p !== v.phone)
  const c = db.customers.update(existing.id, { ...checked(request, v, existing.id), other_phones })!
  emitChanged(customerContract.group, 'updated', [c.id], request)
  return ok(show(c), t(request, 'updated'))
}

/** DELETE :ids: customers without bookings (one with bookings is merged instead, with a message saying so). */
function deleteCustomers(request: Request, rawIds: string | readonly string[] | undefined): Response {
  requirePermission(request, writes.delete)
  const targets = parseIds(rawIds).map((id) => findCustomer(request, id))
  const index = bookingIndex()
  for (const c of targets) {
    const tickets = index.tickets.get(c.id)?.length ?? 0
    const bookings = index.waiting.get(c.id)?.length ?? 0
    if (tickets || bookings)
      throw new ApiError(400, t(request, 'customerHasBookings', c.fullname, tickets, bookings))
  }
  const removed = db.customers.remove(targets.map((c) => c.id))
  emitChanged(customerContract.group, 'deleted', removed, request)
  return ok(removed, t(request, 'deleted'))
}

/**
 * POST merge: `merge_id`'s tickets and waiting bookings name `keep_id` from now on, their phones become its other
 * phones, their wallet adds to its wallet, and the merged record goes; both at the versions the clerk saw.
 */
async function mergeCustomers(request: Request): Promise<Response> {
  const me = requirePermission(request, writes.update)
  requirePermission(request, writes.delete)
  const v = parseWrite(request, customerMergeSchema, await readJson(request), customerContract.ns)
  if (v.keep_id === v.merge_id) assertValid(request, { merge_id: [t(request, 'mergeSelf')] })
  const keep = findCustomer(request, v.keep_id)
  const gone = findCustomer(request, v.merge_id)
  if (keep.version !== v.keep_version || gone.version !== v.merge_version)
    throw new ApiError(409, t(request, 'staleWrite'))
  const index = bookingIndex()
  const tickets = index.tickets.get(gone.id) ?? []
  const waiting = index.waiting.get(gone.id) ?? []
  // a booking keeps its version: naming its customer is not an edit a clerk could collide with
  for (const k of tickets) db.tickets.update(k.id, { customer_id: keep.id }, { keepVersion: true })
  for (const w of waiting) db.waitingBookings.update(w.id, { customer_id: keep.id }, { keepVersion: true })
  const other_phones = [...new Set([...keep.other_phones, ...phonesOf(gone)])].filter((p) => p !== keep.phone)
  const kept = db.customers.update(keep.id, {
    other_phones,
    wallet_balance: keep.wallet_balance + gone.wallet_balance,
  })!
  db.customers.remove([gone.id])
  // the merges into the record that goes are the kept one's history now
  for (const earlier of db.customerMerges.filter((m) => m.customer_id === gone.id))
    db.customerMerges.update(earlier.id, { customer_id: kept.id })
  db.customerMerges.insert({
    customer_id: kept.id,
    at: vnIsoAt(),
    by: me.fullname,
    fullname: gone.fullname,
    phone: gone.phone,
    tickets: tickets.length,
    bookings: waiting.length,
    wallet: gone.wallet_balance,
  })
  emitChanged(customerContract.group, 'updated', [kept.id], request)
  emitChanged(customerContract.group, 'deleted', [gone.id], request)
  return ok(show(kept), t(request, 'customerMerged', gone.fullname, kept.fullname))
}

const idParam = (params: Record<string, string | readonly string[] | undefined>) => Number(param(params.id))

export const customerHandlers = [
  http.get(
    `*${C}/list`,
    safe(({ request }) => {
      requirePermission(request, READ_CODES)
      return ok(paginate(...filterCustomers(parseListQuery(request))))
    }),
  ),
  excelExport(C, customerContract.ns, customerExport, (query) => queryRows(...filterCustomers(query))),
  http.get(
    `*${API.customerPage.detail}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, customerContract.permission)
      return ok(detailOf(request, idParam(params)))
    }),
  ),
  http.get(
    `*${API.customerPage.bookings}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, customerContract.permission)
      return ok(bookingsOf(request, idParam(params)))
    }),
  ),
  http.post(
    `*${API.customerPage.merge}`,
    safe(({ request }) => mergeCustomers(request)),
  ),
  http.post(
    `*${C}/create`,
    safe(({ request }) => createCustomer(request)),
  ),
  http.post(
    `*${C}/update/:id`,
    safe(({ request, params }) => updateCustomer(request, idParam(params))),
  ),
  http.post(
    `*${C}/update`,
    safe(({ request }) => updateCustomer(request)),
  ),
  // only digits: /api/customer/list, /export-excel … are other endpoints
  ...[`*${C}/get-by-id/:id`, `*${C}/:id(\\d+)`].map((path) =>
    http.get(
      path,
      safe(({ request, params }) => {
        requirePermission(request, READ_CODES)
        return ok(show(findCustomer(request, idParam(params))))
      }),
    ),
  ),
  http.delete(
    `*${C}/:ids`,
    safe(({ request, params }) => deleteCustomers(request, params.ids)),
  ),
]
