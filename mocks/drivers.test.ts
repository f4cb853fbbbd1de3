// @vitest-environment node
/**
 * The drivers (`/api/driver/*`, handlers/drivers.ts): accounts of a driver type read and written with the code
 * `driver`; their licence, the accounts' rules that hold for them, and why a driver with trips or pick-ups is
 * locked rather than deleted.
 */
import { readSheet } from 'read-excel-file/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import { formatPhone } from '../src/lib/format.ts'
import type { Account } from '../src/api/schemas/people.ts'
import { addDays, vnToday } from './db/time.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter, setEndedTokensSink } from './realtime.ts'
import { accountWith, call, login, request, works } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
  setEndedTokensSink(null)
})
afterAll(() => server.close())

const D = API.driver
type Page = { total: number; data: Account[] }

const idOf = (username: string) => db.users.findBy((u) => u.username === username)!.id
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/')

/** A new driver's body: a motorbike driver by default (no licence needed), phone and name free. */
const newDriver = (patch: Record<string, unknown> = {}) => ({
  username: 'xeom.moi',
  fullname: 'Ngô Văn Mới',
  phone: '0901 234 567',
  password: 'moi123',
  confirmPassword: 'moi123',
  type: 1,
  ...patch,
})

describe('the drivers lists', () => {
  it('lists drivers only, by type, by phone digits however typed, by group and by name without accents', async () => {
    const admin = await login('admin', 'admin123')
    const names = async (query: string) => {
      const res = await call<Page>(`${D}/list?itemsPerPage=100&${query}`, { token: admin })
      expect(res.status).toBe(200)
      return res.body.data.data.map((u) => u.username)
    }
    expect(await names('')).toHaveLength(9)
    expect((await names('')).sort()).toEqual(
      ['taixe', 'taixe2', 'taixe3', 'taixe4', 'taixe5', 'taixe6', 'xeom1', 'xeom2', 'xeom3'].sort(),
    )
    expect((await names('type=1')).sort()).toEqual(['xeom1', 'xeom2', 'xeom3'])
    expect(await names('type=0')).toHaveLength(6)
    expect(await names('type=0')).not.toContain('xeom1')
    // taixe's 0868345678, as a clerk types it; letan.sg's number is no driver's
    expect(await names(`q=${encodeURIComponent('0868.345')}`)).toEqual(['taixe'])
    expect(await names(`q=${encodeURIComponent('868 345 678')}`)).toEqual(['taixe'])
    expect(await names('q=0938456789')).toEqual([])
    expect((await names(`q=${encodeURIComponent('bao loc')}`)).sort()).toEqual(['taixe3', 'taixe5'])
    expect(await names(`q=${encodeURIComponent('vo van tai')}`)).toEqual(['taixe'])
    expect((await names(`group_name=${encodeURIComponent('Xe ôm Sài Gòn')}`)).sort()).toEqual([
      'xeom1',
      'xeom2',
      'xeom3',
    ])
    expect(await names(`group_name=${encodeURIComponent('Xe ôm')}`)).toEqual([]) // exact
    db.users.update(idOf('taixe4'), { status: 0 })
    expect(await names('status=0')).toEqual(['taixe4'])
    // sorted by the licence's expiry: the expired one first, then the one expiring this month
    expect((await names('type=0&sortBy=license_expiry&sortDesc=asc')).slice(0, 2)).toEqual([
      'taixe5',
      'taixe3',
    ])
    expect((await names('sortBy=fullname&sortDesc=asc'))[0]).toBe('taixe4') // Bùi Văn Sơn
    const paged = await call<Page & { last_page: number }>(`${D}/list?itemsPerPage=4&page=3`, {
      token: admin,
    })
    expect(paged.body.data).toMatchObject({ total: 9, last_page: 3 })
    expect(paged.body.data.data).toHaveLength(1)
  })

  it('moto-list holds only motorbike drivers, driver-list only coach drivers, all every driver', async () => {
    const admin = await login('admin', 'admin123')
    const moto = await call<Page>(`${D}/moto-list?itemsPerPage=100`, { token: admin })
    expect(moto.status).toBe(200)
    expect(moto.body.data.total).toBe(3)
    expect(moto.body.data.data.every((u) => u.is_motorbike_driver && !u.is_driver && u.type === 1)).toBe(true)
    // its own kind whatever `type` says
    const forced = await call<Page>(`${D}/moto-list?type=0`, { token: admin })
    expect(forced.body.data.total).toBe(3)
    const coach = await call<Page>(`${D}/driver-list?itemsPerPage=100&q=phuc`, { token: admin })
    expect(coach.body.data.data.map((u) => u.username)).toEqual(['taixe2'])
    const drivers = await call<Page>(`${D}/driver-list?itemsPerPage=100`, { token: admin })
    expect(drivers.body.data.data.every((u) => u.is_driver && u.type === 0)).toBe(true)
    expect(drivers.body.data.total).toBe(6)
    const all = await call<Account[]>(`${D}/all`, { token: admin })
    expect(all.body.data).toHaveLength(9)
  })

  it('a staff account is not found under /api/driver (404), for reads and writes; it stays', async () => {
    const admin = await login('admin', 'admin123')
    const kho = idOf('kho')
    for (const path of [`${D}/${kho}`, `${D}/get-by-id/${kho}`, `${D}/detail/${kho}`]) {
      const res = await call(path, { token: admin })
      expect(res.status, path).toBe(404)
      expect(res.body.message).toBe('Không tìm thấy')
    }
    const update = await call(`${D}/update`, {
      token: admin,
      body: { id: kho, version: 1, type: 0, license_class: 'E', license_expiry: '2030-01-01' },
    })
    expect(update.status).toBe(404)
    expect((await call(`${D}/${kho}`, { token: admin, method: 'DELETE' })).status).toBe(404)
    expect(db.users.find(kho)).toMatchObject({ username: 'kho', is_driver: false, version: 1 })

    // a driver: the same account under each of its three paths, with its licence
    const taixe = idOf('taixe')
    for (const path of [`${D}/${taixe}`, `${D}/get-by-id/${taixe}`, `${D}/detail/${taixe}`]) {
      const res = await call<Account>(path, { token: admin })
      expect(res.status, path).toBe(200)
      expect(res.body.data).toMatchObject({ username: 'taixe', type: 0, license_class: 'E' })
      expect(res.body.data).not.toHaveProperty('password')
    }
  })

  it('who lacks the code `driver` gets 403 on every call, readers and account managers alike', async () => {
    const letan = await login('letan.sg', 'letan123')
    const { token: manager } = await accountWith(['user.view', 'user.create', 'user.update', 'user.delete'])
    const taixe = idOf('taixe')
    const calls: Array<[string, { method?: string; body?: unknown }]> = [
      [`${D}/list`, {}],
      [`${D}/all`, {}],
      [`${D}/moto-list`, {}],
      [`${D}/driver-list`, {}],
      [`${D}/${taixe}`, {}],
      [`${D}/get-by-id/${taixe}`, {}],
      [`${D}/detail/${taixe}`, {}],
      [`${D}/export-excel`, {}],
      [`${D}/create`, { body: newDriver() }],
      [`${D}/update`, { body: { id: taixe, version: 1, fullname: 'Võ Tài' } }],
      [`${D}/${taixe}`, { method: 'DELETE' }],
    ]
    for (const token of [letan, manager])
      for (const [path, init] of calls) {
        const res = await call(path, { token, ...init })
        expect(res.status, `${init.method ?? (init.body ? 'POST' : 'GET')} ${path}`).toBe(403)
      }
    expect(db.users.find(taixe)).toMatchObject({ fullname: 'Võ Văn Tài', version: 1 })
    expect(db.users.findBy((u) => u.username === 'xeom.moi')).toBeUndefined()
    // the code alone opens them
    const { token } = await accountWith(['driver'], 'tobo')
    expect((await call(`${D}/list`, { token })).status).toBe(200)
  })
})

