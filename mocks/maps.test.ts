// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, SOCKET_ID_HEADER } from '../src/api/paths.ts'
import type { Office, RouteMap } from '../src/api/schemas/routes.ts'
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

const place = (code: string, name: string) => ({ code, name })
const newRoute = (over: Record<string, unknown> = {}) => ({
  name: 'Sài Gòn ⇄ Cần Thơ',
  code: 'sg-ct',
  length: 170,
  tolls: 95000,
  duration: 210,
  status: 1,
  stops: [
    { name: 'Văn phòng Sài Gòn', latitude: 10.7675, longitude: 106.6922, note: null },
    { name: 'Trung Lương', latitude: 10.3925, longitude: 106.3456, note: 'Trạm dừng nghỉ' },
    { name: 'Văn phòng Cần Thơ', latitude: 10.0452, longitude: 105.7469, note: '' },
  ],
  offices: [
    { id: 1, name: 'Văn phòng Sài Gòn', short_name: 'VP SG' },
    { name: 'Văn phòng Cần Thơ', short_name: 'VP CT' },
  ],
  details: [{ place_from: place('SG', 'Sài Gòn'), place_to: place('CT', 'Cần Thơ') }],
  ...over,
})

/** The write a form would send for a stored route: every write field, ids kept. */
const writeOf = (map: RouteMap) => ({
  id: map.id,
  version: map.version,
  name: map.name,
  code: map.code,
  length: map.length,
  tolls: map.tolls,
  duration: map.duration,
  status: map.status,
  stops: map.stops.map(({ id, name, latitude, longitude, note }) => ({
    id,
    name,
    latitude,
    longitude,
    note,
  })),
  offices: map.offices,
  details: map.details.map(({ id, place_from, place_to }) => ({ id, place_from, place_to })),
})

async function manager() {
  return login('quanly', 'quanly123')
}

describe('route maps: create', () => {
  it('stores the route: code upper-cased, stops numbered 1…n with ids, offices created, directions derived', async () => {
    const token = await manager()
    const created = await call<RouteMap>(`${API.map}/create`, { token, body: newRoute() })
    expect(created.status).toBe(200)
    const map = created.body.data
    expect(map.code).toBe('SG-CT')
    expect(map.stops.map((s) => [s.position, s.name])).toEqual([
      [1, 'Văn phòng Sài Gòn'],
      [2, 'Trung Lương'],
      [3, 'Văn phòng Cần Thơ'],
    ])
    expect(new Set(map.stops.map((s) => s.id)).size).toBe(3)
    expect(map.stops[2].note).toBeNull()
    const office = db.offices.findBy((o) => o.name === 'Văn phòng Cần Thơ')!
    expect(map.offices).toEqual([
      { id: 1, name: 'Văn phòng Sài Gòn', short_name: 'VP SG' },
      { id: office.id, name: 'Văn phòng Cần Thơ', short_name: 'VP CT' },
    ])
    const [detail] = map.details
    expect(detail.map_id).toBe(map.id)
    // Sài Gòn is the seed's place 1; Cần Thơ a new place
    expect(detail.place_from).toEqual({ id: 1, code: 'SG', name: 'Sài Gòn' })
    expect(detail.place_to.id).toBeGreaterThan(6)
    expect(detail.forward).toMatchObject({
      code: 'SG-CT',
      name: 'Sài Gòn ➡️ Cần Thơ',
      is_reverse_direction: false,
    })
    expect(detail.reverse).toMatchObject({
      code: 'CT-SG',
      name: 'Cần Thơ ➡️ Sài Gòn',
      is_reverse_direction: true,
    })
    const seeded = db.maps
      .all()
      .filter((m) => m.id !== map.id)
      .flatMap((m) => m.details.flatMap((d) => [d.id, d.forward.id, d.reverse.id]))
    expect(seeded).not.toContain(detail.forward.id)
    expect(seeded).not.toContain(detail.reverse.id)

    // the shipping desk asks for the offices of a direction's route
    const offices = await call<Office[]>(`${API.map}/get-office-by-id-map-detail/${detail.reverse.id}`, {
      token,
    })
    expect(offices.body.data.map((o) => o.name)).toEqual(['Văn phòng Sài Gòn', 'Văn phòng Cần Thơ'])
    expect((await call(`${API.map}/get-office-by-id-map-detail/9999`, { token })).status).toBe(404)
  })

  it('refuses a route without stops, in Vietnamese and English (SPEC §5)', async () => {
    const token = await manager()
    const vi = await call(`${API.map}/create`, { token, body: newRoute({ stops: [] }) })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({ stops: ['Tuyến đường phải có thông tin điểm dừng'] })
    const en = await call(`${API.map}/create`, { token, lang: 'en', body: newRoute({ stops: [] }) })
    expect(en.body.errors).toEqual({ stops: ['A route must have stop information'] })
    const missing = await call(`${API.map}/create`, { token, body: { ...newRoute(), stops: undefined } })
    expect(missing.body.errors).toEqual({ stops: ['Tuyến đường phải có thông tin điểm dừng'] })
    expect(db.maps.size).toBe(5)
  })

  it('checks coordinates on the row they belong to', async () => {
    const token = await manager()
    const stops = newRoute().stops
    const body = newRoute({
      stops: [stops[0], { ...stops[1], latitude: 91 }, { ...stops[2], longitude: -180.5, name: '' }],
    })
    const vi = await call(`${API.map}/create`, { token, body })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({
      'stops.1.latitude': ['Không được lớn hơn 90'],
      'stops.2.name': ['Vui lòng nhập tên điểm dừng'],
      'stops.2.longitude': ['Không được nhỏ hơn -180'],
    })
    const en = await call(`${API.map}/create`, { token, lang: 'en', body })
    expect(en.body.errors).toEqual({
      'stops.1.latitude': ['Value must be less than or equal to 90'],
      'stops.2.name': ['Please enter stop name'],
      'stops.2.longitude': ['Value must be greater than or equal to -180'],
    })
  })

  it('refuses a code in use (any case), a bad code, a pair of one place, no pair, an unknown office', async () => {
    const token = await manager()
    const taken = await call(`${API.map}/create`, { token, body: newRoute({ code: 'sg-dl' }) })
    expect(taken.body.errors).toEqual({ code: ['Mã tuyến đã tồn tại'] })
    const badCode = await call(`${API.map}/create`, { token, lang: 'en', body: newRoute({ code: 'SG_CT' }) })
    expect(badCode.body.errors).toEqual({
      code: ['A code takes capital letters without accents, digits and dashes (e.g. SG-VT)'],
    })
    const same = await call(`${API.map}/create`, {
      token,
      body: newRoute({ details: [{ place_from: place('SG', 'Sài Gòn'), place_to: place('sg', 'Sài Gòn') }] }),
    })
    expect(same.body.errors).toEqual({ 'details.0.place_to.code': ['Điểm đến phải khác điểm đi'] })
    const none = await call(`${API.map}/create`, { token, body: newRoute({ details: [] }) })
    expect(none.body.errors).toEqual({ details: ['Tuyến đường phải có ít nhất một chiều'] })
    const office = await call(`${API.map}/create`, {
      token,
      body: newRoute({ offices: [{ id: 999, name: 'Văn phòng ma', short_name: 'VP M' }] }),
    })
    expect(office.body.errors).toEqual({ 'offices.0.name': ['Văn phòng không tồn tại'] })
  })
})

