// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { API, CLIENT_HEADER, MOCK_CONTROL } from '../src/api/paths.ts'
import { ALL_PERMISSION_CODES } from '../src/lib/permission-codes.ts'
import { db, resetDb, runtime, server } from './node.ts'
import { seatsOf } from './db/index.ts'
import { addDays, vnDate, vnToday } from './db/time.ts'
import { setEmitter } from './realtime.ts'
import { BASE, call, login, type Body } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  vi.useRealTimers()
  setEmitter(null)
})
afterAll(() => server.close())

/** A call to a test control as the e2e helpers make it: JSON, no Origin. */
const control = (path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${BASE}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

describe('auth', () => {
  it('answers a wrong password with HTTP 400 in the request language', async () => {
    const vi_ = await call(API.auth.login, { body: { username: 'admin', password: 'nope' } })
    expect(vi_.status).toBe(400)
    expect(vi_.body).toEqual({ code: 400, message: 'Tên đăng nhập hoặc mật khẩu không đúng', data: null })
    const en = await call(API.auth.login, { body: { username: 'ghost', password: 'admin123' }, lang: 'en' })
    expect(en.status).toBe(400)
    expect(en.body.message).toBe('Incorrect username or password')
  })

  it('signs in with roles and permission codes, never returning the password', async () => {
    const { body } = await call<{
      access_token: string
      user: Record<string, unknown> & {
        roles: Array<{ slug: string; permissions: Array<{ action: { code: string } }> }>
      }
    }>(API.auth.login, { body: { username: 'letan.sg', password: 'letan123', remember: true } })
    expect(body.data.access_token).toMatch(/^[0-9a-f]{48}$/)
    expect(body.data.user).not.toHaveProperty('password')
    expect(body.data.user.roles[0].slug).toBe('le-tan-sai-gon')
    expect(body.data.user.roles[0].permissions.map((p) => p.action.code)).toContain('booking.create')
  })

  it('refuses a locked account and a request without the client header', async () => {
    const locked = await call(API.auth.login, { body: { username: 'nhanvien.cu', password: 'nhanvien123' } })
    expect(locked.status).toBe(400)
    expect(locked.body.message).toMatch(/khóa/)
    const res = await fetch(`${BASE}${API.setting.general}`)
    expect(res.status).toBe(400)
  })

  it('expires a token after the configured lifetime', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-15T03:00:00Z'))
    await control(MOCK_CONTROL.tokenLifetime, { seconds: 1 })
    const token = await login('admin', 'admin123')
    expect((await call(API.profile, { token })).status).toBe(200)
    vi.setSystemTime(new Date('2030-01-15T03:00:01.500Z'))
    const expired = await call(API.profile, { token, lang: 'en' })
    expect(expired.status).toBe(401)
    expect(expired.body.message).toBe('Token expired')
    const vi401 = await call(API.chart.general, { token })
    expect(vi401.body.message).toBe('Phiên đăng nhập đã hết hạn')
  })

  it('refresh rotates the token: the new one works, the old one is revoked', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2030-01-15T03:00:00Z'))
    const old = await login('admin', 'admin123', true)
    vi.setSystemTime(new Date('2030-01-15T05:00:00Z')) // past the 3600 s lifetime: refresh still allowed ("remember")
    expect((await call(API.profile, { token: old })).status).toBe(401)
    const refreshed = await call<{ access_token: string }>(API.auth.refresh, { token: old })
    expect(refreshed.status).toBe(200)
    const fresh = refreshed.body.data.access_token
    expect(fresh).not.toBe(old)
    expect((await call(API.profile, { token: fresh })).status).toBe(200)
    expect((await call(API.auth.refresh, { token: old })).status).toBe(401)
    expect((await call(API.auth.refresh, { token: 'unknown' })).status).toBe(401)
  })

  it('logout revokes the token', async () => {
    const token = await login('kho', 'kho123')
    expect((await call(API.auth.logout, { method: 'POST', token })).status).toBe(200)
    expect((await call(API.profile, { token })).status).toBe(401)
    expect((await call(API.auth.refresh, { token })).status).toBe(401)
  })

  it('a password reset token works once', async () => {
    expect((await call(API.auth.forgotPassword, { body: { email: 'kho@nhaxe.vn' } })).status).toBe(200)
    const mails = (await (await fetch(`${BASE}${MOCK_CONTROL.outbox}`)).json()) as Array<{
      to: string
      link: string
    }>
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toBe('kho@nhaxe.vn')
    const link = new URL(mails[0].link, BASE)
    expect(link.pathname).toBe('/auth/reset-password')
    const token = link.searchParams.get('token')!
    const email = link.searchParams.get('email')!
    const mismatch = await call(API.auth.resetPassword, {
      body: { email, token, password: 'moi123456', confirmPassword: 'khac' },
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.errors?.confirmPassword).toHaveLength(1)
    const first = await call(API.auth.resetPassword, {
      body: { email, token, password: 'moi123456', confirmPassword: 'moi123456' },
    })
    expect(first.status).toBe(200)
    const again = await call(API.auth.resetPassword, {
      body: { email, token, password: 'khac1234', confirmPassword: 'khac1234' },
    })
    expect(again.status).toBe(400)
    await login('kho', 'moi123456')
  })

  it('change-password checks the old password', async () => {
    const token = await login('quanly', 'quanly123')
    const wrong = await call(API.auth.changePassword, {
      token,
      body: { old_password: 'x', password: 'abcdef', confirmPassword: 'abcdef' },
    })
    expect(wrong.status).toBe(400)
    const right = await call(API.auth.changePassword, {
      token,
      body: { old_password: 'quanly123', password: 'abcdef', confirmPassword: 'abcdef' },
    })
    expect(right.status).toBe(200)
    await login('quanly', 'abcdef')
  })

  it('register creates a locked account that confirm-register activates once', async () => {
    const reg = await call(API.auth.register, {
      body: {
        username: 'moi',
        fullname: 'Nguyễn Văn Mới',
        email: 'moi@nhaxe.vn',
        password: 'moi123',
        confirmPassword: 'moi123',
      },
    })
    expect(reg.status).toBe(200)
    expect((await call(API.auth.login, { body: { username: 'moi', password: 'moi123' } })).status).toBe(400)
    const mails = (await (await fetch(`${BASE}${MOCK_CONTROL.outbox}`)).json()) as Array<{ link: string }>
    const token = new URL(mails[0].link, BASE).searchParams.get('token')!
    expect((await call(API.auth.confirmRegister, { body: { token } })).status).toBe(200)
    expect((await call(API.auth.confirmRegister, { body: { token } })).status).toBe(400)
    await login('moi', 'moi123')
  })
})

