// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import { PICK_TYPE, tripOpenForSale } from '../src/api/contracts/booking.ts'
import { SEAT_TYPES, seatsOf } from '../src/api/contracts/fleet.ts'
import { TRIP_STATUS } from '../src/api/contracts/trips.ts'
import { SOCKET_ID_HEADER } from '../src/api/paths.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { MoveAnswer } from '../src/api/schemas/move.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { vnIsoAt } from './db/time.ts'
import { actionByCode } from './handlers/util.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const { transfer, split, merge } = BOOKING_API.move
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'

const live = (tripId: number) => db.tickets.filter((k) => k.trip_id === tripId && !k.deleted_at)
const seatsOfTrip = (trip: Trip) =>
  seatsOf(db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!.diagram)
const freeOf = (trip: Trip) => {
  const sold = new Set(live(trip.id).map((k) => k.seat_id))
  return seatsOfTrip(trip).filter((s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id))
}
const mergeable = (trip: Trip) => [0, 1, 2].includes(trip.status)

/** Two open trips of one day and direction with cars, the first with at least two passengers. */
function twoTrips(): [Trip, Trip] {
  const open = db.trips.filter((t) => tripOpenForSale(t.status) && t.car_id !== null)
  for (const a of open)
    for (const b of open)
      if (
        a.id !== b.id &&
        a.plan_date === b.plan_date &&
        a.map_detail_id === b.map_detail_id &&
        mergeable(a) &&
        live(a.id).length >= 2 &&
        freeOf(b).length >= live(a.id).length
      )
        return [a, b]
  throw new Error('no two trips')
}
const refs = (tickets: Ticket[]) => tickets.map((k) => ({ id: k.id, version: k.version }))
let n = 0
const key = () => `move-key-${++n}-${Date.now()}`

let clerk: string
beforeEach(async () => {
  clerk = await login('letan.sg', 'letan123')
})