describe('route maps: edit', () => {
  it('keeps the ids of details, directions and stops; new ones are fresh; positions follow the order', async () => {
    const token = await manager()
    const stored = db.maps.find(1)!
    const write = writeOf(stored)
    const reordered = [...write.stops].reverse()
    const saved = await call<RouteMap>(`${API.map}/update`, {
      token,
      body: {
        ...write,
        stops: reordered,
        details: [...write.details, { place_from: place('DL', 'Đà Lạt'), place_to: place('BL', 'Bảo Lộc') }],
      },
    })
    expect(saved.status).toBe(200)
    const map = saved.body.data
    expect(map.stops.map((s) => [s.id, s.position])).toEqual(reordered.map((s, i) => [s.id, i + 1]))
    expect(map.details[0]).toEqual(stored.details[0])
    expect(map.details[0].forward.id).toBe(1)
    expect(map.details[0].reverse.id).toBe(2)
    const fresh = map.details[1]
    expect(fresh.place_from.id).toBe(2) // Đà Lạt is the seed's place 2
    expect([fresh.forward.id, fresh.reverse.id]).toEqual([11, 12])
    expect(map.version).toBe(stored.version + 1)
  })

  it('refuses removing a pair whose direction trips use, naming it', async () => {
    const token = await manager()
    const stored = db.maps.find(1)!
    const body = {
      ...writeOf(stored),
      details: [{ place_from: place('SG', 'Sài Gòn'), place_to: place('DL', 'Đà Lạt') }],
    }
    const vi = await call(`${API.map}/update`, { token, body })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({
      details: ['Không thể bỏ chiều Sài Gòn ➡️ Đà Lạt: đã có chuyến chạy chiều này'],
    })
    const en = await call(`${API.map}/update`, { token, lang: 'en', body })
    expect(en.body.errors).toEqual({
      details: ['Cannot remove the direction Sài Gòn ➡️ Đà Lạt: trips run on it'],
    })
    expect(db.maps.find(1)!.details).toEqual(stored.details)
  })

  it('renames an existing office here and on every route showing it, without making those routes stale', async () => {
    const token = await manager()
    const other = db.maps.find(2)!
    const write = writeOf(db.maps.find(1)!)
    const saved = await call<RouteMap>(`${API.map}/update`, {
      token,
      body: {
        ...write,
        offices: write.offices.map((o) => (o.id === 1 ? { ...o, name: 'Văn phòng Quận 1' } : o)),
      },
    })
    expect(saved.status).toBe(200)
    expect(db.offices.find(1)!.name).toBe('Văn phòng Quận 1')
    expect(db.maps.find(2)!.offices.find((o) => o.id === 1)!.name).toBe('Văn phòng Quận 1')
    expect(db.maps.find(2)!.version).toBe(other.version)
  })

  it('refuses a stale version (409)', async () => {
    const token = await manager()
    const write = writeOf(db.maps.find(4)!)
    expect(
      (await call(`${API.map}/update`, { token, body: { ...write, name: 'Sài Gòn – Vũng Tàu' } })).status,
    ).toBe(200)
    const stale = await call(`${API.map}/update`, { token, body: { ...write, name: 'Vũng Tàu' } })
    expect(stale.status).toBe(409)
    expect(db.maps.find(4)!.name).toBe('Sài Gòn – Vũng Tàu')
  })
})