describe('profile and permissions', () => {
  it('validates the profile with localized 422 errors', async () => {
    const token = await login('admin', 'admin123')
    const bad = await call(API.profile, { token, lang: 'en', body: { fullname: '', email: 'not-an-email' } })
    expect(bad.status).toBe(422)
    expect(bad.body.data).toBeNull()
    expect(bad.body.errors).toEqual({
      fullname: ['Please enter full name'],
      email: ['Incorrect email format'],
    })
    const good = await call<{ fullname: string }>(API.profile, {
      token,
      body: { fullname: 'Trần Minh Quân Mới', phone: '0909000111' },
    })
    expect(good.status).toBe(200)
    expect(good.body.data.fullname).toBe('Trần Minh Quân Mới')
  })

  it('stores the device push token on the signed-in user, never returning it', async () => {
    const anonymous = await call(API.fcmToken, { body: { fcm_token: 'device-a' } })
    expect(anonymous.status).toBe(401)

    const token = await login('letan.sg', 'letan123')
    const missing = await call(API.fcmToken, { token, lang: 'en', body: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ fcm_token: ['Please enter device push token'] })
    const blank = await call(API.fcmToken, { token, body: { fcm_token: '   ' } })
    expect(blank.status).toBe(422)

    const stored = await call<boolean>(API.fcmToken, { token, body: { fcm_token: ' device-a ' } })
    expect(stored).toEqual({ status: 200, body: { code: 200, message: null, data: true } })
    const letan = db.users.findBy((u) => u.username === 'letan.sg')!
    expect(letan.fcm_token).toBe('device-a')
    // a later device replaces it; other accounts are untouched
    await call(API.fcmToken, { token, body: { fcm_token: 'device-b' } })
    expect(db.users.find(letan.id)!.fcm_token).toBe('device-b')
    expect(db.users.findBy((u) => u.username === 'admin')!.fcm_token).toBeUndefined()

    const detail = await call<Record<string, unknown>>(API.profile, { token })
    expect(detail.body.data.username).toBe('letan.sg')
    expect(detail.body.data).not.toHaveProperty('fcm_token')
  })

  it('answers 403 to the Saigon receptionist on the role list, 200 to supereme', async () => {
    const letan = await login('letan.sg', 'letan123')
    const denied = await call(`${API.role}/list`, { token: letan })
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('Bạn không có quyền truy cập chức năng này!')
    const deniedEn = await call(`${API.role}/list`, { token: letan, lang: 'en' })
    expect(deniedEn.body.message).toBe("You don't have access to this feature!")
    const admin = await login('admin', 'admin123')
    const list = await call<{ total: number; last_page: number; data: unknown[] }>(
      `${API.role}/list?page=abc&itemsPerPage=2`,
      { token: admin },
    )
    expect(list.status).toBe(200)
    expect(list.body.data).toMatchObject({ total: 5, last_page: 3 })
    expect(list.body.data.data).toHaveLength(2)
  })

  it('filters the menu by the role codes and keeps every code once in the modules', async () => {
    const kho = await login('kho', 'kho123')
    const menu = await call<Array<{ slug: string; type?: string }>>(`${API.menu}/get-by-role`, { token: kho })
    expect(menu.body.data.filter((m) => m.type !== 'subheader').map((m) => m.slug)).toEqual([
      '/shipping-waiting',
      '/shipping',
      '/product-type',
      '/statistical-shipping',
    ])
    const admin = await login('admin', 'admin123')
    const modules = await call<Array<{ sub_actions: Array<{ code: string }> }>>(`${API.module}/all`, {
      token: admin,
    })
    const codes = modules.body.data.flatMap((m) => m.sub_actions.map((a) => a.code))
    expect([...codes].sort()).toEqual([...ALL_PERMISSION_CODES].sort())
  })

  it('emits <group>:<action> on a mutation', async () => {
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const admin = await login('admin', 'admin123')
    const created = await call<{ id: number }>(`${API.role}/create`, {
      token: admin,
      body: { name: 'Kế toán', permissions: ['trip.statistical'] },
    })
    expect(created.status).toBe(200)
    expect(events).toEqual([['role:created', { ids: [created.body.data.id] }]])
  })
})

