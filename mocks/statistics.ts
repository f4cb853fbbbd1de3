/**
 * The statistics' aggregations (README "The backend contract"), pure: they read only the rows given, so the
 * handlers (mocks/handlers/statistics.ts) and the unit tests use the same code. Days are Asia/Ho_Chi_Minh plan
 * dates (DECISIONS #16); a cancelled ticket or parcel never counts, a moved ticket counts on the trip it is on
 * now, the one it ends on (DECISIONS #17); a cancelled trip carries no figure.
 */
import { PICK_TYPE, ticketTotal } from '../src/api/contracts/booking.ts'
import { MOTOR_PICK_STATUS } from '../src/api/contracts/pickup.ts'
import { SHIPPING_DELIVERY, SHIPPING_STATUS, parcelTotals } from '../src/api/contracts/shipping.ts'
import { TRIP_EXPENSE_FIELDS, TRIP_STATUS } from '../src/api/contracts/trips.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { MotorPick } from '../src/api/schemas/pickup.ts'
import type { RouteMap } from '../src/api/schemas/routes.ts'
import type { ShippingOrder, WaitingGoods } from '../src/api/schemas/shipping.ts'
import type {
  CustomerRank,
  CustomerSummary,
  CustomerTicket,
  DriverRank,
  DriverSummary,
  DriverTrip,
  MonthlyTrips,
  PayDetail,
  PayFigures,
  PayKind,
  PayLine,
  PayRow,
  PayStatistics,
  ShippingFigures,
  ShippingStatistics,
  ShippingStatParcels,
  ShippingStatRow,
  StatRange,
  TripStatDetail,
  TripStatistics,
  TripStatRow,
  TripTotals,
  VehicleRevenue,
} from '../src/api/schemas/stats.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import { addDays, vnDate } from './db/time.ts'

type Car = { id: number; name: string; license_plate: string }
type Person = { id: number; fullname: string; phone?: string | null; is_motorbike_driver?: boolean }
type Named = { id: number; name: string }

/** The rows the figures come from. */
export interface StatsRows {
  trips: readonly Trip[]
  tickets: readonly Ticket[]
  parcels: readonly ShippingOrder[]
  cars?: readonly Car[]
  users?: readonly Person[]
  maps?: readonly Pick<RouteMap, 'id' | 'length'>[]
  /** parcels not on a vehicle yet (/statistical-shipping counts them from their receive day) */
  waiting?: readonly WaitingGoods[]
  motorPicks?: readonly MotorPick[]
  offices?: readonly Named[]
  productTypes?: readonly Named[]
  /** the directions (map details' forward and reverse entries) */
  directions?: readonly Named[]
}

/** The days of a range, both ends included. */
export const daysOf = (range: StatRange): number =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1

/** How many whole calendar months the range is (the 1st of one month to the last day of another), else 0. */
function wholeMonths(range: StatRange): number {
  const [fromYear, fromMonth, fromDay] = range.from.split('-').map(Number)
  const [toYear, toMonth] = range.to.split('-').map(Number)
  const lastDay = addDays(range.to, 1).endsWith('-01')
  if (fromDay !== 1 || !lastDay) return 0
  return (toYear - fromYear) * 12 + toMonth - fromMonth + 1
}

/** The first day of the month `months` before the one `day` is in. */
function monthsBefore(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number)
  const index = year * 12 + month - 1 - months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/**
 * The period just before the range: as many calendar months when the range is whole months (October compares
 * with September, 01/09–30/09), else as many days.
 */
export function previousRange(range: StatRange): StatRange {
  const months = wholeMonths(range)
  const from = months ? monthsBefore(range.from, months) : addDays(range.from, -daysOf(range))
  return { from, to: addDays(range.from, -1) }
}

