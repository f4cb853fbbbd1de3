/**
 * Shipping orders (/shipping): loading waiting goods onto a trip, unloading, removing from a vehicle, moving to
 * another vehicle, the warehouse import, the three hand-overs, cancelling; the list, a parcel's history by code,
 * a trip's load list and the look-up by code across the waiting goods and the orders. Every check and write of
 * one call happens in one synchronous section (after the body is read), so two desks loading one parcel at once
 * end with one order: the other is told where it went.
 */
import { http } from 'msw'
import type { z } from 'zod'
import {
  HANDOVER,
  SHIPPING_STATUS,
  parcelTotals,
  shippingOrderAllows,
  type ShippingOrderAction,
} from '../../src/api/contracts/shipping.ts'
import { SHIPPING_API } from '../../src/api/contracts/shipping-paths.ts'
import { TRIP_STATUS } from '../../src/api/contracts/trips.ts'
import {
  shippingCancelWriteSchema,
  shippingCompleteWriteSchema,
  shippingLoadWriteSchema,
  shippingSelectionWriteSchema,
  shippingTransferWriteSchema,
  type DayTrip,
  type LoadList,
  type ParcelLookup,
  type ParcelPlace,
  type ShippingHistory,
  type ShippingHistoryAction,
  type ShippingOrder,
  type WaitingGoods,
} from '../../src/api/schemas/shipping.ts'
import type { Trip } from '../../src/api/schemas/trips.ts'
import viOrders from '../../src/i18n/locales/vi/shippingOrders.ts'
import enOrders from '../../src/i18n/locales/en/shippingOrders.ts'
import viShipping from '../../src/i18n/locales/vi/shipping.ts'
import enShipping from '../../src/i18n/locales/en/shipping.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { formatMoney, formatPhone } from '../../src/lib/format.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import { db, runtime, validSession } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { directionOf } from './trips.ts'
import {
  ApiError,
  assertValid,
  bearerOf,
  langOf,
  normalise,
  ok,
  paginate,
  param,
  parseListQuery,
  readJson,
  requirePermission,
  safe,
  t,
} from './util.ts'
import { parseWrite } from './validate.ts'

const PATHS = SHIPPING_API.shipping
const READERS: readonly PermissionCode[] = ['shipping.view']
/** The scan desk looks parcels up from either list. */
const LOOKUP_READERS: readonly PermissionCode[] = ['shipping.view', 'shippingWaiting.view']

const CODE_OF: Record<ShippingOrderAction, PermissionCode> = {
  unload: 'shipping.unload',
  remove: 'shipping.unload',
  transfer: 'shipping.transfer',
  warehouseImport: 'shipping.warehouseImport',
  complete: 'shipping.complete',
  cancel: 'shipping.cancel',
}

type ServerKey = keyof typeof viOrders.server
const words = (request: Request) => (langOf(request) === 'en' ? enOrders : viOrders)
const fill = (template: string, args: string[]) =>
  template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => args[Number(i)] ?? '')
/** A refusal of the backend, in the request's language. */
const say = (request: Request, key: ServerKey, ...args: string[]) => fill(words(request).server[key], args)
const statusName = (request: Request, status: number) => {
  const names = (langOf(request) === 'en' ? enShipping : viShipping).status
  return names[status as keyof typeof names] ?? String(status)
}

/** Trips goods may go on: new, accepted or running (never finished, cancelled, broken down or declined). */
const OPEN_TRIP: readonly number[] = [TRIP_STATUS.new, TRIP_STATUS.accepted, TRIP_STATUS.running]
export const tripTakesGoods = (trip: Trip) => OPEN_TRIP.includes(trip.status)

// ------------------------------------------------------------------------------------------------ history

/** The signed-in clerk of a request. */
function clerkOf(request: Request) {
  const session = validSession(bearerOf(request))
  return session ? db.users.find(session.userId) : undefined
}

/** What a hand-over adds to its history step: to whom, and its amount to collect. */
type HandoverStep = Pick<ShippingHistory, 'handover_kind' | 'taker_name' | 'taker_phone' | 'amount'>

