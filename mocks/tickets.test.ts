// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fareOnDay, SEAT_HOLD_MS, WAITING_BOOKING_STATUS } from '../src/api/contracts/booking.ts'
import { SEAT_TYPES, seatsOf } from '../src/api/contracts/fleet.ts'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import { SOCKET_ID_HEADER } from '../src/api/paths.ts'
import type { SaleDiagram, SaleTrip, SeatHold, Ticket, WaitingBooking } from '../src/api/schemas/booking.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import { SOCKET_EVENTS } from '../src/realtime/events.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter, socketGone } from './realtime.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
  vi.useRealTimers()
})
afterAll(() => server.close())

const { tripsByDay, diagram, notImported, holds, hold, release, create } = BOOKING_API.sale

/** An open trip (new or accepted) with a car, and its seats for sale still free. */
function openTrip(): { trip: Trip; free: Array<{ id: number; code: string }> } {
  const trip = db.trips.all().find((t) => (t.status === 0 || t.status === 1) && t.car_id !== null)!
  const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
  const sold = new Set(db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at).map((k) => k.seat_id))
  const free = seatsOf(type.diagram).filter((s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id))
  return { trip, free }
}

const passenger = {
  customer_name: 'Lê Thị Hồng',
  phone: '0912 345 678',
  pick_type: 0,
  pick_address: null,
  pick_fee: 0,
  drop_type: 0,
  drop_address: null,
  drop_fee: 0,
  surcharge: 0,
  note: null,
  is_paid: true,
}
let keys = 0
const sale = (trip_id: number, seat_ids: number[], extra: Record<string, unknown> = {}) => ({
  ...passenger,
  trip_id,
  seat_ids,
  idempotency_key: `key-${++keys}-abcdefgh`,
  ...extra,
})
const ticketsOf = (tripId: number) => db.tickets.filter((k) => k.trip_id === tripId && !k.deleted_at)

/** Captures what the backend announces. */
function events() {
  const sent: Array<{ event: string; payload: unknown }> = []
  setEmitter((event, payload) => sent.push({ event, payload }))
  return sent
}