const counts = (trip: Trip) => trip.status !== TRIP_STATUS.cancelled
const inRange = (day: string, range: StatRange) => day >= range.from && day <= range.to
const liveTicket = (k: Ticket) => !k.deleted_at
const liveParcel = (p: ShippingOrder) => p.status !== SHIPPING_STATUS.cancel
const tripCosts = (trip: Trip) => TRIP_EXPENSE_FIELDS.reduce((sum, f) => sum + trip[f], 0)
/** The fee a parcel brings its trip: none when it travels free. */
const goodsFee = (p: Pick<ShippingOrder, 'fee' | 'payment_type'>) => parcelTotals(p).fee

/** Index of the live tickets and parcels by trip: one pass over each, so a year of history stays fast. */
function byTrip(rows: StatsRows) {
  const tickets = new Map<number, Ticket[]>()
  const parcels = new Map<number, ShippingOrder[]>()
  const add = <T>(map: Map<number, T[]>, id: number, row: T) => {
    const list = map.get(id)
    if (list) list.push(row)
    else map.set(id, [row])
  }
  for (const k of rows.tickets) if (liveTicket(k)) add(tickets, k.trip_id, k)
  for (const p of rows.parcels) if (p.trip_id !== null && liveParcel(p)) add(parcels, p.trip_id, p)
  return { tickets, parcels }
}

type TripIndex = ReturnType<typeof byTrip>

function tripFigures(trip: Trip, index: TripIndex) {
  const tickets = index.tickets.get(trip.id) ?? []
  const parcels = index.parcels.get(trip.id) ?? []
  const ticket_revenue = tickets.reduce((sum, k) => sum + ticketTotal(k), 0)
  const goods_revenue = parcels.reduce((sum, p) => sum + goodsFee(p), 0)
  const costs = tripCosts(trip)
  return {
    passengers: tickets.length,
    ticket_revenue,
    goods_revenue,
    costs,
    net: ticket_revenue + goods_revenue - costs,
  }
}

export const emptyTotals = (): TripTotals => ({
  trips: 0,
  passengers: 0,
  ticket_revenue: 0,
  goods_revenue: 0,
  costs: 0,
  net: 0,
})

function addTo(sum: TripTotals, row: Omit<TripTotals, 'trips'>): TripTotals {
  return {
    trips: sum.trips + 1,
    passengers: sum.passengers + row.passengers,
    ticket_revenue: sum.ticket_revenue + row.ticket_revenue,
    goods_revenue: sum.goods_revenue + row.goods_revenue,
    costs: sum.costs + row.costs,
    net: sum.net + row.net,
  }
}

export interface TripFilter {
  map_detail_id?: number | null
  driver_id?: number | null
  car_id?: number | null
}

const matches = (trip: Trip, filter: TripFilter) =>
  counts(trip) &&
  (filter.map_detail_id == null || trip.map_detail_id === filter.map_detail_id) &&
  (filter.driver_id == null || trip.user_id === filter.driver_id) &&
  (filter.car_id == null || trip.car_id === filter.car_id)

/** Revenue by trip over a range (by plan date), by day (every day of the range), totals, the previous period. */
export function tripStatistics(rows: StatsRows, range: StatRange, filter: TripFilter = {}): TripStatistics {
  const index = byTrip(rows)
  const previous_range = previousRange(range)
  const cars = new Map(rows.cars?.map((c) => [c.id, c]))
  const users = new Map(rows.users?.map((u) => [u.id, u]))
  const days = new Map<string, TripTotals>()
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.set(d, emptyTotals())
  let totals = emptyTotals()
  let previous_totals = emptyTotals()
  const out: TripStatRow[] = []
  for (const trip of rows.trips) {
    if (!matches(trip, filter)) continue
    const current = inRange(trip.plan_date, range)
    if (!current && !inRange(trip.plan_date, previous_range)) continue
    const figures = tripFigures(trip, index)
    if (!current) {
      previous_totals = addTo(previous_totals, figures)
      continue
    }
    totals = addTo(totals, figures)
    days.set(trip.plan_date, addTo(days.get(trip.plan_date)!, figures))
    out.push({
      trip_id: trip.id,
      name: trip.name,
      plan_date: trip.plan_date,
      departure_time: trip.departure_time,
      map_detail_id: trip.map_detail_id,
      driver_id: trip.user_id,
      driver_name: trip.user_id === null ? null : (users.get(trip.user_id)?.fullname ?? null),
      car_name: trip.car_id === null ? null : (cars.get(trip.car_id)?.license_plate ?? null),
      ...figures,
    })
  }
  out.sort((a, b) => a.departure_time.localeCompare(b.departure_time) || a.trip_id - b.trip_id)
  return {
    range,
    previous_range,
    totals,
    previous_totals,
    by_day: [...days].map(([date, sum]) => ({ date, ...sum })),
    rows: out,
  }
}