/** Writes one step of a parcel's history: EVERY change of a parcel (waiting goods or order) calls it. */
export function logParcel(
  request: Request,
  action: ShippingHistoryAction,
  parcel: { code: string; trip_id?: number | null },
  from: number | null,
  to: number,
  officeId: number | null,
  handover?: HandoverStep,
): ShippingHistory {
  const user = clerkOf(request)
  const tripId = parcel.trip_id ?? null
  return db.shippingHistory.insert({
    code: parcel.code,
    action,
    status_from: from,
    status_to: to,
    office_id: officeId,
    office_name: officeId === null ? null : (db.offices.find(officeId)?.name ?? null),
    trip_id: tripId,
    trip_name: tripId === null ? null : (db.trips.find(tripId)?.name ?? null),
    user_id: user?.id ?? null,
    user_name: user?.fullname ?? null,
    at: vnIsoAt(Date.now()),
    ...handover,
  })
}

// ------------------------------------------------------------------------------------------------- look-up

/** A parcel by code among the waiting goods and the orders: two Map look-ups. */
export function parcelByCode(
  code: string,
): { source: 'waiting'; row: WaitingGoods } | { source: 'order'; row: ShippingOrder } | undefined {
  const key = code.trim().toUpperCase()
  const waiting = db.waitingGoods.byCode(key)
  if (waiting) return { source: 'waiting', row: waiting }
  const order = db.shippingOrders.byCode(key)
  return order ? { source: 'order', row: order } : undefined
}

/** Where a parcel is now. */
function placeOf(source: 'waiting' | 'order', row: ShippingOrder | WaitingGoods): ParcelPlace {
  const office = (id: number) => ({ office_id: id, office_name: db.offices.find(id)?.name ?? null })
  if (row.status === SHIPPING_STATUS.cancel) return { kind: 'cancelled' }
  if (row.status === SHIPPING_STATUS.complete) return { kind: 'complete' }
  if (source === 'waiting') return { kind: 'waiting', ...office(row.sending_office_id) }
  if (row.status === SHIPPING_STATUS.inventory) return { kind: 'inStock', ...office(row.receiving_office_id) }
  const tripId = (row as ShippingOrder).trip_id ?? 0
  return { kind: 'onTrip', trip_id: tripId, trip_name: db.trips.find(tripId)?.name ?? null }
}

// ---------------------------------------------------------------------------------------------- loading

/** A repeat of a confirmation's key by the same account answers the first result (DECISIONS #12). */
const keyOf = (userId: number, key: string) => `${userId}:shipping-load:${key}`

interface LoadAnswer {
  trip_id: number
  orders: ShippingOrder[]
}

/** Runs a confirmation once per key: a repeat answers the first result; a refusal is not remembered. */
function once(
  userId: number,
  rawKey: unknown,
  run: () => LoadAnswer,
): { answer: LoadAnswer; repeat: boolean } {
  const key = keyOf(userId, String(rawKey ?? ''))
  const first = runtime.saleKeys.get(key) as LoadAnswer | undefined
  if (first) return { answer: first, repeat: true }
  const answer = run()
  runtime.saleKeys.set(key, answer)
  return { answer, repeat: false }
}

function tripOf(request: Request, id: number): Trip {
  const trip = db.trips.find(id)
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  return trip
}

/** The trip takes goods of this parcel's direction. */
function assertTripFor(request: Request, trip: Trip, parcel: { code: string; map_detail_id: number }) {
  if (!tripTakesGoods(trip)) throw new ApiError(409, say(request, 'tripClosed', trip.name))
  if (parcel.map_detail_id !== trip.map_detail_id)
    throw new ApiError(409, say(request, 'otherDirection', parcel.code, trip.name))
}

/** A waiting parcel asked for by id that is no longer waiting: where it went (loaded, cancelled) or not found. */
function goneWaiting(request: Request, id: number): ApiError {
  const order = db.shippingOrders.findBy((o) => o.waiting_id === id)
  if (!order) return new ApiError(404, say(request, 'notFound', String(id)))
  return new ApiError(
    409,
    say(request, 'alreadyLoaded', order.code, db.trips.find(order.trip_id ?? 0)?.name ?? ''),
  )
}

/** The waiting parcel to load, or a refusal naming it. */
function loadable(request: Request, ref: { id?: number; code?: string }): WaitingGoods {
  if (ref.code !== undefined) {
    const hit = parcelByCode(ref.code)
    if (!hit) throw new ApiError(404, say(request, 'notFound', ref.code.toUpperCase()))
    if (hit.source === 'order') {
      const trip = db.trips.find(hit.row.trip_id ?? 0)
      throw new ApiError(409, say(request, 'alreadyLoaded', hit.row.code, trip?.name ?? ''))
    }
    ref = { id: hit.row.id }
  }
  const row = db.waitingGoods.find(ref.id!)
  if (!row) throw goneWaiting(request, ref.id!)
  if (row.status === SHIPPING_STATUS.cancel) throw new ApiError(409, say(request, 'cancelled', row.code))
  if (row.status !== SHIPPING_STATUS.notYet)
    throw new ApiError(409, say(request, 'notWaiting', row.code, statusName(request, row.status)))
  return row
}

