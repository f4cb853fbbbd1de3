// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { noTripMoney } from '../src/api/contracts/trips.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { MotorPick } from '../src/api/schemas/pickup.ts'
import type { ShippingOrder } from '../src/api/schemas/shipping.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import {
  customerTickets,
  driverTrips,
  monthlyTrips,
  payDetail,
  payStatistics,
  previousRange,
  shippingParcels,
  shippingStatistics,
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

const parcel = (id: number, trip_id: number, fee: number, status = 2, payment_type = 0): ShippingOrder =>
  ({ id, code: `GH${id}`, package_name: 'Thùng', trip_id, fee, status, payment_type }) as ShippingOrder

/**
 * Hand-made rows:
 * - T1 on 2026-03-01 23:30: tickets 1 (200.000 + pick-up 30.000) and 2 (200.000); ticket 3 cancelled (never
 *   counts); parcel 1 (50.000) and parcel 2 cancelled. Costs: driver 100.000 + petrol 80.000.
 * - T2 on 2026-03-02 00:30 (just after midnight: 17:30 UTC on 03-01, still the 2nd in Ho Chi Minh City):
 *   ticket 4 (200.000), and ticket 5 moved here from T1 (counts on T2); parcel 3 travels free (its 40.000 fee
 *   brings nothing). Driver 101, costs 50.000 (petrol).
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
  parcels: [parcel(1, 1, 50_000), parcel(2, 1, 70_000, 3), parcel(3, 2, 40_000, 2, 2)],
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

  it('gives the previous period beside the totals: as many days, or as many calendar months', () => {
    expect(previousRange(range)).toEqual({ from: '2026-02-27', to: '2026-02-28' })
    expect(previousRange({ from: '2026-03-05', to: '2026-03-31' })).toEqual({
      from: '2026-02-06',
      to: '2026-03-04',
    })
    // a calendar month compares with the previous calendar month, whatever their lengths
    expect(previousRange({ from: '2026-10-01', to: '2026-10-31' })).toEqual({
      from: '2026-09-01',
      to: '2026-09-30',
    })
    expect(previousRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(previousRange({ from: '2026-01-01', to: '2026-01-31' })).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    })
    // a quarter, across a year
    expect(previousRange({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
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
    // a free parcel is listed, with no fee
    expect(tripDetail(rows, 2).parcels.map((p) => [p.code, p.fee])).toEqual([['GH3', 0]])
    expect(tripDetail(rows, 2).goods_revenue).toBe(0)
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

const goods = (id: number, created_at: string, extra: Partial<ShippingOrder> = {}): ShippingOrder =>
  ({
    id,
    code: `GH${id}`,
    package_name: 'Thùng',
    sender_name: 'Người gửi',
    receiver_name: 'Người nhận',
    trip_id: null,
    fee: 0,
    delivery_fee: 0,
    surcharge: 0,
    cod_amount: 0,
    payment_type: 0,
    delivery_type: 0,
    status: 2,
    sending_office_id: 1,
    map_detail_id: 10,
    product_type_id: 3,
    motorbike_driver_id: null,
    received_at: null,
    created_at,
    ...extra,
  }) as ShippingOrder

/**
 * Parcels over 2026-03-01..02 (previous period 02-27..28). A parcel and its fees count on the day it was received,
 * its COD on the day it was handed over (DECISIONS #17):
 * - P1 received 03-02 00:10 (17:10 UTC on 03-01: still the 2nd in Ho Chi Minh City), handed over 03-02 18:00:
 *   fee 50.000, delivery 20.000, surcharge 5.000, COD 300.000 collected on the 2nd.
 * - P2 received 03-01 23:50, in the warehouse: fee 40.000, COD 100.000 outstanding.
 * - P3 cancelled (fee 99.000, COD 500.000): never counts.
 * - P4 waiting at office 2 (direction 11, no goods type), received 03-01: fee 30.000.
 * - P5 free (fee 60.000 + delivery 10.000 bring nothing), received 03-02, in transit: COD 200.000 outstanding.
 * - P6 received 02-28 (fee 25.000: the previous period), handed over 03-01 00:30 (17:30 UTC on 02-28): its COD
 *   150.000 is collected on 03-01, in the range.
 * - P7 received 03-02 10:00 (fee 20.000), handed over 03-03 after the range: its COD 80.000 is neither collected
 *   in the range nor outstanding.
 */