/** The tickets and parcels behind a trip's ticket and goods revenue. */
export function tripDetail(rows: StatsRows, tripId: number): TripStatDetail {
  const tickets = rows.tickets.filter((k) => k.trip_id === tripId && liveTicket(k))
  const parcels = rows.parcels.filter((p) => p.trip_id === tripId && liveParcel(p))
  return {
    trip_id: tripId,
    tickets: tickets.map((k) => ({
      id: k.id,
      code: k.code,
      customer_name: k.customer_name,
      phone: k.phone,
      seat_code: k.seat_code,
      total: ticketTotal(k),
    })),
    parcels: parcels.map((p) => ({ id: p.id, code: p.code, package_name: p.package_name, fee: goodsFee(p) })),
    ticket_revenue: tickets.reduce((sum, k) => sum + ticketTotal(k), 0),
    goods_revenue: parcels.reduce((sum, p) => sum + goodsFee(p), 0),
  }
}

/** Trips (not cancelled) per month of a year, by plan date. */
export function monthlyTrips(rows: StatsRows, year: number): MonthlyTrips {
  const months = Array.from({ length: 12 }, (_, i) => ({ month: i + 1, trips: 0 }))
  for (const trip of rows.trips)
    if (counts(trip) && trip.plan_date.startsWith(`${year}-`))
      months[Number(trip.plan_date.slice(5, 7)) - 1].trips++
  return { year, months, total: months.reduce((sum, m) => sum + m.trips, 0) }
}

/** Each car's trips and revenue (tickets + shipping fees) in a month, most revenue first. */
export function vehicleRevenue(rows: StatsRows, year: number, month: number): VehicleRevenue {
  const index = byTrip(rows)
  const prefix = `${year}-${String(month).padStart(2, '0')}-`
  const sums = new Map<number, { trips: number; revenue: number }>()
  for (const trip of rows.trips) {
    if (!counts(trip) || trip.car_id === null || !trip.plan_date.startsWith(prefix)) continue
    const f = tripFigures(trip, index)
    const sum = sums.get(trip.car_id) ?? { trips: 0, revenue: 0 }
    sums.set(trip.car_id, { trips: sum.trips + 1, revenue: sum.revenue + f.ticket_revenue + f.goods_revenue })
  }
  const cars = new Map(rows.cars?.map((c) => [c.id, c]))
  const list = [...sums].map(([car_id, sum]) => ({
    car_id,
    name: cars.get(car_id)?.name ?? String(car_id),
    license_plate: cars.get(car_id)?.license_plate ?? '',
    ...sum,
  }))
  list.sort((a, b) => b.revenue - a.revenue || a.car_id - b.car_id)
  return { year, month, cars: list, total: list.reduce((sum, c) => sum + c.revenue, 0) }
}

/** A trip's kilometres: its route's length (a broken-down trip counts it too: the car went out). */
const kmOf = (trip: Trip, maps: Map<number, number>) => maps.get(trip.map_id) ?? 0

