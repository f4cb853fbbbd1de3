// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import readXlsxFile from 'read-excel-file/node'
import { STATS_API, STATS_CONTROL } from '../src/api/contracts/stats-paths.ts'
import type {
  CustomerTicket,
  DriverTrip,
  MonthlyTrips,
  TopCustomers,
  TopDrivers,
  TripStatDetail,
  TripStatistics,
  VehicleRevenue,
} from '../src/api/schemas/stats.ts'
import type { TicketsToday } from '../src/api/schemas/chart.ts'
import { db, resetDb, server } from './node.ts'
import { addDays, vnToday } from './db/time.ts'
import { actionByCode } from './handlers/util.ts'
import { call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterAll(() => server.close())

const S = STATS_API
let manager: string
let clerk: string
beforeEach(async () => {
  manager = await login('quanly', 'quanly123')
  clerk = await login('letan.sg', 'letan123')
})

const today = () => vnToday()
const week = () => `from=${addDays(today(), -6)}&to=${today()}`

describe('permissions and ranges', () => {
  it.each<string>([S.trip, S.topDrivers, S.topCustomers, S.revenueOfVehicle, S.tripExport])(
    '%s answers 403 without its permission',
    async (path) => {
      const { status } = await call(path, { token: clerk })
      expect(status).toBe(403)
    },
  )

  it.each([
    'from=2026-03-05&to=2026-03-01',
    'from=2026-02-30&to=2026-03-01',
    'from=2024-01-01&to=2026-03-01',
  ])('a bad range (%s) answers 422', async (range) => {
    const { status } = await call(`${S.trip}?${range}`, { token: manager })
    expect(status).toBe(422)
  })

  it('a top N outside 10/20/50 answers 422', async () => {
    expect((await call(`${S.topDrivers}?${week()}&limit=7`, { token: manager })).status).toBe(422)
  })
})

describe('revenue by trip', () => {
  it('gives the seeded past trips, totals equal to the rows and the days, and the previous period', async () => {
    const { status, body } = await call<TripStatistics>(`${S.trip}?${week()}`, { token: manager })
    expect(status).toBe(200)
    const s = body.data
    const sum = (key: 'net' | 'ticket_revenue') => s.rows.reduce((a, r) => a + r[key], 0)
    expect(s.rows.length).toBe(s.totals.trips)
    expect(s.totals.trips).toBe(
      db.trips.filter((t) => t.status !== 5 && t.plan_date >= addDays(today(), -6) && t.plan_date <= today())
        .length,
    )
    expect(sum('net')).toBe(s.totals.net)
    expect(s.by_day).toHaveLength(7)
    expect(s.by_day.reduce((a, d) => a + d.ticket_revenue, 0)).toBe(s.totals.ticket_revenue)
    expect(s.previous_range).toEqual({ from: addDays(today(), -13), to: addDays(today(), -7) })
  })

  it('lists the tickets behind a trip, whose sum is the trip’s ticket revenue', async () => {
    const { body } = await call<TripStatistics>(`${S.trip}?${week()}`, { token: manager })
    const row = body.data.rows.find((r) => r.passengers > 0)!
    const detail = await call<TripStatDetail>(`${S.tripDetail}?trip_id=${row.trip_id}`, { token: manager })
    expect(detail.body.data.tickets.reduce((a, k) => a + k.total, 0)).toBe(row.ticket_revenue)
    expect(detail.body.data.parcels.reduce((a, p) => a + p.fee, 0)).toBe(row.goods_revenue)
  })

  it('exports the rows and the totals row', async () => {
    const res = await request(`${S.tripExport}?${week()}`, { token: manager })
    expect(res.headers.get('content-type')).toContain('spreadsheetml')
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()))
    const { body } = await call<TripStatistics>(`${S.trip}?${week()}`, { token: manager })
    expect(sheet.data[0][0]).toBe('Ngày')
    expect(sheet.data).toHaveLength(body.data.rows.length + 2)
    expect(sheet.data.at(-1)!.at(-1)).toBe(body.data.totals.net)
  })
})

describe('rankings and charts', () => {
  it('top drivers: the trips behind a driver add up to his figures', async () => {
    const { body } = await call<TopDrivers>(`${S.topDrivers}?${week()}&limit=10`, { token: manager })
    const first = body.data.rows[0]
    expect(first.rank).toBe(1)
    const trips = await call<DriverTrip[]>(`${S.driverTrips}?${week()}&driver_id=${first.driver_id}`, {
      token: manager,
    })
    expect(trips.body.data).toHaveLength(first.trips)
    expect(trips.body.data.reduce((a, t) => a + t.revenue, 0)).toBe(first.revenue)
    expect(trips.body.data.reduce((a, t) => a + t.kilometers, 0)).toBe(first.kilometers)
  })

  it('top customers: the tickets behind a phone add up to its figures; the export lists the ranking', async () => {
    const { body } = await call<TopCustomers>(`${S.topCustomers}?${week()}&limit=20`, { token: manager })
    expect(body.data.rows.length).toBeLessThanOrEqual(20)
    const first = body.data.rows[0]
    const tickets = await call<CustomerTicket[]>(`${S.customerTickets}?${week()}&phone=${first.phone}`, {
      token: manager,
    })
    expect(tickets.body.data).toHaveLength(first.tickets)
    expect(tickets.body.data.reduce((a, k) => a + k.total, 0)).toBe(first.money)
    const res = await request(`${S.topCustomersExport}?${week()}&limit=20`, { token: manager })
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()))
    expect(sheet.data).toHaveLength(body.data.rows.length + 1)
    expect(sheet.data[1][3]).toBe(first.tickets)
  })

  it('the dashboard charts: trips by month and revenue by car', async () => {
    const year = Number(today().slice(0, 4))
    const monthly = await call<MonthlyTrips>(`${S.monthlyTrips}?year=${year}`, { token: clerk })
    expect(monthly.body.data.total).toBe(
      db.trips.filter((t) => t.status !== 5 && t.plan_date.startsWith(`${year}-`)).length,
    )
    const month = Number(today().slice(5, 7))
    const cars = await call<VehicleRevenue>(`${S.revenueOfVehicle}?year=${year}&month=${month}`, {
      token: manager,
    })
    expect(cars.body.data.cars.reduce((a, c) => a + c.revenue, 0)).toBe(cars.body.data.total)
  })
})