const shippingRows: StatsRows = {
  trips: [],
  tickets: [],
  parcels: [
    goods(1, '2026-03-02T00:10:00+07:00', {
      fee: 50_000,
      delivery_fee: 20_000,
      surcharge: 5_000,
      cod_amount: 300_000,
      received_at: '2026-03-02T18:00:00+07:00',
    }),
    goods(2, '2026-03-01T23:50:00+07:00', { fee: 40_000, cod_amount: 100_000, status: 1 }),
    goods(3, '2026-03-01T09:00:00+07:00', { fee: 99_000, cod_amount: 500_000, status: 3 }),
    goods(5, '2026-03-02T08:00:00+07:00', {
      sending_office_id: 2,
      map_detail_id: 11,
      product_type_id: null,
      fee: 60_000,
      delivery_fee: 10_000,
      payment_type: 2,
      cod_amount: 200_000,
      status: 0,
    }),
    goods(6, '2026-02-28T08:00:00+07:00', {
      fee: 25_000,
      cod_amount: 150_000,
      received_at: '2026-03-01T00:30:00+07:00',
    }),
    goods(7, '2026-03-02T10:00:00+07:00', {
      fee: 20_000,
      cod_amount: 80_000,
      received_at: '2026-03-03T09:00:00+07:00',
    }),
  ],
  waiting: [
    goods(4, '2026-03-01T10:00:00+07:00', {
      sending_office_id: 2,
      map_detail_id: 11,
      product_type_id: null,
      fee: 30_000,
      status: 4,
    }),
  ],
  offices: [
    { id: 1, name: 'Bến xe A' },
    { id: 2, name: 'Bến xe B' },
  ],
  directions: [
    { id: 10, name: 'A ➡️ B' },
    { id: 11, name: 'B ➡️ A' },
  ],
  productTypes: [{ id: 3, name: 'Thùng xốp' }],
}

describe('shipping revenue', () => {
  it('counts a parcel and its fees on its receive day, its COD on its hand-over day, never a cancelled one', () => {
    const s = shippingStatistics(shippingRows, range)
    expect(s.totals).toEqual({
      parcels: 5,
      fee: 140_000,
      delivery_fee: 20_000,
      surcharge: 5_000,
      charges: 165_000,
      cod_collected: 450_000,
      cod_outstanding: 300_000,
    })
    expect(s.by_day.map((d) => [d.date, d.parcels, d.charges, d.cod_collected, d.cod_outstanding])).toEqual([
      ['2026-03-01', 2, 70_000, 150_000, 100_000],
      ['2026-03-02', 3, 95_000, 300_000, 200_000],
    ])
    expect(
      s.rows.map((r) => [
        r.office_name,
        r.direction,
        r.goods_type,
        r.parcels,
        r.charges,
        r.cod_collected,
        r.cod_outstanding,
      ]),
    ).toEqual([
      ['Bến xe A', 'A ➡️ B', 'Thùng xốp', 3, 135_000, 450_000, 100_000],
      ['Bến xe B', 'B ➡️ A', null, 2, 30_000, 0, 200_000],
    ])
    expect(s.previous_range).toEqual({ from: '2026-02-27', to: '2026-02-28' })
    expect(s.previous_totals).toEqual({
      parcels: 1,
      fee: 25_000,
      delivery_fee: 0,
      surcharge: 0,
      charges: 25_000,
      cod_collected: 0,
      cod_outstanding: 0,
    })
  })

  it('filters by office, direction, goods type (0: none)', () => {
    expect(shippingStatistics(shippingRows, range, { office_id: 2 }).totals.charges).toBe(30_000)
    expect(shippingStatistics(shippingRows, range, { product_type_id: 0 }).totals.parcels).toBe(2)
    expect(shippingStatistics(shippingRows, range, { map_detail_id: 10 }).totals.cod_collected).toBe(450_000)
  })

  it('lists the parcels behind a day, a row and the total; their sums are the figures', () => {
    const s = shippingStatistics(shippingRows, range)
    const first = shippingParcels(shippingRows, range, { date: '2026-03-01' })
    expect(
      first.parcels.map((p) => [
        p.code,
        p.received_on,
        p.handed_over_on,
        p.parcels,
        p.charges,
        p.cod_collected,
      ]),
    ).toEqual([
      ['GH6', '2026-02-28', '2026-03-01', 0, 0, 150_000],
      ['GH4', '2026-03-01', null, 1, 30_000, 0],
      ['GH2', '2026-03-01', null, 1, 40_000, 0],
    ])
    const { date: _first, ...firstDay } = s.by_day[0]
    expect(first.totals).toEqual(firstDay)
    const second = shippingParcels(shippingRows, range, { date: '2026-03-02' })
    expect(second.parcels.map((p) => [p.code, p.charges, p.cod_collected])).toEqual([
      ['GH1', 75_000, 300_000],
      ['GH5', 0, 0],
      ['GH7', 20_000, 0],
    ])
    const { date: _second, ...secondDay } = s.by_day[1]
    expect(second.totals).toEqual(secondDay)
    const row = shippingParcels(shippingRows, range, { office_id: 2, map_detail_id: 11, product_type_id: 0 })
    expect(row.parcels.map((p) => p.code)).toEqual(['GH4', 'GH5'])
    expect(row.totals.cod_outstanding).toBe(200_000)
    const all = shippingParcels(shippingRows, range, {})
    expect(all.parcels.map((p) => p.code)).toEqual(['GH6', 'GH4', 'GH2', 'GH1', 'GH5', 'GH7'])
    expect(all.totals).toEqual(s.totals)
    expect(shippingParcels(shippingRows, range, { date: '2026-03-05' }).parcels).toEqual([])
  })
})