/** The trips of a driver in a range, with their kilometres and revenue (tickets + shipping fees). */
export function driverTrips(rows: StatsRows, range: StatRange, driverId: number): DriverTrip[] {
  const index = byTrip(rows)
  const maps = new Map(rows.maps?.map((m) => [m.id, m.length]))
  return rows.trips
    .filter((trip) => counts(trip) && trip.user_id === driverId && inRange(trip.plan_date, range))
    .sort((a, b) => a.departure_time.localeCompare(b.departure_time))
    .map((trip) => {
      const f = tripFigures(trip, index)
      return {
        trip_id: trip.id,
        name: trip.name,
        plan_date: trip.plan_date,
        kilometers: kmOf(trip, maps),
        revenue: f.ticket_revenue + f.goods_revenue,
      }
    })
}

/** Drivers ranked by trips, then kilometres, then revenue; the summary covers every driver, not only the top. */
export function topDrivers(rows: StatsRows, range: StatRange, limit: number) {
  const index = byTrip(rows)
  const maps = new Map(rows.maps?.map((m) => [m.id, m.length]))
  const rank = (r: StatRange) => {
    const sums = new Map<number, { trips: number; kilometers: number; revenue: number }>()
    for (const trip of rows.trips) {
      if (!counts(trip) || trip.user_id === null || !inRange(trip.plan_date, r)) continue
      const f = tripFigures(trip, index)
      const sum = sums.get(trip.user_id) ?? { trips: 0, kilometers: 0, revenue: 0 }
      sums.set(trip.user_id, {
        trips: sum.trips + 1,
        kilometers: sum.kilometers + kmOf(trip, maps),
        revenue: sum.revenue + f.ticket_revenue + f.goods_revenue,
      })
    }
    const summary: DriverSummary = { drivers: sums.size, trips: 0, kilometers: 0, revenue: 0 }
    for (const s of sums.values()) {
      summary.trips += s.trips
      summary.kilometers += s.kilometers
      summary.revenue += s.revenue
    }
    return { sums, summary }
  }
  const current = rank(range)
  const previous_range = previousRange(range)
  const users = new Map(rows.users?.map((u) => [u.id, u]))
  const list: DriverRank[] = [...current.sums]
    .sort(
      ([ia, a], [ib, b]) =>
        b.trips - a.trips || b.kilometers - a.kilometers || b.revenue - a.revenue || ia - ib,
    )
    .slice(0, limit)
    .map(([driver_id, s], i) => ({
      rank: i + 1,
      driver_id,
      fullname: users.get(driver_id)?.fullname ?? String(driver_id),
      phone: users.get(driver_id)?.phone ?? null,
      ...s,
    }))
  return {
    range,
    previous_range,
    summary: current.summary,
    previous_summary: rank(previous_range).summary,
    rows: list,
  }
}

/** The live tickets of trips (not cancelled) planned in the range. */
function ticketsIn(rows: StatsRows, range: StatRange) {
  const trips = new Map(
    rows.trips.filter((t) => counts(t) && inRange(t.plan_date, range)).map((t) => [t.id, t]),
  )
  return rows.tickets
    .filter((k) => liveTicket(k) && trips.has(k.trip_id))
    .map((k) => ({ k, trip: trips.get(k.trip_id)! }))
}

/** The tickets behind a customer's (a phone's) figures. */
export function customerTickets(rows: StatsRows, range: StatRange, phone: string): CustomerTicket[] {
  return ticketsIn(rows, range)
    .filter(({ k }) => k.phone === phone)
    .sort((a, b) => a.trip.departure_time.localeCompare(b.trip.departure_time) || a.k.id - b.k.id)
    .map(({ k, trip }) => ({
      id: k.id,
      code: k.code,
      customer_name: k.customer_name,
      trip_name: trip.name,
      plan_date: trip.plan_date,
      total: ticketTotal(k),
    }))
}