describe('the tickets behind the dashboard’s “tickets sold today”', () => {
  it('lists the live tickets booked on the Ho Chi Minh day, as many as the figure, newest first', async () => {
    const { id: _id, version: _version, ...model } = db.tickets.all()[0]
    const sold = (code: string, booking_at: string, extra: Partial<typeof model> = {}) =>
      db.tickets.insert({
        ...model,
        code,
        booking_at,
        price: 200_000,
        surcharge: 10_000,
        pick_fee: 0,
        drop_fee: 0,
        deleted_at: null,
        ...extra,
      })
    const yesterday = addDays(today(), -1)
    type Figures = { tickets_today: number; tickets_yesterday: number }
    const before = (await call<Figures>('/api/chart/general', { token: clerk })).body.data
    // 00:05 in Ho Chi Minh City is still the day before in UTC: it counts today
    sold('VE-DAU-NGAY', `${today()}T00:05:00+07:00`)
    sold('VE-HOM-QUA', `${yesterday}T23:55:00+07:00`)
    sold('VE-DA-HUY', `${today()}T00:10:00+07:00`, { deleted_at: `${today()}T00:20:00+07:00` })
    const figure = (await call<Figures>('/api/chart/general', { token: clerk })).body.data
    // one more sold today, one more the day before (23:55), the cancelled one in neither
    expect(figure.tickets_today).toBe(before.tickets_today + 1)
    expect(figure.tickets_yesterday).toBe(before.tickets_yesterday + 1)
    const { status, body } = await call<TicketsToday>('/api/chart/tickets-today', { token: clerk })
    expect(status).toBe(200)
    const codes = body.data.tickets.map((k) => k.code)
    expect(codes).toHaveLength(figure.tickets_today)
    expect(codes).toContain('VE-DAU-NGAY')
    expect(codes).not.toContain('VE-HOM-QUA')
    expect(codes).not.toContain('VE-DA-HUY')
    expect(body.data.tickets.find((k) => k.code === 'VE-DAU-NGAY')).toMatchObject({ total: 210_000 })
    expect(body.data.total).toBe(body.data.tickets.reduce((sum, k) => sum + k.total, 0))
    const times = body.data.tickets.map((k) => k.booking_at)
    expect(times).toEqual([...times].sort().reverse())
    expect((await call('/api/chart/tickets-today', { token: manager })).status).toBe(200)
  })

  it('opens to a clerk who only sells (booking.import_customer)', async () => {
    const kho = await login('kho', 'kho123')
    expect((await call('/api/chart/tickets-today', { token: kho })).status).toBe(403)
    const role = db.roles.findBy((r) => r.slug === 'kho-hang')!
    db.roles.update(role.id, { action_ids: [actionByCode().get('booking.import_customer')!.id] })
    expect((await call('/api/chart/tickets-today', { token: kho })).status).toBe(200)
  })

  it('answers 403 to those who read no tickets (a driver, the warehouse)', async () => {
    for (const [user, password] of [
      ['taixe', 'taixe123'],
      ['kho', 'kho123'],
    ]) {
      const { status } = await call('/api/chart/tickets-today', { token: await login(user, password) })
      expect(status).toBe(403)
    }
  })
})

describe('the benchmark’s history (POST /__mock/history)', () => {
  it('adds a year of past trips with tickets and parcels, the seeded rows unchanged', async () => {
    const before = { trips: db.trips.all(), tickets: db.tickets.all() }
    const res = await request(STATS_CONTROL.history, { method: 'POST', body: { days: 365 } })
    const added = ((await res.json()) as { data: { trips: number; tickets: number; parcels: number } }).data
    expect(added).toEqual({ trips: 2190, tickets: 21_900, parcels: 5475 })
    expect(db.trips.all().slice(0, before.trips.length)).toEqual(before.trips)
    expect(db.tickets.all().slice(0, before.tickets.length)).toEqual(before.tickets)
    const range = `from=${addDays(today(), -364)}&to=${today()}`
    const { body } = await call<TripStatistics>(`${S.trip}?${range}`, { token: manager })
    expect(body.data.totals.trips).toBeGreaterThan(2000)
    expect(body.data.by_day.reduce((a, d) => a + d.net, 0)).toBe(body.data.totals.net)
  })

  it('refuses a number of days outside 1–366', async () => {
    const res = await request(STATS_CONTROL.history, { method: 'POST', body: { days: 400 } })
    expect(res.status).toBe(400)
  })
})
