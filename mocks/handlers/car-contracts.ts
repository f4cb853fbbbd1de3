/**
 * Car-rental contracts (CAR_CONTRACT_API; codes `carContract.*`): the list and a contract, its create and update
 * (lines with their discounts, cars free in that time), its status moves (DECISIONS #7), its payments and their
 * reversals. Totals, discounts, moves and payment rules are src/api/contracts/car-contract.ts, the app's too.
 */
import { http } from 'msw'
import {
  CAR_CONTRACT_STATUS,
  canMoveCarContract,
  isClosedCarContract,
  lineSubtotal,
  paymentTotals,
} from '../../src/api/contracts/car-contract.ts'
import { WAITING_BOOKING_STATUS } from '../../src/api/contracts/booking.ts'
import { CAR_CONTRACT_API as P } from '../../src/api/contracts/car-contract-paths.ts'
import {
  intervalsOverlap,
  TRIP_FREE_STATUSES,
  tripInterval,
  type TripStatus,
} from '../../src/api/contracts/trips.ts'
import {
  carContractPaymentWriteSchema,
  carContractReversalSchema,
  carContractStatusSchema,
  carContractWriteSchema,
  type CarContract,
} from '../../src/api/schemas/car-contracts.ts'
import viContracts from '../../src/i18n/locales/vi/contracts.ts'
import enContracts from '../../src/i18n/locales/en/contracts.ts'
import viMenu from '../../src/i18n/locales/vi/menu.ts'
import enMenu from '../../src/i18n/locales/en/menu.ts'
import { formatMoney, formatPhone } from '../../src/lib/format.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import { db, type CarContractRecord } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
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
} from './util.ts'
import { parseWrite } from './validate.ts'
import { excelExport, type ExcelExport } from './crud.ts'

const GROUP = 'car-contract'
const NS = 'contracts'

const statusWord = (lang: Lang, status: number) =>
  (lang === 'vi' ? viContracts : enContracts).statuses[status] ?? String(status)

const plateOf = (carId: number) => db.cars.find(carId)?.license_plate ?? String(carId)

/** A contract as the API shows it: its cars' plates, its total, what is paid and what is owed. */
function view(c: CarContractRecord): CarContract {
  const total_fee = c.lines.reduce((sum, line) => sum + line.sub_total, 0)
  const money = paymentTotals(total_fee, c.payments)
  // a cancelled rental is owed nothing (its payments were reversed before it was cancelled)
  const outstanding = c.status === CAR_CONTRACT_STATUS.cancelled ? 0 : money.outstanding
  return { ...c, car_plates: c.car_ids.map(plateOf), total_fee, ...money, outstanding }
}

function find(request: Request, id: number): CarContractRecord {
  const found = db.carContracts.find(id)
  if (!found) throw new ApiError(404, t(request, 'notFound'))
  return found
}

/** Refuses a change to a complete or cancelled contract, naming its status. */
function assertOpen(request: Request, c: CarContractRecord) {
  if (isClosedCarContract(c.status))
    throw new ApiError(422, t(request, 'contractClosed', c.code, statusWord(langOf(request), c.status)))
}

/** When a contract runs (ms). */
const spanOf = (start: string, end: string): [number, number] => [Date.parse(start), Date.parse(end)]

/**
 * What keeps `carId` busy between `start` and `end` (ISO 8601), in words: a trip still counting (not declined,
 * finished or cancelled; on the road from its departure to its return, or for its route's duration), or another
 * contract not cancelled (nor `except`, the one being edited). Null: free. Touching ends do not count.
 */
function busyWith(
  request: Request,
  carId: number,
  start: string,
  end: string,
  except?: number,
): string | null {
  const plate = plateOf(carId)
  const span = spanOf(start, end)
  const trip = db.trips.all().find(
    (tr) =>
      tr.car_id === carId &&
      // the contract's own trips run within it
      (except === undefined || tr.car_contract_id !== except) &&
      !TRIP_FREE_STATUSES.includes(tr.status as TripStatus) &&
      intervalsOverlap(span, tripInterval(tr, db.maps.find(tr.map_id)?.duration ?? 0)),
  )
  if (trip) {
    const at = trip.departure_time
    return t(
      request,
      'carBusyTrip',
      plate,
      `${trip.name} ${at.slice(8, 10)}/${at.slice(5, 7)} ${at.slice(11, 16)}`,
    )
  }
  const other = db.carContracts
    .all()
    .find(
      (c) =>
        c.id !== except &&
        c.status !== CAR_CONTRACT_STATUS.cancelled &&
        c.car_ids.includes(carId) &&
        intervalsOverlap(span, spanOf(c.start_at, c.end_at)),
    )
  return other ? t(request, 'carBusyContract', plate, other.code) : null
}