/** Customers (by phone: khách hàng thân thiết) ranked by tickets, then money; the name is the latest ticket's. */
export function topCustomers(rows: StatsRows, range: StatRange, limit: number) {
  const rank = (r: StatRange) => {
    const sums = new Map<string, { customer_name: string; tickets: number; money: number; last: string }>()
    for (const { k, trip } of ticketsIn(rows, r)) {
      const sum = sums.get(k.phone) ?? { customer_name: k.customer_name, tickets: 0, money: 0, last: '' }
      const later = trip.departure_time >= sum.last
      sums.set(k.phone, {
        customer_name: later ? k.customer_name : sum.customer_name,
        tickets: sum.tickets + 1,
        money: sum.money + ticketTotal(k),
        last: later ? trip.departure_time : sum.last,
      })
    }
    const summary: CustomerSummary = { customers: sums.size, tickets: 0, money: 0 }
    for (const s of sums.values()) {
      summary.tickets += s.tickets
      summary.money += s.money
    }
    return { sums, summary }
  }
  const current = rank(range)
  const previous_range = previousRange(range)
  const list: CustomerRank[] = [...current.sums]
    .sort(([pa, a], [pb, b]) => b.tickets - a.tickets || b.money - a.money || pa.localeCompare(pb))
    .slice(0, limit)
    .map(([phone, s], i) => ({
      rank: i + 1,
      phone,
      customer_name: s.customer_name,
      tickets: s.tickets,
      money: s.money,
    }))
  return {
    range,
    previous_range,
    summary: current.summary,
    previous_summary: rank(previous_range).summary,
    rows: list,
  }
}

// ------------------------------------------------------------------------------------ shipping revenue

/** The day a parcel's fees count on: the Ho Chi Minh day it was received at the sending office. */
export const receiveDay = (p: Pick<ShippingOrder, 'created_at'>): string => vnDate(Date.parse(p.created_at))

/**
 * The day a parcel's COD counts on: the Ho Chi Minh day it was handed over (its `received_at`); null until it is.
 * A parcel handed over without a recorded time counts its COD on its receive day.
 */
export function handOverDay(p: WaitingGoods | ShippingOrder): string | null {
  if (p.status !== SHIPPING_STATUS.complete) return null
  const at = 'received_at' in p && p.received_at ? p.received_at : p.created_at
  return vnDate(Date.parse(at))
}

export const emptyShipping = (): ShippingFigures => ({
  parcels: 0,
  fee: 0,
  delivery_fee: 0,
  surcharge: 0,
  charges: 0,
  cod_collected: 0,
  cod_outstanding: 0,
})

/** A parcel with the days it counts on. */
type CountedParcel = { p: WaitingGoods; received_on: string; handed_over_on: string | null }

/**
 * What a parcel brings to a range (DECISIONS #17): received in it, the parcel, its fees (a free parcel brings
 * none) and its COD while still not collected; handed over in it, its COD collected.
 */
function parcelFigures({ p, received_on, handed_over_on }: CountedParcel, range: StatRange): ShippingFigures {
  const received = inRange(received_on, range)
  const money = parcelTotals(p)
  return {
    parcels: received ? 1 : 0,
    fee: received ? money.fee : 0,
    delivery_fee: received ? money.delivery_fee : 0,
    surcharge: received ? money.surcharge : 0,
    charges: received ? money.charges : 0,
    cod_collected: handed_over_on !== null && inRange(handed_over_on, range) ? p.cod_amount : 0,
    cod_outstanding: received && handed_over_on === null ? p.cod_amount : 0,
  }
}

/** Whether a parcel brings anything to a range: received or handed over in it. */
const countsIn = (c: CountedParcel, range: StatRange) =>
  inRange(c.received_on, range) || (c.handed_over_on !== null && inRange(c.handed_over_on, range))

const SHIPPING_FIGURES = Object.keys(emptyShipping()) as Array<keyof ShippingFigures>