/** A waiting parcel becomes an order on `trip` (in transit), under the same code. */
function loadOne(request: Request, parcel: WaitingGoods, trip: Trip): ShippingOrder {
  const { id, version: _version, ...rest } = parcel
  db.waitingGoods.remove([id])
  const order = db.shippingOrders.insert({
    ...rest,
    trip_id: trip.id,
    waiting_id: id,
    status: SHIPPING_STATUS.inTransit,
    proxy_name: null,
    proxy_phone: null,
    proxy_citizen_id: null,
    motorbike_driver_id: null,
    received_at: null,
  })
  logParcel(
    request,
    'load',
    order,
    SHIPPING_STATUS.notYet,
    SHIPPING_STATUS.inTransit,
    order.sending_office_id,
  )
  return order
}

const transferWaiting = http.post(
  `*${PATHS.transferWaitingToShipping}`,
  safe(async ({ request }) => {
    const user = requirePermission(request, 'shipping.load')
    const body = await readJson(request)
    // ---- from here on nothing awaits: two desks loading one parcel cannot interleave ----
    const { answer, repeat } = once(user.id, body.idempotency_key, () => {
      const values = parseWrite(request, shippingLoadWriteSchema, body, 'shippingOrders')
      const refs = [
        ...(values.parcel_ids ?? []).map((id) => ({ id })),
        ...(values.codes ?? []).map((code) => ({ code })),
      ]
      if (refs.length === 0) assertValid(request, { parcel_ids: [say(request, 'nothingSelected')] })
      const trip = tripOf(request, values.trip_id)
      if (!tripTakesGoods(trip)) throw new ApiError(409, say(request, 'tripClosed', trip.name))
      // every parcel is checked before any moves: all or nothing
      const parcels = [...new Map(refs.map((ref) => loadable(request, ref)).map((p) => [p.id, p])).values()]
      for (const parcel of parcels) assertTripFor(request, trip, parcel)
      const orders = parcels.map((parcel) => loadOne(request, parcel, trip))
      return { trip_id: trip.id, orders }
    })
    if (!repeat) {
      emitChanged(
        'shipping-waiting',
        'deleted',
        answer.orders.map((o) => o.waiting_id ?? 0),
        request,
      )
      emitChanged(
        'shipping',
        'created',
        answer.orders.map((o) => o.id),
        request,
      )
    }
    const trip = db.trips.find(answer.trip_id)
    return ok(answer, say(request, 'loaded', String(answer.orders.length), trip?.name ?? ''))
  }),
)

// ------------------------------------------------------------------------------------------ order actions

interface Selection {
  ids: number[]
  versions: number[]
}

/**
 * The selected orders, each allowed `action` (DECISIONS #7) and at the version the clerk saw; the first refusal
 * names its parcel and nothing changes. An empty selection is SPEC §5's "must be selected".
 */
function selected(request: Request, action: ShippingOrderAction, values: Selection): ShippingOrder[] {
  if (values.ids.length === 0) assertValid(request, { ids: [say(request, 'nothingSelected')] })
  const orders = [...new Set(values.ids)].map((id) => {
    const order = db.shippingOrders.find(id)
    if (!order) throw new ApiError(404, say(request, 'notFound', String(id)))
    return order
  })
  for (const order of orders) {
    if (!shippingOrderAllows(action, order.status))
      throw new ApiError(
        409,
        say(
          request,
          'notAllowed',
          order.code,
          statusName(request, order.status),
          words(request).action[action],
        ),
      )
    const seen = values.versions[values.ids.indexOf(order.id)]
    if (seen !== order.version) throw new ApiError(409, say(request, 'stale', order.code))
  }
  return orders
}

/**
 * One bulk action: the code, the body, the checks, then every write; announced once. `schema` may be built per
 * request (from the settings); `message` says what was done (by default "n orders updated").
 */
