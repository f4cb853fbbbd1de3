// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SOCKET_ID_HEADER } from '../src/api/paths.ts'
import { TRIP_CONFIRM_API } from '../src/api/contracts/trip-confirm.ts'
import type { Trip, TripToConfirm } from '../src/api/schemas/trips.ts'
import { db, resetDb, server } from './node.ts'
import { addDays, vnToday } from './db/time.ts'
import { setEmitter } from './realtime.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const userId = (username: string) => db.users.findBy((u) => u.username === username)!.id
/** taixe's new trips of the coming days: the seed sent the first two, not the third. */
const newTripsOf = (username: string) =>
  db.trips
    .filter((t) => t.user_id === userId(username) && t.status === 0 && t.plan_date > vnToday())
    .sort((a, b) => a.departure_time.localeCompare(b.departure_time))
const pending = (token: string, lang?: string) =>
  call<TripToConfirm[]>(TRIP_CONFIRM_API.pending, { token, lang })
const send = (token: string, id: number, lang?: string) =>
  call<Trip>(TRIP_CONFIRM_API.send, { token, body: { id }, lang })
const answer = (token: string, body: Record<string, unknown>, lang?: string) =>
  call<Trip>(TRIP_CONFIRM_API.answer, { token, body, lang })

describe('the seed', () => {
  it('has sent trips for taixe and for another driver, and one of taixe’s new trips unsent', () => {
    const [first, second, third] = newTripsOf('taixe')
    expect(first.sent_to_driver_at).toMatch(/\+07:00$/)
    expect(second.sent_to_driver_at).toMatch(/\+07:00$/)
    expect(third.sent_to_driver_at).toBeNull()
    // of another driver, still awaiting the answer (past trips were sent and answered long ago)
    const awaiting = db.trips.filter(
      (t) => !!t.sent_to_driver_at && t.status === 0 && t.user_id !== userId('taixe'),
    )
    expect(awaiting).toHaveLength(1)
  })
})

describe('send-noti-to-driver', () => {
  it('needs trip.update: a driver and the warehouse clerk are refused (403), nothing changes', async () => {
    const trip = newTripsOf('taixe')[2]
    for (const [username, password] of [
      ['taixe', 'taixe123'],
      ['kho', 'kho123'],
    ]) {
      const { status, body } = await send(await login(username, password), trip.id)
      expect(status).toBe(403)
      expect(body.message).toBe('Bạn không có quyền truy cập chức năng này!')
    }
    expect(db.trips.find(trip.id)!.sent_to_driver_at).toBeNull()
  })

  it('stamps the trip (+07:00), bumps its version and tells every other socket', async () => {
    const events: Array<[string, unknown, string | undefined]> = []
    setEmitter((event, payload, sender) => events.push([event, payload, sender?.socketId]))
    const trip = newTripsOf('taixe')[2]
    const token = await login('admin', 'admin123')
    const { status, body } = await call<Trip>(TRIP_CONFIRM_API.send, {
      token,
      body: { id: trip.id },
      headers: { [SOCKET_ID_HEADER]: 'clerk-socket' },
    })
    expect(status).toBe(200)
    expect(body.message).toBe('Đã gửi chuyến cho tài xế')
    expect(body.data.sent_to_driver_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/)
    expect(body.data.version).toBe(trip.version + 1)
    expect(events).toEqual([['trip:updated', { ids: [trip.id] }, 'clerk-socket']])
    const mine = await pending(await login('taixe', 'taixe123'))
    expect(mine.body.data.map((t) => t.id)).toContain(trip.id)
  })

  it('refuses a trip without a driver, one not new and one of a past day, in vi and en', async () => {
    const token = await login('admin', 'admin123')
    const [a, b, c] = newTripsOf('taixe')
    db.trips.update(a.id, { user_id: null })
    expect((await send(token, a.id)).body.message).toBe('Chuyến chưa có tài xế, không thể gửi')
    expect((await send(token, a.id, 'en')).body.message).toBe(
      'This trip has no driver yet and cannot be sent',
    )
    db.trips.update(b.id, { status: 2 })
    const declined = await send(token, b.id)
    expect(declined.status).toBe(409)
    expect(declined.body.message).toBe(
      'Chỉ gửi được chuyến mới tạo (chuyến đang ở trạng thái “Tài xế từ chối”)',
    )
    expect((await send(token, b.id, 'en')).body.message).toBe(
      'Only a new trip can be sent (this one is “Declined by driver”)',
    )
    db.trips.update(c.id, { plan_date: addDays(vnToday(), -1) })
    const past = await send(token, c.id)
    expect([past.status, past.body.message]).toEqual([422, 'Chuyến đã qua ngày chạy'])
    expect((await send(token, 999_999)).status).toBe(404)
    expect(db.trips.find(c.id)!.sent_to_driver_at).toBeNull()
  })
})