describe('the day’s trips, the seat map and the waiting customers', () => {
  it('lists the day’s trips of a direction by departure, with the car and seats sold / seats', async () => {
    const token = await login('letan.sg', 'letan123')
    const { trip } = openTrip()
    const res = await call<SaleTrip[]>(
      `${tripsByDay}?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      { token },
    )
    expect(res.status).toBe(200)
    const expected = db.trips.filter(
      (t) => t.plan_date === trip.plan_date && t.map_detail_id === trip.map_detail_id,
    )
    expect(res.body.data.map((t) => t.id).sort()).toEqual(expected.map((t) => t.id).sort())
    const row = res.body.data.find((t) => t.id === trip.id)!
    expect(row.seats_sold).toBe(ticketsOf(trip.id).length)
    expect(row.car?.license_plate).toBe(db.cars.find(trip.car_id!)!.license_plate)
    const times = res.body.data.map((t) => t.departure_time)
    expect(times).toEqual([...times].sort())
    const bad = await call(`${tripsByDay}?date=2026-02-31&map_detail_id=x`, { token })
    expect(bad.status).toBe(422)
    expect(bad.body.errors?.map_detail_id).toEqual(['Vui lòng chọn chiều đi'])
  })

  it('gives the seat map with the live tickets, the fare that day and the holds', async () => {
    const token = await login('letan.sg', 'letan123')
    const { trip } = openTrip()
    const res = await call<SaleDiagram>(`${diagram}/${trip.id}`, { token })
    const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
    expect(res.body.data.vehicle_type?.diagram).toEqual(type.diagram)
    expect(res.body.data.fare).toBe(fareOnDay(type, trip.plan_date))
    expect(res.body.data.tickets.map((k) => k.id).sort()).toEqual(
      ticketsOf(trip.id)
        .map((k) => k.id)
        .sort(),
    )
    expect(res.body.data.holds).toEqual([])
    expect((await call(`${diagram}/999999`, { token })).status).toBe(404)
    const kho = await login('kho', 'kho123')
    expect((await call(`${diagram}/${trip.id}`, { token: kho })).status).toBe(403)
  })

  it('lists the waiting bookings of the day and direction still waiting', async () => {
    const token = await login('letan.sg', 'letan123')
    const booking = db.waitingBookings.all().find((b) => b.status === WAITING_BOOKING_STATUS.waiting)!
    const res = await call<WaitingBooking[]>(
      `${notImported}?date=${booking.departure_date}&map_detail_id=${booking.map_detail_id}`,
      { token },
    )
    const expected = db.waitingBookings.filter(
      (b) =>
        b.status === 0 &&
        b.departure_date === booking.departure_date &&
        b.map_detail_id === booking.map_detail_id,
    )
    expect(res.body.data.map((b) => b.id).sort()).toEqual(expected.map((b) => b.id).sort())
  })
})

describe('seat holds (DECISIONS #11)', () => {
  it('holds exactly the seats asked, shows them to the others, renews and releases them', async () => {
    const sent = events()
    const a = await login('letan.sg', 'letan123')
    const b = await login('admin', 'admin123')
    const { trip, free } = openTrip()
    const first = await call<SeatHold[]>(hold, {
      token: a,
      body: { trip_id: trip.id, seat_ids: [free[0].id, free[1].id] },
    })
    expect(first.status).toBe(200)
    expect(first.body.data.map((h) => [h.seat_code, h.mine])).toEqual([
      [free[0].code, true],
      [free[1].code, true],
    ])
    expect(sent).toContainEqual({ event: SOCKET_EVENTS.seatHoldsChanged, payload: { trip_id: trip.id } })
    const seen = await call<SeatHold[]>(`${holds}/${trip.id}`, { token: b })
    expect(seen.body.data.map((h) => [h.seat_id, h.holder_name, h.mine])).toEqual([
      [free[0].id, 'Nguyễn Thị Thu Hà', false],
      [free[1].id, 'Nguyễn Thị Thu Hà', false],
    ])
    // another clerk is refused, naming the seat and the holder
    const refused = await call(hold, { token: b, body: { trip_id: trip.id, seat_ids: [free[1].id] } })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`Ghế ${free[1].code} đang được giữ bởi Nguyễn Thị Thu Hà`)
    const en = await call(hold, { token: b, lang: 'en', body: { trip_id: trip.id, seat_ids: [free[1].id] } })
    expect(en.body.message).toBe(`Seat ${free[1].code} is being held by Nguyễn Thị Thu Hà`)
    // the set becomes exactly the new seats
    await call(hold, { token: a, body: { trip_id: trip.id, seat_ids: [free[1].id] } })
    expect(
      (await call<SeatHold[]>(`${holds}/${trip.id}`, { token: b })).body.data.map((h) => h.seat_id),
    ).toEqual([free[1].id])
    const released = await call<SeatHold[]>(release, { token: a, body: { trip_id: trip.id } })
    expect(released.body.data).toEqual([])
    expect((await call(hold, { token: b, body: { trip_id: trip.id, seat_ids: [free[1].id] } })).status).toBe(
      200,
    )
  })

  it('lets a hold lapse after 5 minutes unless renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-03-02T08:00:00+07:00'))
    const a = await login('letan.sg', 'letan123')
    const b = await login('admin', 'admin123')
    const { trip, free } = openTrip()
    await call(hold, { token: a, body: { trip_id: trip.id, seat_ids: [free[0].id] } })
    vi.setSystemTime(Date.now() + SEAT_HOLD_MS - 1000)
    expect((await call(hold, { token: b, body: { trip_id: trip.id, seat_ids: [free[0].id] } })).status).toBe(
      409,
    )
    // renewed: five more minutes from now
    await call(hold, { token: a, body: { trip_id: trip.id, seat_ids: [free[0].id] } })
    vi.setSystemTime(Date.now() + SEAT_HOLD_MS - 1000)
    expect((await call(hold, { token: b, body: { trip_id: trip.id, seat_ids: [free[0].id] } })).status).toBe(
      409,
    )
    vi.setSystemTime(Date.now() + 1001)
    expect((await call<SeatHold[]>(`${holds}/${trip.id}`, { token: b })).body.data).toEqual([])
    expect((await call(hold, { token: b, body: { trip_id: trip.id, seat_ids: [free[0].id] } })).status).toBe(
      200,
    )
  })

  it('ends a clerk’s holds when their sign-in’s last socket goes away', async () => {
    const sent = events()
    const a = await login('letan.sg', 'letan123')
    const b = await login('admin', 'admin123')
    const { trip, free } = openTrip()
    await call(hold, { token: a, body: { trip_id: trip.id, seat_ids: [free[0].id] } })
    socketGone(a, [a, b]) // another tab of the same sign-in is still open: kept
    expect((await call<SeatHold[]>(`${holds}/${trip.id}`, { token: b })).body.data).toHaveLength(1)
    sent.length = 0
    socketGone(a, [b])
    expect((await call<SeatHold[]>(`${holds}/${trip.id}`, { token: b })).body.data).toEqual([])
    expect(sent).toEqual([{ event: SOCKET_EVENTS.seatHoldsChanged, payload: { trip_id: trip.id } }])
  })

  it('refuses a sold seat and a seat not for sale, naming it', async () => {
    const token = await login('letan.sg', 'letan123')
    const { trip } = openTrip()
    const soldSeat = ticketsOf(trip.id)[0]
    const res = await call(hold, { token, body: { trip_id: trip.id, seat_ids: [soldSeat.seat_id] } })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`Ghế ${soldSeat.seat_code} đã bán`)
    // no seeded car has a seat not for sale: make one, as a vehicle type's editor would
    const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
    const sold = new Set(ticketsOf(trip.id).map((k) => k.seat_id))
    const reserved = seatsOf(type.diagram).find((s) => !sold.has(s.id))!
    const diagram = structuredClone(type.diagram)
    for (const floor of diagram.floors)
      for (const row of floor.rows)
        for (const seat of row) if (seat?.id === reserved.id) seat.type = SEAT_TYPES.RESERVED
    db.vehicleTypes.update(type.id, { diagram })
    const reservedTrip = trip
    const off = await call(hold, {
      token,
      lang: 'en',
      body: { trip_id: reservedTrip.id, seat_ids: [reserved.id] },
    })
    expect(off.status).toBe(409)
    expect(off.body.message).toBe(`Seat ${reserved.code} is not for sale`)
  })
})

describe('the sale (DECISIONS #8, #12)', () => {
  it('sells a direct sale: one ticket per seat, fare on each, fees on the first, logged and announced', async () => {
    const sent = events()
    const token = await login('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
    const before = db.ticketLogs.size
    const res = await call<Ticket[]>(create, {
      token,
      headers: { [SOCKET_ID_HEADER]: 'socket-a' },
      body: sale(trip.id, [free[0].id, free[1].id], {
        surcharge: 50_000,
        pick_type: 1,
        pick_address: '12 Lê Lợi, Quận 1',
        pick_fee: 30_000,
        is_paid: false,
      }),
    })
    expect(res.status).toBe(200)
    const [first, second] = res.body.data
    const fare = fareOnDay(type, trip.plan_date)
    expect([first.seat_code, second.seat_code]).toEqual([free[0].code, free[1].code])
    expect(first).toMatchObject({
      price: fare,
      surcharge: 50_000,
      pick_fee: 30_000,
      phone: '0912345678',
      is_paid: false,
    })
    expect(second).toMatchObject({ price: fare, surcharge: 0, pick_fee: 0, trip_id: trip.id })
    expect(first.code).toMatch(/^[A-Z0-9]{1,12}$/)
    expect(new Set(db.tickets.all().map((k) => k.code)).size).toBe(db.tickets.size)
    expect(db.ticketLogs.size).toBe(before + 2)
    expect(db.ticketLogs.all().at(-1)).toMatchObject({
      ticket_id: second.id,
      action: 'sold',
      user_name: 'Nguyễn Thị Thu Hà',
    })
    expect(sent).toContainEqual({
      event: SOCKET_EVENTS.ticketCreateOrUpdate,
      payload: { ids: [first.id, second.id], trip_id: trip.id },
    })
  })

  it('charges no fee and keeps no address for a pick-up or drop-off by oneself', async () => {
    const token = await login('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const res = await call<Ticket[]>(create, {
      token,
      body: sale(trip.id, [free[0].id], {
        pick_type: 0,
        pick_fee: 50000,
        pick_address: '12 Lê Lợi',
        drop_type: 0,
        drop_fee: 40000,
        drop_address: '3 Phan Đình Phùng',
      }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data[0]).toMatchObject({
      pick_fee: 0,
      pick_address: null,
      drop_fee: 0,
      drop_address: null,
    })
  })

  it('answers a repeated key with the first sale, never a second one', async () => {
    const token = await login('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const body = sale(trip.id, [free[0].id])
    const count = ticketsOf(trip.id).length
    const [one, two] = await Promise.all([
      call<Ticket[]>(create, { token, body }),
      call<Ticket[]>(create, { token, body }),
    ])
    expect(one.status).toBe(200)
    expect(two.status).toBe(200)
    expect(two.body.data).toEqual(one.body.data)
    const again = await call<Ticket[]>(create, { token, body: { ...body, seat_ids: [free[1].id] } })
    expect(again.body.data).toEqual(one.body.data)
    expect(ticketsOf(trip.id)).toHaveLength(count + 1)
  })

  it('sells a seat once: a second clerk gets the seat named, in vi and en', async () => {
    const a = await login('letan.sg', 'letan123')
    const b = await login('admin', 'admin123')
    const { trip, free } = openTrip()
    const results = await Promise.all([
      call(create, { token: a, body: sale(trip.id, [free[0].id]) }),
      call(create, { token: b, body: sale(trip.id, [free[0].id]) }),
      call(create, { token: b, lang: 'en', body: sale(trip.id, [free[0].id]) }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409])
    expect(
      results
        .filter((r) => r.status === 409)
        .map((r) => r.body.message)
        .sort(),
    ).toEqual([`Ghế ${free[0].code} đã bán`, `Seat ${free[0].code} is already sold`])
    expect(ticketsOf(trip.id).filter((k) => k.seat_id === free[0].id)).toHaveLength(1)
  })

  it('refuses a seat held by another clerk, and sells one held by the seller', async () => {
    const a = await login('letan.sg', 'letan123')
    const b = await login('admin', 'admin123')
    const { trip, free } = openTrip()
    await call(hold, { token: a, body: { trip_id: trip.id, seat_ids: [free[0].id] } })
    const refused = await call(create, { token: b, body: sale(trip.id, [free[1].id, free[0].id]) })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`Ghế ${free[0].code} đang được giữ bởi Nguyễn Thị Thu Hà`)
    expect(ticketsOf(trip.id).some((k) => k.seat_id === free[1].id)).toBe(false)
    expect((await call(create, { token: a, body: sale(trip.id, [free[0].id]) })).status).toBe(200)
    // the sale ended the seller's holds there
    expect((await call<SeatHold[]>(`${holds}/${trip.id}`, { token: b })).body.data).toEqual([])
  })

  it('sells a waiting booking: as many seats as guests, then the booking is on a car', async () => {
    const sent = events()
    const token = await login('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const waiting = db.waitingBookings
      .all()
      .find((b) => b.status === 0 && b.number_ticket >= 2 && b.departure_date !== trip.plan_date)!
    // on another day or direction it is refused
    const elsewhere = await call(create, {
      token,
      body: sale(
        trip.id,
        free.slice(0, waiting.number_ticket).map((s) => s.id),
        { waiting_booking_id: waiting.id },
      ),
    })
    expect(elsewhere.status).toBe(409)
    expect(elsewhere.body.message).toBe(
      `Vé chờ xếp xe ${waiting.code} đi ngày khác hoặc chiều khác với chuyến này`,
    )
    const booking = db.waitingBookings.update(waiting.id, {
      departure_date: trip.plan_date,
      map_detail_id: trip.map_detail_id,
    })!
    const wrong = await call(create, {
      token,
      body: sale(trip.id, [free[0].id], { waiting_booking_id: booking.id }),
    })
    expect(wrong.status).toBe(422)
    expect(wrong.body.errors?.seat_ids).toEqual(['Phải chọn đúng một ghế cho mỗi khách'])
    const en = await call(create, {
      token,
      lang: 'en',
      body: sale(trip.id, [free[0].id], { waiting_booking_id: booking.id }),
    })
    expect(en.body.errors?.seat_ids).toEqual(['The number of seats must equal the number of guests'])
    const seats = free.slice(0, booking.number_ticket).map((s) => s.id)
    const res = await call<Ticket[]>(create, {
      token,
      body: sale(trip.id, seats, { waiting_booking_id: booking.id }),
    })
    expect(res.status).toBe(200)
    expect(res.body.data.every((k) => k.waiting_booking_id === booking.id)).toBe(true)
    expect(db.waitingBookings.find(booking.id)!.status).toBe(WAITING_BOOKING_STATUS.imported)
    expect(sent.map((e) => e.event)).toContain('booking-waiting:updated')
    const twice = await call(create, {
      token,
      body: sale(trip.id, seats, { waiting_booking_id: booking.id }),
    })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(`Vé chờ xếp xe ${booking.code} đã được xếp lên xe hoặc đã hủy`)
  })

  it('refuses no seat, a seat twice, a closed trip, and a sale without the code', async () => {
    const token = await login('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const none = await call(create, { token, body: sale(trip.id, []) })
    expect(none.status).toBe(422)
    expect(none.body.errors?.seat_ids).toEqual(['Vui lòng chọn ghế'])
    const twice = await call(create, { token, body: sale(trip.id, [free[0].id, free[0].id]) })
    expect(twice.body.errors?.seat_ids).toEqual(['Mỗi ghế chỉ được chọn một lần'])
    const noAddress = await call(create, { token, body: sale(trip.id, [free[0].id], { pick_type: 2 }) })
    expect(noAddress.body.errors?.pick_address).toEqual(['Vui lòng nhập địa chỉ đón'])
    const closed = db.trips.all().find((t) => t.status === 5)!
    const res = await call(create, { token, body: sale(closed.id, [free[0].id]) })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`Chuyến ${closed.name} đã kết thúc, bị hủy hoặc hỏng xe: không bán vé`)
    const driver = await login('taixe', 'taixe123')
    expect((await call(create, { token: driver, body: sale(trip.id, [free[0].id]) })).status).toBe(403)
    expect(
      (await call(hold, { token: driver, body: { trip_id: trip.id, seat_ids: [free[0].id] } })).status,
    ).toBe(403)
  })
})