function orderAction<S extends z.ZodType<Selection>>(
  path: string,
  action: ShippingOrderAction,
  schema: S | (() => S),
  apply: (request: Request, orders: ShippingOrder[], values: z.output<S>) => Array<number | string>,
  message: (request: Request, done: ShippingOrder[], values: z.output<S>) => string = (request, done) =>
    say(request, 'done', String(done.length)),
) {
  return http.post(
    `*${path}`,
    safe(async ({ request }) => {
      requirePermission(request, CODE_OF[action])
      const body = await readJson(request)
      // ---- nothing awaits from here on ----
      const write = typeof schema === 'function' ? schema() : schema
      const values = parseWrite(request, write, body, 'shippingOrders') as z.output<S>
      const orders = selected(request, action, values)
      const changed = apply(request, orders, values)
      emitChanged('shipping', 'updated', changed, request)
      const done = changed.map((id) => db.shippingOrders.find(Number(id))).filter((o) => !!o)
      return ok(done, message(request, done, values))
    }),
  )
}

/** In transit → the receiving office's stock. */
const intoStock = (history: 'unload' | 'warehouseImport') => (request: Request, orders: ShippingOrder[]) =>
  orders.map((order) => {
    const next = db.shippingOrders.update(order.id, { status: SHIPPING_STATUS.inventory })!
    logParcel(request, history, next, order.status, next.status, next.receiving_office_id)
    return next.id
  })

/** Unloading at the arrival office: the trip has set off (running or finished). */
const unload = orderAction(PATHS.unload, 'unload', shippingSelectionWriteSchema, (request, orders) => {
  for (const order of orders) {
    const trip = db.trips.find(order.trip_id ?? 0)
    if (trip && trip.status !== TRIP_STATUS.running && trip.status !== TRIP_STATUS.finished)
      throw new ApiError(409, say(request, 'notArrived', order.code, trip.name))
  }
  return intoStock('unload')(request, orders)
})

const warehouseImport = orderAction(
  PATHS.warehouseImport,
  'warehouseImport',
  shippingSelectionWriteSchema,
  intoStock('warehouseImport'),
)

/** Off the vehicle: the order goes back to the waiting goods (under its waiting id when it had one). */
const remove = orderAction(PATHS.remove, 'remove', shippingSelectionWriteSchema, (request, orders) => {
  const back: number[] = []
  for (const order of orders) {
    const {
      id,
      version: _version,
      trip_id,
      waiting_id,
      proxy_name: _a,
      proxy_phone: _b,
      proxy_citizen_id: _c,
      motorbike_driver_id: _d,
      received_at: _e,
      collected_amount: _f,
      handed_over_by: _g,
      ...parcel
    } = order
    db.shippingOrders.remove([id])
    const free = waiting_id != null && !db.waitingGoods.find(waiting_id)
    const row = db.waitingGoods.insert({
      ...parcel,
      ...(free ? { id: waiting_id } : {}),
      status: SHIPPING_STATUS.notYet,
    })
    logParcel(request, 'remove', { code: row.code, trip_id }, order.status, row.status, row.sending_office_id)
    back.push(row.id)
  }
  emitChanged('shipping-waiting', 'created', back, request)
  return orders.map((o) => o.id)
})

/** Onto another open trip of the same direction. */
const transfer = orderAction(
  PATHS.transferToVehicle,
  'transfer',
  shippingTransferWriteSchema,
  (request, orders, values) => {
    const trip = tripOf(request, values.trip_id)
    for (const order of orders) {
      if (order.trip_id === trip.id) throw new ApiError(409, say(request, 'sameTrip', order.code, trip.name))
      assertTripFor(request, trip, order)
    }
    return orders.map((order) => {
      const next = db.shippingOrders.update(order.id, { trip_id: trip.id })!
      logParcel(request, 'transfer', next, order.status, next.status, next.sending_office_id)
      return next.id
    })
  },
)

/** The hand-over's words: what was handed over (a code, or how many) and what was collected. */
function handedOver(request: Request, done: ShippingOrder[], kind: number): string {
  const total = done.reduce((sum, o) => sum + (o.collected_amount ?? 0), 0)
  const what = done.length === 1 ? done[0].code : say(request, 'parcels', String(done.length))
  const money = !total
    ? say(request, 'nothingToCollect')
    : say(request, kind === HANDOVER.motorbike ? 'toCollect' : 'collected', formatMoney(total))
  return say(request, kind === HANDOVER.motorbike ? 'handedToDriver' : 'handedOver', what, money)
}