/**
 * A contract's values from its write: times in +07:00, lines with their sub-totals; its cars active (or already
 * its own) and free then. No await inside: what it checks is what the write lands on.
 */
function checkedWrite(request: Request, body: unknown, existing?: CarContractRecord) {
  const values = parseWrite(request, carContractWriteSchema, body, NS)
  const start_at = `${values.start_date}T${values.start_time}:00+07:00`
  const end_at = `${values.end_date}T${values.end_time}:00+07:00`
  const unknown = values.car_ids.filter(
    (id) => db.cars.find(id)?.status !== 1 && !existing?.car_ids.includes(id),
  )
  assertValid(request, {
    car_ids: [
      ...(unknown.length ? [t(request, 'carUnknown')] : []),
      ...values.car_ids.flatMap((id) => busyWith(request, id, start_at, end_at, existing?.id) ?? []),
    ],
  })
  const customer = db.customers.findBy(
    (c) => c.phone === values.phone || c.other_phones.includes(values.phone),
  )
  return {
    customer_id: customer?.id ?? null,
    customer_name: values.customer_name,
    phone: values.phone,
    email: values.email ?? null,
    address: values.address ?? null,
    start_at,
    end_at,
    car_ids: values.car_ids,
    note: values.note ?? null,
    lines: values.lines.map((line) => ({ ...line, sub_total: lineSubtotal(line) })),
    booking_id: values.booking_id ?? null,
  }
}

/** The list's filters: status, a car, and the rentals that touch a span of days (YYYY-MM-DD). */
function filtered(filters: Record<string, string>): CarContractRecord[] {
  return db.carContracts.all().filter((c) => {
    if (filters.status !== undefined && c.status !== Number(filters.status)) return false
    if (filters.car_id !== undefined && !c.car_ids.includes(Number(filters.car_id))) return false
    if (filters.from && c.end_at.slice(0, 10) < filters.from) return false
    if (filters.to && c.start_at.slice(0, 10) > filters.to) return false
    return true
  })
}

const READ = 'carContract.view' as const

/** DD/MM/YYYY HH:mm of an instant written with +07:00, as the contract's times are shown. */
const displayAt = (at: string) => `${displayDate(at.slice(0, 10))} ${at.slice(11, 16)}`

/** The trips a contract runs that still count (not declined, finished or cancelled). */
const liveTripsOf = (contractId: number) =>
  db.trips
    .all()
    .filter(
      (tr) => tr.car_contract_id === contractId && !TRIP_FREE_STATUSES.includes(tr.status as TripStatus),
    )

/**
 * What keeps a trip (on the road over `interval`, ms) from running on its car, by field. With a contract
 * (`car_contract_id`): the contract gone or closed, a car not its own, a time outside the rental; a trip keeps the
 * contract it was made for (a roster trip may join one). With or without one: the car hired by another contract
 * then. Said beside the car and the day, the fields the trip's form shows.
 */
export function contractTripProblems(
  request: Request,
  values: { car_contract_id?: number | null; car_id: number },
  interval: [number, number],
  existing: { car_contract_id?: number | null } | undefined,
): Record<'car_id' | 'plan_date', string[]> {
  const id = values.car_contract_id ?? null
  const was = existing?.car_contract_id ?? null
  const hired = db.carContracts
    .all()
    .find(
      (c) =>
        c.id !== id &&
        c.status !== CAR_CONTRACT_STATUS.cancelled &&
        c.car_ids.includes(values.car_id) &&
        intervalsOverlap(interval, spanOf(c.start_at, c.end_at)),
    )
  const car = hired ? [t(request, 'carBusyContract', plateOf(values.car_id), hired.code)] : []
  if (was !== null && was !== id)
    return {
      car_id: [t(request, 'tripContractChanged', db.carContracts.find(was)?.code ?? String(was))],
      plan_date: [],
    }
  if (id === null) return { car_id: car, plan_date: [] }
  const contract = db.carContracts.find(id)
  if (!contract) return { car_id: [t(request, 'notFound')], plan_date: [] }
  if (isClosedCarContract(contract.status))
    return {
      car_id: [t(request, 'contractClosed', contract.code, statusWord(langOf(request), contract.status))],
      plan_date: [],
    }
  const [start, end] = spanOf(contract.start_at, contract.end_at)
  return {
    car_id: contract.car_ids.includes(values.car_id)
      ? car
      : [t(request, 'tripCarNotInContract', contract.code, plateOf(values.car_id))],
    plan_date:
      interval[0] >= start && interval[1] <= end
        ? []
        : [
            t(
              request,
              'tripOutsideContract',
              contract.code,
              `${displayAt(contract.start_at)} – ${displayAt(contract.end_at)}`,
            ),
          ],
  }
}