describe('data', () => {
  it('chart general equals the counts computed from the db, and they are not zero', async () => {
    const token = await login('quanly', 'quanly123')
    const { body } = await call<Record<string, number | string>>(API.chart.general, { token })
    const today = vnToday()
    const yesterday = addDays(today, -1)
    const sold = (day: string) =>
      db.tickets.filter((t) => !t.deleted_at && vnDate(Date.parse(t.booking_at)) === day).length
    const expected = {
      date: today,
      trips_today: db.trips.filter((t) => t.plan_date === today).length,
      tickets_today: sold(today),
      waiting_bookings: db.waitingBookings.filter((b) => b.status === 0).length,
      waiting_goods: db.waitingGoods.filter((g) => g.status !== 3).length,
      trips_yesterday: db.trips.filter((t) => t.plan_date === yesterday).length,
      tickets_yesterday: sold(yesterday),
    }
    expect(body.data).toEqual(expected)
    for (const key of [
      'trips_today',
      'tickets_today',
      'waiting_bookings',
      'waiting_goods',
      'trips_yesterday',
    ] as const) {
      expect(expected[key]).toBeGreaterThan(0)
    }
  })

  it('never seats two tickets on one seat, and every seat belongs to the trip car', () => {
    const seen = new Set<string>()
    for (const ticket of db.tickets.all()) {
      const key = `${ticket.trip_id}:${ticket.seat_id}`
      expect(seen.has(key)).toBe(false)
      seen.add(key)
      const trip = db.trips.find(ticket.trip_id)!
      const car = db.cars.find(trip.car_id!)!
      const seats = seatsOf(db.vehicleTypes.find(car.vehicle_type_id)!.diagram)
      expect(seats.map((s) => s.id)).toContain(ticket.seat_id)
    }
    expect(db.tickets.size).toBeGreaterThan(20)
  })

  it('seeds the same data on every reset', () => {
    const snapshot = JSON.stringify([db.customers.all(), db.trips.all(), db.cars.all()])
    resetDb()
    expect(JSON.stringify([db.customers.all(), db.trips.all(), db.cars.all()])).toBe(snapshot)
    const limo = seatsOf(db.vehicleTypes.find(1)!.diagram)
    expect(limo).toHaveLength(9)
    expect(seatsOf(db.vehicleTypes.find(2)!.diagram)).toHaveLength(15)
    expect(seatsOf(db.vehicleTypes.find(3)!.diagram)).toHaveLength(34)
    expect(db.customers.all().every((c) => /^0[9378]\d{8}$/.test(c.phone))).toBe(true)
  })

  it('uploads a file and serves it back', async () => {
    const token = await login('admin', 'admin123')
    const form = new FormData()
    const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 255]
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'ảnh xe.png')
    const res = await fetch(`${BASE}${API.file.upload}`, {
      method: 'POST',
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
      body: form,
    })
    const body = (await res.json()) as Body<{ name: string; url: string }>
    expect(body.data.url).toBe(`/uploads/${body.data.name}`)
    const file = await fetch(`${BASE}${body.data.url}`)
    expect(file.headers.get('content-type')).toBe('image/png')
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual(png)
  })
})

