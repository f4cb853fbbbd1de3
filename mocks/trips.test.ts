// @vitest-environment node
import { readSheet } from 'read-excel-file/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import { db, resetDb, revokeCodes, server } from './node.ts'
import { addDays, vnToday } from './db/time.ts'
import { setEmitter } from './realtime.ts'
import { call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const ddmmyyyy = (d: string) => d.split('-').reverse().join('/')
/** Today's 06:00 trip Sài Gòn ➡️ Đà Lạt (running; the route takes 7 hours). */
const morningTrip = () => db.trips.findBy((t) => t.plan_date === vnToday() && t.name.endsWith('06:00'))!
/** An active driver with no trip today. */
const freeDriver = () =>
  db.users.findBy(
    (u) =>
      !!u.is_driver &&
      u.status === 1 &&
      !db.trips.findBy((t) => t.plan_date === vnToday() && t.user_id === u.id),
  )!
/** An active car with no trip today. */
const freeCar = () =>
  db.cars.findBy(
    (c) => c.status === 1 && !db.trips.findBy((t) => t.plan_date === vnToday() && t.car_id === c.id),
  )!

const newTrip = (over: Record<string, unknown> = {}) => ({
  map_detail_id: morningTrip().map_detail_id,
  plan_date: vnToday(),
  departure_time: '08:00',
  return_time: null,
  car_id: freeCar().id,
  user_id: freeDriver().id,
  note: '',
  is_heighway: false,
  is_madagui: false,
  is_contract: false,
  ...over,
})

describe('trip writes', () => {
  it('create stores the name, the route, ISO times (the return next day when earlier) and status 0', async () => {
    const token = await login('quanly', 'quanly123')
    const { status, body } = await call<Trip>(`${API.trip}/create`, {
      token,
      body: newTrip({ departure_time: '21:30', return_time: '05:15' }),
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({
      name: 'Sài Gòn ➡️ Đà Lạt 21:30',
      map_id: morningTrip().map_id,
      status: 0,
      version: 1,
      departure_time: `${vnToday()}T21:30:00+07:00`,
      return_time: `${addDays(vnToday(), 1)}T05:15:00+07:00`,
    })
  })

  it('refuses a driver on another trip at an overlapping time, naming that trip, in vi and en', async () => {
    const token = await login('quanly', 'quanly123')
    const other = morningTrip()
    const body = newTrip({ user_id: other.user_id })
    const vi = await call(`${API.trip}/create`, { token, body })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({
      user_id: [`Tài xế đã có chuyến Sài Gòn ➡️ Đà Lạt 06:00 ngày ${ddmmyyyy(vnToday())} trùng giờ`],
    })
    const en = await call(`${API.trip}/create`, { token, body, lang: 'en' })
    expect(en.body.errors).toEqual({
      user_id: [
        `The driver already has trip Sài Gòn ➡️ Đà Lạt 06:00 on ${ddmmyyyy(vnToday())} at an overlapping time`,
      ],
    })
    // after the route's 7 hours the driver is free again; a return time sets the end instead
    expect(
      (await call(`${API.trip}/create`, { token, body: { ...body, departure_time: '13:00' } })).status,
    ).toBe(200)
    const early = { ...body, departure_time: '04:00', return_time: '05:59' }
    expect((await call(`${API.trip}/create`, { token, body: early })).status).toBe(200)
    const late = { ...body, departure_time: '04:00', return_time: '06:01' }
    expect((await call(`${API.trip}/create`, { token, body: late })).status).toBe(422)
  })

  it('refuses a car on another overlapping trip, naming it; an update of the trip itself is no overlap', async () => {
    const token = await login('quanly', 'quanly123')
    const other = morningTrip()
    const { status, body } = await call(`${API.trip}/create`, {
      token,
      body: newTrip({ car_id: other.car_id, departure_time: '12:59' }),
    })
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      car_id: [`Xe đã có chuyến Sài Gòn ➡️ Đà Lạt 06:00 ngày ${ddmmyyyy(vnToday())} trùng giờ`],
    })
    const itself = await call<Trip>(`${API.trip}/update`, {
      token,
      body: {
        ...newTrip({ car_id: other.car_id, user_id: other.user_id, departure_time: '06:30' }),
        id: other.id,
        version: other.version,
      },
    })
    expect(itself.status).toBe(200)
    expect(itself.body.data.name).toBe('Sài Gòn ➡️ Đà Lạt 06:30')
  })

  it.each([
    [2, 'declined'],
    [4, 'finished'],
    [5, 'cancelled'],
  ])('a trip %i (%s) holds neither its driver nor its car', async (status) => {
    const token = await login('quanly', 'quanly123')
    const other = morningTrip()
    db.trips.update(other.id, { status })
    const { status: code } = await call(`${API.trip}/create`, {
      token,
      body: newTrip({ car_id: other.car_id, user_id: other.user_id }),
    })
    expect(code).toBe(200)
  })

  it('refuses an inactive car, a non-driver, an unknown direction and a contract without its terms', async () => {
    const token = await login('quanly', 'quanly123')
    const car = freeCar()
    db.cars.update(car.id, { status: 0 })
    const clerk = db.users.findBy((u) => u.username === 'letan.sg')!
    const { body } = await call(`${API.trip}/create`, {
      token,
      body: newTrip({ car_id: car.id, user_id: clerk.id, map_detail_id: 9999 }),
    })
    expect(body.errors).toEqual({
      map_detail_id: ['Chiều không tồn tại hoặc tuyến đã ngừng hoạt động'],
      car_id: ['Xe không tồn tại hoặc đã ngừng hoạt động'],
      user_id: ['Tài xế không tồn tại hoặc tài khoản đã bị khóa'],
    })
    const contract = await call(`${API.trip}/create`, { token, body: newTrip({ is_contract: true }) })
    expect(contract.body.errors).toEqual({
      contract_type: ['Vui lòng chọn loại hợp đồng'],
      contract_price: ['Vui lòng nhập giá hợp đồng'],
      pick_place: ['Vui lòng nhập nơi đón'],
      drop_place: ['Vui lòng nhập nơi trả'],
    })
  })

  it('a finished, cancelled or broken-down trip is not edited', async () => {
    const token = await login('quanly', 'quanly123')
    const trip = morningTrip()
    db.trips.update(trip.id, { status: 6 }, { keepVersion: true })
    const { status, body } = await call(`${API.trip}/update`, {
      token,
      body: { ...newTrip(), id: trip.id, version: trip.version },
    })
    expect(status).toBe(400)
    expect(body.message).toBe('Chuyến đã hoàn thành, đã hủy hoặc xe hỏng: không thể sửa')
  })

  it('an accepted trip given another driver is new again and unsent; the same driver keeps the answer', async () => {
    const token = await login('quanly', 'quanly123')
    const trip = db.trips.findBy((t) => t.plan_date > vnToday() && t.status === 1)!
    db.trips.update(trip.id, { sent_to_driver_at: `${vnToday()}T08:00:00+07:00` }, { keepVersion: true })
    const edit = (over: Record<string, unknown>) => ({
      id: trip.id,
      version: db.trips.find(trip.id)!.version,
      map_detail_id: trip.map_detail_id,
      plan_date: trip.plan_date,
      departure_time: trip.departure_time.slice(11, 16),
      return_time: null,
      car_id: trip.car_id,
      user_id: trip.user_id,
      note: 'Đổi ghi chú',
      is_heighway: trip.is_heighway,
      is_madagui: trip.is_madagui,
      is_contract: false,
      ...over,
    })
    const noteOnly = await call<Trip>(`${API.trip}/update`, { token, body: edit({}) })
    expect(noteOnly.status).toBe(200)
    expect(noteOnly.body.data).toMatchObject({ status: 1, note: 'Đổi ghi chú' })
    expect(noteOnly.body.data.sent_to_driver_at).not.toBeNull()

    const other = db.users.findBy(
      (u) =>
        !!u.is_driver &&
        u.status === 1 &&
        u.id !== trip.user_id &&
        !db.trips.findBy((o) => o.plan_date === trip.plan_date && o.user_id === u.id),
    )!
    const reassigned = await call<Trip>(`${API.trip}/update`, { token, body: edit({ user_id: other.id }) })
    expect(reassigned.status).toBe(200)
    expect(reassigned.body.data).toMatchObject({ status: 0, sent_to_driver_at: null, user_id: other.id })
  })

  it('a running trip keeps its driver and car; a stopped car stays on the trip that has it', async () => {
    const token = await login('quanly', 'quanly123')
    const trip = morningTrip() // running
    const body = {
      id: trip.id,
      version: trip.version,
      map_detail_id: trip.map_detail_id,
      plan_date: trip.plan_date,
      departure_time: '06:00',
      return_time: null,
      car_id: trip.car_id,
      user_id: trip.user_id,
      note: 'Xe chạy chậm',
      is_heighway: trip.is_heighway,
      is_madagui: trip.is_madagui,
      is_contract: false,
    }
    db.cars.update(trip.car_id!, { status: 0 })
    const kept = await call<Trip>(`${API.trip}/update`, { token, body })
    expect(kept.status).toBe(200)
    expect(kept.body.data.status).toBe(3)
    const swap = await call(`${API.trip}/update`, {
      token,
      body: { ...body, version: kept.body.data.version, user_id: freeDriver().id },
    })
    expect(swap.status).toBe(422)
    expect(swap.body.errors).toEqual({ user_id: ['Chuyến đang chạy: không đổi được tài xế hoặc xe'] })
  })

  it('403 without trip.create / trip.update; 409 on a stale version', async () => {
    const clerk = await login('letan.sg', 'letan123')
    expect((await call(`${API.trip}/list`, { token: clerk })).status).toBe(200)
    expect((await call(`${API.trip}/create`, { token: clerk, body: newTrip() })).status).toBe(403)
    const trip = morningTrip()
    const move = { id: trip.id, version: trip.version, status: 4 }
    expect((await call(API.tripStatus, { token: clerk, body: move })).status).toBe(403)
    const token = await login('quanly', 'quanly123')
    const stale = { ...newTrip(), id: trip.id, version: trip.version - 1 }
    expect((await call(`${API.trip}/update`, { token, body: stale })).status).toBe(409)
    expect((await call(API.tripStatus, { token, body: { ...move, version: 0 } })).status).toBe(409)
  })
})

describe('POST /api/trip/status', () => {
  const tripWith = (status: number) => {
    const trip = morningTrip()
    return db.trips.update(trip.id, { status }, { keepVersion: true })!
  }
  const move = async (from: number, to: number, reason?: string, lang?: string) => {
    const token = await login('quanly', 'quanly123')
    const trip = tripWith(from)
    return call<Trip>(API.tripStatus, {
      token,
      lang,
      body: { id: trip.id, version: trip.version, status: to, reason },
    })
  }

  it.each([
    [1, 3],
    [3, 4],
    [3, 6],
    [0, 5],
    [1, 5],
    [2, 5],
  ])('moves %i → %i, with a new version and the socket event', async (from, to) => {
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const { status, body } = await move(from, to, to === 5 ? 'Không đủ khách' : undefined)
    expect(status).toBe(200)
    expect(body.data.status).toBe(to)
    expect(body.data.version).toBe(morningTrip().version)
    expect(db.trips.find(body.data.id)!.status).toBe(to)
    expect(events).toContain('trip:updated')
  })

  it.each([
    [0, 1],
    [0, 2],
    [0, 3],
    [1, 4],
    [3, 5],
    [4, 3],
    [5, 0],
    [6, 3],
  ])('refuses %i → %i (DECISIONS #7; accepting and declining are the driver’s)', async (from, to) => {
    const { status, body } = await move(from, to, 'lý do')
    expect(status).toBe(422)
    expect(body.errors?.status).toHaveLength(1)
    expect(db.trips.find(morningTrip().id)!.status).toBe(from)
  })

  it('names the states in the refusal, in vi and en', async () => {
    expect((await move(4, 3)).body.errors).toEqual({
      status: ['Không thể chuyển chuyến từ "Đã hoàn thành" sang "Đang chạy"'],
    })
    expect((await move(4, 3, undefined, 'en')).body.errors).toEqual({
      status: ['A trip cannot go from "Finished" to "Running"'],
    })
  })

  it('a cancel needs a reason, which is stored', async () => {
    expect((await move(0, 5, '   ')).body.errors).toEqual({ reason: ['Vui lòng nhập lý do hủy chuyến'] })
    expect(db.trips.find(morningTrip().id)!.status).toBe(0)
    const { body } = await move(0, 5, 'Xe phải bảo dưỡng')
    expect(body.data).toMatchObject({ status: 5, reason: 'Xe phải bảo dưỡng' })
  })

  it('a booking clerk (trip.report-broken, no trip.update) reports a breakdown, and makes no other move', async () => {
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const clerk = await login('letan.sg', 'letan123')
    const trip = tripWith(3)
    const other = await call(API.tripStatus, {
      token: clerk,
      body: { id: trip.id, version: trip.version, status: 4 },
    })
    expect(other).toEqual({
      status: 403,
      body: { code: 403, message: 'Bạn không có quyền truy cập chức năng này!', data: null },
    })
    expect(db.trips.find(trip.id)!.status).toBe(3)
    const { status, body } = await call<Trip>(API.tripStatus, {
      token: clerk,
      body: { id: trip.id, version: trip.version, status: 6 },
    })
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ id: trip.id, status: 6, version: trip.version + 1 })
    expect(db.trips.find(trip.id)!.status).toBe(6)
    expect(events).toContain('trip:updated')
    // the transitions hold for them as for anyone: a trip not running does not break down
    const next = tripWith(1)
    const refused = await call(API.tripStatus, {
      token: clerk,
      body: { id: next.id, version: next.version, status: 6 },
    })
    expect(refused.status).toBe(422)
  })

  it('refuses a breakdown to a clerk holding neither trip.update nor trip.report-broken', async () => {
    // the warehouse clerk; and a booking clerk whose role lost the code
    revokeCodes('le-tan-sai-gon', 'trip.report-broken')
    const trip = tripWith(3)
    for (const [username, password] of [
      ['kho', 'kho123'],
      ['letan.sg', 'letan123'],
    ]) {
      const token = await login(username, password)
      const { status, body } = await call(API.tripStatus, {
        token,
        lang: 'en',
        body: { id: trip.id, version: trip.version, status: 6 },
      })
      expect(status, username).toBe(403)
      expect(body).toEqual({ code: 403, message: "You don't have access to this feature!", data: null })
    }
    expect(db.trips.find(trip.id)!.status).toBe(3)
  })
})