function addShipping(sum: ShippingFigures, f: ShippingFigures): ShippingFigures {
  const out = emptyShipping()
  for (const key of SHIPPING_FIGURES) out[key] = sum[key] + f[key]
  return out
}

export interface ShippingFilter {
  office_id?: number | null
  map_detail_id?: number | null
  /** 0: parcels without a goods type */
  product_type_id?: number | null
  /** one day of the range (a bar of the chart) */
  date?: string | null
}

/** Every live parcel (waiting or on a vehicle) that matches the office, direction and goods type. */
function parcelsOf(rows: StatsRows, filter: ShippingFilter): CountedParcel[] {
  const out: CountedParcel[] = []
  for (const list of [rows.waiting ?? [], rows.parcels])
    for (const p of list) {
      if (!liveParcel(p as ShippingOrder)) continue
      if (filter.office_id != null && p.sending_office_id !== filter.office_id) continue
      if (filter.map_detail_id != null && p.map_detail_id !== filter.map_detail_id) continue
      if (filter.product_type_id != null && (p.product_type_id ?? 0) !== filter.product_type_id) continue
      out.push({ p, received_on: receiveDay(p), handed_over_on: handOverDay(p) })
    }
  return out
}

/**
 * Shipping revenue over a range by sending office, direction and goods type, by day, totals: fees on the
 * receive day, COD on the hand-over day.
 */
export function shippingStatistics(
  rows: StatsRows,
  range: StatRange,
  filter: ShippingFilter = {},
): ShippingStatistics {
  const previous_range = previousRange(range)
  const offices = new Map(rows.offices?.map((o) => [o.id, o.name]))
  const types = new Map(rows.productTypes?.map((o) => [o.id, o.name]))
  const directions = new Map(rows.directions?.map((o) => [o.id, o.name]))
  const days = new Map<string, ShippingFigures>()
  for (let d = range.from; d <= range.to; d = addDays(d, 1)) days.set(d, emptyShipping())
  const groups = new Map<string, ShippingStatRow>()
  let totals = emptyShipping()
  let previous_totals = emptyShipping()
  for (const counted of parcelsOf(rows, filter)) {
    if (countsIn(counted, previous_range))
      previous_totals = addShipping(previous_totals, parcelFigures(counted, previous_range))
    if (!countsIn(counted, range)) continue
    const f = parcelFigures(counted, range)
    totals = addShipping(totals, f)
    for (const day of new Set([counted.received_on, counted.handed_over_on ?? counted.received_on])) {
      const sum = days.get(day)
      if (sum) days.set(day, addShipping(sum, parcelFigures(counted, { from: day, to: day })))
    }
    const p = counted.p
    const type = p.product_type_id ?? 0
    const key = `${p.sending_office_id}:${p.map_detail_id}:${type}`
    const group = groups.get(key) ?? {
      office_id: p.sending_office_id,
      office_name: offices.get(p.sending_office_id) ?? String(p.sending_office_id),
      map_detail_id: p.map_detail_id,
      direction: directions.get(p.map_detail_id) ?? String(p.map_detail_id),
      product_type_id: type,
      goods_type: type ? (types.get(type) ?? String(type)) : null,
      ...emptyShipping(),
    }
    groups.set(key, { ...group, ...addShipping(group, f) })
  }
  const out = [...groups.values()].sort(
    (a, b) =>
      a.office_name.localeCompare(b.office_name) ||
      a.direction.localeCompare(b.direction) ||
      (a.goods_type ?? '').localeCompare(b.goods_type ?? ''),
  )
  return {
    range,
    previous_range,
    totals,
    previous_totals,
    by_day: [...days].map(([date, sum]) => ({ date, ...sum })),
    rows: out,
  }
}

/**
 * The parcels behind a figure of /statistical-shipping (a day, a row or the total), oldest first, each with what
 * it brings to that day or range: their sums are the figure.
 */
