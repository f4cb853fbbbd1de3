// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { noTripMoney } from '../src/api/contracts/trips.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { ShippingOrder } from '../src/api/schemas/shipping.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import {
  customerTickets,
  driverTrips,
  monthlyTrips,
  previousRange,
  topCustomers,
  topDrivers,
  tripDetail,
  tripStatistics,
  vehicleRevenue,
  type StatsRows,
} from './statistics.ts'

const trip = (id: number, plan_date: string, time: string, extra: Partial<Trip> = {}): Trip =>
  ({
    id,
    version: 1,
    name: `T${id}`,
    map_id: 1,
    map_detail_id: 10,
    user_id: 100,
    car_id: 7,
    // a trip after midnight is still planned on its day: 00:30 on the 2nd is 17:30 UTC on the 1st
    departure_time: `${plan_date}T${time}:00+07:00`,
    plan_date,
    status: 4,
    ...noTripMoney(),
    ...extra,
  }) as Trip

const ticket = (id: number, trip_id: number, phone: string, extra: Partial<Ticket> = {}): Ticket =>
  ({
    id,
    code: `VE${id}`,
    trip_id,
    customer_name: `K${phone.slice(-1)}`,
    phone,
    seat_code: `A${id}`,
    price: 200_000,
    surcharge: 0,
    pick_fee: 0,
    drop_fee: 0,
    deleted_at: null,
    ...extra,
  }) as Ticket

const parcel = (id: number, trip_id: number, fee: number, status = 2): ShippingOrder =>
  ({ id, code: `GH${id}`, package_name: 'Thùng', trip_id, fee, status }) as ShippingOrder

/**
 * Hand-made rows:
 * - T1 on 2026-03-01 23:30: tickets 1 (200.000 + pick-up 30.000) and 2 (200.000); ticket 3 cancelled (never
 *   counts); parcel 1 (50.000) and parcel 2 cancelled. Costs: driver 100.000 + petrol 80.000.
 * - T2 on 2026-03-02 00:30 (just after midnight: 17:30 UTC on 03-01, still the 2nd in Ho Chi Minh City):
 *   ticket 4 (200.000), and ticket 5 moved here from T1 (counts on T2). Driver 101, costs 50.000 (petrol).
 * - T3 on 2026-03-02, cancelled with a ticket: no figure at all.
 * - T4 on 2026-02-27 (previous period of 03-01..03-02 is 02-27..02-28): ticket 6 (150.000).
 */
const rows: StatsRows = {
  trips: [
    trip(1, '2026-03-01', '23:30', { driver_money: 100_000, petrol_money: 80_000 }),
    trip(2, '2026-03-02', '00:30', { user_id: 101, car_id: 8, petrol_money: 50_000 }),
    trip(3, '2026-03-02', '08:00', { status: 5 }),
    trip(4, '2026-02-27', '08:00'),
  ],
  tickets: [
    ticket(1, 1, '0900000001', { pick_fee: 30_000 }),
    ticket(2, 1, '0900000002'),
    ticket(3, 1, '0900000003', { deleted_at: '2026-02-28T10:00:00+07:00' }),
    ticket(4, 2, '0900000001'),
    ticket(5, 2, '0900000002'),
    ticket(6, 4, '0900000001', { price: 150_000 }),
    ticket(7, 3, '0900000001'),
  ],
  parcels: [parcel(1, 1, 50_000), parcel(2, 1, 70_000, 3)],
  cars: [
    { id: 7, name: 'Xe 7', license_plate: '51B-000.07' },
    { id: 8, name: 'Xe 8', license_plate: '51B-000.08' },
  ],
  users: [
    { id: 100, fullname: 'Tài A', phone: '0911111111' },
    { id: 101, fullname: 'Tài B', phone: '0922222222' },
  ],
  maps: [{ id: 1, length: 300 }],
}
const range = { from: '2026-03-01', to: '2026-03-02' }