describe('a driver made, changed and deleted', () => {
  it("create: the drivers' role by rule, the flags from the type, active by default; announced as driver:created", async () => {
    // holding only `driver`: the drivers' role (trip.confirm) is not theirs to give
    const short = await accountWith(['driver'], 'chidriver')
    const refused = await call(`${D}/create`, { token: short.token, body: newDriver() })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({
      type: ['Bạn không thể cấp vai trò có quyền mà chính bạn không có'],
    })
    const { token } = await accountWith(['driver', 'trip.confirm'])
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const res = await call<Account>(`${D}/create`, { token, body: newDriver() })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Tạo mới thành công')
    const made = res.body.data
    expect(made).toMatchObject({
      username: 'xeom.moi',
      phone: '0901234567',
      status: 1,
      type: 1,
      is_driver: false,
      is_motorbike_driver: true,
      license_class: null,
      version: 1,
    })
    expect(made.roles.map((r) => r.slug)).toEqual(['tai-xe'])
    expect(made).not.toHaveProperty('password')
    expect(events).toEqual([['driver:created', { ids: [made.id] }]])
    expect(await works(await login('xeom.moi', 'moi123'))).toBe(true)

    const coach = await call<Account>(`${D}/create`, {
      token,
      body: newDriver({
        username: 'taixe.moi',
        phone: '0902345678',
        type: 0,
        status: 0,
        license_class: 'D',
        license_expiry: '2029-05-31',
      }),
    })
    expect(coach.status).toBe(200)
    expect(coach.body.data).toMatchObject({
      type: 0,
      is_driver: true,
      is_motorbike_driver: false,
      status: 0,
      license_class: 'D',
      license_expiry: '2029-05-31',
    })
    expect(coach.body.data.roles.map((r) => r.slug)).toEqual(['tai-xe'])
  })

  it('a coach driver without a licence class and expiry is refused, in Vietnamese and in English', async () => {
    const admin = await login('admin', 'admin123')
    const coach = newDriver({ type: 0, license_class: 'E' })
    const vi = await call(`${D}/create`, { token: admin, body: coach })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({ license_class: ['Tài xế xe khách cần hạng và hạn bằng lái'] })
    const en = await call(`${D}/create`, {
      token: admin,
      body: { ...coach, license_class: null },
      lang: 'en',
    })
    expect(en.body.errors).toEqual({ license_class: ['A coach driver needs a licence class and expiry'] })
    // nor on an edit: a motorbike driver made a coach driver brings his licence
    const xeom = idOf('xeom2')
    const edit = await call(`${D}/update`, {
      token: admin,
      body: { id: xeom, version: 1, type: 0, license_class: null },
    })
    expect(edit.body.errors).toEqual({ license_class: ['Tài xế xe khách cần hạng và hạn bằng lái'] })
    // a motorbike licence drives no coach
    const a1 = await call(`${D}/create`, {
      token: admin,
      body: newDriver({ type: 0, license_class: 'A1', license_expiry: '2030-01-31' }),
    })
    expect(a1.body.errors).toEqual({ license_class: ['Hạng bằng lái này không lái được loại xe của tài xế'] })
    // the create's own rules: the password typed twice
    const mismatch = await call(`${D}/create`, {
      token: admin,
      body: newDriver({ confirmPassword: 'khac123' }),
    })
    expect(mismatch.status).toBe(422)
    expect(Object.keys(mismatch.body.errors!)).toEqual(['confirmPassword'])
    const noPassword = await call(`${D}/create`, {
      token: admin,
      body: newDriver({ password: undefined, confirmPassword: undefined }),
    })
    expect(noPassword.body.errors).toHaveProperty('password')
    expect(db.users.size).toBe(14)
  })

  it("a phone number, a user name or an e-mail another account has is refused (any account's)", async () => {
    const admin = await login('admin', 'admin123')
    // letan.sg's number typed with dots: a staff account's counts too
    const vi = await call(`${D}/create`, { token: admin, body: newDriver({ phone: '0938.456.789' }) })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({ phone: ['Số điện thoại đã được dùng cho tài khoản khác'] })
    const en = await call(`${D}/update`, {
      token: admin,
      body: { id: idOf('xeom1'), version: 1, phone: '+84 868 345 678' },
      lang: 'en',
    })
    expect(en.body.errors).toEqual({ phone: ['This phone number is already used by another account'] })
    const taken = await call(`${D}/create`, {
      token: admin,
      body: newDriver({ username: 'ＴＡＩＸＥ', email: 'KHO@nhaxe.vn' }),
    })
    expect(taken.body.errors).toEqual({
      username: ['Tên đăng nhập đã tồn tại'],
      email: ['Email đã được sử dụng'],
    })
    // one's own number is no other account's
    const own = await call(`${D}/update`, {
      token: admin,
      body: { id: idOf('taixe'), version: 1, phone: '0868 345 678', years_experience: 13 },
    })
    expect(own.status).toBe(200)
    expect(db.users.find(idOf('taixe'))).toMatchObject({ phone: '0868345678', years_experience: 13 })
  })

  it('an update of a version someone changed meanwhile is refused (409); the type flips the flags', async () => {
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const admin = await login('admin', 'admin123')
    const id = idOf('xeom3')
    const first = await call<Account>(`${D}/update`, {
      token: admin,
      body: { id, version: 1, type: 0, license_class: 'D', license_expiry: '2030-01-31' },
    })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({
      version: 2,
      type: 0,
      is_driver: true,
      is_motorbike_driver: false,
    })
    expect(first.body.data.fullname).toBe('Mai Xuân Bình') // what was not sent is kept
    const stale = await call(`${D}/update/${id}`, { token: admin, body: { version: 1, type: 1 }, lang: 'en' })
    expect(stale).toEqual({
      status: 409,
      body: {
        code: 409,
        message:
          'Someone else changed this record while you were editing it. Reload the latest version, then save again.',
        data: null,
      },
    })
    expect((await call(`${D}/update`, { token: admin, body: { id, type: 1 } })).status).toBe(409)
    const back = await call<Account>(`${D}/update/${id}`, {
      token: admin,
      body: { version: 2, type: 1, license_class: 'A1' },
    })
    expect(back.body.data).toMatchObject({ version: 3, type: 1, is_driver: false, is_motorbike_driver: true })
    const moto = await call<Page>(`${D}/moto-list?q=binh`, { token: admin })
    expect(moto.body.data.data.map((u) => u.id)).toEqual([id])
    expect(events).toEqual([
      ['driver:updated', { ids: [id] }],
      ['driver:updated', { ids: [id] }],
    ])
  })

  it('a password is not set through an update (422), in Vietnamese and in English', async () => {
    const admin = await login('admin', 'admin123')
    const id = idOf('taixe2')
    const body = { id, version: 1, password: 'moi123456', confirmPassword: 'moi123456' }
    const vi = await call(`${D}/update`, { token: admin, body })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({ password: ['Mật khẩu được đặt lại ở trang Quản lý tài khoản'] })
    const en = await call(`${D}/update`, { token: admin, body, lang: 'en' })
    expect(en.body.errors).toEqual({ password: ['Passwords are reset from Manage accounts'] })
    expect(db.users.find(id)).toMatchObject({ password: 'taixe123', version: 1 })
    // an empty password field is no password
    expect((await call(`${D}/update`, { token: admin, body: { id, version: 1, password: '' } })).status).toBe(
      200,
    )
  })

  it('locking a driver ends his sign-ins; nobody locks their own account', async () => {
    const { token, userId } = await accountWith(['driver', 'trip.confirm'])
    const taixe2 = await login('taixe2', 'taixe123', true)
    const id = idOf('taixe2')
    const lock = await call<Account>(`${D}/update`, { token, body: { id, version: 1, status: 0 } })
    expect(lock.status).toBe(200)
    expect(lock.body.data.status).toBe(0)
    expect(await works(taixe2)).toBe(false)
    // the sign-in ended, not only paused: unlocked, the old token still opens nothing
    const unlock = await call(`${D}/update`, { token, body: { id, version: 2, status: 1 } })
    expect(unlock.status).toBe(200)
    expect(await works(taixe2)).toBe(false)
    expect((await call(API.auth.refresh, { token: taixe2 })).status).toBe(401)
    expect(await works(await login('taixe2', 'taixe123'))).toBe(true)

    // a driver who holds the code: his own account is not his to lock
    db.users.update(userId, {
      is_driver: true,
      type: 0,
      phone: '0909000111',
      license_class: 'E',
      license_expiry: '2030-01-01',
    })
    const self = await call(`${D}/update`, {
      token,
      body: { id: userId, version: db.users.find(userId)!.version, status: 0 },
    })
    expect(self.status).toBe(422)
    expect(self.body.errors).toEqual({ status: ['Bạn không thể khóa tài khoản của chính mình'] })
    expect(await works(token)).toBe(true)
  })

  it('nobody holding only `driver` changes a driver given a stronger role through the accounts (403)', async () => {
    const { token } = await accountWith(['driver'])
    const id = idOf('taixe6')
    db.users.update(id, { role_ids: [...db.users.find(id)!.role_ids, 4] }, { keepVersion: true }) // Quản lý
    const res = await call(`${D}/update`, { token, body: { id, version: 1, status: 0 } })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe('Bạn không thể thay đổi tài khoản có nhiều quyền hơn bạn')
    expect((await call(`${D}/${id}`, { token, method: 'DELETE' })).status).toBe(403)
    expect(db.users.find(id)!.status).toBe(1)
  })
})

