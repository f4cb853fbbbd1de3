// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import { PICK_TYPE } from '../src/api/contracts/booking.ts'
import { SEAT_TYPES, seatsOf } from '../src/api/contracts/fleet.ts'
import { SOCKET_ID_HEADER } from '../src/api/paths.ts'
import type { Ticket } from '../src/api/schemas/booking.ts'
import type { MotorPick, Picker, PickUpList } from '../src/api/schemas/pickup.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { EVENT_INVALIDATES } from '../src/realtime/events.ts'
import { actionByCode } from './handlers/util.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const { guests, drivers, assign, remove, status, order, updatePick } = BOOKING_API.pickUp
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'
const today = () => db.seededOn

/** A live guest of today asking for `type`, on a trip still open, with no motorbike driver yet when asked. */
function guest(type: number, { unassigned = false } = {}): Ticket {
  return db.tickets.findBy((k) => {
    const trip = db.trips.find(k.trip_id)!
    return (
      !k.deleted_at &&
      k.pick_type === type &&
      trip.plan_date === today() &&
      [0, 1, 3].includes(trip.status) &&
      (!unassigned || !db.motorPicks.findBy((m) => m.ticket_id === k.id))
    )
  })!
}
const motoDrivers = () => db.users.filter((u) => !!u.is_motorbike_driver)

let clerk: string
beforeEach(async () => {
  clerk = await login('letan.sg', 'letan123')
})

describe('the lists', () => {
  it('names no picker for a cancelled motorbike pick-up (off the run sheet and its fee total)', async () => {
    const pick = db.motorPicks.all().find((m) => {
      const ticket = db.tickets.find(m.ticket_id)!
      return !ticket.deleted_at && db.trips.find(ticket.trip_id)!.plan_date === today()
    })!
    db.motorPicks.update(pick.id, { status: 3 })
    const station = await call<PickUpList>(`${guests}?date=${today()}&mode=station`, { token: clerk })
    const row = station.body.data.guests.find((g) => g.ticket_id === pick.ticket_id)!
    expect(row.motor_pick?.status).toBe(3)
    expect(row.picker).toBeNull()
  })

  it('lists the day’s motorbike guests with their driver and order, and the home guests with the trip’s driver', async () => {
    const station = await call<PickUpList>(`${guests}?date=${today()}&mode=station`, { token: clerk })
    expect(station.status).toBe(200)
    const rows = station.body.data.guests
    expect(rows.length).toBeGreaterThan(1)
    for (const row of rows) {
      const ticket = db.tickets.find(row.ticket_id)!
      expect(ticket.pick_type).toBe(PICK_TYPE.motorbike)
      expect(ticket.deleted_at ?? null).toBeNull()
      const pick = db.motorPicks.findBy((m) => m.ticket_id === ticket.id)
      expect(row.picker?.id ?? null).toBe(pick && pick.status !== 3 ? pick.motorbike_driver_id : null)
      expect(row.pick_order).toBe(pick?.pick_order ?? null)
    }
    expect(rows.some((r) => r.picker === null)).toBe(true)
    const home = await call<PickUpList>(`${guests}?date=${today()}&mode=home`, { token: clerk })
    for (const row of home.body.data.guests) {
      expect(db.tickets.find(row.ticket_id)!.pick_type).toBe(PICK_TYPE.driver)
      expect(row.picker?.id).toBe(db.trips.find(row.trip.id)!.user_id)
      expect(row.motor_pick).toBeNull()
    }
  })

  it('narrows to a trip and refuses a bad day with the form’s words', async () => {
    const ticket = guest(PICK_TYPE.motorbike)
    const res = await call<PickUpList>(`${guests}?date=${today()}&mode=station&trip_id=${ticket.trip_id}`, {
      token: clerk,
    })
    expect(new Set(res.body.data.guests.map((g) => g.trip.id))).toEqual(new Set([ticket.trip_id]))
    expect((await call(`${guests}?date=31/12/2026&mode=station`, { token: clerk })).status).toBe(422)
  })

  it('offers only the active motorbike drivers', async () => {
    const [first] = motoDrivers()
    db.users.update(first.id, { status: 0 })
    const res = await call<Picker[]>(drivers, { token: clerk })
    expect(res.body.data.map((d) => d.id).sort()).toEqual(
      motoDrivers()
        .filter((u) => u.status === 1)
        .map((u) => u.id)
        .sort(),
    )
  })
})