export function shippingParcels(
  rows: StatsRows,
  range: StatRange,
  filter: ShippingFilter,
): ShippingStatParcels {
  const within = filter.date != null ? { from: filter.date, to: filter.date } : range
  const list = parcelsOf(rows, filter)
    .filter((c) => inRange(within.from, range) && countsIn(c, within))
    .sort((a, b) => a.p.created_at.localeCompare(b.p.created_at) || a.p.id - b.p.id)
  let totals = emptyShipping()
  const parcels = list.map((counted) => {
    const f = parcelFigures(counted, within)
    totals = addShipping(totals, f)
    const p = counted.p
    return {
      id: p.id,
      code: p.code,
      package_name: p.package_name,
      received_on: counted.received_on,
      handed_over_on: counted.handed_over_on,
      sender_name: p.sender_name,
      receiver_name: p.receiver_name,
      status: p.status,
      ...f,
    }
  })
  return { parcels, totals }
}

// ------------------------------------------------------------------------- driver and motorbike pay

const emptyPay = (): PayFigures => ({
  trips: 0,
  pickups: 0,
  deliveries: 0,
  driver_money: 0,
  pick_fees: 0,
  delivery_fees: 0,
  earned: 0,
  collected: 0,
  cod: 0,
  handed_in: 0,
  balance: 0,
})

type LineMoney = Pick<
  PayFigures,
  'driver_money' | 'pick_fees' | 'delivery_fees' | 'collected' | 'cod' | 'handed_in'
>

/** A line's money with its earned figure and balance. */
function lineFigures(m: LineMoney): Omit<PayLine, 'kind' | 'id' | 'date' | 'label'> {
  const earned = m.driver_money + m.pick_fees + m.delivery_fees
  return { ...m, earned, balance: earned + m.handed_in - m.collected - m.cod }
}

/**
 * Every line of pay in a range, by person: a trip (planned in the range, not cancelled) for its driver, with the
 * pick-up fees of its live tickets picked up at home; a motor-pick that is complete (its live ticket's trip
 * planned in the range) for its motorbike driver; a parcel handed over by motorbike in the range for its
 * motorbike driver, who collects its amount at the door (its COD, and the fees the receiver still owed).
 */
function payLines(rows: StatsRows, range: StatRange): Map<number, PayLine[]> {
  const out = new Map<number, PayLine[]>()
  const add = (person: number, line: PayLine) => {
    const list = out.get(person)
    if (list) list.push(line)
    else out.set(person, [line])
  }
  const homeFees = new Map<number, number>()
  const tickets = new Map<number, Ticket>()
  for (const k of rows.tickets) {
    if (!liveTicket(k)) continue
    tickets.set(k.id, k)
    if (k.pick_type === PICK_TYPE.driver) homeFees.set(k.trip_id, (homeFees.get(k.trip_id) ?? 0) + k.pick_fee)
  }
  const trips = new Map<number, Trip>()
  for (const trip of rows.trips) {
    if (!counts(trip)) continue
    trips.set(trip.id, trip)
    if (trip.user_id === null || !inRange(trip.plan_date, range)) continue
    add(trip.user_id, {
      kind: 'trip',
      id: trip.id,
      date: trip.plan_date,
      label: trip.name,
      ...lineFigures({
        driver_money: trip.driver_money,
        pick_fees: homeFees.get(trip.id) ?? 0,
        delivery_fees: 0,
        collected: trip.revenue + trip.surcharge,
        cod: 0,
        handed_in: trip.cash_money,
      }),
    })
  }
  for (const pick of rows.motorPicks ?? []) {
    if (pick.status !== MOTOR_PICK_STATUS.complete) continue
    const ticket = tickets.get(pick.ticket_id)
    const trip = ticket && trips.get(ticket.trip_id)
    if (!ticket || !trip || !inRange(trip.plan_date, range)) continue
    add(pick.motorbike_driver_id, {
      kind: 'pickup',
      id: pick.id,
      date: trip.plan_date,
      label: ticket.code,
      ...lineFigures({
        driver_money: 0,
        pick_fees: pick.fee,
        delivery_fees: 0,
        collected: 0,
        cod: 0,
        handed_in: 0,
      }),
    })
  }
  for (const p of rows.parcels) {
    const day = handOverDay(p)
    if (day === null || p.delivery_type !== SHIPPING_DELIVERY.motorbike || !p.motorbike_driver_id) continue
    if (!inRange(day, range)) continue
    // what the driver collects at the door: the amount recorded at the hand-over (one handed over before
    // amounts were recorded: what its money says); its COD apart, the rest is the fees the receiver still owed
    const money = parcelTotals(p)
    const amount = p.collected_amount ?? money.receiverPays
    const cod = Math.min(money.cod, amount)
    add(p.motorbike_driver_id, {
      kind: 'delivery',
      id: p.id,
      date: day,
      label: p.code,
      ...lineFigures({
        driver_money: 0,
        pick_fees: 0,
        delivery_fees: money.delivery_fee,
        collected: amount - cod,
        cod,
        handed_in: 0,
      }),
    })
  }
  for (const list of out.values())
    list.sort((a, b) => a.date.localeCompare(b.date) || a.kind.localeCompare(b.kind) || a.id - b.id)
  return out
}