describe('a lock checks only itself', () => {
  it('locks a driver whose other fields no longer pass (made through the accounts: no phone, no licence)', async () => {
    const admin = await login('admin', 'admin123')
    const id = idOf('taixe6')
    db.users.update(id, { phone: null, license_class: null, license_expiry: null }, { keepVersion: true })
    const lock = await call<Account>(`${D}/update`, { token: admin, body: { id, version: 1, status: 0 } })
    expect(lock.status).toBe(200)
    expect(db.users.find(id)).toMatchObject({ status: 0, phone: null })
    // an edit of another field checks them all
    const edit = await call(`${D}/update`, { token: admin, body: { id, version: 2, group_name: 'Tổ lái' } })
    expect(edit.status).toBe(422)
  })
})

describe('deleting a driver', () => {
  const tripsOf = (id: number) =>
    db.trips
      .filter((t) => t.user_id === id)
      .sort(
        (a, b) => a.plan_date.localeCompare(b.plan_date) || a.departure_time.localeCompare(b.departure_time),
      )

  it('a driver with trips is refused, naming how many and three of them; he is locked instead', async () => {
    const admin = await login('admin', 'admin123')
    const id = idOf('taixe')
    const taixe = await login('taixe', 'taixe123')
    const trips = tripsOf(id)
    expect(trips.length).toBeGreaterThan(3)
    const named = (on: string) => trips.slice(0, 3).map((t) => `${t.name} ${on} ${ddmmyyyy(t.plan_date)}`)
    const vi = await call(`${D}/${id}`, { token: admin, method: 'DELETE' })
    expect(vi.status).toBe(400)
    expect(vi.body.message).toBe(
      `Tài xế Võ Văn Tài có ${trips.length} chuyến (${named('ngày').join(', ')}, …): không thể xóa, hãy khóa tài khoản`,
    )
    expect(vi.body.message).toMatch(
      /^Tài xế Võ Văn Tài có \d+ chuyến \(Sài Gòn ➡️ .+ \d\d:\d\d ngày \d\d\/\d\d\/\d{4}, /,
    )
    const en = await call(`${D}/${idOf('taixe2')},${id}`, { token: admin, method: 'DELETE', lang: 'en' })
    const first = tripsOf(idOf('taixe2'))
    expect(en.body.message).toBe(
      `Driver Đặng Văn Phúc has ${first.length} trips (${first
        .slice(0, 3)
        .map((t) => `${t.name} on ${ddmmyyyy(t.plan_date)}`)
        .join(', ')}, …): they cannot be deleted; lock the account instead`,
    )
    expect(db.users.find(id)).toBeDefined()
    expect(db.users.find(idOf('taixe2'))).toBeDefined()
    expect(await works(taixe)).toBe(true)
  })

  it('one trip is "1 chuyến" / "1 trip", with no ellipsis', async () => {
    const admin = await login('admin', 'admin123')
    const made = await call<Account>(`${D}/create`, {
      token: admin,
      body: newDriver({ type: 0, license_class: 'E', license_expiry: '2030-01-01' }),
    })
    const trip = tripsOf(idOf('taixe3'))[0]
    db.trips.update(trip.id, { user_id: made.body.data.id })
    const vi = await call(`${D}/${made.body.data.id}`, { token: admin, method: 'DELETE' })
    expect(vi.body.message).toBe(
      `Tài xế Ngô Văn Mới có 1 chuyến (${trip.name} ngày ${ddmmyyyy(trip.plan_date)}): không thể xóa, hãy khóa tài khoản`,
    )
    const en = await call(`${D}/${made.body.data.id}`, { token: admin, method: 'DELETE', lang: 'en' })
    expect(en.body.message).toBe(
      `Driver Ngô Văn Mới has 1 trip (${trip.name} on ${ddmmyyyy(trip.plan_date)}): they cannot be deleted; lock the account instead`,
    )
  })

  it('a motorbike driver with pick-ups is refused, naming how many', async () => {
    const admin = await login('admin', 'admin123')
    const count = (username: string) =>
      db.motorPicks.filter((m) => m.motorbike_driver_id === idOf(username)).length
    expect(count('xeom1')).toBe(2)
    expect(count('xeom2')).toBe(1)
    const two = await call(`${D}/${idOf('xeom1')}`, { token: admin, method: 'DELETE' })
    expect(two.status).toBe(400)
    expect(two.body.message).toBe(
      'Tài xế xe ôm Lý Văn Nam có 2 lượt đón khách: không thể xóa, hãy khóa tài khoản',
    )
    const one = await call(`${D}/${idOf('xeom2')}`, { token: admin, method: 'DELETE', lang: 'en' })
    expect(one.body.message).toBe(
      'Motorbike driver Hồ Văn Tuấn has 1 pick-up: they cannot be deleted; lock the account instead',
    )
    expect(db.users.find(idOf('xeom1'))).toBeDefined()
  })

  it('a driver without trips or pick-ups is deleted, his sign-ins ended; announced as driver:deleted', async () => {
    const events: unknown[] = []
    const admin = await login('admin', 'admin123')
    const made = await call<Account>(`${D}/create`, { token: admin, body: newDriver() })
    const token = await login('xeom.moi', 'moi123')
    setEmitter((event, payload) => events.push([event, payload]))
    const ended: string[] = []
    setEndedTokensSink((tokens) => ended.push(...tokens))
    // a staff account among the ids is not a driver's to delete: it stays
    const kho = idOf('kho')
    const res = await call<number[]>(`${D}/${made.body.data.id},${kho}`, { token: admin, method: 'DELETE' })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([made.body.data.id])
    expect(db.users.find(made.body.data.id)).toBeUndefined()
    expect(db.users.find(kho)).toBeDefined()
    expect(await works(token)).toBe(false)
    expect(ended).toContain(token) // its sockets are dropped
    expect(events).toEqual([['driver:deleted', { ids: [made.body.data.id] }]])
    // nobody deletes their own account
    const { token: own, userId } = await accountWith(['driver'])
    db.users.update(userId, { is_motorbike_driver: true, type: 1 })
    const self = await call(`${D}/${userId}`, { token: own, method: 'DELETE' })
    expect(self).toMatchObject({ status: 400, body: { message: 'Không thể xóa tài khoản đang đăng nhập' } })
  })
})

describe('the drivers export and the seed', () => {
  it('exports every matching driver with the licence, kind and status words, in the request language', async () => {
    const admin = await login('admin', 'admin123')
    db.users.update(idOf('taixe4'), { status: 0 })
    const res = await request(`${D}/export-excel?type=0&sortBy=license_expiry&sortDesc=asc&itemsPerPage=1`, {
      token: admin,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tai-xe-${vnToday()}.xlsx"`)
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()))
    expect(rows[0]).toEqual([
      'Họ và tên',
      'Tên đăng nhập',
      'Số điện thoại',
      'Loại tài xế',
      'Hạng bằng lái',
      'Hạn bằng lái',
      'Số năm kinh nghiệm',
      'Nhóm',
      'Trạng thái',
    ])
    expect(rows).toHaveLength(7) // six coach drivers: paging is ignored
    const danh = db.users.find(idOf('taixe5'))!
    expect(rows[1]).toEqual([
      'Trương Công Danh',
      'taixe5',
      formatPhone(danh.phone),
      'Tài xế xe khách',
      'D',
      ddmmyyyy(addDays(vnToday(), -12)),
      danh.years_experience,
      'Tổ lái Bảo Lộc',
      'Đang hoạt động',
    ])
    expect(rows.find((r) => r[1] === 'taixe4')![8]).toBe('Đã khóa')

    const en = await request(`${D}/export-excel?type=1&q=nam`, { token: admin, lang: 'en' })
    const enRows = await readSheet(Buffer.from(await en.arrayBuffer()))
    expect(enRows).toEqual([
      [
        'Full name',
        'Username',
        'Phone number',
        'Driver kind',
        'Licence class',
        'Licence expiry',
        'Years of experience',
        'Group',
        'Status',
      ],
      [
        'Lý Văn Nam',
        'xeom1',
        formatPhone(db.users.find(idOf('xeom1'))!.phone),
        'Motorbike driver',
        'A1',
        ddmmyyyy(db.users.find(idOf('xeom1'))!.license_expiry!),
        db.users.find(idOf('xeom1'))!.years_experience,
        'Xe ôm Sài Gòn',
        'Active',
      ],
    ])
  })

  it('gives every driver a licence: coach drivers D or E, one expired, one expiring within 30 days', () => {
    const today = vnToday()
    const coach = db.users.filter((u) => !!u.is_driver)
    expect(coach).toHaveLength(6)
    expect(coach.every((u) => ['D', 'E'].includes(u.license_class!))).toBe(true)
    const expired = coach.filter((u) => u.license_expiry! < today)
    const soon = coach.filter((u) => u.license_expiry! >= today && u.license_expiry! <= addDays(today, 30))
    expect(expired.map((u) => u.fullname)).toEqual(['Trương Công Danh'])
    expect(soon.map((u) => u.fullname)).toEqual(['Huỳnh Tấn Lộc'])
    const ahead = coach.filter((u) => !expired.includes(u) && !soon.includes(u))
    expect(ahead.every((u) => u.license_expiry! > addDays(today, 365))).toBe(true)
    const moto = db.users.filter((u) => !!u.is_motorbike_driver)
    expect(
      moto.every((u) => ['A1', 'A'].includes(u.license_class!) && u.license_expiry! > addDays(today, 365)),
    ).toBe(true)
  })
})