describe('revenue by trip', () => {
  it('adds tickets and parcels per trip, never a cancelled one, and gives net = revenue − costs', () => {
    const s = tripStatistics(rows, range)
    expect(
      s.rows.map((r) => [r.trip_id, r.passengers, r.ticket_revenue, r.goods_revenue, r.costs, r.net]),
    ).toEqual([
      [1, 2, 430_000, 50_000, 180_000, 300_000],
      [2, 2, 400_000, 0, 50_000, 350_000],
    ])
    expect(s.totals).toEqual({
      trips: 2,
      passengers: 4,
      ticket_revenue: 830_000,
      goods_revenue: 50_000,
      costs: 230_000,
      net: 650_000,
    })
  })

  it('counts a trip after midnight on its own plan day, and gives every day of the range', () => {
    const s = tripStatistics(rows, range)
    expect(s.by_day.map((d) => [d.date, d.trips, d.ticket_revenue])).toEqual([
      ['2026-03-01', 1, 430_000],
      ['2026-03-02', 1, 400_000],
    ])
  })

  it('gives the previous period of the same length beside the totals', () => {
    expect(previousRange(range)).toEqual({ from: '2026-02-27', to: '2026-02-28' })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-01-29',
      to: '2026-02-28',
    })
    const s = tripStatistics(rows, range)
    expect(s.previous_totals).toMatchObject({
      trips: 1,
      passengers: 1,
      ticket_revenue: 150_000,
      net: 150_000,
    })
  })

  it('filters by driver and direction', () => {
    expect(tripStatistics(rows, range, { driver_id: 101 }).totals.net).toBe(350_000)
    expect(tripStatistics(rows, range, { map_detail_id: 11 }).totals.trips).toBe(0)
  })

  it('lists the tickets and parcels behind a trip, their sums equal to its figures', () => {
    const d = tripDetail(rows, 1)
    expect(d.tickets.map((k) => k.id)).toEqual([1, 2])
    expect(d.tickets.reduce((s, k) => s + k.total, 0)).toBe(430_000)
    expect(d.parcels.map((p) => p.fee)).toEqual([50_000])
    expect(tripDetail(rows, 2).tickets.map((k) => k.id)).toEqual([4, 5])
  })
})

describe('dashboard charts', () => {
  it('counts trips per month by plan date, not the cancelled ones', () => {
    const m = monthlyTrips(rows, 2026)
    expect(m.months[1]).toEqual({ month: 2, trips: 1 })
    expect(m.months[2]).toEqual({ month: 3, trips: 2 })
    expect(m.total).toBe(3)
  })

  it('adds each car’s tickets and parcels in a month', () => {
    expect(vehicleRevenue(rows, 2026, 3).cars.map((c) => [c.car_id, c.trips, c.revenue])).toEqual([
      [7, 1, 480_000],
      [8, 1, 400_000],
    ])
    expect(vehicleRevenue(rows, 2026, 3).total).toBe(880_000)
  })
})

describe('rankings', () => {
  it('ranks drivers by trips, then kilometres, then revenue, with the trips behind each', () => {
    const s = topDrivers(rows, range, 10)
    expect(s.rows.map((r) => [r.rank, r.driver_id, r.trips, r.kilometers, r.revenue])).toEqual([
      [1, 100, 1, 300, 480_000],
      [2, 101, 1, 300, 400_000],
    ])
    expect(s.summary).toEqual({ drivers: 2, trips: 2, kilometers: 600, revenue: 880_000 })
    expect(s.previous_summary).toEqual({ drivers: 1, trips: 1, kilometers: 300, revenue: 150_000 })
    expect(driverTrips(rows, range, 100).reduce((sum, t) => sum + t.revenue, 0)).toBe(480_000)
    expect(topDrivers(rows, range, 1).rows).toHaveLength(1)
  })

  it('ranks customers by phone on tickets and money, never a cancelled ticket or trip', () => {
    const s = topCustomers(rows, range, 10)
    expect(s.rows.map((r) => [r.rank, r.phone, r.tickets, r.money])).toEqual([
      [1, '0900000001', 2, 430_000],
      [2, '0900000002', 2, 400_000],
    ])
    expect(s.summary).toEqual({ customers: 2, tickets: 4, money: 830_000 })
    expect(s.previous_summary).toEqual({ customers: 1, tickets: 1, money: 150_000 })
    expect(customerTickets(rows, range, '0900000001').map((k) => [k.id, k.total])).toEqual([
      [1, 230_000],
      [4, 200_000],
    ])
  })
})
