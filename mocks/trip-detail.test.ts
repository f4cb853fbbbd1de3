// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { TRIP_MONEY_FIELDS } from '../src/api/contracts/trips.ts'
import { API, SOCKET_ID_HEADER } from '../src/api/paths.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { ShippingOrder } from '../src/api/schemas/shipping.ts'
import type { Trip, TripCrew, TripTransfer } from '../src/api/schemas/trips.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const { tickets, goods, driverAndCar, updateMoney, transferHistory } = API.tripDetail
const UNKNOWN = 999_999
/** The stored version of trip 1 (the seed's revenue already bumped it). */
const version = () => db.trips.find(1)!.version
const money = (patch: Partial<Record<string, unknown>> = {}) => ({
  ...Object.fromEntries(TRIP_MONEY_FIELDS.map((f) => [f, 0])),
  revenue: 1_250_000,
  kilometers_after_travel: 310,
  ...patch,
})

describe('a trip’s tickets, goods, driver and car', () => {
  it('lists the trip’s tickets, travelling ones first by seat, cancelled ones after', async () => {
    const token = await login('letan.sg', 'letan123') // booking codes, no trip.view
    const trip = db.trips.all().find((t) => db.tickets.filter((k) => k.trip_id === t.id).length > 2)!
    const cancelled = db.tickets.filter((k) => k.trip_id === trip.id)[0]
    db.tickets.update(cancelled.id, { deleted_at: '2026-01-01T08:00:00+07:00' })
    const res = await call<Ticket[]>(`${tickets}/${trip.id}`, { token })
    expect(res.status).toBe(200)
    const rows = res.body.data
    expect(rows.map((k) => k.id).sort()).toEqual(
      db.tickets
        .filter((k) => k.trip_id === trip.id)
        .map((k) => k.id)
        .sort(),
    )
    expect(rows.at(-1)!.id).toBe(cancelled.id)
    const seats = rows.slice(0, -1).map((k) => k.seat_code)
    expect(seats).toEqual([...seats].sort((a, b) => a.localeCompare(b, 'vi', { numeric: true })))
    expect(rows.slice(0, -1).every((k) => !k.deleted_at)).toBe(true)
  })

  it('lists the shipping orders on board for the shipping desk, and refuses a reader of neither', async () => {
    const order = db.shippingOrders.all()[0]
    const kho = await login('kho', 'kho123')
    const res = await call<ShippingOrder[]>(`${goods}/${order.trip_id}`, { token: kho })
    expect(res.body.data.map((o) => o.id)).toEqual(
      db.shippingOrders.filter((o) => o.trip_id === order.trip_id).map((o) => o.id),
    )
    expect((await call(`${tickets}/${order.trip_id}`, { token: kho })).status).toBe(403)
    const driver = await login('taixe', 'taixe123')
    expect((await call(`${goods}/${order.trip_id}`, { token: driver })).status).toBe(403)
  })

  it('gives the driver’s name and phone, the car and its seat map', async () => {
    const token = await login('quanly', 'quanly123')
    const trip = db.trips.find(1)!
    const res = await call<TripCrew>(`${driverAndCar}/1`, { token })
    const car = db.cars.find(trip.car_id!)!
    expect(res.body.data.driver).toEqual({
      id: trip.user_id,
      fullname: db.users.find(trip.user_id!)!.fullname,
      phone: db.users.find(trip.user_id!)!.phone,
    })
    expect(res.body.data.car).toEqual({ id: car.id, name: car.name, license_plate: car.license_plate })
    expect(res.body.data.vehicle_type!.diagram).toEqual(db.vehicleTypes.find(car.vehicle_type_id)!.diagram)
  })

  it('answers 404 for an unknown trip on every path', async () => {
    const token = await login('admin', 'admin123')
    for (const path of [tickets, goods, driverAndCar, transferHistory])
      expect((await call(`${path}/${UNKNOWN}`, { token })).status, path).toBe(404)
    const save = await call(updateMoney, { token, body: { id: UNKNOWN, version: 1, ...money() } })
    expect(save.status).toBe(404)
  })
})

