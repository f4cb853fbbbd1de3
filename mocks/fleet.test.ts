// @vitest-environment node
import { readSheet } from 'read-excel-file/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, SOCKET_ID_HEADER } from '../src/api/paths.ts'
import { isVietnamesePlate, normalizePlate } from '../src/lib/license-plate.ts'
import type { Car, FareDateRange, Seat, SeatDiagram, VehicleType } from '../src/api/schemas/fleet.ts'
import { db, resetDb, server } from './node.ts'
import { seatsOf } from './db/index.ts'
import { addDays, vnToday } from './db/time.ts'
import { setEmitter } from './realtime.ts'
import { call, login, request } from './test-client.ts'

interface Page<T> {
  total: number
  last_page: number
  data: T[]
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

/** The events emitted from now on. */
function captureEvents(): Array<[string, unknown]> {
  const events: Array<[string, unknown]> = []
  setEmitter((event, payload) => events.push([event, payload]))
  return events
}

describe('socket events of a change', () => {
  it('go to every socket but the one of the clerk who made the change', async () => {
    const sent: Array<[string, string | undefined]> = []
    setEmitter((event, _payload, sender) => sent.push([event, sender?.socketId]))
    const token = await login('quanly', 'quanly123')
    const body = { name: 'Samco' }
    await call(`${API.brand}/create`, { token, body, headers: { [SOCKET_ID_HEADER]: 'clerk-socket' } })
    await call(`${API.brand}/create`, { token, body: { name: 'Daewoo' } })
    expect(sent).toEqual([
      ['brand:created', 'clerk-socket'],
      ['brand:created', undefined],
    ])
  })
})

const ddmmyyyy = (d: string) => d.split('-').reverse().join('/')

describe('fleet lists', () => {
  it('filter brands, product types and vehicle types by status and free text, and sort by any column', async () => {
    const token = await login('kho', 'kho123')
    const locked = await call<Page<{ name: string }>>(`${API.brand}/list?status=0`, { token })
    expect(locked.body.data.data.map((b) => b.name)).toEqual(['Kia'])
    const active = await call<Page<{ name: string }>>(`${API.brand}/list?status=1&q=toy`, { token })
    expect(active.body.data.data.map((b) => b.name)).toEqual(['Toyota'])
    const goods = await call<Page<{ name: string }>>(`${API.productType}/list?q=de vo`, { token })
    expect(goods.body.data.data.map((p) => p.name)).toEqual(['Hàng dễ vỡ'])
    const types = await call<Page<{ name: string }>>(
      `${API.vehicle}/list?status=1&sortBy=seat_number&sortDesc=asc`,
      { token },
    )
    expect(types.body.data.data.map((v) => v.name)).toEqual([
      'Limousine 10 chỗ',
      'Xe 16 chỗ',
      'Xe giường nằm 34 giường',
    ])
    const none = await call<Page<unknown>>(`${API.vehicle}/list?status=0`, { token })
    expect(none.body.data).toEqual({ total: 0, last_page: 1, data: [] })
  })

  it('filter cars by brand, vehicle type, status and expiring insurance', async () => {
    const token = await login('kho', 'kho123')
    const hyundaiLimo = await call<Page<Car>>(
      `${API.car}/list?brand_id=1&vehicle_type_id=1&status=1&sortBy=license_plate&sortDesc=asc`,
      { token },
    )
    expect(hyundaiLimo.body.data.data.map((c) => c.license_plate)).toEqual(
      db.cars
        .filter((c) => c.brand_id === 1 && c.vehicle_type_id === 1)
        .map((c) => c.license_plate)
        .sort(),
    )
    expect(hyundaiLimo.body.data.total).toBe(1)
    const expiring = await call<Page<Car>>(
      `${API.car}/list?insurance=expiring&sortBy=license_plate&sortDesc=asc`,
      {
        token,
      },
    )
    expect(expiring.body.data.data.map((c) => c.license_plate)).toEqual(['51B-369.12', '51B-555.21'])
    const everything = await call<Page<Car>>(`${API.car}/list?insurance=whatever&itemsPerPage=100`, { token })
    expect(everything.body.data.total).toBe(db.cars.size)
  })
})

describe('cars', () => {
  const car = (over: Partial<Car> = {}) => ({
    name: 'Solati 16 chỗ 10',
    brand_id: 1,
    vehicle_type_id: 2,
    license_plate: '51F-1234',
    seats: 15,
    ...over,
  })

  it('seed plates are valid, normalized and unique', () => {
    const plates = db.cars.all().map((c) => c.license_plate)
    expect(plates.every(isVietnamesePlate)).toBe(true)
    expect(plates.map(normalizePlate)).toEqual(plates)
    expect(new Set(plates).size).toBe(plates.length)
  })

  it('validate the plate format and uniqueness, the brand and the vehicle type (vi and en)', async () => {
    const token = await login('quanly', 'quanly123')
    const bad = await call(`${API.car}/create`, {
      token,
      body: car({ license_plate: '51B12345', brand_id: 99, vehicle_type_id: 99 }),
    })
    expect(bad.status).toBe(422)
    // the write schema first (what the form checks too), then the rules that need the data
    expect(bad.body.errors).toEqual({ license_plate: ['Biển số xe không đúng định dạng (VD: 51B-123.45)'] })
    const unknown = await call(`${API.car}/create`, {
      token,
      body: car({ brand_id: 99, vehicle_type_id: 99 }),
    })
    expect(unknown.body.errors).toEqual({
      brand_id: ['Hãng xe không tồn tại'],
      vehicle_type_id: ['Loại xe không tồn tại'],
    })
    const badEn = await call(`${API.car}/create`, { token, lang: 'en', body: car({ license_plate: 'ABC' }) })
    expect(badEn.body.errors).toEqual({ license_plate: ['Incorrect license plate format (e.g. 51B-123.45)'] })
    const taken = await call(`${API.car}/create`, { token, body: car({ license_plate: ' 51b-123.45 ' }) })
    expect(taken.body.errors).toEqual({ license_plate: ['Biển số xe đã tồn tại'] })
    const takenEn = await call(`${API.car}/create`, {
      token,
      lang: 'en',
      body: car({ license_plate: '49B-012.34' }),
    })
    expect(takenEn.body.errors).toEqual({ license_plate: ['This license plate is already in use'] })
    const missing = await call(`${API.car}/create`, {
      token,
      body: car({ brand_id: undefined, license_plate: '' }),
    })
    expect(missing.body.errors).toEqual({
      brand_id: ['Vui lòng chọn hãng xe'],
      license_plate: ['Vui lòng nhập biển số'],
    })
  })

  it('store the plate normalized; a car keeps its own plate, another may not take it', async () => {
    const events = captureEvents()
    const token = await login('quanly', 'quanly123')
    const created = await call<Car>(`${API.car}/create`, {
      token,
      body: car({ license_plate: '  51f   -1234' }),
    })
    expect(created.status).toBe(422) // spaces inside are not a plate
    const ok = await call<Car>(`${API.car}/create`, { token, body: car({ license_plate: ' 51f-1234 ' }) })
    expect(ok.status).toBe(200)
    expect(ok.body.data.license_plate).toBe('51F-1234')
    expect(events).toEqual([['car:created', { ids: [ok.body.data.id] }]])
    const same = await call<Car>(`${API.car}/update`, {
      token,
      body: { id: ok.body.data.id, version: ok.body.data.version, license_plate: '51f-1234', note: 'Xe mới' },
    })
    expect(same.status).toBe(200)
    expect(same.body.data.note).toBe('Xe mới')
    const steal = await call(`${API.car}/update/1`, {
      token,
      body: { version: 1, license_plate: '51F-1234' },
    })
    expect(steal.body.errors).toEqual({ license_plate: ['Biển số xe đã tồn tại'] })
    expect(db.cars.find(1)!.license_plate).toBe('51B-123.45')
  })

  it('export every car matching the list filters and sort as .xlsx, headers in the request language', async () => {
    const token = await login('quanly', 'quanly123')
    const res = await request(
      `${API.car}/export-excel?vehicle_type_id=2&sortBy=license_plate&sortDesc=asc&itemsPerPage=1`,
      {
        token,
      },
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="xe-${vnToday()}.xlsx"`)
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()))
    expect(rows[0]).toEqual([
      'Tên xe',
      'Biển số',
      'Hãng xe',
      'Loại xe',
      'Năm sản xuất',
      'Ngày đăng ký',
      'Ngày hết hạn bảo hiểm',
      'Tải trọng tối đa (kg)',
      'Số chỗ',
      'Trạng thái',
      'Giá vé',
    ])
    const expected = db.cars
      .filter((c) => c.vehicle_type_id === 2)
      .sort((a, b) => a.license_plate.localeCompare(b.license_plate))
      .map((c) => [
        c.name,
        c.license_plate,
        db.brands.find(c.brand_id)!.name,
        'Xe 16 chỗ',
        c.year_manufacture,
        ddmmyyyy(c.registration_date!),
        ddmmyyyy(c.insurance_expiration_date!),
        c.weight_max,
        c.seats,
        'Hoạt động',
        c.fare,
      ])
    expect(expected).toHaveLength(3) // paging is ignored
    expect(rows.slice(1)).toEqual(expected)

    const en = await request(`${API.car}/export-excel?status=0`, { token, lang: 'en' })
    const enRows = await readSheet(Buffer.from(await en.arrayBuffer()))
    expect(enRows).toEqual([
      [
        'Car name',
        'License plate',
        'Brand',
        'Vehicle type',
        'Year of manufacture',
        'Registration date',
        'Insurance expiry date',
        'Maximum load (kg)',
        'Seats',
        'Status',
        'Fare',
      ],
    ])
    const kho = await login('kho', 'kho123')
    expect((await call(`${API.car}/export-excel`, { token: kho })).status).toBe(403)
  })
})

describe('vehicle types', () => {
  /** A one-floor diagram of new seats from rows of codes ('' = empty cell); ids ≤ 0, positions wrong on purpose. */
  const newDiagram = (rows: string[][]): SeatDiagram => ({
    columns: Math.max(...rows.map((r) => r.length)),
    floors: [
      {
        floor: 7,
        rows: rows.map((r) =>
          r.map((code, i) => (code ? { id: -i, code, type: 5, floor: 9, row: 9, column: 9 } : null)),
        ),
      },
    ],
  })
  const vehicle = (rows: string[][], over: Partial<VehicleType> = {}) => ({
    name: 'Xe 4 chỗ',
    type: 'seat8',
    seat_number: rows.flat().filter(Boolean).length,
    fare: 150000,
    diagram: newDiagram(rows),
    ...over,
  })

  it('give new seats fresh ids, place them where they sit, and check count, codes and row lengths', async () => {
    const events = captureEvents()
    const token = await login('quanly', 'quanly123')
    const maxSeatId = Math.max(...db.vehicleTypes.all().flatMap((v) => seatsOf(v.diagram).map((s) => s.id)))
    const created = await call<VehicleType>(`${API.vehicle}/create`, {
      token,
      body: vehicle([
        ['A1', '', 'A2'],
        ['A3', 'A4', ''],
      ]),
    })
    expect(created.status).toBe(200)
    expect(events).toEqual([['vehicle:created', { ids: [created.body.data.id] }]])
    const seats = seatsOf(created.body.data.diagram)
    expect(seats.map((s) => [s.id, s.code, s.floor, s.row, s.column])).toEqual([
      [maxSeatId + 1, 'A1', 1, 0, 0],
      [maxSeatId + 2, 'A2', 1, 0, 2],
      [maxSeatId + 3, 'A3', 1, 1, 0],
      [maxSeatId + 4, 'A4', 1, 1, 1],
    ])
    expect(created.body.data.diagram.floors[0].floor).toBe(1)
    expect(created.body.data.fare_date_ranges).toEqual([])

    // another diagram never reuses those ids, even when a client sends them
    const copy = await call<VehicleType>(`${API.vehicle}/create`, {
      token,
      body: { ...vehicle([['B1']]), diagram: { columns: 1, floors: [{ floor: 1, rows: [[seats[0]]] }] } },
    })
    expect(seatsOf(copy.body.data.diagram)[0].id).toBe(maxSeatId + 5)

    const wrongCount = await call(`${API.vehicle}/create`, {
      token,
      body: vehicle([['A1', 'A2']], { seat_number: 3 }),
    })
    expect(wrongCount.status).toBe(422)
    expect(wrongCount.body.errors).toEqual({ seat_number: ['Số chỗ phải bằng số chỗ trên sơ đồ (2)'] })
    const wrongCountEn = await call(`${API.vehicle}/create`, {
      token,
      lang: 'en',
      body: vehicle([['A1', 'A2']], { seat_number: 3 }),
    })
    expect(wrongCountEn.body.errors).toEqual({
      seat_number: ['The seats must equal the seats on the diagram (2)'],
    })
    const badDiagram = await call(`${API.vehicle}/create`, {
      token,
      body: vehicle([['A1', 'a1', 'A2'], ['A2']]),
    })
    // one message per field, the first problem found (the form shows the same one)
    expect(badDiagram.body.errors).toEqual({ diagram: ['Mỗi hàng ghế của sơ đồ phải có đúng 3 ô'] })
    const repeatedCodes = await call(`${API.vehicle}/create`, { token, body: vehicle([['A1', 'a1']]) })
    expect(repeatedCodes.body.errors).toEqual({ diagram: ['Mã ghế a1 bị trùng với ghế khác'] })
    // a failed save gives out no ids
    const next = await call<VehicleType>(`${API.vehicle}/create`, { token, body: vehicle([['C1']]) })
    expect(seatsOf(next.body.data.diagram)[0].id).toBe(maxSeatId + 6)
  })

  it('refuse to remove a seat holding a ticket on an open trip, allow it once the trips are over', async () => {
    const token = await login('quanly', 'quanly123')
    const limo = db.vehicleTypes.find(1)!
    const sold = db.tickets.findBy(
      (tk) =>
        !tk.deleted_at &&
        seatsOf(limo.diagram).some((s) => s.id === tk.seat_id) &&
        ![4, 5].includes(db.trips.find(tk.trip_id)!.status),
    )!
    const seat = seatsOf(limo.diagram).find((s) => s.id === sold.seat_id)!
    const withoutSeat = (d: SeatDiagram): SeatDiagram => ({
      ...d,
      floors: d.floors.map((f) => ({
        ...f,
        rows: f.rows.map((r) => r.map((s) => (s?.id === seat.id ? null : s))),
      })),
    })
    const body = {
      id: limo.id,
      version: limo.version,
      seat_number: limo.seat_number - 1,
      diagram: withoutSeat(limo.diagram),
    }
    const refused = await call(`${API.vehicle}/update`, { token, body })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ diagram: [`Ghế ${seat.code} đã có vé, không thể xóa`] })
    const refusedEn = await call(`${API.vehicle}/update`, { token, lang: 'en', body })
    expect(refusedEn.body.errors).toEqual({
      diagram: [`Seat ${seat.code} has tickets and cannot be deleted`],
    })

    for (const tk of db.tickets.filter((x) => x.seat_id === seat.id))
      db.trips.update(tk.trip_id, { status: 4 })
    const done = await call<VehicleType>(`${API.vehicle}/update`, { token, body })
    expect(done.status).toBe(200)
    const left = seatsOf(done.body.data.diagram)
    expect(left).toHaveLength(8)
    // the other seats keep their ids
    expect(left.map((s: Seat) => s.id)).toEqual(
      seatsOf(limo.diagram)
        .map((s) => s.id)
        .filter((id) => id !== seat.id),
    )
  })

  it('ignore fare_date_ranges in an update body and refuse to delete a type used by cars', async () => {
    const token = await login('quanly', 'quanly123')
    const ranges = db.vehicleTypes.find(3)!.fare_date_ranges
    const updated = await call<VehicleType>(`${API.vehicle}/update`, {
      token,
      body: {
        id: 3,
        version: db.vehicleTypes.find(3)!.version,
        note: 'Hai tầng',
        fare_date_ranges: [{ id: 99, vehicle_type_id: 3, date_start: 'x' }],
      },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.data.note).toBe('Hai tầng')
    expect(updated.body.data.fare_date_ranges).toEqual(ranges)
    expect((await call(`${API.vehicle}/3`, { token, method: 'DELETE' })).status).toBe(400)
    const spare = await call<VehicleType>(`${API.vehicle}/create`, { token, body: vehicle([['A1']]) })
    expect((await call(`${API.vehicle}/${spare.body.data.id}`, { token, method: 'DELETE' })).status).toBe(200)
    const kho = await login('kho', 'kho123')
    expect((await call(`${API.vehicle}/create`, { token: kho, body: vehicle([['A1']]) })).status).toBe(403)
  })
})

describe('fare date ranges', () => {
  const far = '2099-03-01'

  it('list a type’s ranges by start date; give the fare of a day', async () => {
    const token = await login('kho', 'kho123')
    const list = await call<FareDateRange[]>(`${API.vehicleFare.list}?vehicle_type_id=3`, { token })
    const stored = db.vehicleTypes.find(3)!.fare_date_ranges
    expect(list.body.data).toHaveLength(2)
    expect(list.body.data).toEqual([...stored].sort((a, b) => a.date_start.localeCompare(b.date_start)))
    expect((await call(`${API.vehicleFare.list}?vehicle_type_id=99`, { token })).status).toBe(404)

    const range = stored.find((r) => r.date_start === addDays(vnToday(), 5))!
    const inside = await call(`${API.vehicleFare.fareByVehicle}?vehicle_type_id=3&date=${range.date_end}`, {
      token,
    })
    expect(inside.body.data).toEqual({ fare: range.fare, fare_date_range_id: range.id })
    const outside = await call(`${API.vehicleFare.fareByVehicle}?vehicle_type_id=3&date=${far}`, { token })
    expect(outside.body.data).toEqual({ fare: 280000, fare_date_range_id: null })
    const bad = await call(`${API.vehicleFare.fareByVehicle}?vehicle_type_id=3&date=2099-02-30`, { token })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ date: ['Ngày không đúng định dạng'] })
  })

  it('validate dates, fare and overlaps; create, update and delete with vehicle:updated', async () => {
    const events = captureEvents()
    const token = await login('quanly', 'quanly123')
    const range = (over: Record<string, unknown> = {}) => ({
      vehicle_type_id: 1,
      date_start: far,
      date_end: addDays(far, 3),
      fare: 500000,
      ...over,
    })
    const invalid = await call(API.vehicleFare.create, {
      token,
      body: range({ date_start: '2099-02-30', date_end: '01/03/2099', fare: -1 }),
    })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({
      date_start: ['Ngày không đúng định dạng'],
      date_end: ['Ngày không đúng định dạng'],
      fare: ['Không được nhỏ hơn 0'],
    })
    const reversed = await call(API.vehicleFare.create, {
      token,
      body: range({ date_end: addDays(far, -1) }),
    })
    expect(reversed.body.errors).toEqual({ date_end: ['Ngày kết thúc không được trước ngày bắt đầu'] })
    const noType = await call(API.vehicleFare.create, { token, body: range({ vehicle_type_id: 99 }) })
    expect(noType.body.errors).toEqual({ vehicle_type_id: ['Loại xe không tồn tại'] })
    const missing = await call(API.vehicleFare.create, { token, body: { vehicle_type_id: 1 } })
    expect(Object.keys(missing.body.errors!).sort()).toEqual(['date_end', 'date_start', 'fare'])
    expect(events).toEqual([])

    const tet = db.vehicleTypes.find(1)!.fare_date_ranges[0]
    const overlap = await call(API.vehicleFare.create, {
      token,
      body: range({ date_start: tet.date_end, date_end: addDays(tet.date_end, 2) }),
    })
    expect(overlap.body.errors).toEqual({
      date_start: [`Đợt giá bị trùng với đợt ${ddmmyyyy(tet.date_start)} – ${ddmmyyyy(tet.date_end)}`],
    })
    const overlapEn = await call(API.vehicleFare.create, {
      token,
      lang: 'en',
      body: range({ date_start: addDays(tet.date_start, -3), date_end: tet.date_start }),
    })
    expect(overlapEn.body.errors).toEqual({
      date_start: [`This fare period overlaps ${ddmmyyyy(tet.date_start)} – ${ddmmyyyy(tet.date_end)}`],
    })
    // another type's ranges do not count
    expect(
      (
        await call(API.vehicleFare.create, {
          token,
          body: range({ vehicle_type_id: 2, date_start: tet.date_start, date_end: tet.date_end }),
        })
      ).status,
    ).toBe(200)

    const maxId = db.seq.fareDateRange
    const created = await call<FareDateRange>(API.vehicleFare.create, { token, body: range() })
    expect(created.status).toBe(200)
    expect(created.body.data).toEqual({ id: maxId + 1, ...range() })
    expect(db.vehicleTypes.find(1)!.fare_date_ranges.map((r) => r.id)).toEqual([tet.id, maxId + 1])
    const later = await call<FareDateRange>(API.vehicleFare.create, {
      token,
      body: range({ date_start: addDays(far, 4), date_end: addDays(far, 4) }), // the day after: no overlap
    })
    expect(later.status).toBe(200)

    const moved = await call<FareDateRange>(API.vehicleFare.update, {
      token,
      body: { id: created.body.data.id, vehicle_type_id: 3, fare: 550000, date_end: addDays(far, 1) },
    })
    expect(moved.body.data).toEqual({ ...range(), id: maxId + 1, fare: 550000, date_end: addDays(far, 1) })
    const clash = await call(API.vehicleFare.update, {
      token,
      body: { id: created.body.data.id, date_end: addDays(far, 4) },
    })
    expect(clash.body.errors).toEqual({
      date_start: [`Đợt giá bị trùng với đợt ${ddmmyyyy(addDays(far, 4))} – ${ddmmyyyy(addDays(far, 4))}`],
    })
    expect((await call(API.vehicleFare.update, { token, body: { id: 999, fare: 1 } })).status).toBe(404)

    const fare = await call(`${API.vehicleFare.fareByVehicle}?vehicle_type_id=1&date=${addDays(far, 1)}`, {
      token,
    })
    expect(fare.body.data).toEqual({ fare: 550000, fare_date_range_id: maxId + 1 })

    const removed = await call(`${API.vehicleFare.base}/${maxId + 1},${later.body.data.id}`, {
      token,
      method: 'DELETE',
    })
    expect(removed.body.data).toEqual([maxId + 1, later.body.data.id])
    expect(db.vehicleTypes.find(1)!.fare_date_ranges).toEqual([tet])
    expect(db.vehicleTypes.size).toBe(3) // the vehicle DELETE /:ids never saw it
    expect((await call(`${API.vehicleFare.base}/${maxId + 1}`, { token, method: 'DELETE' })).status).toBe(404)
    expect(events.map(([e, p]) => `${e} ${JSON.stringify(p)}`)).toEqual([
      'vehicle:updated {"ids":[2]}',
      'vehicle:updated {"ids":[1]}',
      'vehicle:updated {"ids":[1]}',
      'vehicle:updated {"ids":[1]}',
      'vehicle:updated {"ids":[1]}',
    ])

    const kho = await login('kho', 'kho123')
    expect((await call(API.vehicleFare.create, { token: kho, body: range() })).status).toBe(403)
    expect((await call(`${API.vehicleFare.base}/1`, { token: kho, method: 'DELETE' })).status).toBe(403)
  })
})

describe('brands and product types', () => {
  it('refuse to delete a brand used by a car or a product type used by goods; product types need shipping.view', async () => {
    const manager = await login('quanly', 'quanly123')
    expect((await call(`${API.brand}/1`, { token: manager, method: 'DELETE' })).status).toBe(400)
    expect((await call(`${API.brand}/7`, { token: manager, method: 'DELETE' })).status).toBe(200) // Kia: no car
    expect(
      (await call(`${API.productType}/create`, { token: manager, body: { name: 'Hàng lạnh' } })).status,
    ).toBe(403)
    const events = captureEvents()
    const kho = await login('kho', 'kho123')
    const created = await call<{ id: number }>(`${API.productType}/create`, {
      token: kho,
      body: { name: 'Hàng lạnh' },
    })
    expect(created.status).toBe(200)
    const used = db.shippingOrders.all()[0].product_type_id
    const inUse = await call(`${API.productType}/${used}`, { token: kho, method: 'DELETE' })
    expect(inUse.status).toBe(400)
    expect(inUse.body.message).toBe('Không thể xóa vì dữ liệu đang được sử dụng')
    expect(
      (await call(`${API.productType}/${created.body.data.id}`, { token: kho, method: 'DELETE' })).status,
    ).toBe(200)
    expect(events).toEqual([
      ['product-type:created', { ids: [created.body.data.id] }],
      ['product-type:deleted', { ids: [created.body.data.id] }],
    ])
  })

  it('refuse a name already used by another brand or product type, whatever its case and accents', async () => {
    const token = await login('admin', 'admin123')
    const taken = db.brands.all()[0]
    const twin = await call(`${API.brand}/create`, {
      token,
      body: { name: `  ${taken.name.toUpperCase()} ` },
    })
    expect(twin.status).toBe(422)
    expect(twin.body.errors).toEqual({ name: ['Tên đã tồn tại'] })
    const same = await call(`${API.brand}/update`, {
      token,
      body: { id: taken.id, version: taken.version, name: taken.name, note: 'x' },
    })
    expect(same.status).toBe(200)
    const type = db.productTypes.all()[0]
    const accentless = type.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
    const en = await call(`${API.productType}/create`, { token, body: { name: accentless }, lang: 'en' })
    expect(en.status).toBe(422)
    expect(en.body.errors).toEqual({ name: ['This name is already in use'] })
  })
})