/** The list's export: the same filters and sort, every matching contract, with its money. */
const contractExport: ExcelExport<CarContract> = {
  code: READ,
  sheet: { vi: viMenu.carContracts, en: enMenu.carContracts },
  filename: 'hop-dong-thue-xe',
  columns: [
    { key: 'code', value: (c) => c.code },
    { key: 'customer_name', value: (c) => c.customer_name },
    { key: 'phone', value: (c) => formatPhone(c.phone) },
    { key: 'car_ids', value: (c) => c.car_plates.join(', ') },
    {
      key: 'start_date',
      header: { vi: viContracts.fields.start_at, en: enContracts.fields.start_at },
      value: (c) => displayAt(c.start_at),
    },
    {
      key: 'end_date',
      header: { vi: viContracts.fields.end_at, en: enContracts.fields.end_at },
      value: (c) => displayAt(c.end_at),
    },
    { key: 'total_fee', value: (c) => c.total_fee },
    { key: 'paid', value: (c) => c.paid },
    { key: 'outstanding', value: (c) => c.outstanding },
    { key: 'status', value: (c, lang) => statusWord(lang, c.status) },
    { key: 'note', value: (c) => c.note },
  ],
}

/** The list's rows for a query: its filters (status, car, days), its search, newest rental first. */
function listRows(query: ReturnType<typeof parseListQuery>): CarContract[] {
  const { status, car_id, from, to, ...rest } = query.filters
  const rows = filtered({ status, car_id, from, to })
    .map(view)
    .sort((a, b) => b.start_at.localeCompare(a.start_at) || b.id - a.id)
  return queryRows(rows, { ...query, filters: rest })
}