describe('permissions (DECISIONS #2)', () => {
  it('reads with any code of the booking group, changes only with the selling code', async () => {
    const manager = await login('quanly', 'quanly123')
    expect((await call(`${guests}?date=${today()}&mode=home`, { token: manager })).status).toBe(403)
    const ticket = guest(PICK_TYPE.motorbike, { unassigned: true })
    const body = { ticket_ids: [ticket.id], motorbike_driver_id: motoDrivers()[0].id }
    expect((await call(assign, { token: manager, body })).status).toBe(403)
    // one code of the group opens the list: the manager's role also holds "cancelled tickets"
    const role = db.roles.findBy((r) => r.slug === 'quan-ly')!
    db.roles.update(role.id, {
      action_ids: [...role.action_ids, actionByCode().get('booking.canceled-tickets')!.id],
    })
    expect((await call(`${guests}?date=${today()}&mode=home`, { token: manager })).status).toBe(200)
    // a view code never allows a write (rule 6): changes need the selling code
    expect((await call(assign, { token: manager, body })).status).toBe(403)
    expect((await call(updatePick, { token: manager, body: { ticket_id: ticket.id } })).status).toBe(403)
    db.roles.update(role.id, {
      action_ids: [...db.roles.find(role.id)!.action_ids, actionByCode().get('booking.import_customer')!.id],
    })
    expect((await call(assign, { token: manager, body })).status).toBe(200)
  })
})