describe('reference data', () => {
  it('brands: list for any signed-in user, writes need brand.view, validation and in-use checks', async () => {
    const kho = await login('kho', 'kho123')
    const list = await call<{ total: number; data: Array<{ name: string }> }>(
      `${API.brand}/list?sortBy=name&sortDesc=asc`,
      { token: kho },
    )
    expect(list.body.data.total).toBe(db.brands.size)
    expect(list.body.data.data[0].name).toBe('Ford')
    expect((await call(`${API.brand}/create`, { token: kho, body: { name: 'Samco' } })).status).toBe(403)
    const manager = await login('quanly', 'quanly123')
    const invalid = await call(`${API.brand}/create`, { token: manager, body: { name: '' } })
    expect(invalid.status).toBe(422)
    expect(invalid.body.errors).toEqual({ name: ['Vui lòng nhập tên'] })
    const created = await call<{ id: number; status: number }>(`${API.brand}/create`, {
      token: manager,
      body: { name: 'Samco', color: '#123456' },
    })
    expect(created.status).toBe(200)
    expect(created.body.data.status).toBe(1)
    const updated = await call<{ note: string }>(`${API.brand}/update`, {
      token: manager,
      body: { id: created.body.data.id, version: 1, note: 'Xe khách' },
    })
    expect(updated.body.data.note).toBe('Xe khách')
    expect((await call(`${API.brand}/1`, { token: manager, method: 'DELETE' })).status).toBe(400) // Hyundai has cars
    expect(
      (await call(`${API.brand}/${created.body.data.id}`, { token: manager, method: 'DELETE' })).status,
    ).toBe(200)
    expect((await call(`${API.brand}/${created.body.data.id}`, { token: manager })).status).toBe(404)
  })
})