/**
 * Handed over at the receiving office: to the receiver (the parcel's, by phone; their name and citizen ID as
 * shown are kept on it), a proxy, or a motorbike driver who delivers it. Each parcel records its amount to
 * collect (the COD and the fees still unpaid), the clerk and the time; its history step says to whom and how much.
 */
const complete = orderAction(
  PATHS.complete,
  'complete',
  () => shippingCompleteWriteSchema({ requiresId: !!db.settings.handover_requires_id }),
  (request, orders, values) => {
    const driver = values.kind === HANDOVER.motorbike ? db.users.find(values.motorbike_driver_id ?? 0) : null
    if (values.kind === HANDOVER.motorbike && (!driver || !driver.is_motorbike_driver || driver.status !== 1))
      assertValid(request, { motorbike_driver_id: [say(request, 'driverNotFound')] })
    if (values.kind === HANDOVER.customer)
      for (const order of orders)
        if (order.receiver_phone !== values.receiver_phone)
          assertValid(request, {
            receiver_phone: [say(request, 'notTheReceiver', order.code, formatPhone(order.receiver_phone))],
          })
    const proxy = values.kind === HANDOVER.proxy
    const taker =
      values.kind === HANDOVER.customer
        ? { taker_name: values.receiver_name, taker_phone: values.receiver_phone }
        : proxy
          ? { taker_name: values.proxy_name, taker_phone: values.proxy_phone }
          : { taker_name: driver?.fullname ?? null, taker_phone: driver?.phone ?? null }
    const clerk = clerkOf(request)
    const at = vnIsoAt(Date.now())
    return orders.map((order) => {
      const amount = parcelTotals(order).receiverPays
      const next = db.shippingOrders.update(order.id, {
        status: SHIPPING_STATUS.complete,
        delivery_type: values.kind,
        ...(values.kind === HANDOVER.customer && {
          receiver_name: values.receiver_name ?? order.receiver_name,
          receiver_citizen_id: values.receiver_citizen_id ?? order.receiver_citizen_id ?? null,
        }),
        proxy_name: proxy ? values.proxy_name : null,
        proxy_phone: proxy ? values.proxy_phone : null,
        proxy_citizen_id: proxy ? values.proxy_citizen_id : null,
        motorbike_driver_id: values.kind === HANDOVER.motorbike ? (values.motorbike_driver_id ?? null) : null,
        received_at: at,
        collected_amount: amount,
        handed_over_by: clerk?.id ?? null,
      })!
      logParcel(request, 'complete', next, order.status, next.status, next.receiving_office_id, {
        handover_kind: values.kind,
        ...taker,
        amount,
      })
      return next.id
    })
  },
  (request, done, values) => handedOver(request, done, values.kind),
)

const cancel = orderAction(PATHS.cancel, 'cancel', shippingCancelWriteSchema, (request, orders, values) =>
  orders.map((order) => {
    const next = db.shippingOrders.update(order.id, {
      status: SHIPPING_STATUS.cancel,
      cancel_reason: values.reason_cancel,
      cancel_note: values.reason_cancel === 'other' ? values.reason_note : null,
    })!
    const office =
      order.status === SHIPPING_STATUS.inventory ? order.receiving_office_id : order.sending_office_id
    logParcel(request, 'cancel', next, order.status, next.status, office)
    return next.id
  }),
)

// -------------------------------------------------------------------------------------------------- reads

/**
 * The orders, newest first: `status`, `trip_id`, `office_id` (sending or receiving), `map_detail_id`, `date`
 * (received that Asia/Ho_Chi_Minh day), `q` (a whole code is one look-up; else code, names, phone digits).
 */
