import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MutationObserver, QueryClient, type QueryKey } from '@tanstack/react-query'
import { setupServer } from 'msw/node'
import { http as mswHttp, HttpResponse } from 'msw'
import { createQueryClient } from '../app/query-client'
import { TOKEN_KEY } from '../stores/session'
import { setNotifier } from '../lib/notify'
import { brands } from './resources/brand'
import { cars } from './resources/car'
import { vehicleFares } from './resources/vehicle'
import { EVENT_INVALIDATES } from '../realtime/events'

const server = setupServer()
const wire: string[] = []
const ok = (data: unknown) => HttpResponse.json({ code: 200, message: 'OK', data })

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
  wire.length = 0
  localStorage.setItem(TOKEN_KEY, 'test-token')
  setNotifier(() => {})
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    wire.push(`${request.method} ${url.pathname}${url.search}`)
  })
})
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  localStorage.clear()
})

/** A client holding one settled query under each key. */
function clientWith(keys: QueryKey[]): QueryClient {
  const client = createQueryClient()
  for (const key of keys) client.setQueryData(key, { seeded: true })
  return client
}
const invalidated = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey)

const SEEDED: QueryKey[] = [
  ['brand', 'list', { page: 1 }],
  ['brand', 'all'],
  ['brand', 'detail', 3],
  ['car', 'list', { page: 2 }],
  ['vehicle', 'list', {}],
  ['vehicle', 'fare-range', 1],
  ['setting', 'general'],
]

describe('defineResource keys', () => {
  it('nests every key under the group root', () => {
    expect(brands.keys.all).toEqual(['brand'])
    expect(brands.keys.lists()).toEqual(['brand', 'list'])
    expect(brands.keys.list({ page: 2, q: 'kia' })).toEqual(['brand', 'list', { page: 2, q: 'kia' }])
    expect(brands.keys.allRows()).toEqual(['brand', 'all'])
    expect(brands.keys.details()).toEqual(['brand', 'detail'])
    expect(brands.keys.detail(7)).toEqual(['brand', 'detail', 7])
    expect(vehicleFares.ranges(4).queryKey).toEqual(['vehicle', 'fare-range', 4])
    expect(brands.list({ page: 1 }).queryKey).toEqual(brands.keys.list({ page: 1 }))
    expect(cars.detail(5).queryKey).toEqual(['car', 'detail', 5])
  })
})