describe('transfer passengers onto chosen seats', () => {
  it('moves them, keeps code and money, tags the origin, logs, writes the history and tells the others', async () => {
    const events: Array<[string, unknown, string | undefined]> = []
    setEmitter((event, payload, sender) => events.push([event, payload, sender?.socketId]))
    const [from, to] = twoTrips()
    const tickets = live(from.id).slice(0, 2)
    const seats = freeOf(to).slice(0, 2)
    const res = await call<MoveAnswer>(transfer, {
      token: clerk,
      headers: { [SOCKET_ID_HEADER]: 'mine' },
      body: {
        from_trip_id: from.id,
        to_trip_id: to.id,
        tickets: refs(tickets),
        seat_ids: seats.map((s) => s.id),
        idempotency_key: key(),
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Đã chuyển 2 khách sang chuyến ${to.name}`)
    tickets.forEach((before, i) => {
      const after = db.tickets.find(before.id)!
      expect(after).toMatchObject({
        code: before.code,
        price: before.price,
        surcharge: before.surcharge,
        is_paid: before.is_paid,
        trip_id: to.id,
        seat_id: seats[i]!.id,
        seat_code: seats[i]!.code,
        departure_date: to.plan_date,
        moved_from_trip_id: from.id,
        moved_from_trip_name: from.name,
      })
      expect(db.ticketLogs.filter((l) => l.ticket_id === before.id).at(-1)).toMatchObject({
        action: 'moved',
        user_name: 'Nguyễn Thị Thu Hà',
        changes: expect.arrayContaining([
          // the trips by name, as the clerk knows them
          { field: 'trip_id', from: from.name, to: to.name },
          { field: 'seat_code', from: before.seat_code, to: seats[i]!.code },
        ]),
      })
      expect(
        db.tripTransfers.findBy((m) => m.ticket_id === before.id && m.to_trip_id === to.id),
      ).toMatchObject({
        from_trip_id: from.id,
        from_seat_code: before.seat_code,
        to_seat_code: seats[i]!.code,
        user_name: 'Nguyễn Thị Thu Hà',
      })
    })
    const ids = tickets.map((k) => k.id)
    expect(events).toEqual(
      expect.arrayContaining([
        ['ticket:create-or-update', { ids, trip_id: to.id }, 'mine'],
        ['ticket:create-or-update', { ids, trip_id: from.id }, 'mine'],
      ]),
    )
  })

  it('answers a repeat of the key with the first move, never a second one', async () => {
    const [from, to] = twoTrips()
    const ticket = live(from.id)[0]!
    const seats = freeOf(to)
    const body = {
      from_trip_id: from.id,
      to_trip_id: to.id,
      tickets: refs([ticket]),
      seat_ids: [seats[0]!.id],
      idempotency_key: key(),
    }
    const first = await call<MoveAnswer>(transfer, { token: clerk, body })
    const again = await call<MoveAnswer>(transfer, {
      token: clerk,
      body: { ...body, seat_ids: [seats[1]!.id] },
    })
    expect(again.status).toBe(200)
    expect(again.body.data).toEqual(first.body.data)
    expect(db.tickets.find(ticket.id)!.seat_id).toBe(seats[0]!.id)
    expect(db.tripTransfers.filter((m) => m.ticket_id === ticket.id && m.to_trip_id === to.id)).toHaveLength(
      1,
    )
    // the key belongs to the transfer: a merge sent with it is its own confirmation, checked as one
    const merged = await call(merge, { token: clerk, body: { idempotency_key: body.idempotency_key } })
    expect(merged.status).toBe(422)
  })

  it('refuses each SPEC §5 rule in vi and en, and a stale version', async () => {
    const [from, to] = twoTrips()
    const [a, b] = live(from.id)
    const other = live(to.id)[0]
    const seats = freeOf(to)
    const body = (patch: Record<string, unknown>) => ({
      from_trip_id: from.id,
      to_trip_id: to.id,
      tickets: refs([a!]),
      seat_ids: [seats[0]!.id],
      idempotency_key: key(),
      ...patch,
    })
    const none = await call(transfer, { token: clerk, body: body({ tickets: [], seat_ids: [] }) })
    expect(none.status).toBe(422)
    expect(none.body.errors).toMatchObject({ tickets: ['Chọn ít nhất một khách để chuyển'] })
    const same = await call(transfer, { token: clerk, lang: 'en', body: body({ to_trip_id: from.id }) })
    expect(same.body.errors).toMatchObject({ to_trip_id: ['The same trip cannot be chosen twice'] })
    const count = await call(transfer, { token: clerk, body: body({ tickets: refs([a!, b!]) }) })
    expect(count.body.errors).toMatchObject({ seat_ids: ['Phải chọn đúng một ghế cho mỗi khách'] })
    const countEn = await call(transfer, {
      token: clerk,
      lang: 'en',
      body: body({ tickets: refs([a!, b!]) }),
    })
    expect(countEn.body.errors).toMatchObject({
      seat_ids: ['The number of seats must equal the number of guests'],
    })
    if (other) {
      const mixed = await call(transfer, {
        token: clerk,
        body: body({ tickets: refs([a!, other]), seat_ids: [seats[0]!.id, seats[1]!.id] }),
      })
      expect(mixed.status).toBe(422)
      expect(mixed.body.errors).toMatchObject({
        tickets: ['Không được chọn cùng lúc khách của hai chuyến khác nhau'],
      })
    }
    const stale = await call(transfer, { token: clerk, body: body({ tickets: [{ id: a!.id, version: 0 }] }) })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(STALE)
    expect(db.tickets.find(a!.id)!.trip_id).toBe(from.id)
  })

  it('refuses a target with no room, a sold seat by its code, and a seat held by another clerk', async () => {
    const [from, to] = twoTrips()
    const a = live(from.id)[0]!
    const free = freeOf(to)
    // fill the target with passengers: no room left
    const sold = live(to.id)[0] ?? live(from.id)[1]!
    for (const seat of free.slice(1))
      db.tickets.insert({ ...sold, id: undefined, trip_id: to.id, seat_id: seat.id, seat_code: seat.code })
    const other = await login('admin', 'admin123')
    await call(BOOKING_API.sale.hold, { token: other, body: { trip_id: to.id, seat_ids: [free[0]!.id] } })
    const body = {
      from_trip_id: from.id,
      to_trip_id: to.id,
      tickets: refs([a]),
      seat_ids: [free[0]!.id],
      idempotency_key: key(),
    }
    const full = await call(transfer, { token: clerk, body })
    expect(full.status).toBe(409)
    expect(full.body.message).toBe('Xe của chuyến nhận không còn chỗ hoặc không đủ chỗ')
    const fullEn = await call(transfer, {
      token: clerk,
      lang: 'en',
      body: { ...body, idempotency_key: key() },
    })
    expect(fullEn.body.message).toBe('The target vehicle has no room or not enough room')
    await call(BOOKING_API.sale.release, { token: other, body: { trip_id: to.id } })
    const taken = free[1]!
    const onSold = await call(transfer, {
      token: clerk,
      body: { ...body, seat_ids: [taken.id], idempotency_key: key() },
    })
    expect(onSold.status).toBe(409)
    expect(onSold.body.message).toBe(`Ghế ${taken.code} đã bán`)
  })

  it('puts one ticket on a seat when two clerks move onto it at once', async () => {
    const [from, to] = twoTrips()
    const [a, b] = live(from.id)
    const seat = freeOf(to)[0]!
    const other = await login('admin', 'admin123')
    const move = (token: string, ticket: Ticket) =>
      call(transfer, {
        token,
        body: {
          from_trip_id: from.id,
          to_trip_id: to.id,
          tickets: refs([ticket]),
          seat_ids: [seat.id],
          idempotency_key: key(),
        },
      })
    const results = await Promise.all([move(clerk, a!), move(other, b!)])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    expect(live(to.id).filter((k) => k.seat_id === seat.id)).toHaveLength(1)
  })

  it('moves to a trip of another day of the same direction, and refuses another direction', async () => {
    const [from] = twoTrips()
    const later = db.trips.findBy(
      (t) =>
        t.map_detail_id === from.map_detail_id &&
        t.plan_date > from.plan_date &&
        tripOpenForSale(t.status) &&
        t.car_id !== null &&
        freeOf(t).length > 0,
    )!
    const ticket = live(from.id)[0]!
    const res = await call<MoveAnswer>(transfer, {
      token: clerk,
      body: {
        from_trip_id: from.id,
        to_trip_id: later.id,
        tickets: refs([ticket]),
        seat_ids: [freeOf(later)[0]!.id],
        idempotency_key: key(),
      },
    })
    expect(res.status).toBe(200)
    expect(db.tickets.find(ticket.id)).toMatchObject({ trip_id: later.id, departure_date: later.plan_date })
    const elsewhere = db.trips.findBy(
      (t) => t.map_detail_id !== from.map_detail_id && tripOpenForSale(t.status) && t.car_id !== null,
    )!
    const next = live(from.id)[0]!
    const refused = await call(transfer, {
      token: clerk,
      body: {
        from_trip_id: from.id,
        to_trip_id: elsewhere.id,
        tickets: refs([next]),
        seat_ids: [freeOf(elsewhere)[0]!.id],
        idempotency_key: key(),
      },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toMatchObject({ to_trip_id: ['Chỉ chuyển khách sang chuyến cùng chiều'] })
  })

  it('needs booking.split-merge (403 for a warehouse account)', async () => {
    const token = await login('kho', 'kho123')
    const res = await call(transfer, { token, body: {} })
    expect(res.status).toBe(403)
  })

  it('lets a clerk with booking.split-merge but not the selling code hold and release seats on the target', async () => {
    const [, to] = twoTrips()
    const role = db.roles.findBy((r) => r.slug === 'kho-hang')!
    db.roles.update(role.id, {
      action_ids: [...role.action_ids, actionByCode().get('booking.split-merge')!.id],
    })
    const token = await login('kho', 'kho123')
    const seat = freeOf(to)[0]!
    const held = await call(BOOKING_API.sale.hold, { token, body: { trip_id: to.id, seat_ids: [seat.id] } })
    expect(held.status).toBe(200)
    expect((await call(BOOKING_API.sale.release, { token, body: { trip_id: to.id } })).status).toBe(200)
  })
})

describe('pick-up times and order on the new trip', () => {
  const MINUTE = 60_000
  const departure = (trip: Trip) => Date.parse(trip.departure_time)
  /** HH:mm in Ho Chi Minh City of a stored pick-up time */
  const clock = (iso: string | null | undefined) =>
    iso ? new Date(Date.parse(iso) + 7 * 3_600_000).toISOString().slice(11, 16) : null
  const at = (trip: Trip, minutesBefore: number) => vnIsoAt(departure(trip) - minutesBefore * MINUTE)
  /** The passengers made guests the trip's driver picks up at home, `minutesBefore` its departure, in no order. */
  const atHome = (trip: Trip, tickets: Ticket[], minutesBefore: number[]) =>
    tickets.map((k, i) =>
      db.tickets.update(k.id, {
        pick_type: PICK_TYPE.driver,
        pick_time: at(trip, minutesBefore[i]!),
        pick_order: null,
      })!,
    )
  const move = (from: Trip, to: Trip, tickets: Ticket[]) =>
    call<MoveAnswer>(transfer, {
      token: clerk,
      body: {
        from_trip_id: from.id,
        to_trip_id: to.id,
        tickets: refs(tickets),
        seat_ids: freeOf(to)
          .slice(0, tickets.length)
          .map((s) => s.id),
        idempotency_key: key(),
      },
    })

  it('keeps each guest’s lead on the departure, now the new trip’s; without an order the list goes by time', async () => {
    const [from, to] = twoTrips()
    expect(from.departure_time).not.toBe(to.departure_time)
    const [guest] = atHome(from, live(from.id).slice(0, 1), [30])
    db.tickets.update(guest!.id, { pick_order: 1 })
    const res = await move(from, to, [db.tickets.find(guest!.id)!])
    expect(res.status).toBe(200)
    const moved = db.tickets.find(guest!.id)!
    expect(clock(moved.pick_time)).toBe(clock(at(to, 30)))
    // the old trip's order means nothing on the new one
    expect(moved.pick_order).toBeNull()
  })

  it('puts the guests into the order the clerk set on the new trip by their pick-up time', async () => {
    const [from, to] = twoTrips()
    const [first, last] = atHome(to, live(to.id).slice(0, 2), [60, 10])
    db.tickets.update(first!.id, { pick_order: 1 })
    db.tickets.update(last!.id, { pick_order: 2 })
    const [early, middle] = atHome(from, live(from.id).slice(0, 2), [90, 30])
    const res = await move(
      from,
      to,
      [middle!, early!].map((k) => db.tickets.find(k.id)!),
    )
    expect(res.status).toBe(200)
    const orderOf = (k: Ticket) => db.tickets.find(k.id)!.pick_order
    expect([early, first, middle, last].map(orderOf)).toEqual([1, 2, 3, 4])
    expect(clock(db.tickets.find(middle!.id)!.pick_time)).toBe(clock(at(to, 30)))
    // the guests whose place changed are logged like any other change
    expect(
      db.ticketLogs.filter((l) => l.ticket_id === last!.id && l.action === 'updated').at(-1),
    ).toBeDefined()
  })
})

describe('split into a new trip', () => {
  /** Another active car and driver, freed of their trips that day and the next (a 23:30 trip runs past midnight). */
  function freeCrew(from: Trip) {
    const next = new Date(Date.parse(`${from.plan_date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    // a car of the same vehicle type, so the seat codes can be kept
    const fromType = db.cars.find(from.car_id!)!.vehicle_type_id
    const car = db.cars.findBy(
      (c) => c.status === 1 && c.id !== from.car_id && c.vehicle_type_id === fromType,
    )!
    const driver = db.users.findBy((u) => !!u.is_driver && u.status === 1 && u.id !== from.user_id)!
    for (const trip of db.trips.filter(
      (t) =>
        t.id !== from.id &&
        (t.plan_date === from.plan_date || t.plan_date === next) &&
        (t.car_id === car.id || t.user_id === driver.id),
    ))
      db.trips.update(trip.id, { status: TRIP_STATUS.cancelled })
    return { car, driver }
  }

  it('needs trip.create besides booking.split-merge: it creates a trip', async () => {
    const [from] = twoTrips()
    const res = await call(split, {
      token: clerk,
      body: { from_trip_id: from.id, tickets: refs(live(from.id).slice(0, 1)), idempotency_key: key() },
    })
    expect(res.status).toBe(403)
  })

  it('creates the trip of the same day and direction and seats the passengers on the same seat codes', async () => {
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const [from] = twoTrips()
    const tickets = live(from.id).slice(0, 2)
    const { car, driver } = freeCrew(from)
    const res = await call<MoveAnswer>(split, {
      token: await login('admin', 'admin123'),
      body: {
        from_trip_id: from.id,
        car_id: car.id,
        user_id: driver.id,
        departure_time: '23:30',
        tickets: refs(tickets),
        idempotency_key: key(),
      },
    })
    expect(res.status).toBe(200)
    const trip = res.body.data!.trip
    expect(trip).toMatchObject({
      plan_date: from.plan_date,
      map_detail_id: from.map_detail_id,
      car_id: car.id,
      user_id: driver.id,
      status: TRIP_STATUS.new,
    })
    expect(trip.name).toMatch(/ 23:30$/)
    const codes = new Set(seatsOfTrip(trip).map((s) => s.code))
    // the check below must run for at least one passenger
    expect(tickets.some((before) => codes.has(before.seat_code))).toBe(true)
    for (const before of tickets) {
      const after = db.tickets.find(before.id)!
      expect(after.trip_id).toBe(trip.id)
      if (codes.has(before.seat_code)) expect(after.seat_code).toBe(before.seat_code)
    }
    expect(events).toEqual(expect.arrayContaining(['trip:created', 'ticket:create-or-update']))
  })

  it('refuses the source trip’s own car at the same time with the roster’s words', async () => {
    const [from] = twoTrips()
    const { driver } = freeCrew(from)
    const res = await call(split, {
      token: await login('admin', 'admin123'),
      body: {
        from_trip_id: from.id,
        car_id: from.car_id,
        user_id: driver.id,
        departure_time: from.departure_time.slice(11, 16),
        tickets: refs(live(from.id).slice(0, 1)),
        idempotency_key: key(),
      },
    })
    expect(res.status).toBe(422)
    expect((res.body.errors as Record<string, string[]>).car_id?.[0]).toMatch(
      /^Xe đã có chuyến .* trùng giờ$/,
    )
    expect(db.trips.filter((t) => t.plan_date === from.plan_date && t.name.endsWith(' 23:30'))).toEqual([])
  })
})

describe('merge another trip into this one', () => {
  it('moves every passenger and the goods, and cancels the emptied trip naming where it went', async () => {
    const [from, to] = twoTrips()
    // a guest picked up at home 45 minutes before the departure: 45 minutes before the new trip's
    const atHome = live(from.id)[0]!
    db.tickets.update(atHome.id, {
      pick_type: PICK_TYPE.driver,
      pick_time: vnIsoAt(Date.parse(from.departure_time) - 45 * 60_000),
    })
    const tickets = live(from.id)
    const seats = freeOf(to).slice(0, tickets.length)
    if (!db.shippingOrders.findBy((o) => o.trip_id === from.id)) {
      const sample = db.shippingOrders.all()[0]!
      db.shippingOrders.insert({ ...sample, id: undefined, code: `${sample.code}M`, trip_id: from.id })
    }
    const goods = db.shippingOrders.filter((o) => o.trip_id === from.id).map((o) => o.id)
    expect(goods.length).toBeGreaterThan(0)
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const res = await call<MoveAnswer>(merge, {
      token: clerk,
      body: {
        from_trip_id: from.id,
        from_version: from.version,
        to_trip_id: to.id,
        tickets: refs(tickets),
        seat_ids: seats.map((s) => s.id),
        idempotency_key: key(),
      },
    })
    expect(res.status).toBe(200)
    expect(live(from.id)).toEqual([])
    expect(db.trips.find(from.id)).toMatchObject({
      status: TRIP_STATUS.cancelled,
      reason: expect.stringContaining(`Đã ghép vào chuyến ${to.name}`),
    })
    for (const id of goods) expect(db.shippingOrders.find(id)!.trip_id).toBe(to.id)
    // the goods' history says where they went, and the shipping screens of every other clerk refresh
    for (const id of goods)
      expect(
        db.shippingHistory.filter((h) => h.code === db.shippingOrders.find(id)!.code).at(-1),
      ).toMatchObject({
        action: 'merged',
        trip_id: to.id,
        trip_name: to.name,
        user_name: 'Nguyễn Thị Thu Hà',
      })
    expect(events).toContainEqual(['shipping:updated', { ids: goods }])
    expect(db.tripTransfers.filter((m) => m.from_trip_id === from.id && m.to_trip_id === to.id)).toHaveLength(
      tickets.length,
    )
    expect(db.tickets.find(atHome.id)!.pick_time).toBe(vnIsoAt(Date.parse(to.departure_time) - 45 * 60_000))
  })

  it('is all or nothing: a passenger left out, or a stale trip, moves nobody', async () => {
    const [from, to] = twoTrips()
    const tickets = live(from.id)
    const seats = freeOf(to)
    const body = {
      from_trip_id: from.id,
      from_version: from.version,
      to_trip_id: to.id,
      tickets: refs(tickets.slice(1)),
      seat_ids: seats.slice(0, tickets.length - 1).map((s) => s.id),
      idempotency_key: key(),
    }
    const partial = await call(merge, { token: clerk, body })
    expect(partial.status).toBe(409)
    expect(partial.body.message).toBe(`Chuyến ${from.name} vừa có thay đổi khách: hãy xem lại trước khi ghép`)
    const stale = await call(merge, {
      token: clerk,
      body: {
        ...body,
        from_version: from.version - 1,
        tickets: refs(tickets),
        seat_ids: seats.slice(0, tickets.length).map((s) => s.id),
        idempotency_key: key(),
      },
    })
    expect(stale.status).toBe(409)
    expect(live(from.id)).toHaveLength(tickets.length)
    expect(db.trips.find(from.id)!.status).toBe(from.status)
  })
})