describe('roster reads', () => {
  it('list rows carry seats sold (cancelled tickets left out) and the car’s seats, in departure order', async () => {
    const token = await login('letan.sg', 'letan123')
    const { body } = await call<{ data: Trip[] }>(`${API.trip}/list?date=${vnToday()}&itemsPerPage=50`, {
      token,
    })
    const today = db.trips.filter((t) => t.plan_date === vnToday())
    expect(body.data.data.map((t) => t.id)).toEqual(
      [...today].sort((a, b) => a.departure_time.localeCompare(b.departure_time)).map((t) => t.id),
    )
    for (const row of body.data.data) {
      const sold = db.tickets.filter((tk) => tk.trip_id === row.id && !tk.deleted_at).length
      expect(row.seats_sold).toBe(sold)
      expect(row.seat_count).toBe(db.cars.find(row.car_id!)!.seats)
    }
    expect(body.data.data.some((r) => r.seats_sold! > 0)).toBe(true)
  })

  it('the seed holds three closed past days with their money and kilometres', () => {
    const past = db.trips.filter((t) => t.plan_date < vnToday())
    expect(new Set(past.map((t) => t.plan_date))).toEqual(
      new Set([addDays(vnToday(), -3), addDays(vnToday(), -2), addDays(vnToday(), -1)]),
    )
    expect(new Set(past.map((t) => t.status))).toEqual(new Set([4, 5, 6]))
    for (const t of past.filter((p) => p.status === 4)) {
      expect(t.revenue).toBeGreaterThan(0)
      expect(t.petrol_money).toBeGreaterThan(0)
      expect(t.kilometers_after_travel).toBeGreaterThan(0)
    }
  })

  it('drivers for choices: active driver accounts, public fields only; not for a driver', async () => {
    const token = await login('quanly', 'quanly123')
    const { status, body } = await call<Array<Record<string, unknown>>>(API.driverActive, { token })
    expect(status).toBe(200)
    const expected = db.users.filter((u) => !!u.is_driver && u.status === 1)
    expect(body.data.map((d) => d.id)).toEqual(expected.map((u) => u.id))
    expect(Object.keys(body.data[0]).sort()).toEqual(['fullname', 'id', 'phone'])
    const driver = await login('taixe', 'taixe123')
    expect((await call(API.driverActive, { token: driver })).status).toBe(403)
  })

  it('exports every trip matching the filters, as the roster shows them', async () => {
    const token = await login('quanly', 'quanly123')
    const res = await request(`${API.trip}/export-excel?date=${vnToday()}&itemsPerPage=1`, { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="lich-chay-tai-xe-${vnToday()}.xlsx"`,
    )
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()))
    expect(rows[0]).toEqual([
      'Ngày chạy',
      'Giờ xuất bến',
      'Giờ về',
      'Chiều đi',
      'Xe',
      'Tài xế',
      'Đã bán / số chỗ',
      'Trạng thái',
      'Đặc điểm',
      'Ghi chú',
    ])
    const today = db.trips.filter((t) => t.plan_date === vnToday())
    expect(rows).toHaveLength(today.length + 1)
    const first = morningTrip()
    const sold = db.tickets.filter((tk) => tk.trip_id === first.id && !tk.deleted_at).length
    expect(rows[1]).toEqual([
      ddmmyyyy(vnToday()),
      '06:00',
      null,
      'Sài Gòn ➡️ Đà Lạt',
      db.cars.find(first.car_id!)!.license_plate,
      db.users.find(first.user_id!)!.fullname,
      `${sold}/${db.cars.find(first.car_id!)!.seats}`,
      'Đang chạy',
      null,
      null,
    ])
  })
})