describe('defineResource calls', () => {
  it('list, all and detail go to the SPEC §7 paths and unwrap the envelope', async () => {
    const car = (id: number) => ({
      id,
      version: 1,
      name: `Xe ${id}`,
      brand_id: 1,
      vehicle_type_id: 1,
      license_plate: `51B-000.0${id}`,
      seats: 16,
      status: 1,
    })
    server.use(
      mswHttp.get('*/api/car/list', () => ok({ last_page: 3, total: 25, data: [car(1)] })),
      mswHttp.get('*/api/car/all', () => ok([car(1), car(2)])),
      mswHttp.get('*/api/car/9', () => ok(car(9))),
    )
    const client = createQueryClient()
    const page = await client.fetchQuery(
      cars.list({ page: 2, itemsPerPage: 10, sortBy: 'name', sortDesc: false, status: 1 }),
    )
    expect(page).toEqual({ last_page: 3, total: 25, data: [car(1)] })
    expect(await client.fetchQuery(cars.all())).toHaveLength(2)
    expect(await client.fetchQuery(cars.detail(9))).toEqual(car(9))
    expect(wire).toEqual([
      'GET /api/car/list?page=2&itemsPerPage=10&sortBy=name&sortDesc=asc&status=1',
      'GET /api/car/all',
      'GET /api/car/9',
    ])
  })

  it("a row not of its entity's shape is refused naming the field, before any screen reads it", async () => {
    const toasts: string[] = []
    setNotifier((toast) => toasts.push(toast.message))
    server.use(
      mswHttp.get('*/api/car/list', () =>
        ok({ last_page: 1, total: 1, data: [{ id: 1, version: 1, name: 'Xe 1', seats: '16' }] }),
      ),
    )
    await expect(createQueryClient().fetchQuery(cars.list({ page: 1 }))).rejects.toMatchObject({
      kind: 'response',
      message: expect.stringContaining('data.data[0].brand_id: expected number, got undefined'),
    })
    expect(toasts).toEqual([
      expect.stringMatching(/^Máy chủ trả về dữ liệu không đúng dạng \(data\.data\[0\]\.brand_id/),
    ])
  })

  it('export sends the list filters and sort as the list does, without paging', async () => {
    server.use(
      mswHttp.get(
        '*/api/car/export-excel',
        () => new HttpResponse(new Uint8Array([80, 75]), { status: 200 }),
      ),
    )
    const client = createQueryClient()
    const saved = await new MutationObserver(client, cars.export()).mutate({
      query: { page: 3, itemsPerPage: 20, sortBy: 'license_plate', sortDesc: false, brand_id: 2 },
      filename: 'xe.xlsx',
    })
    expect(saved).toBe(true)
    expect(wire).toEqual(['GET /api/car/export-excel?sortBy=license_plate&sortDesc=asc&brand_id=2'])
  })

  it('the fare of a vehicle type on a day is one call under the vehicle root', async () => {
    server.use(
      mswHttp.get('*/api/vehicle/fare-by-vehicle', () => ok({ fare: 450000, fare_date_range_id: 3 })),
    )
    const options = vehicleFares.fareOn(1, '2026-12-30')
    expect(options.queryKey).toEqual(['vehicle', 'fare-on', 1, '2026-12-30'])
    expect(await createQueryClient().fetchQuery(options)).toEqual({ fare: 450000, fare_date_range_id: 3 })
    expect(wire).toEqual(['GET /api/vehicle/fare-by-vehicle?vehicle_type_id=1&date=2026-12-30'])
  })

  it('remove sends the ids comma-joined', async () => {
    server.use(mswHttp.delete('*/api/brand/:ids', () => ok([3, 4])))
    const client = createQueryClient()
    const result = await new MutationObserver(client, brands.remove()).mutate([3, 4])
    expect(result).toBe(true)
    expect(wire).toEqual(['DELETE /api/brand/3,4'])
  })
})

describe('a mutation invalidates exactly the keys it names', () => {
  it('create, update and remove of a group reach its whole root and nothing else', async () => {
    server.use(
      mswHttp.post('*/api/brand/create', () => ok({ id: 8, name: 'Isuzu', status: 1 })),
      mswHttp.post('*/api/brand/update', () => ok({ id: 3, name: 'Thaco', status: 1 })),
      mswHttp.delete('*/api/brand/:ids', () => ok([3])),
    )
    const brandKeys = SEEDED.filter((k) => k[0] === 'brand')
    for (const [options, input] of [
      [brands.create(), { name: 'Isuzu', status: 1 }],
      [brands.update(), { id: 3, name: 'Thaco' }],
      [brands.remove(), [3]],
    ] as const) {
      const client = clientWith(SEEDED)
      expect(EVENT_INVALIDATES[options.meta!.event!]).toEqual([['brand']])
      await new MutationObserver(client, options as never).mutate(input as never)
      expect(invalidated(client)).toEqual(brandKeys)
    }
  })

  it('a fare range save makes the vehicle group stale (types and ranges), not cars', async () => {
    server.use(mswHttp.post('*/api/vehicle/fare-date-range/create', () => ok({ id: 1 })))
    const client = clientWith(SEEDED)
    await new MutationObserver(client, vehicleFares.save()).mutate({
      vehicle_type_id: 1,
      date_start: '2026-12-20',
      date_end: '2027-01-05',
      fare: 350000,
    })
    expect(invalidated(client)).toEqual([
      ['vehicle', 'list', {}],
      ['vehicle', 'fare-range', 1],
    ])
  })

  it('a failed save invalidates nothing', async () => {
    server.use(
      mswHttp.post('*/api/car/create', () =>
        HttpResponse.json(
          { code: 422, message: 'Dữ liệu không hợp lệ', errors: { name: ['x'] } },
          { status: 422 },
        ),
      ),
    )
    const client = clientWith(SEEDED)
    await expect(new MutationObserver(client, cars.create()).mutate({} as never)).rejects.toBeTruthy()
    expect(invalidated(client)).toEqual([])
  })

  it('a command refused for no access or no network rejects and invalidates nothing', async () => {
    for (const refusal of [() => new HttpResponse(null, { status: 403 }), () => HttpResponse.error()]) {
      server.use(mswHttp.post('*/api/brand/update', refusal))
      const client = clientWith(SEEDED)
      await expect(
        new MutationObserver(client, brands.update()).mutate({ id: 3, version: 1, name: 'Thaco' }),
      ).rejects.toMatchObject({ kind: expect.stringMatching(/^(forbidden|network)$/) })
      expect(invalidated(client)).toEqual([])
    }
  })

  it('an export downloads and invalidates nothing', async () => {
    server.use(
      mswHttp.get('*/api/car/export-excel', () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(4), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
      ),
    )
    URL.createObjectURL ??= () => 'blob:x'
    URL.revokeObjectURL ??= () => {}
    const client = clientWith(SEEDED)
    const result = await new MutationObserver(client, cars.export()).mutate({
      query: { page: 2, itemsPerPage: 10, status: 1 },
      filename: 'xe.xlsx',
    })
    expect(result).toBe(true)
    expect(wire).toEqual(['GET /api/car/export-excel?status=1'])
    expect(invalidated(client)).toEqual([])
  })
})

describe('socket events', () => {
  it('each group event makes that group stale and nothing else', async () => {
    const client = clientWith(SEEDED)
    for (const queryKey of EVENT_INVALIDATES['car:created']) await client.invalidateQueries({ queryKey })
    expect(invalidated(client)).toEqual([['car', 'list', { page: 2 }]])
    expect(EVENT_INVALIDATES['brand:deleted']).toEqual([['brand']])
    expect(EVENT_INVALIDATES['vehicle:updated']).toEqual([['vehicle']])
    expect(EVENT_INVALIDATES['product-type:updated']).toEqual([['product-type']])
  })
})