describe('transfer history', () => {
  it('lists the moves into and out of a trip, the latest first, with who moved them', async () => {
    const token = await login('quanly', 'quanly123')
    const move = db.tripTransfers.all()[0]
    expect(db.tripTransfers.size).toBeGreaterThan(0)
    for (const tripId of [move.from_trip_id, move.to_trip_id]) {
      const res = await call<TripTransfer[]>(`${transferHistory}/${tripId}`, { token })
      const rows = res.body.data
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((m) => m.from_trip_id === tripId || m.to_trip_id === tripId)).toBe(true)
      expect(rows.map((m) => m.moved_at)).toEqual(
        rows
          .map((m) => m.moved_at)
          .sort()
          .reverse(),
      )
    }
    const into = (await call<TripTransfer[]>(`${transferHistory}/${move.to_trip_id}`, { token })).body.data
    expect(into[into.length - 1]).toMatchObject({
      ticket_code: db.tickets.find(move.ticket_id)!.code,
      to_seat_code: db.tickets.find(move.ticket_id)!.seat_code,
      user_name: 'Nguyễn Thị Thu Hà',
    })
    // the seat left behind was free on the trip it came from
    expect(db.tickets.filter((k) => k.trip_id === move.from_trip_id).map((k) => k.seat_code)).not.toContain(
      move.from_seat_code,
    )
  })
})

describe('POST update-money', () => {
  it('saves every money field and the kilometers, bumps the version and tells the other clerks', async () => {
    const events: Array<[string, unknown, string | undefined]> = []
    setEmitter((event, payload, sender) => events.push([event, payload, sender?.socketId]))
    const token = await login('quanly', 'quanly123')
    const before = version()
    const body = { id: 1, version: before, ...money({ petrol_money: 800_000, driver_money: 300_000 }) }
    const res = await call<Trip>(updateMoney, { token, body, headers: { [SOCKET_ID_HEADER]: 'mine' } })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ revenue: 1_250_000, petrol_money: 800_000, version: before + 1 })
    expect(db.trips.find(1)).toMatchObject({ driver_money: 300_000, kilometers_after_travel: 310 })
    expect(events).toEqual([['trip:updated', { ids: [1] }, 'mine']])
  })

  it('refuses a stale version with 409 and keeps the stored money', async () => {
    const token = await login('quanly', 'quanly123')
    const opened = version()
    await call(updateMoney, { token, body: { id: 1, version: opened, ...money() } })
    const stale = await call(updateMoney, { token, body: { id: 1, version: opened, ...money({ bonus: 5 }) } })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(
      'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.',
    )
    expect(db.trips.find(1)!.bonus).toBe(0)
  })

  it('answers 422 with the form’s words, in Vietnamese and English', async () => {
    const token = await login('quanly', 'quanly123')
    const body = {
      id: 1,
      version: version(),
      ...money({ petrol_money: -1, bonus: 1.5, revenue: null, kilometers_after_travel: 2_000_001 }),
    }
    const vi = await call(updateMoney, { token, body })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({
      petrol_money: ['Không được nhỏ hơn 0'],
      bonus: ['Phải là số nguyên'],
      revenue: ['Vui lòng nhập doanh thu'],
      kilometers_after_travel: ['Không được lớn hơn 2.000.000'],
    })
    const en = await call(updateMoney, { token, lang: 'en', body })
    expect(en.body.errors).toMatchObject({ revenue: ['Please enter revenue'] })
    expect(db.trips.find(1)!.petrol_money).toBe(0)
  })

  it('refuses a reader without trip.update (403), whatever the body', async () => {
    const token = await login('letan.sg', 'letan123')
    const before = version()
    const res = await call(updateMoney, { token, body: { id: 1, version: before, ...money() } })
    expect(res.status).toBe(403)
    expect(version()).toBe(before)
  })
})
