/**
 * The statistics' aggregations (README "The backend contract"), pure: they read only the rows given, so the
 * handlers (mocks/handlers/statistics.ts) and the unit tests use the same code. Days are Asia/Ho_Chi_Minh plan
 * dates (DECISIONS #16); a cancelled ticket or parcel never counts, a moved ticket counts on the trip it is on
 * now, the one it ends on (DECISIONS #17); a cancelled trip carries no figure.
 */
import { ticketTotal } from '../src/api/contracts/booking.ts'
import { SHIPPING_STATUS } from '../src/api/contracts/shipping.ts'
import { TRIP_EXPENSE_FIELDS, TRIP_STATUS } from '../src/api/contracts/trips.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { RouteMap } from '../src/api/schemas/routes.ts'
import type { ShippingOrder } from '../src/api/schemas/shipping.ts'
import type {
  CustomerRank,
  CustomerSummary,
  CustomerTicket,
  DriverRank,
  DriverSummary,
  DriverTrip,
  MonthlyTrips,
  StatRange,
  TripStatDetail,
  TripStatistics,
  TripStatRow,
  TripTotals,
  VehicleRevenue,
} from '../src/api/schemas/stats.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import { addDays } from './db/time.ts'

type Car = { id: number; name: string; license_plate: string }
type Person = { id: number; fullname: string; phone?: string | null }

/** The rows the figures come from. */
export interface StatsRows {
  trips: readonly Trip[]
  tickets: readonly Ticket[]
  parcels: readonly ShippingOrder[]
  cars?: readonly Car[]
  users?: readonly Person[]
  maps?: readonly Pick<RouteMap, 'id' | 'length'>[]
}

/** The days of a range, both ends included. */
export const daysOf = (range: StatRange): number =>
  Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000) + 1

/** The period of the same length just before the range. */
export function previousRange(range: StatRange): StatRange {
  const n = daysOf(range)
  return { from: addDays(range.from, -n), to: addDays(range.from, -1) }
}

const counts = (trip: Trip) => trip.status !== TRIP_STATUS.cancelled
const inRange = (day: string, range: StatRange) => day >= range.from && day <= range.to
const liveTicket = (k: Ticket) => !k.deleted_at
const liveParcel = (p: ShippingOrder) => p.status !== SHIPPING_STATUS.cancel
const tripCosts = (trip: Trip) => TRIP_EXPENSE_FIELDS.reduce((sum, f) => sum + trip[f], 0)

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
  const goods_revenue = parcels.reduce((sum, p) => sum + p.fee, 0)
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
    parcels: parcels.map((p) => ({ id: p.id, code: p.code, package_name: p.package_name, fee: p.fee })),
    ticket_revenue: tickets.reduce((sum, k) => sum + ticketTotal(k), 0),
    goods_revenue: parcels.reduce((sum, p) => sum + p.fee, 0),
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