describe('giving guests to a motorbike driver', () => {
  it('gives many at once, after the driver’s last, and tells the other clerks', async () => {
    const events: unknown[] = []
    setEmitter((event, payload, sender) => events.push([event, payload, sender?.socketId]))
    const free = db.tickets
      .filter((k) => !k.deleted_at && k.pick_type === 1 && !db.motorPicks.findBy((m) => m.ticket_id === k.id))
      .filter((k) => [0, 1, 3].includes(db.trips.find(k.trip_id)!.status))
      .filter((k) => k.departure_date === today())
    expect(free.length).toBeGreaterThan(0)
    const driver = motoDrivers()[1]
    const before = Math.max(
      0,
      ...db.motorPicks
        .filter((m) => m.motorbike_driver_id === driver.id)
        .filter((m) => db.tickets.find(m.ticket_id)!.departure_date === today())
        .map((m) => m.pick_order ?? 0),
    )
    const res = await call<MotorPick[]>(assign, {
      token: clerk,
      headers: { [SOCKET_ID_HEADER]: 'mine' },
      body: { ticket_ids: free.map((k) => k.id), motorbike_driver_id: driver.id },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.map((m) => [m.ticket_id, m.motorbike_driver_id, m.status, m.pick_order])).toEqual(
      free.map((k, i) => [k.id, driver.id, 0, before + i + 1]),
    )
    expect(events).toEqual([['motor-pick:changed', { ids: free.map((k) => k.id), date: today() }, 'mine']])
  })

  it('refuses an account that is no motorbike driver, and an inactive one, in vi and en', async () => {
    const ticket = guest(PICK_TYPE.motorbike, { unassigned: true })
    const tripDriver = db.users.findBy((u) => !!u.is_driver && !u.is_motorbike_driver)!
    const vi = await call(assign, {
      token: clerk,
      body: { ticket_ids: [ticket.id], motorbike_driver_id: tripDriver.id },
    })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({ motorbike_driver_id: ['Chỉ chọn được tài xế xe ôm'] })
    const moto = db.users.update(motoDrivers()[0].id, { status: 0 })!
    const en = await call(assign, {
      token: clerk,
      lang: 'en',
      body: { ticket_ids: [ticket.id], motorbike_driver_id: moto.id },
    })
    expect(en.body.errors).toEqual({ motorbike_driver_id: [`Motorbike driver ${moto.fullname} is inactive`] })
    expect(db.motorPicks.findBy((m) => m.ticket_id === ticket.id)).toBeUndefined()
  })

  it('refuses a guest of the home list, and a guest already picked up keeps the driver', async () => {
    const home = guest(PICK_TYPE.driver)
    const driver = motoDrivers()[0]
    const res = await call(assign, {
      token: clerk,
      body: { ticket_ids: [home.id], motorbike_driver_id: driver.id },
    })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(`Vé ${home.code} không có trong danh sách khách cần đón này`)
    const pick = db.motorPicks.all().find((m) => {
      const k = db.tickets.find(m.ticket_id)!
      return m.status === 0 && [0, 1, 3].includes(db.trips.find(k.trip_id)!.status)
    })!
    db.motorPicks.update(pick.id, { status: 1 })
    const other = motoDrivers().find((u) => u.id !== pick.motorbike_driver_id)!
    const moved = await call(assign, {
      token: clerk,
      body: { ticket_ids: [pick.ticket_id], motorbike_driver_id: other.id },
    })
    expect(moved.status).toBe(409)
    expect(moved.body.message).toMatch(/đang ở trạng thái "Đã đón": không đổi được tài xế xe ôm/)
    expect(db.motorPicks.find(pick.id)!.motorbike_driver_id).toBe(pick.motorbike_driver_id)
  })

  it('removes the driver of a guest not picked up yet', async () => {
    const pick = db.motorPicks.all().find((m) => {
      const k = db.tickets.find(m.ticket_id)!
      return m.status === 0 && [0, 1, 3].includes(db.trips.find(k.trip_id)!.status)
    })!
    const res = await call(`${remove}/${pick.id}`, { token: clerk, method: 'DELETE' })
    expect(res.status).toBe(200)
    expect(db.motorPicks.find(pick.id)).toBeUndefined()
  })
})

describe('the pick order', () => {
  it('puts a motorbike driver’s guests in the order given', async () => {
    const driver = motoDrivers()[0]
    const free = db.tickets
      .filter((k) => !k.deleted_at && k.pick_type === 1 && k.departure_date === today())
      .filter((k) => [0, 1, 3].includes(db.trips.find(k.trip_id)!.status))
      .slice(0, 3)
    expect(free.length).toBeGreaterThan(1)
    db.motorPicks.remove(db.motorPicks.filter((m) => free.some((k) => k.id === m.ticket_id)).map((m) => m.id))
    await call(assign, {
      token: clerk,
      body: { ticket_ids: free.map((k) => k.id), motorbike_driver_id: driver.id },
    })
    const reversed = [...free].reverse().map((k) => k.id)
    const res = await call<number[]>(order, { token: clerk, body: { mode: 'station', ticket_ids: reversed } })
    expect(res.status).toBe(200)
    expect(res.body.data.slice(0, reversed.length)).toEqual(reversed)
    const list = await call<PickUpList>(`${guests}?date=${today()}&mode=station`, { token: clerk })
    const mine = list.body.data.guests.filter((g) => g.picker?.id === driver.id)
    expect(mine.map((g) => g.pick_order)).toEqual(mine.map((_, i) => i + 1))
    expect(mine.slice(0, reversed.length).map((g) => g.ticket_id)).toEqual(reversed)
  })

  it('reorders only the guests sent: the driver’s guests of another trip (hidden by a filter) keep their places', async () => {
    const trips = db.trips
      .filter((t) => t.plan_date === today() && [0, 1, 3].includes(t.status))
      .filter((t) => db.tickets.filter((k) => k.trip_id === t.id && !k.deleted_at).length >= 2)
      .slice(0, 2)
    expect(trips).toHaveLength(2)
    const [a1, a2, b1, b2] = trips.flatMap((t) =>
      db.tickets.filter((k) => k.trip_id === t.id && !k.deleted_at).slice(0, 2),
    )
    for (const k of [a1, a2, b1, b2]) db.tickets.update(k.id, { pick_type: PICK_TYPE.motorbike })
    db.motorPicks.remove(
      db.motorPicks.filter((m) => [a1, a2, b1, b2].some((k) => k.id === m.ticket_id)).map((m) => m.id),
    )
    const driver = motoDrivers()[0]
    await call(assign, {
      token: clerk,
      body: { ticket_ids: [a1.id, a2.id, b1.id, b2.id], motorbike_driver_id: driver.id },
    })
    const driverOrder = async () => {
      const list = await call<PickUpList>(`${guests}?date=${today()}&mode=station`, { token: clerk })
      return list.body.data.guests.filter((g) => g.picker?.id === driver.id).map((g) => g.ticket_id)
    }
    const before = await driverOrder()
    expect(before.slice(-4)).toEqual([a1.id, a2.id, b1.id, b2.id])
    // the screen narrowed to trip B sends only B's two guests, swapped
    const res = await call(order, { token: clerk, body: { mode: 'station', ticket_ids: [b2.id, b1.id] } })
    expect(res.status).toBe(200)
    expect(await driverOrder()).toEqual([...before.slice(0, -2), b2.id, b1.id])
  })

  it('orders a trip’s home guests on their tickets, and refuses guests of two pickers', async () => {
    const trip = db.trips
      .all()
      .find(
        (t) =>
          [0, 1, 3].includes(t.status) &&
          db.tickets.filter((k) => k.trip_id === t.id && !k.deleted_at && k.pick_type === 2).length > 1,
      )!
    const home = db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at && k.pick_type === 2)
    const ids = home.map((k) => k.id).reverse()
    const res = await call(order, { token: clerk, body: { mode: 'home', ticket_ids: ids } })
    expect(res.status).toBe(200)
    expect(ids.map((id) => db.tickets.find(id)!.pick_order)).toEqual(ids.map((_, i) => i + 1))
    expect(db.ticketLogs.filter((l) => l.ticket_id === ids[0]).at(-1)).toMatchObject({
      action: 'updated',
      changes: [{ field: 'pick_order', from: null, to: 1 }],
    })
    const other = db.tickets.findBy(
      (k) =>
        k.pick_type === 2 &&
        !k.deleted_at &&
        k.trip_id !== trip.id &&
        [0, 1, 3].includes(db.trips.find(k.trip_id)!.status),
    )!
    const mixed = await call(order, {
      token: clerk,
      lang: 'en',
      body: { mode: 'home', ticket_ids: [ids[0], other.id] },
    })
    expect(mixed.status).toBe(422)
    expect(mixed.body.errors).toEqual({
      ticket_ids: ["Only one picker's guests can be put in order together"],
    })
  })
})