function orderFilter(rows: ShippingOrder[], filters: Record<string, string>): ShippingOrder[] {
  const take = (key: string) => {
    const value = filters[key]
    delete filters[key]
    return value === undefined || value === '' ? undefined : value
  }
  const q = take('q')?.trim()
  const status = take('status')
  const trip = take('trip_id')
  const office = take('office_id')
  const direction = take('map_detail_id')
  const day = take('date')
  const exact = q ? db.shippingOrders.byCode(q.toUpperCase()) : undefined
  let out = exact ? [exact] : rows
  if (status !== undefined && status !== String(SHIPPING_STATUS.search))
    out = out.filter((r) => String(r.status) === status)
  if (trip) out = out.filter((r) => String(r.trip_id) === trip)
  if (office)
    out = out.filter(
      (r) => String(r.sending_office_id) === office || String(r.receiving_office_id) === office,
    )
  if (direction) out = out.filter((r) => String(r.map_detail_id) === direction)
  if (day) out = out.filter((r) => r.created_at.slice(0, 10) === day)
  if (q && !exact) {
    const needle = normalise(q)
    const digits = phoneDigits(q).replace(/\D/g, '')
    out = out.filter(
      (r) =>
        normalise(r.code).includes(needle) ||
        normalise(r.sender_name).includes(needle) ||
        normalise(r.receiver_name).includes(needle) ||
        (digits.length >= 3 && (r.sender_phone.includes(digits) || r.receiver_phone.includes(digits))),
    )
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

const list = http.get(
  `*${PATHS.list}`,
  safe(({ request }) => {
    requirePermission(request, READERS)
    const query = parseListQuery(request)
    return ok(paginate(orderFilter(db.shippingOrders.all(), query.filters), query))
  }),
)

const history = http.get(
  `*${PATHS.history}/:code`,
  safe(({ request, params }) => {
    requirePermission(request, LOOKUP_READERS)
    const code = String(params.code ?? '').toUpperCase()
    const rows = db.shippingHistory.filter((h) => h.code === code)
    return ok(rows.sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id))
  }),
)

const lookup = http.get(
  `*${PATHS.lookup}/:code`,
  safe(({ request, params }) => {
    requirePermission(request, LOOKUP_READERS)
    const hit = parcelByCode(String(params.code ?? ''))
    if (!hit) throw new ApiError(404, say(request, 'notFound', String(params.code ?? '').toUpperCase()))
    const parcel = hit.source === 'order' ? hit.row : ({ ...hit.row, trip_id: null } as ShippingOrder)
    const answer: ParcelLookup = { source: hit.source, parcel, place: placeOf(hit.source, hit.row) }
    return ok(answer)
  }),
)

const printList = http.get(
  `*${PATHS.printList}/:tripId`,
  safe(({ request, params }) => {
    requirePermission(request, READERS)
    const trip = tripOf(request, Number(param(params.tripId)))
    const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
    const driver = trip.user_id === null ? undefined : db.users.find(trip.user_id)
    const answer: LoadList = {
      operator: db.settings.company_name,
      trip: { id: trip.id, name: trip.name, plan_date: trip.plan_date, departure_time: trip.departure_time },
      direction: directionOf(trip.map_detail_id)?.entry.name ?? null,
      car: car ? `${car.name} (${car.license_plate})` : null,
      driver: driver?.fullname ?? null,
      orders: db.shippingOrders
        .filter((o) => o.trip_id === trip.id && o.status !== SHIPPING_STATUS.cancel)
        .sort((a, b) => a.code.localeCompare(b.code)),
    }
    return ok(answer)
  }),
)

const motorbikeDrivers = http.get(
  `*${PATHS.motorbikeDrivers}`,
  safe(({ request }) => {
    requirePermission(request, READERS)
    return ok(
      db.users
        .filter((u) => !!u.is_motorbike_driver && u.status === 1)
        .map((u) => ({ id: u.id, fullname: u.fullname, phone: u.phone ?? null })),
    )
  }),
)

/** The trips of a day (and a direction), by departure, with how many orders each carries. */
const tripsByDay = http.get(
  `*${PATHS.trips}`,
  safe(({ request }) => {
    requirePermission(request, READERS)
    const query = new URL(request.url).searchParams
    const day = query.get('date') ?? ''
    const direction = query.get('map_detail_id')
    const rows = db.trips
      .filter((t) => t.plan_date === day && (!direction || String(t.map_detail_id) === direction))
      .sort((a, b) => a.departure_time.localeCompare(b.departure_time) || a.id - b.id)
    const answer: DayTrip[] = rows.map((t) => ({
      id: t.id,
      name: t.name,
      status: t.status,
      map_detail_id: t.map_detail_id,
      departure_time: t.departure_time,
      open: tripTakesGoods(t),
      goods: db.shippingOrders.filter((o) => o.trip_id === t.id).length,
    }))
    return ok(answer)
  }),
)

export const shippingHandlers = [
  tripsByDay,
  list,
  transferWaiting,
  unload,
  remove,
  transfer,
  warehouseImport,
  complete,
  cancel,
  history,
  lookup,
  printList,
  motorbikeDrivers,
]
