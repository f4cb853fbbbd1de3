/**
 * The statistics (README "The backend contract"): the dashboard's chart calls, revenue by trip, top drivers and
 * top customers, shipping revenue, driver and motorbike pay, what lies behind each figure, and their exports. Figures come from mocks/statistics.ts.
 */
import { http, HttpResponse } from 'msw'
import { STATS_API, STATS_CONTROL } from '../../src/api/contracts/stats-paths.ts'
import { STATS_MAX_DAYS, TOP_LIMITS } from '../../src/api/contracts/stats.ts'
import type { PayKind, StatRange } from '../../src/api/schemas/stats.ts'
import viStats from '../../src/i18n/locales/vi/stats.ts'
import enStats from '../../src/i18n/locales/en/stats.ts'
import { db } from '../db/index.ts'
import { addDays, vnToday } from '../db/time.ts'
import {
  customerTickets,
  driverTrips,
  monthlyTrips,
  payDetail,
  payStatistics,
  shippingParcels,
  shippingStatistics,
  topCustomers,
  topDrivers,
  tripDetail,
  tripStatistics,
  vehicleRevenue,
  type StatsRows,
} from '../statistics.ts'
import { addHistory } from '../history.ts'
import { writeXlsx, XLSX_CONTENT_TYPE, type XlsxCell } from '../xlsx.ts'
import {
  ApiError,
  displayDate,
  envelope,
  isIsoDate,
  langOf,
  ok,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
} from './util.ts'

const TRIP_READER = 'trip.statistical'
const DRIVERS_READER = 'trip.top_drivers'
const CUSTOMERS_READER = 'ticket.top_customers'
const SHIPPING_READER = 'trip.statistical_shipping'
const PAY_READER = 'statistics.StatisticMoneyDriverAndMoto'

const rows = (): StatsRows => ({
  trips: db.trips.all(),
  tickets: db.tickets.all(),
  parcels: db.shippingOrders.all(),
  cars: db.cars.all(),
  users: db.users.all(),
  maps: db.maps.all(),
})

/** The rows /statistical-shipping and /statistics/money-driver-and-moto read besides those above. */
const moreRows = (): StatsRows => ({
  ...rows(),
  waiting: db.waitingGoods.all(),
  motorPicks: db.motorPicks.all(),
  offices: db.offices.all(),
  productTypes: db.productTypes.all(),
  directions: db.maps
    .all()
    .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
    .map((e) => ({ id: e.id, name: e.name })),
})

const invalid = (request: Request, field: string): never => {
  throw new ApiError(422, t(request, 'invalidData'), { [field]: [t(request, 'invalidData')] })
}

/** from and to (YYYY-MM-DD, Ho Chi Minh days; by default the last 7 days to today), at most a year apart. */
function rangeOf(request: Request): StatRange {
  const params = new URL(request.url).searchParams
  const to = params.get('to') || vnToday()
  const from = params.get('from') || addDays(to, -6)
  if (!isIsoDate(from)) invalid(request, 'from')
  if (!isIsoDate(to)) invalid(request, 'to')
  if (from > to || addDays(from, STATS_MAX_DAYS - 1) < to) invalid(request, 'from')
  return { from, to }
}

/** An optional whole number parameter (422 when it is not one). */
function idParam(request: Request, name: string, required = false): number | null {
  const raw = new URL(request.url).searchParams.get(name)
  if (!raw) return required ? invalid(request, name) : null
  if (!/^\d{1,10}$/.test(raw)) invalid(request, name)
  return Number(raw)
}

function limitOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('limit') || String(TOP_LIMITS[0])
  const n = Number(raw)
  if (!TOP_LIMITS.includes(n as (typeof TOP_LIMITS)[number])) invalid(request, 'limit')
  return n
}

function yearOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('year') || vnToday().slice(0, 4)
  if (!/^\d{4}$/.test(raw) || Number(raw) < 2000 || Number(raw) > 2100) invalid(request, 'year')
  return Number(raw)
}

function monthOf(request: Request): number {
  const raw = new URL(request.url).searchParams.get('month') || vnToday().slice(5, 7)
  const n = Number(raw)
  if (!/^\d{1,2}$/.test(raw) || n < 1 || n > 12) invalid(request, 'month')
  return n
}

function xlsx(sheet: string, table: XlsxCell[][], filename: string): Response {
  const bytes = writeXlsx(sheet, table)
  return new HttpResponse(bytes, {
    status: 200,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${filename}.xlsx"`,
      'content-length': String(bytes.byteLength),
    },
  })
}

const words = (request: Request) => (langOf(request) === 'en' ? enStats : viStats)
const fill = (text: string, range: StatRange) =>
  text.replace('{{from}}', range.from).replace('{{to}}', range.to)
const phoneText = (phone: string | null) => (phone ?? '').replace(/^(\d{4})(\d{3})(\d{3})$/, '$1.$2.$3')