function sumLines(lines: readonly PayLine[]): PayFigures {
  const sum = emptyPay()
  for (const l of lines) {
    if (l.kind === 'trip') sum.trips++
    else if (l.kind === 'pickup') sum.pickups++
    else sum.deliveries++
    for (const key of [
      'driver_money',
      'pick_fees',
      'delivery_fees',
      'earned',
      'collected',
      'cod',
      'handed_in',
      'balance',
    ] as const)
      sum[key] += l[key]
  }
  return sum
}

function addPay(a: PayFigures & { people: number }, b: PayFigures) {
  const out = { ...a, people: a.people + 1 }
  for (const key of Object.keys(b) as Array<keyof PayFigures>) out[key] += b[key]
  return out
}

/** Driver and motorbike pay over a range: one row per person (drivers first, then by name), totals, previous. */
export function payStatistics(rows: StatsRows, range: StatRange, kind: PayKind | null = null): PayStatistics {
  const users = new Map(rows.users?.map((u) => [u.id, u]))
  const kindOf = (id: number): PayKind => (users.get(id)?.is_motorbike_driver ? 'motorbike' : 'driver')
  const summarise = (r: StatRange) => {
    let totals = { people: 0, ...emptyPay() }
    const list: PayRow[] = []
    for (const [person_id, lines] of payLines(rows, r)) {
      if (kind && kindOf(person_id) !== kind) continue
      const f = sumLines(lines)
      totals = addPay(totals, f)
      list.push({
        person_id,
        fullname: users.get(person_id)?.fullname ?? String(person_id),
        phone: users.get(person_id)?.phone ?? null,
        kind: kindOf(person_id),
        ...f,
      })
    }
    return { totals, list }
  }
  const previous_range = previousRange(range)
  const current = summarise(range)
  current.list.sort(
    (a, b) =>
      (a.kind === b.kind ? 0 : a.kind === 'driver' ? -1 : 1) ||
      a.fullname.localeCompare(b.fullname) ||
      a.person_id - b.person_id,
  )
  return {
    range,
    previous_range,
    totals: current.totals,
    previous_totals: summarise(previous_range).totals,
    rows: current.list,
  }
}

/** Every trip, pick-up and delivery behind a person's figures in a range. */
export function payDetail(rows: StatsRows, range: StatRange, personId: number): PayDetail {
  const lines = payLines(rows, range).get(personId) ?? []
  return { person_id: personId, lines, totals: sumLines(lines) }
}