describe('status moves (DECISIONS #7)', () => {
  it('moves a motorbike pick-up on, refuses a move not allowed in vi and en, and a stale version', async () => {
    const pick = db.motorPicks.all().find((m) => {
      const k = db.tickets.find(m.ticket_id)!
      return m.status === 0 && [0, 1, 3].includes(db.trips.find(k.trip_id)!.status)
    })!
    const skip = await call(status, { token: clerk, body: { id: pick.id, version: pick.version, status: 2 } })
    expect(skip.status).toBe(409)
    expect(skip.body.message).toBe('Không thể chuyển trạng thái đón xe ôm từ "Chưa đón" sang "Hoàn thành"')
    const skipEn = await call(status, {
      token: clerk,
      lang: 'en',
      body: { id: pick.id, version: pick.version, status: 2 },
    })
    expect(skipEn.body.message).toBe('The motorbike pick-up status cannot move from "Not yet" to "Complete"')
    const events: unknown[] = []
    setEmitter((event) => events.push(event))
    const up = await call<MotorPick>(status, {
      token: clerk,
      body: { id: pick.id, version: pick.version, status: 1 },
    })
    expect(up.status).toBe(200)
    expect(up.body.data.status).toBe(1)
    expect(events).toEqual(['motor-pick:changed'])
    const stale = await call(status, {
      token: clerk,
      body: { id: pick.id, version: pick.version, status: 2 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(STALE)
    const done = await call<MotorPick>(status, {
      token: clerk,
      body: { id: pick.id, version: up.body.data.version, status: 2 },
    })
    expect(done.body.data.status).toBe(2)
    const back = await call(status, {
      token: clerk,
      body: { id: pick.id, version: done.body.data.version, status: 3 },
    })
    expect(back.status).toBe(409)
  })

  it('moves a passenger’s pick-up status on and logs it; refuses a move back', async () => {
    const ticket = db.tickets.update(guest(PICK_TYPE.driver).id, { pick_status: 0 })!
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const res = await call<Ticket>(updatePick, {
      token: clerk,
      body: { ticket_id: ticket.id, version: ticket.version, pick_status: 1 },
    })
    expect(res.status).toBe(200)
    expect(res.body.data.pick_status).toBe(1)
    expect(events).toEqual([['ticket:create-or-update', { ids: [ticket.id], trip_id: ticket.trip_id }]])
    expect(db.ticketLogs.filter((l) => l.ticket_id === ticket.id).at(-1)).toMatchObject({
      action: 'updated',
      changes: [{ field: 'pick_status', from: 0, to: 1 }],
    })
    const back = await call(updatePick, {
      token: clerk,
      body: { ticket_id: ticket.id, version: res.body.data.version, pick_status: 2 },
    })
    expect(back.status).toBe(409)
    expect(back.body.message).toBe(
      'Không thể chuyển trạng thái đón khách từ "Đã đón" sang "Không liên lạc được"',
    )
    const stale = await call(updatePick, {
      token: clerk,
      body: { ticket_id: ticket.id, version: ticket.version, pick_status: 3 },
    })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toBe(STALE)
  })
})

describe('arrival and fees', () => {
  it('marks the guest arrived and sets the fee (whole dong, within the limit), the motorbike pick-up’s too', async () => {
    const pick = db.motorPicks.all().find((m) => {
      const k = db.tickets.find(m.ticket_id)!
      return [0, 1, 3].includes(db.trips.find(k.trip_id)!.status)
    })!
    const ticket = db.tickets.find(pick.ticket_id)!
    const arrived = await call<Ticket>(updatePick, {
      token: clerk,
      body: { ticket_id: ticket.id, version: ticket.version, is_arrived: 1 },
    })
    expect(arrived.body.data.is_arrived).toBe(1)
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const fee = await call<Ticket>(updatePick, {
      token: clerk,
      body: { ticket_id: ticket.id, version: arrived.body.data.version, pick_fee: 45_000 },
    })
    expect(fee.status).toBe(200)
    expect(db.tickets.find(ticket.id)!.pick_fee).toBe(45_000)
    expect(db.motorPicks.find(pick.id)!.fee).toBe(45_000)
    // the motorbike driver's run sheet and fee total change too (rule 74)
    expect(events).toEqual(['ticket:create-or-update', 'motor-pick:changed'])
    for (const bad of [1.5, -1, 1_000_001]) {
      const res = await call(updatePick, {
        token: clerk,
        body: { ticket_id: ticket.id, version: fee.body.data.version, pick_fee: bad },
      })
      expect(res.status).toBe(422)
      expect(res.body.errors!.pick_fee).toHaveLength(1)
    }
  })
})

describe('a ticket that leaves its pick-up', () => {
  /** A today's guest given to a motorbike driver who has not set out yet. */
  const pickedGuest = () => {
    const pick = db.motorPicks.all().find((m) => {
      const k = db.tickets.find(m.ticket_id)!
      return (
        m.status === 0 &&
        !k.deleted_at &&
        k.departure_date === today() &&
        [0, 1].includes(db.trips.find(k.trip_id)!.status)
      )
    })!
    return { pick, ticket: db.tickets.find(pick.ticket_id)! }
  }

  it('cancelled: its motorbike pick-up is cancelled, the lists told, and the pick-up may be removed', async () => {
    const { pick, ticket } = pickedGuest()
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const res = await call(BOOKING_API.ticket.cancel, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version, reason_cancel: 'customer_cancelled' },
    })
    expect(res.status).toBe(200)
    expect(db.motorPicks.find(pick.id)!.status).toBe(3)
    expect(events).toContainEqual(['motor-pick:changed', { ids: [ticket.id], date: ticket.departure_date }])
    const removed = await call(`${remove}/${pick.id}`, { token: clerk, method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(db.motorPicks.find(pick.id)).toBeUndefined()
  })

  it('the driver’s next guest comes right after the live ones: a cancelled pick-up holds no place', async () => {
    const { pick, ticket } = pickedGuest()
    const last = Math.max(
      ...db.motorPicks
        .filter((m) => m.motorbike_driver_id === pick.motorbike_driver_id && m.status !== 3)
        .filter((m) => db.tickets.find(m.ticket_id)!.departure_date === today())
        .map((m) => m.pick_order ?? 0),
    )
    // the last one of the driver is cancelled
    const lastPick = db.motorPicks.findBy(
      (m) =>
        m.motorbike_driver_id === pick.motorbike_driver_id &&
        m.pick_order === last &&
        db.tickets.find(m.ticket_id)!.departure_date === today(),
    )!
    const lastTicket = db.tickets.find(lastPick.ticket_id)!
    await call(BOOKING_API.ticket.cancel, {
      token: clerk,
      body: { id: lastTicket.id, version: lastTicket.version, reason_cancel: 'customer_cancelled' },
    })
    const next = guest(PICK_TYPE.motorbike, { unassigned: true })
    const res = await call<MotorPick[]>(assign, {
      token: clerk,
      body: { ticket_ids: [next.id], motorbike_driver_id: pick.motorbike_driver_id },
    })
    expect(res.status).toBe(200)
    expect(ticket.id).not.toBe(next.id)
    expect(res.body.data[0]!.pick_order).toBe(last)
  })

  it('moved to a trip of another day: the old day’s pick-up, status, arrival and order start again', async () => {
    const { pick, ticket } = pickedGuest()
    db.tickets.update(ticket.id, { pick_status: 1, is_arrived: 1 })
    const from = db.trips.find(ticket.trip_id)!
    const later = db.trips.findBy(
      (t) =>
        t.map_detail_id === from.map_detail_id &&
        t.plan_date > from.plan_date &&
        [0, 1].includes(t.status) &&
        t.car_id !== null,
    )!
    const sold = new Set(
      db.tickets.filter((k) => k.trip_id === later.id && !k.deleted_at).map((k) => k.seat_id),
    )
    const seat = seatsOf(db.vehicleTypes.find(db.cars.find(later.car_id!)!.vehicle_type_id)!.diagram).find(
      (s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id),
    )!
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const current = db.tickets.find(ticket.id)!
    const res = await call(BOOKING_API.move.transfer, {
      token: clerk,
      body: {
        from_trip_id: from.id,
        to_trip_id: later.id,
        tickets: [{ id: current.id, version: current.version }],
        seat_ids: [seat.id],
        idempotency_key: `another-day-${Date.now()}`,
      },
    })
    expect(res.status).toBe(200)
    expect(db.motorPicks.find(pick.id)).toBeUndefined()
    expect(db.tickets.find(ticket.id)).toMatchObject({ pick_status: 0, is_arrived: 0, pick_order: null })
    expect(events).toContainEqual(['motor-pick:changed', { ids: [ticket.id], date: from.plan_date }])
  })
})

describe('live lists', () => {
  it('a ticket’s sale, edit or cancel and a motor-pick change all refresh the pick-up lists', () => {
    const refreshesLists = (keys: readonly (readonly unknown[])[] | undefined) =>
      (keys ?? []).some((key) => ['pickup', 'list'].slice(0, key.length).every((part, i) => key[i] === part))
    expect(refreshesLists(EVENT_INVALIDATES['ticket:create-or-update'])).toBe(true)
    expect(refreshesLists(EVENT_INVALIDATES['ticket:delete'])).toBe(true)
    expect(refreshesLists(EVENT_INVALIDATES['motor-pick:changed'])).toBe(true)
    // a trip's driver changed or the trip cancelled: the home list names its driver, drops its guests
    expect(refreshesLists(EVENT_INVALIDATES['trip:updated'])).toBe(true)
    expect(refreshesLists(EVENT_INVALIDATES['trip:deleted'])).toBe(true)
  })
})