describe('controls', () => {
  it('answer only JSON requests from the pages of the app itself', async () => {
    const token = await login('admin', 'admin123')
    await call(`${API.role}/create`, { token, body: { name: 'Tạm thời' } })
    await call(API.auth.forgotPassword, { body: { email: 'admin@nhaxe.vn' } })
    const foreign: Array<Record<string, string>> = [
      { origin: 'http://evil.example' },
      { origin: 'http://localhost:9999' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of foreign) {
      const reset = await control(MOCK_CONTROL.reset, {}, headers)
      expect(reset.status, JSON.stringify(headers)).toBe(403)
      expect(((await reset.json()) as Body).message).toBe(
        'Chỉ các trang của ứng dụng mới được dùng lệnh thử nghiệm',
      )
      expect((await control(MOCK_CONTROL.outbox, undefined, headers)).status).toBe(403)
    }
    // what a foreign page can send without a preflight: a form post, text/plain
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const res = await fetch(`${BASE}${MOCK_CONTROL.reset}`, {
        method: 'POST',
        headers: { 'content-type': type, 'accept-language': 'en' },
        body: '{}',
      })
      expect(res.status).toBe(415)
      expect(((await res.json()) as Body).message).toBe(
        'Test controls take JSON only (Content-Type: application/json)',
      )
    }
    expect(db.roles.size).toBe(6)
    expect(runtime.outbox).toHaveLength(1)

    // the app's own origin, or no Origin at all (Playwright's request fixture, these tests)
    const own = { origin: BASE, 'sec-fetch-site': 'same-origin' }
    expect((await control(MOCK_CONTROL.outbox, undefined, own)).status).toBe(200)
    expect((await control(MOCK_CONTROL.reset, {}, own)).status).toBe(200)
    expect(db.roles.size).toBe(5)
    expect((await control(MOCK_CONTROL.latency, { ms: 0 }, { 'sec-fetch-site': 'none' })).status).toBe(200)
  })

  it('injected failures count down, then the path works again', async () => {
    const token = await login('admin', 'admin123')
    await control(MOCK_CONTROL.fail, { path: '/api/chart', mode: 500, times: 2 })
    const first = await call(API.chart.general, { token, lang: 'en' })
    expect(first.status).toBe(500)
    expect(first.body.message).toBe('Server error (simulated)')
    expect((await call(API.chart.general, { token })).status).toBe(500)
    expect((await call(API.profile, { token })).status).toBe(200) // another path is untouched
    expect((await call(API.chart.general, { token })).status).toBe(200)
  })

  it('injects 403 and dropped connections', async () => {
    const token = await login('admin', 'admin123')
    await control(MOCK_CONTROL.fail, { path: '/api/user/detail', mode: 403 })
    expect((await call(API.profile, { token })).status).toBe(403)
    await control(MOCK_CONTROL.fail, { path: '/api/user/detail', mode: 'network', times: 1 })
    await expect(call(API.profile, { token })).rejects.toThrow()
    expect((await call(API.profile, { token })).status).toBe(200)
  })

  it('a hanging request never answers (the client times out)', async () => {
    const token = await login('admin', 'admin123')
    await control(MOCK_CONTROL.fail, { path: '/api/chart', mode: 'hang' })
    const hung = fetch(`${BASE}${API.chart.general}`, {
      headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(100),
    })
    await expect(hung).rejects.toThrow()
    expect((await call(API.chart.general, { token })).status).toBe(200)
  })

  it('reset restores the seed and clears the controls', async () => {
    const token = await login('admin', 'admin123')
    await call(`${API.role}/create`, { token, body: { name: 'Tạm thời' } })
    await control(MOCK_CONTROL.fail, { path: '/api/chart', mode: 500, times: 5 })
    expect(db.roles.size).toBe(6)
    await control(MOCK_CONTROL.reset, {})
    expect(db.roles.size).toBe(5)
    expect((await call(API.chart.general, { token })).status).toBe(200) // token survives, failure cleared
  })
})