describe('route maps: delete, rights and events', () => {
  it('refuses deleting a route trips use; deletes one nobody uses', async () => {
    const token = await manager()
    const vi = await call(`${API.map}/1`, { token, method: 'DELETE' })
    expect(vi.status).toBe(400)
    expect(vi.body.message).toBe('Không thể xóa tuyến đã có chuyến')
    const en = await call(`${API.map}/1`, { token, method: 'DELETE', lang: 'en' })
    expect(en.body.message).toBe('Cannot delete a route that has trips')
    expect(db.maps.find(1)).toBeDefined()
    expect((await call(`${API.map}/5`, { token, method: 'DELETE' })).status).toBe(200)
    expect(db.maps.find(5)).toBeUndefined()
  })

  it('needs map.create, map.update and map.delete (403), while any signed-in account reads routes', async () => {
    const token = await login('kho', 'kho123')
    expect((await call(`${API.map}/list`, { token })).status).toBe(200)
    expect((await call(`${API.map}/get-by-role`, { token })).status).toBe(200)
    expect((await call(`${API.map}/create`, { token, body: newRoute() })).status).toBe(403)
    expect((await call(`${API.map}/update`, { token, body: writeOf(db.maps.find(4)!) })).status).toBe(403)
    expect((await call(`${API.map}/4`, { token, method: 'DELETE' })).status).toBe(403)
    expect(db.maps.size).toBe(5)
  })

  it('announces every change to the other clerks, not to the socket that made it', async () => {
    const sent: Array<[string, unknown, string | undefined]> = []
    setEmitter((event, payload, sender) => sent.push([event, payload, sender?.socketId]))
    const token = await manager()
    const headers = { [SOCKET_ID_HEADER]: 'clerk-socket' }
    const created = await call<RouteMap>(`${API.map}/create`, { token, headers, body: newRoute() })
    const id = created.body.data.id
    await call(`${API.map}/update`, {
      token,
      headers,
      body: { ...writeOf(created.body.data), name: 'Sài Gòn – Cần Thơ' },
    })
    await call(`${API.map}/${id}`, { token, headers, method: 'DELETE' })
    const office = db.offices.findBy((o) => o.name === 'Văn phòng Cần Thơ')!.id
    expect(sent).toEqual([
      ['office:created', { ids: [office] }, 'clerk-socket'],
      ['map:created', { ids: [id] }, 'clerk-socket'],
      ['map:updated', { ids: [id] }, 'clerk-socket'],
      ['map:deleted', { ids: [id] }, 'clerk-socket'],
    ])
  })

  it('lists routes with search, status and sort', async () => {
    const token = await login('letan.sg', 'letan123')
    const page = await call<{ data: RouteMap[] }>(`${API.map}/list?q=vung tau`, { token })
    expect(page.body.data.data.map((m) => m.code)).toEqual(['SG-VT'])
    const byLength = await call<{ data: RouteMap[] }>(`${API.map}/list?sortBy=length&sortDesc=asc&status=1`, {
      token,
    })
    expect(byLength.body.data.data.map((m) => m.code)).toEqual(['SG-VT', 'SG-MDG', 'SG-BL', 'SG-PT', 'SG-DL'])
  })
})