export const carContractHandlers = [
  http.get(
    `*${P.base}/list`,
    safe(({ request }) => {
      requirePermission(request, READ)
      const query = parseListQuery(request)
      return ok(paginate(listRows(query), { ...query, filters: {} }))
    }),
  ),

  excelExport(P.base, NS, contractExport, listRows),

  http.get(
    `*${P.print}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, READ)
      const contract = view(find(request, Number(param(params.id))))
      return ok({ contract, template: db.templates.contract.content })
    }),
  ),

  http.get(
    `*${P.cars}`,
    safe(({ request }) => {
      requirePermission(request, READ)
      const params = new URL(request.url).searchParams
      // instants only (an offset given): anything else answers no busy car
      const instant = (name: string) => {
        const value = params.get(name) ?? ''
        return Number.isNaN(Date.parse(value)) ? '' : value
      }
      const start = instant('start_at')
      const end = instant('end_at')
      const except = Number(params.get('contract_id')) || undefined
      return ok(
        db.cars
          .all()
          // a car stopped since it was hired stays on its contract
          .filter(
            (car) => car.status === 1 || !!(except && db.carContracts.find(except)?.car_ids.includes(car.id)),
          )
          .map((car) => ({
            id: car.id,
            license_plate: car.license_plate,
            name: car.name,
            seats: car.seats,
            busy: start && end ? busyWith(request, car.id, start, end, except) : null,
          })),
      )
    }),
  ),

  http.get(
    `*${P.customerList}`,
    safe(({ request }) => {
      requirePermission(request, READ)
      const phone = phoneDigits(new URL(request.url).searchParams.get('phone') ?? '')
      const contracts = db.carContracts
        .all()
        .filter((c) => c.phone === phone)
        .map(view)
        .sort((a, b) => b.start_at.localeCompare(a.start_at))
      const owed = contracts
        .filter((c) => c.status !== CAR_CONTRACT_STATUS.cancelled)
        .reduce((sum, c) => sum + c.outstanding, 0)
      return ok({ phone, contracts, outstanding: owed })
    }),
  ),

  http.get(
    `*${P.payments}/:id`,
    safe(({ request, params }) => {
      requirePermission(request, READ)
      return ok(find(request, Number(param(params.id))).payments)
    }),
  ),

  http.post(
    `*${P.base}/create`,
    safe(async ({ request }) => {
      requirePermission(request, 'carContract.create')
      const body = await readJson(request)
      // ---- from here on nothing awaits: a booking moved into two contracts at once goes into one ----
      const values = checkedWrite(request, body)
      const bookingId = values.booking_id
      const booking = bookingId === null ? undefined : db.waitingBookings.find(bookingId)
      // taking a booking off the waiting list is the booking desk's write too
      if (bookingId !== null) requirePermission(request, 'booking.create')
      if (bookingId !== null && !booking) throw new ApiError(404, t(request, 'notFound'))
      if (booking && booking.status !== WAITING_BOOKING_STATUS.waiting)
        throw new ApiError(409, t(request, 'bookingNotWaitingForContract', booking.code))
      const id = db.carContracts.nextId()
      const row = db.carContracts.insert({
        id,
        code: `HD${String(id).padStart(6, '0')}`,
        ...values,
        status: CAR_CONTRACT_STATUS.new,
        payments: [],
        reason: null,
        created_at: vnIsoAt(),
      })
      if (booking) {
        db.waitingBookings.update(booking.id, { status: WAITING_BOOKING_STATUS.imported })
        emitChanged('booking-waiting', 'updated', [booking.id], request)
      }
      emitChanged(GROUP, 'created', [row.id], request)
      return ok(view(row), t(request, 'created'))
    }),
  ),

  http.post(
    `*${P.base}/update`,
    safe(async ({ request }) => {
      requirePermission(request, 'carContract.update')
      const body = await readJson(request)
      const existing = find(request, Number(body.id))
      assertOpen(request, existing)
      if (body.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
      // the booking a contract was made from is its own: an edit does not change it
      const { booking_id: _booking, ...values } = checkedWrite(request, body, existing)
      // its trips still run within it: on its cars, in its time
      const [start, end] = spanOf(values.start_at, values.end_at)
      const stranded = liveTripsOf(existing.id).filter((tr) => {
        const [from, to] = tripInterval(tr, db.maps.find(tr.map_id)?.duration ?? 0)
        return !values.car_ids.includes(tr.car_id ?? 0) || from < start || to > end
      })
      if (stranded.length)
        throw new ApiError(422, t(request, 'contractStrandsTrips', stranded.map((tr) => tr.name).join(', ')))
      const total = values.lines.reduce((sum, line) => sum + line.sub_total, 0)
      const { paid } = paymentTotals(total, existing.payments)
      if (paid > total)
        throw new ApiError(422, t(request, 'totalBelowPaid', formatMoney(total), formatMoney(paid)))
      const row = db.carContracts.update(existing.id, values)!
      emitChanged(GROUP, 'updated', [row.id], request)
      return ok(view(row), t(request, 'updated'))
    }),
  ),

  http.post(
    `*${P.status}`,
    safe(async ({ request }) => {
      requirePermission(request, 'carContract.update')
      const move = parseWrite(request, carContractStatusSchema, await readJson(request), NS)
      const existing = find(request, move.id)
      assertOpen(request, existing)
      if (move.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
      if (!canMoveCarContract(existing.status, move.status)) {
        const lang = langOf(request)
        throw new ApiError(
          422,
          t(request, 'contractMoveRefused', statusWord(lang, existing.status), statusWord(lang, move.status)),
        )
      }
      // money never stays stuck on a closed contract: complete once paid in full, cancelled once refunded
      const { paid, outstanding } = view(existing)
      const live = liveTripsOf(existing.id)
      if (isClosedCarContract(move.status) && live.length)
        throw new ApiError(422, t(request, 'contractTripsRunning', live.map((tr) => tr.name).join(', ')))
      if (move.status === CAR_CONTRACT_STATUS.complete && outstanding > 0)
        throw new ApiError(422, t(request, 'contractStillOwed', formatMoney(outstanding)))
      if (move.status === CAR_CONTRACT_STATUS.cancelled && paid > 0)
        throw new ApiError(422, t(request, 'contractStillPaid', formatMoney(paid)))
      const row = db.carContracts.update(existing.id, {
        status: move.status,
        reason: move.status === CAR_CONTRACT_STATUS.cancelled ? (move.reason ?? null) : existing.reason,
      })!
      emitChanged(GROUP, 'updated', [row.id], request)
      return ok(view(row), t(request, 'updated'))
    }),
  ),

  http.post(
    `*${P.createPayment}`,
    safe(async ({ request }) => {
      const me = requirePermission(request, 'carContract.payment')
      const pay = parseWrite(request, carContractPaymentWriteSchema, await readJson(request), NS)
      const existing = find(request, pay.contract_id)
      assertOpen(request, existing)
      // a payment repeated from a screen that did not see the first one is a 409, never a second payment
      if (pay.version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
      const { outstanding } = view(existing)
      if (pay.money > outstanding)
        assertValid(request, { money: [t(request, 'paymentOverOutstanding', formatMoney(outstanding))] })
      const payment = {
        id: ++db.carContractPaymentSeq.value,
        money: pay.money,
        payment_type: pay.payment_type,
        created_at: vnIsoAt(),
        user_id: me.id,
        user_name: me.fullname,
        reverses: null,
        reversed_by: null,
        reason: null,
      }
      const row = db.carContracts.update(existing.id, { payments: [...existing.payments, payment] })!
      emitChanged(GROUP, 'updated', [row.id], request)
      return ok(view(row), t(request, 'paymentTaken', formatMoney(pay.money)))
    }),
  ),

  http.post(
    `*${P.reversePayment}`,
    safe(async ({ request }) => {
      const me = requirePermission(request, 'carContract.payment')
      const { payment_id, version, reason } = parseWrite(
        request,
        carContractReversalSchema,
        await readJson(request),
        NS,
      )
      const existing = db.carContracts.all().find((c) => c.payments.some((p) => p.id === payment_id))
      if (!existing) throw new ApiError(404, t(request, 'notFound'))
      assertOpen(request, existing)
      if (version !== existing.version) throw new ApiError(409, t(request, 'staleWrite'))
      const paid = existing.payments.find((p) => p.id === payment_id)!
      if (paid.reverses !== null) throw new ApiError(422, t(request, 'paymentIsReversal'))
      if (paid.reversed_by !== null) throw new ApiError(422, t(request, 'paymentReversed'))
      const counter = {
        id: ++db.carContractPaymentSeq.value,
        money: -paid.money,
        payment_type: paid.payment_type,
        created_at: vnIsoAt(),
        user_id: me.id,
        user_name: me.fullname,
        reverses: paid.id,
        reversed_by: null,
        reason,
      }
      const payments = [
        ...existing.payments.map((p) => (p.id === paid.id ? { ...p, reversed_by: counter.id } : p)),
        counter,
      ]
      const row = db.carContracts.update(existing.id, { payments })!
      emitChanged(GROUP, 'updated', [row.id], request)
      return ok(view(row), t(request, 'paymentReversedDone', formatMoney(paid.money)))
    }),
  ),

  http.delete(
    `*${P.base}/:ids`,
    safe(({ request, params }) => {
      requirePermission(request, 'carContract.delete')
      const ids = parseIds(params.ids)
      const rows = ids.map((id) => find(request, id))
      if (rows.some((c) => c.status !== CAR_CONTRACT_STATUS.new || c.payments.length > 0))
        throw new ApiError(422, t(request, 'contractNotNew'))
      const withTrips = rows.find((c) => db.trips.findBy((tr) => tr.car_contract_id === c.id))
      if (withTrips) throw new ApiError(422, t(request, 'contractHasTrips', withTrips.code))
      // a booking it was made from goes back to the waiting list
      const bookings = rows.flatMap((c) => (c.booking_id === null ? [] : [c.booking_id]))
      for (const id of bookings) db.waitingBookings.update(id, { status: WAITING_BOOKING_STATUS.waiting })
      if (bookings.length) emitChanged('booking-waiting', 'updated', bookings, request)
      const removed = db.carContracts.remove(ids)
      emitChanged(GROUP, 'deleted', removed, request)
      return ok(removed, t(request, 'deleted'))
    }),
  ),

  // only digits: /list, /cars … are other endpoints
  ...[`*${P.base}/get-by-id/:id`, `*${P.base}/:id(\\d+)`].map((path) =>
    http.get(
      path,
      safe(({ request, params }) => {
        requirePermission(request, READ)
        return ok(view(find(request, Number(param(params.id)))))
      }),
    ),
  ),
]