describe('get-trip-for-driver-confirm', () => {
  it('gives a driver only his own sent, new trips from today on, soonest first, with what the screen shows', async () => {
    const today = vnToday()
    const [first, second] = newTripsOf('taixe')
    // sent but of yesterday, and sent but already accepted: neither is listed
    const old = db.trips.insert({ ...first, id: undefined, plan_date: addDays(today, -1) } as never) as Trip
    db.trips.update(second.id, { status: 1 })
    const { status, body } = await pending(await login('taixe', 'taixe123'))
    expect(status).toBe(200)
    expect(body.data.map((t) => t.id)).toEqual([first.id])
    expect(body.data.map((t) => t.id)).not.toContain(old.id)
    const row = body.data[0]
    const car = db.cars.find(first.car_id!)!
    expect(row).toMatchObject({
      direction_name: expect.stringContaining('➡️'),
      car_plate: car.license_plate,
      car_name: car.name,
      driver_name: 'Võ Văn Tài',
      driver_phone: '0868345678',
    })
  })

  it('never gives a driver the trip’s money', async () => {
    const { body } = await pending(await login('taixe', 'taixe123'))
    expect(body.data.length).toBeGreaterThan(0)
    for (const trip of body.data) {
      expect(trip).not.toHaveProperty('revenue')
      expect(trip).not.toHaveProperty('driver_money')
      expect(trip).toHaveProperty('direction_name')
    }
  })

  it('gives the super role and a clerk holding trip.view every driver’s, soonest first; needs trip.confirm (403)', async () => {
    const sent = db.trips
      .filter((t) => !!t.sent_to_driver_at && t.status === 0)
      .sort((a, b) => a.departure_time.localeCompare(b.departure_time))
    for (const [username, password] of [
      ['admin', 'admin123'],
      ['quanly', 'quanly123'],
    ]) {
      const { body } = await pending(await login(username, password))
      expect(body.data.map((t) => t.id)).toEqual(sent.map((t) => t.id))
      expect(new Set(body.data.map((t) => t.driver_name)).size).toBe(2)
    }
    const refused = await pending(await login('kho', 'kho123'))
    expect(refused.status).toBe(403)
  })
})