const pick = (id: number, ticket_id: number, status: number, fee: number): MotorPick => ({
  id,
  version: 1,
  ticket_id,
  motorbike_driver_id: 200,
  status: status as MotorPick['status'],
  fee,
  pick_order: null,
  created_at: '2026-03-01T08:00:00+07:00',
})

/**
 * Pay over 2026-03-01..02:
 * - driver 100: T1 (03-01 23:30) driver money 300.000, revenue 1.000.000 + surcharge 50.000, cash handed in
 *   900.000, a home pick-up 40.000 (ticket 1; ticket 2's 60.000 is cancelled); T2 (03-02 00:30) driver money
 *   200.000, revenue 500.000, handed in 500.000.
 * - driver 101: T3 is cancelled (nothing); T4 on 02-27 driver money 100.000 (the previous period).
 * - motorbike driver 200: pick-up of ticket 3 complete (30.000); ticket 4's pick-up cancelled; ticket 5's ticket
 *   cancelled; ticket 6's pick-up not complete yet; parcel 1 handed over by motorbike on 03-02 (00:20) with a
 *   delivery fee of 15.000 and a COD of 400.000; parcel 2 not handed over yet.
 */
const payRows: StatsRows = {
  trips: [
    trip(1, '2026-03-01', '23:30', {
      driver_money: 300_000,
      revenue: 1_000_000,
      surcharge: 50_000,
      cash_money: 900_000,
    }),
    trip(2, '2026-03-02', '00:30', { driver_money: 200_000, revenue: 500_000, cash_money: 500_000 }),
    trip(3, '2026-03-02', '08:00', { user_id: 101, status: 5, driver_money: 999_000 }),
    trip(4, '2026-02-27', '08:00', { user_id: 101, driver_money: 100_000 }),
  ],
  tickets: [
    ticket(1, 1, '0900000001', { pick_type: 2, pick_fee: 40_000 }),
    ticket(2, 1, '0900000002', { pick_type: 2, pick_fee: 60_000, deleted_at: '2026-03-01T10:00:00+07:00' }),
    ticket(3, 2, '0900000003', { pick_type: 1, pick_fee: 30_000 }),
    ticket(4, 2, '0900000004', { pick_type: 1, pick_fee: 25_000 }),
    ticket(5, 1, '0900000005', { pick_type: 1, pick_fee: 20_000, deleted_at: '2026-03-01T10:00:00+07:00' }),
    ticket(6, 2, '0900000006', { pick_type: 1, pick_fee: 35_000 }),
  ],
  motorPicks: [pick(1, 3, 2, 30_000), pick(2, 4, 3, 25_000), pick(3, 5, 2, 20_000), pick(4, 6, 1, 35_000)],
  parcels: [
    goods(1, '2026-02-28T08:00:00+07:00', {
      delivery_type: 2,
      motorbike_driver_id: 200,
      received_at: '2026-03-02T00:20:00+07:00',
      delivery_fee: 15_000,
      cod_amount: 400_000,
    }),
    goods(2, '2026-03-01T08:00:00+07:00', {
      delivery_type: 2,
      motorbike_driver_id: 200,
      status: 1,
      cod_amount: 90_000,
    }),
  ],
  users: [
    { id: 100, fullname: 'Tài A', phone: '0911111111' },
    { id: 101, fullname: 'Tài B', phone: '0922222222' },
    { id: 200, fullname: 'Ôm C', phone: '0933333333', is_motorbike_driver: true },
  ],
}