function tripFilter(request: Request) {
  return {
    map_detail_id: idParam(request, 'map_detail_id'),
    driver_id: idParam(request, 'driver_id'),
    car_id: idParam(request, 'car_id'),
  }
}

/** The filters of /statistical-shipping; `date` (a bar of the chart) must be a day of the range. */
function shippingFilter(request: Request, range: StatRange) {
  const date = new URL(request.url).searchParams.get('date')
  if (date !== null && (!isIsoDate(date) || date < range.from || date > range.to)) invalid(request, 'date')
  return {
    office_id: idParam(request, 'office_id'),
    map_detail_id: idParam(request, 'map_detail_id'),
    product_type_id: idParam(request, 'product_type_id'),
    date,
  }
}

function payKind(request: Request): PayKind | null {
  const raw = new URL(request.url).searchParams.get('kind')
  if (!raw) return null
  if (raw !== 'driver' && raw !== 'motorbike') invalid(request, 'kind')
  return raw as PayKind
}

export const statisticsHandlers = [
  // POST /__mock/history { days } (1–366): the benchmark's year of past trips, tickets and parcels
  http.post(`*${STATS_CONTROL.history}`, async ({ request }) => {
    const body = await readJson<{ days?: unknown }>(request).catch(() => ({}) as { days?: unknown })
    const days = Number(body.days)
    if (!Number.isInteger(days) || days < 1 || days > STATS_MAX_DAYS)
      return envelope(400, `days must be an integer from 1 to ${STATS_MAX_DAYS}`, null)
    return ok(addHistory(db, days))
  }),
  http.get(
    `*${STATS_API.monthlyTrips}`,
    safe(({ request }) => {
      requireUser(request)
      return ok(monthlyTrips(rows(), yearOf(request)))
    }),
  ),
  http.get(
    `*${STATS_API.revenueOfVehicle}`,
    safe(({ request }) => {
      requirePermission(request, TRIP_READER)
      return ok(vehicleRevenue(rows(), yearOf(request), monthOf(request)))
    }),
  ),
  // before /api/trip/statistical so its /detail and /export are not read as query-less calls of it
  http.get(
    `*${STATS_API.tripDetail}`,
    safe(({ request }) => {
      requirePermission(request, TRIP_READER)
      const id = idParam(request, 'trip_id', true)!
      if (!db.trips.find(id)) throw new ApiError(404, t(request, 'notFound'))
      return ok(tripDetail(rows(), id))
    }),
  ),
  http.get(
    `*${STATS_API.tripExport}`,
    safe(({ request }) => {
      requirePermission(request, TRIP_READER)
      const range = rangeOf(request)
      const s = tripStatistics(rows(), range, tripFilter(request))
      const w = words(request)
      const c = w.col
      const table: XlsxCell[][] = [
        [c.date, c.trip, c.driver, c.car, c.passengers, c.ticketRevenue, c.goodsRevenue, c.costs, c.net],
        ...s.rows.map((r) => [
          displayDate(r.plan_date),
          r.name,
          r.driver_name,
          r.car_name,
          r.passengers,
          r.ticket_revenue,
          r.goods_revenue,
          r.costs,
          r.net,
        ]),
        [
          w.total,
          null,
          null,
          null,
          s.totals.passengers,
          s.totals.ticket_revenue,
          s.totals.goods_revenue,
          s.totals.costs,
          s.totals.net,
        ],
      ]
      return xlsx(w.trip.sheet, table, fill(w.trip.exportFile, range))
    }),
  ),
  http.get(
    `*${STATS_API.trip}`,
    safe(({ request }) => {
      requirePermission(request, TRIP_READER)
      return ok(tripStatistics(rows(), rangeOf(request), tripFilter(request)))
    }),
  ),
  http.get(
    `*${STATS_API.driverTrips}`,
    safe(({ request }) => {
      requirePermission(request, DRIVERS_READER)
      const range = rangeOf(request)
      return ok(driverTrips(rows(), range, idParam(request, 'driver_id', true)!))
    }),
  ),
  http.get(
    `*${STATS_API.topDriversExport}`,
    safe(({ request }) => {
      requirePermission(request, DRIVERS_READER)
      const range = rangeOf(request)
      const s = topDrivers(rows(), range, limitOf(request))
      const w = words(request)
      const c = w.col
      const table: XlsxCell[][] = [
        [c.rank, c.driver, c.phone, c.trips, c.kilometers, c.revenue],
        ...s.rows.map((r) => [r.rank, r.fullname, phoneText(r.phone), r.trips, r.kilometers, r.revenue]),
      ]
      return xlsx(w.drivers.sheet, table, fill(w.drivers.exportFile, range))
    }),
  ),
  http.get(
    `*${STATS_API.topDrivers}`,
    safe(({ request }) => {
      requirePermission(request, DRIVERS_READER)
      return ok(topDrivers(rows(), rangeOf(request), limitOf(request)))
    }),
  ),
  http.get(
    `*${STATS_API.customerTickets}`,
    safe(({ request }) => {
      requirePermission(request, CUSTOMERS_READER)
      const range = rangeOf(request)
      const phone = new URL(request.url).searchParams.get('phone') ?? ''
      if (!/^0\d{9}$/.test(phone)) invalid(request, 'phone')
      return ok(customerTickets(rows(), range, phone))
    }),
  ),
  http.get(
    `*${STATS_API.topCustomersExport}`,
    safe(({ request }) => {
      requirePermission(request, CUSTOMERS_READER)
      const range = rangeOf(request)
      const s = topCustomers(rows(), range, limitOf(request))
      const w = words(request)
      const c = w.col
      const table: XlsxCell[][] = [
        [c.rank, c.customer, c.phone, c.tickets, c.money],
        ...s.rows.map((r) => [r.rank, r.customer_name, phoneText(r.phone), r.tickets, r.money]),
      ]
      return xlsx(w.customers.sheet, table, fill(w.customers.exportFile, range))
    }),
  ),
  http.get(
    `*${STATS_API.topCustomers}`,
    safe(({ request }) => {
      requirePermission(request, CUSTOMERS_READER)
      return ok(topCustomers(rows(), rangeOf(request), limitOf(request)))
    }),
  ),
  // the longer paths first, so /parcels, /detail and /export are not read as the summary
  http.get(
    `*${STATS_API.shippingParcels}`,
    safe(({ request }) => {
      requirePermission(request, SHIPPING_READER)
      const range = rangeOf(request)
      return ok(shippingParcels(moreRows(), range, shippingFilter(request, range)))
    }),
  ),
  http.get(
    `*${STATS_API.shippingExport}`,
    safe(({ request }) => {
      requirePermission(request, SHIPPING_READER)
      const range = rangeOf(request)
      const s = shippingStatistics(moreRows(), range, shippingFilter(request, range))
      const w = words(request)
      const c = w.col
      const line = (f: typeof s.totals) => [
        f.parcels,
        f.fee,
        f.delivery_fee,
        f.surcharge,
        f.charges,
        f.cod_collected,
        f.cod_outstanding,
      ]
      const table: XlsxCell[][] = [
        [
          c.office,
          c.direction,
          c.goodsType,
          c.parcels,
          c.fee,
          c.deliveryFee,
          c.surcharge,
          c.charges,
          c.codCollected,
          c.codOutstanding,
        ],
        ...s.rows.map((r) => [r.office_name, r.direction, r.goods_type ?? w.noGoodsType, ...line(r)]),
        [w.total, null, null, ...line(s.totals)],
      ]
      return xlsx(w.shipping.sheet, table, fill(w.shipping.exportFile, range))
    }),
  ),
  http.get(
    `*${STATS_API.shipping}`,
    safe(({ request }) => {
      requirePermission(request, SHIPPING_READER)
      const range = rangeOf(request)
      return ok(shippingStatistics(moreRows(), range, shippingFilter(request, range)))
    }),
  ),
  http.get(
    `*${STATS_API.payDetail}`,
    safe(({ request }) => {
      requirePermission(request, PAY_READER)
      const range = rangeOf(request)
      const id = idParam(request, 'person_id', true)!
      if (!db.users.find(id)) throw new ApiError(404, t(request, 'notFound'))
      return ok(payDetail(moreRows(), range, id))
    }),
  ),
  http.get(
    `*${STATS_API.payExport}`,
    safe(({ request }) => {
      requirePermission(request, PAY_READER)
      const range = rangeOf(request)
      const s = payStatistics(moreRows(), range, payKind(request))
      const w = words(request)
      const c = w.col
      const line = (f: typeof s.totals) => [
        f.trips,
        f.pickups,
        f.deliveries,
        f.driver_money,
        f.pick_fees,
        f.delivery_fees,
        f.earned,
        f.collected,
        f.cod,
        f.handed_in,
        f.balance,
      ]
      const table: XlsxCell[][] = [
        [
          c.person,
          c.phone,
          c.kind,
          c.trips,
          c.pickups,
          c.deliveries,
          c.driverMoney,
          c.pickFees,
          c.deliveryFees,
          c.earned,
          c.collected,
          c.cod,
          c.handedIn,
          c.balance,
        ],
        ...s.rows.map((r) => [
          r.fullname,
          phoneText(r.phone),
          w.pay.kinds[r.kind],
          ...line({ ...r, people: 1 }),
        ]),
        [w.total, null, null, ...line(s.totals)],
      ]
      return xlsx(w.pay.sheet, table, fill(w.pay.exportFile, range))
    }),
  ),
  http.get(
    `*${STATS_API.pay}`,
    safe(({ request }) => {
      requirePermission(request, PAY_READER)
      return ok(payStatistics(moreRows(), rangeOf(request), payKind(request)))
    }),
  ),
]