describe('confirm-trip', () => {
  const setUp = async () => {
    const [trip, other] = newTripsOf('taixe')
    return { trip, other, token: await login('taixe', 'taixe123') }
  }

  it('accept → status 1, version bumped, the change announced; it leaves the list', async () => {
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const { trip, token } = await setUp()
    const { status, body } = await answer(token, { id: trip.id, version: trip.version, accept: true })
    expect([status, body.message]).toEqual([200, 'Đã nhận chuyến'])
    expect(body.data).toMatchObject({ status: 1, version: trip.version + 1 })
    expect(events).toEqual([['trip:updated', { ids: [trip.id] }]])
    expect((await pending(token)).body.data.map((t) => t.id)).not.toContain(trip.id)
  })

  it('decline needs a reason, "other" its text (422 with the form’s words, vi and en), then → status 2 with it', async () => {
    const { trip, token } = await setUp()
    const body = { id: trip.id, version: trip.version, accept: false }
    const none = await answer(token, body)
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual({ reason_key: ['Vui lòng nhập lý do từ chối'] })
    expect((await answer(token, { ...body, reason_key: 'late' })).status).toBe(422)
    const other = { ...body, reason_key: 'other' }
    const missing = await answer(token, { ...other, reason: '   ' })
    expect(missing.body.errors).toEqual({ reason: ['Vui lòng nhập lý do'] })
    expect((await answer(token, other, 'en')).body.errors).toEqual({ reason: ['Please enter reason'] })
    const long = await answer(token, { ...other, reason: 'x'.repeat(501) })
    expect(long.body.errors).toEqual({ reason: ['Tối đa 500 ký tự'] })
    expect(db.trips.find(trip.id)!.status).toBe(0)
    const declined = await answer(token, { ...other, reason: ' Xe đang sửa ' })
    expect([declined.status, declined.body.message]).toEqual([200, 'Đã từ chối chuyến'])
    expect(declined.body.data).toMatchObject({ status: 2, reason: 'Xe đang sửa' })
  })

  it('keeps a common reason in the operator’s language, not the driver’s screen’s; the accepted trips are listed with status=1', async () => {
    const { trip, token } = await setUp()
    const sick = await answer(
      token,
      { id: trip.id, version: trip.version, accept: false, reason_key: 'sick' },
      'en',
    )
    expect(sick.body.data).toMatchObject({ status: 2, reason: 'Bị ốm' })
    const [next] = (await call<TripToConfirm[]>(TRIP_CONFIRM_API.pending, { token })).body.data
    await answer(token, { id: next!.id, version: next!.version, accept: true })
    const accepted = await call<TripToConfirm[]>(`${TRIP_CONFIRM_API.pending}?status=1`, { token })
    expect(accepted.body.data.map((t) => t.id)).toContain(next!.id)
    expect(accepted.body.data.every((t) => t.status === 1)).toBe(true)
  })

  it('only the trip’s own driver answers: another driver, a clerk and the super role are refused (403)', async () => {
    const { trip } = await setUp()
    for (const [username, password] of [
      ['taixe2', 'taixe123'],
      ['quanly', 'quanly123'],
      ['admin', 'admin123'],
    ]) {
      const { status, body } = await answer(await login(username, password), {
        id: trip.id,
        version: trip.version,
        accept: true,
      })
      expect([status, body.message]).toEqual([
        403,
        'Chỉ tài xế của chuyến mới được nhận hoặc từ chối chuyến này',
      ])
    }
    const warehouse = await answer(await login('kho', 'kho123'), { id: trip.id, version: 1, accept: true })
    expect(warehouse.status).toBe(403)
    expect(db.trips.find(trip.id)!.status).toBe(0)
  })

  it('refuses a stale version, an answered, a cancelled and an unsent trip (409)', async () => {
    const { trip, other, token } = await setUp()
    const stale = await answer(token, { id: trip.id, version: trip.version - 1, accept: true })
    expect(stale.status).toBe(409)
    expect(stale.body.message).toMatch(/^Bản ghi đã được người khác thay đổi/)
    await answer(token, { id: trip.id, version: trip.version, accept: true })
    const again = await answer(token, {
      id: trip.id,
      version: trip.version + 1,
      accept: false,
      reason_key: 'other',
      reason: 'Bận',
    })
    expect([again.status, again.body.message]).toEqual([409, 'Chuyến đã được trả lời: Tài xế đã nhận'])
    db.trips.update(other.id, { status: 5 })
    const cancelled = await answer(token, { id: other.id, version: other.version + 1, accept: true }, 'en')
    expect([cancelled.status, cancelled.body.message]).toEqual([409, 'This trip has been cancelled'])
    const unsent = newTripsOf('taixe')[0]
    expect(unsent.sent_to_driver_at).toBeNull()
    const notSent = await answer(token, { id: unsent.id, version: unsent.version, accept: true })
    expect([notSent.status, notSent.body.message]).toEqual([409, 'Chuyến chưa được gửi cho tài xế'])
  })

  it('of two answers at once, exactly one wins', async () => {
    const { trip, token } = await setUp()
    const results = await Promise.all([
      answer(token, { id: trip.id, version: trip.version, accept: true }),
      answer(token, { id: trip.id, version: trip.version, accept: false, reason_key: 'sick' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const winner = results.find((r) => r.status === 200)!
    expect(db.trips.find(trip.id)!.status).toBe(winner.body.data.status)
  })
})