describe('driver and motorbike pay', () => {
  it('adds driver money, pick-up and delivery fees, collected money, COD and cash handed in into a balance', () => {
    const s = payStatistics(payRows, range)
    expect(s.rows.map((r) => [r.person_id, r.kind, r.trips, r.pickups, r.deliveries])).toEqual([
      [100, 'driver', 2, 0, 0],
      [200, 'motorbike', 0, 1, 1],
    ])
    expect(s.rows[0]).toMatchObject({
      driver_money: 500_000,
      pick_fees: 40_000,
      earned: 540_000,
      collected: 1_550_000,
      handed_in: 1_400_000,
      balance: 390_000,
    })
    expect(s.rows[1]).toMatchObject({
      pick_fees: 30_000,
      delivery_fees: 15_000,
      earned: 45_000,
      cod: 400_000,
      balance: -355_000,
    })
    expect(s.totals).toMatchObject({ people: 2, earned: 585_000, balance: 35_000 })
    expect(s.previous_totals).toMatchObject({ people: 1, driver_money: 100_000, balance: 100_000 })
    expect(payStatistics(payRows, range, 'motorbike').rows.map((r) => r.person_id)).toEqual([200])
  })

  it('lists every trip, pick-up and delivery behind a person; their sums are the figures', () => {
    const driver = payDetail(payRows, range, 100)
    expect(driver.lines.map((l) => [l.kind, l.label, l.date, l.earned, l.balance])).toEqual([
      ['trip', 'T1', '2026-03-01', 340_000, 190_000],
      ['trip', 'T2', '2026-03-02', 200_000, 200_000],
    ])
    expect(driver.totals.balance).toBe(390_000)
    const moto = payDetail(payRows, range, 200)
    expect(moto.lines.map((l) => [l.kind, l.label, l.date, l.balance])).toEqual([
      ['delivery', 'GH1', '2026-03-02', -385_000],
      ['pickup', 'VE3', '2026-03-02', 30_000],
    ])
    expect(moto.totals).toMatchObject({ earned: 45_000, balance: -355_000 })
    expect(payDetail(payRows, range, 101).lines).toEqual([])
  })

  it('a motorbike delivery counts what its driver collects at the door: the COD and the fees the receiver owed', () => {
    const rows: StatsRows = {
      ...payRows,
      parcels: [
        // recorded at the hand-over: COD 500.000 and the receiver's fees (30.000 + delivery 20.000)
        goods(3, '2026-02-28T08:00:00+07:00', {
          delivery_type: 2,
          motorbike_driver_id: 200,
          received_at: '2026-03-01T15:00:00+07:00',
          fee: 30_000,
          delivery_fee: 20_000,
          cod_amount: 500_000,
          payment_type: 1,
          collected_amount: 550_000,
        }),
        // handed over before amounts were recorded: what its money says the receiver paid
        goods(4, '2026-02-28T08:00:00+07:00', {
          delivery_type: 2,
          motorbike_driver_id: 200,
          received_at: '2026-03-02T09:00:00+07:00',
          fee: 40_000,
          delivery_fee: 10_000,
          payment_type: 1,
        }),
      ],
    }
    const moto = payDetail(rows, range, 200)
    expect(moto.lines.map((l) => [l.label, l.delivery_fees, l.collected, l.cod, l.balance])).toEqual([
      ['GH3', 20_000, 50_000, 500_000, -530_000],
      ['GH4', 10_000, 50_000, 0, -40_000],
      ['VE3', 0, 0, 0, 30_000],
    ])
    const row = payStatistics(rows, range).rows.find((r) => r.person_id === 200)!
    expect(row).toMatchObject({ deliveries: 2, collected: 100_000, cod: 500_000, balance: -540_000 })
    expect(row.collected).toBe(moto.totals.collected)
    expect(row.balance).toBe(moto.totals.balance)
  })
})
