// @vitest-environment node
/**
 * Who may call what: every write and read endpoint against every demo role, then the ways an account tried
 * to give itself more rights than it has.
 */
import { readSheet } from 'read-excel-file/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, CLIENT_HEADER } from '../src/api/paths.ts'
import { formatPhone } from '../src/lib/format.ts'
import { vnToday } from './db/time.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { accountWith, BASE, type Body, call, login, request, works } from './test-client.ts'
import { SETTINGS_API } from '../src/api/contracts/settings-paths.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const ACCOUNTS = {
  admin: ['admin', 'admin123'],
  letan: ['letan.sg', 'letan123'],
  kho: ['kho', 'kho123'],
  quanly: ['quanly', 'quanly123'],
  taixe: ['taixe', 'taixe123'],
} as const
type Account = keyof typeof ACCOUNTS
const ROLES = Object.keys(ACCOUNTS) as Account[]

/** Expected HTTP status for admin, letan.sg, kho, quanly, taixe. */
type Row = [number, number, number, number, number]
const ONLY_ADMIN: Row = [200, 403, 403, 403, 403]
const EVERYONE: Row = [200, 200, 200, 200, 200]
const FLEET: Row = [200, 403, 403, 200, 403] // quanly runs the fleet
const GOODS: Row = [200, 200, 200, 403, 403] // the shipping desks own the goods types

interface Req {
  path: string
  method?: string
  body?: unknown
  /** multipart upload instead of JSON */
  form?: FormData
}

const without = <T extends { id: number }>(row: T) => {
  const { id: _id, ...rest } = row
  return rest
}
/** A copy of row `id` of `rows` that nothing uses yet (for deletes). */
const freshCopy = <T extends { id: number }>(
  rows: { find: (id: number) => T | undefined; insert: (row: Omit<T, 'id'>) => T },
  id: number,
  patch: Partial<T> = {},
) => rows.insert({ ...without(rows.find(id)!), ...patch }).id
const fareRange = () => db.vehicleTypes.all().flatMap((v) => v.fare_date_ranges)[0]
const png = () => {
  const form = new FormData()
  const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'anh.png')
  return form
}

const WRITES: Array<[string, (who: Account) => Req, Row]> = [
  // roles, modules and menus, accounts, settings: the administrator's
  [
    'POST role/create',
    () => ({ path: `${API.role}/create`, body: { name: 'Kế toán', permissions: ['trip.view'] } }),
    ONLY_ADMIN,
  ],
  [
    'POST role/update/:id',
    () => ({ path: `${API.role}/update/3`, body: { description: 'Kho Sài Gòn' } }),
    ONLY_ADMIN,
  ],
  [
    'POST role/update',
    () => ({ path: `${API.role}/update`, body: { id: 3, description: 'Kho Sài Gòn' } }),
    ONLY_ADMIN,
  ],
  [
    'POST role/add-permission',
    () => ({ path: `${API.role}/add-permission`, body: { role_id: 3, code: 'trip.view' } }),
    ONLY_ADMIN,
  ],
  [
    'POST role/add-multi-permission',
    () => ({ path: `${API.role}/add-multi-permission`, body: { role_id: 3, codes: ['trip.view'] } }),
    ONLY_ADMIN,
  ],
  [
    'POST role/remove-permission',
    () => ({ path: `${API.role}/remove-permission`, body: { role_id: 3, code: 'shipping.view' } }),
    ONLY_ADMIN,
  ],
  [
    'POST role/remove-multi-permission',
    () => ({ path: `${API.role}/remove-multi-permission`, body: { role_id: 3, codes: ['shipping.view'] } }),
    ONLY_ADMIN,
  ],
  [
    'DELETE role/:ids',
    () => ({ path: `${API.role}/${freshCopy(db.roles, 3, { slug: 'kho-tam' })}`, method: 'DELETE' }),
    ONLY_ADMIN,
  ],
  [
    'POST user/create',
    () => ({
      path: `${API.user}/create`,
      body: { username: 'moi', fullname: 'Nguyễn Văn Mới', password: 'moi123', role_ids: [5] },
    }),
    ONLY_ADMIN,
  ],
  [
    'POST user/update/:id',
    () => ({ path: `${API.user}/update/3`, body: { fullname: 'Lê Văn Hùng Kho' } }),
    ONLY_ADMIN,
  ],
  [
    'POST user/update',
    () => ({ path: `${API.user}/update`, body: { id: 3, fullname: 'Lê Văn Hùng Kho' } }),
    ONLY_ADMIN,
  ],
  [
    'DELETE user/:ids',
    () => ({
      path: `${API.user}/${db.users.findBy((u) => u.username === 'nhanvien.cu')!.id}`,
      method: 'DELETE',
    }),
    ONLY_ADMIN,
  ],
  [
    'POST setting/update',
    () => ({
      path: API.setting.update,
      body: { title: 'Nhà xe Phương Nam Mới', version: db.settings.version },
    }),
    ONLY_ADMIN,
  ],
  [
    'POST setting/template-contract',
    () => ({
      path: SETTINGS_API.templateContract,
      body: { content: '<p>{{customer_name}}</p>', version: db.templates.contract.version },
    }),
    ONLY_ADMIN,
  ],
  [
    'POST setting/template-export',
    () => ({
      path: SETTINGS_API.templateExport,
      body: { id: 'xe', version: 0, columns: [{ key: 'license_plate', shown: true, header: {} }] },
    }),
    ONLY_ADMIN,
  ],
  [
    'POST setting/template-import',
    () => ({
      path: SETTINGS_API.templateImport,
      body: {
        id: 'khach-hang',
        version: 0,
        columns: [
          { key: 'fullname', shown: true, header: {} },
          { key: 'phone', shown: true, header: {} },
        ],
      },
    }),
    ONLY_ADMIN,
  ],
  ['POST setting/test-mail', () => ({ path: SETTINGS_API.testMail, body: {} }), ONLY_ADMIN],
  // customers: written by the customer screen, whose codes only the administrator holds
  [
    'POST customer/create',
    () => ({ path: `${API.customer}/create`, body: { fullname: 'Lê Văn Tư', phone: '0912345670' } }),
    ONLY_ADMIN,
  ],
  [
    'POST customer/merge',
    () => ({
      path: API.customerPage.merge,
      body: { keep_id: 1, keep_version: 1, merge_id: 2, merge_version: 1 },
    }),
    ONLY_ADMIN,
  ],
  [
    'DELETE customer/:id (one without bookings)',
    () => {
      const { id } = db.customers.insert({
        fullname: 'Lê Văn Tư',
        phone: '0912345670',
        other_phones: [],
        wallet_balance: 0,
        created_at: '2026-11-28T10:00:00+07:00',
      })
      return { path: `${API.customer}/${id}`, method: 'DELETE' }
    },
    ONLY_ADMIN,
  ],
  [
    'POST customer/update',
    () => ({ path: `${API.customer}/update`, body: { id: 1, version: 1, note: 'Khách quen' } }),
    ONLY_ADMIN,
  ],
  // fleet
  ['POST brand/create', () => ({ path: `${API.brand}/create`, body: { name: 'Samco' } }), FLEET],
  [
    'POST brand/update/:id',
    () => ({ path: `${API.brand}/update/1`, body: { version: 1, note: 'Xe Hàn' } }),
    FLEET,
  ],
  [
    'POST brand/update',
    () => ({ path: `${API.brand}/update`, body: { id: 1, version: 1, note: 'Xe Hàn' } }),
    FLEET,
  ],
  [
    'DELETE brand/:ids',
    () => ({ path: `${API.brand}/${freshCopy(db.brands, 1, { name: 'Samco' })}`, method: 'DELETE' }),
    FLEET,
  ],
  [
    'POST vehicle/create',
    () => ({
      path: `${API.vehicle}/create`,
      body: { ...without(db.vehicleTypes.find(1)!), name: 'Limousine mới' },
    }),
    FLEET,
  ],
  [
    'POST vehicle/update/:id',
    () => ({
      path: `${API.vehicle}/update/1`,
      body: { version: db.vehicleTypes.find(1)!.version, note: 'Ghế massage' },
    }),
    FLEET,
  ],
  [
    'POST vehicle/update',
    () => ({
      path: `${API.vehicle}/update`,
      body: { id: 1, version: db.vehicleTypes.find(1)!.version, note: 'Ghế massage' },
    }),
    FLEET,
  ],
  [
    'DELETE vehicle/:ids',
    () => ({ path: `${API.vehicle}/${freshCopy(db.vehicleTypes, 1, { name: 'Tạm' })}`, method: 'DELETE' }),
    FLEET,
  ],
  [
    'POST vehicle/fare-date-range/create',
    () => ({
      path: API.vehicleFare.create,
      body: { vehicle_type_id: 2, date_start: '2031-01-01', date_end: '2031-01-03', fare: 300000 },
    }),
    FLEET,
  ],
  [
    'POST vehicle/fare-date-range/update',
    () => ({ path: API.vehicleFare.update, body: { id: fareRange().id, fare: 500000 } }),
    FLEET,
  ],
  [
    'DELETE vehicle/fare-date-range/:ids',
    () => ({ path: `${API.vehicleFare.base}/${fareRange().id}`, method: 'DELETE' }),
    FLEET,
  ],
  [
    'POST car/create',
    () => ({
      path: `${API.car}/create`,
      body: { ...without(db.cars.find(1)!), name: 'Xe mới', license_plate: '51B-999.99' },
    }),
    FLEET,
  ],
  [
    'POST car/update/:id',
    () => ({ path: `${API.car}/update/1`, body: { version: 1, note: 'Bảo dưỡng tháng 6' } }),
    FLEET,
  ],
  [
    'POST car/update',
    () => ({ path: `${API.car}/update`, body: { id: 1, version: 1, note: 'Bảo dưỡng tháng 6' } }),
    FLEET,
  ],
  [
    'DELETE car/:ids',
    () => ({
      path: `${API.car}/${freshCopy(db.cars, 1, { license_plate: '51B-999.99' })}`,
      method: 'DELETE',
    }),
    FLEET,
  ],
  [
    'POST product-type/create',
    () => ({ path: `${API.productType}/create`, body: { name: 'Hàng dễ vỡ mới' } }),
    GOODS,
  ],
  [
    'POST product-type/update/:id',
    () => ({ path: `${API.productType}/update/1`, body: { version: 1, note: 'Bọc kỹ' } }),
    GOODS,
  ],
  [
    'POST product-type/update',
    () => ({ path: `${API.productType}/update`, body: { id: 1, version: 1, note: 'Bọc kỹ' } }),
    GOODS,
  ],
  [
    'DELETE product-type/:ids',
    () => ({
      path: `${API.productType}/${freshCopy(db.productTypes, 1, { name: 'Tạm' })}`,
      method: 'DELETE',
    }),
    GOODS,
  ],
  // one's own account
  ['POST user/detail (own profile)', () => ({ path: API.profile, body: { phone: '0909000111' } }), EVERYONE],
  ['POST user/fcm-token', () => ({ path: API.fcmToken, body: { fcm_token: 'device-1' } }), EVERYONE],
  [
    'POST auth/change-password',
    (who) => ({
      path: API.auth.changePassword,
      body: { old_password: ACCOUNTS[who][1], password: 'moi123456', confirmPassword: 'moi123456' },
    }),
    EVERYONE,
  ],
  ['POST file/upload', () => ({ path: API.file.upload, form: png() }), EVERYONE],
  ['POST user/logout', () => ({ path: API.auth.logout, method: 'POST' }), EVERYONE],
]

const READS: Array<[string, Row]> = [
  [`${API.role}/all`, ONLY_ADMIN],
  [`${API.role}/list`, ONLY_ADMIN],
  [`${API.role}/2`, ONLY_ADMIN],
  [`${API.module}/all`, ONLY_ADMIN],
  [`${API.module}/list`, ONLY_ADMIN],
  [`${API.module}/get-by-role/2`, ONLY_ADMIN],
  [`${API.menu}/all`, ONLY_ADMIN],
  [`${API.menu}/list`, ONLY_ADMIN],
  [`${API.menu}/get-by-role?role_id=2`, ONLY_ADMIN],
  [`${API.menu}/get-by-role`, EVERYONE],
  [`${API.user}/list`, ONLY_ADMIN],
  [`${API.user}/get-by-id/2`, ONLY_ADMIN],
  [`${API.user}/2`, ONLY_ADMIN],
  [`${API.user}/export-excel`, ONLY_ADMIN],
  [API.profile, EVERYONE],
  [API.chart.general, EVERYONE],
  // customers: the customer screen and the booking desks
  [`${API.customer}/list`, [200, 200, 403, 403, 403]],
  [`${API.customer}/1`, [200, 200, 403, 403, 403]],
  [`${API.customer}/get-by-id/1`, [200, 200, 403, 403, 403]],
  [`${API.customerPage.detail}/1`, [200, 403, 403, 403, 403]],
  [`${API.customerPage.bookings}/1`, [200, 403, 403, 403, 403]],
  // trips: the roster, the booking and shipping desks, trip statistics
  [`${API.trip}/all`, [200, 200, 200, 200, 403]],
  [`${API.trip}/list`, [200, 200, 200, 200, 403]],
  [`${API.trip}/1`, [200, 200, 200, 200, 403]],
  // reference data for choice lists: any signed-in account
  ...[API.brand, API.productType, API.vehicle, API.car, API.map, API.office].flatMap(
    (base): Array<[string, Row]> => [
      [`${base}/all`, EVERYONE],
      [`${base}/all-active`, EVERYONE],
      [`${base}/list`, EVERYONE],
      [`${base}/1`, EVERYONE],
      [`${base}/get-by-id/1`, EVERYONE],
    ],
  ),
  [`${API.vehicleFare.list}?vehicle_type_id=1`, EVERYONE],
  [`${API.vehicleFare.fareByVehicle}?vehicle_type_id=1`, EVERYONE],
  [`${API.car}/export-excel`, FLEET],
]

async function send(token: string, req: Req): Promise<{ status: number; body: Body }> {
  if (!req.form) return call(req.path, { token, method: req.method, body: req.body })
  const res = await fetch(`${BASE}${req.path}`, {
    method: 'POST',
    headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
    body: req.form,
  })
  return { status: res.status, body: (await res.json()) as Body }
}

describe('every write × every demo role', () => {
  for (const [name, make, expected] of WRITES) {
    it.each(ROLES.map((who, i) => [who, expected[i]] as const))(`${name} as %s → %i`, async (who, status) => {
      const [username, password] = ACCOUNTS[who as Account]
      const token = await login(username, password)
      const res = await send(token, make(who as Account))
      expect(res.status).toBe(status)
      if (status === 403) expect(res.body.message).toBe('Bạn không có quyền truy cập chức năng này!')
    })
  }
})

describe('every read × every demo role', () => {
  for (const [path, expected] of READS) {
    it.each(ROLES.map((who, i) => [who, expected[i]] as const))(
      `GET ${path} as %s → %i`,
      async (who, status) => {
        const [username, password] = ACCOUNTS[who as Account]
        const token = await login(username, password)
        const res = await fetch(`${BASE}${path}`, {
          headers: { [CLIENT_HEADER.name]: CLIENT_HEADER.value, authorization: `Bearer ${token}` },
        })
        expect(res.status).toBe(status)
        if (status === 403) expect(((await res.json()) as Body).data).toBeNull()
      },
    )
  }

  it('the driver reads no customer data at all', async () => {
    const token = await login('taixe', 'taixe123')
    const res = await call(`${API.customer}/list?itemsPerPage=100`, { token, lang: 'en' })
    expect(res).toEqual({
      status: 403,
      body: { code: 403, message: "You don't have access to this feature!", data: null },
    })
  })
})

// ---------------------------------------------------------------- escalations

const superRole = () => db.roles.find(1)!
const codesOfRole = (id: number) => {
  const codeOf = new Map(db.modules.all().flatMap((m) => m.sub_actions.map((a) => [a.id, a.code] as const)))
  return db.roles.find(id)!.action_ids.map((a) => codeOf.get(a))
}

describe('no account gives itself more rights than it has', () => {
  it('role.view alone changes no role: not its own permissions, not the super role, not a slug', async () => {
    const { token, roleId } = await accountWith(['role.view'])
    const grant = await call(`${API.role}/add-multi-permission`, {
      token,
      body: { role_id: roleId, codes: ['user.view', 'user.update'] },
    })
    expect(grant.status).toBe(403)
    const rename = await call(`${API.role}/update/1`, { token, body: { slug: 'was-super' } })
    expect(rename.status).toBe(403)
    const takeSlug = await call(`${API.role}/update/${roleId}`, { token, body: { slug: 'supereme' } })
    expect(takeSlug.status).toBe(403)
    expect((await call(`${API.role}/1`, { token, method: 'DELETE' })).status).toBe(403)
    expect(superRole()).toMatchObject({ slug: 'supereme', status: 1 })
    expect(codesOfRole(roleId)).toEqual(['role.view'])
    expect((await call(`${API.user}/list`, { token })).status).toBe(403)
  })

  it('each write needs its own code: viewing is not creating, creating is not updating or deleting', async () => {
    const { token } = await accountWith(['brand.view', 'brand.create', 'role.view', 'role.update'])
    const created = await call<{ id: number }>(`${API.brand}/create`, { token, body: { name: 'Samco' } })
    expect(created.status).toBe(200)
    const id = created.body.data.id
    expect((await call(`${API.brand}/update/${id}`, { token, body: { note: 'x' } })).status).toBe(403)
    expect((await call(`${API.brand}/${id}`, { token, method: 'DELETE' })).status).toBe(403)
    expect((await call(`${API.car}/create`, { token, body: { name: 'Xe' } })).status).toBe(403)
    // a role's description is an update; its permissions need role.permission
    expect((await call(`${API.role}/update/3`, { token, body: { description: 'Kho' } })).status).toBe(200)
    const grant = await call(`${API.role}/update/3`, {
      token,
      body: { permissions: [...codesOfRole(3), 'brand.view'] },
    })
    expect(grant.status).toBe(403)
    expect(
      (await call(`${API.role}/add-permission`, { token, body: { role_id: 3, code: 'brand.view' } })).status,
    ).toBe(403)
  })

  it('the super role keeps its name, slug and state, and cannot be deleted, by anyone', async () => {
    const admin = await login('admin', 'admin123')
    for (const body of [{ slug: 'was-super' }, { name: 'Ai cũng được' }, { status: 0 }]) {
      const res = await call(`${API.role}/update/1`, { token: admin, body })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Không thể thay đổi hoặc xóa vai trò quản trị hệ thống')
    }
    const removed = await call(`${API.role}/1`, { token: admin, method: 'DELETE', lang: 'en' })
    expect(removed.status).toBe(400)
    expect(removed.body.message).toBe('The super administrator role cannot be changed or deleted')
    expect(
      (await call(`${API.role}/remove-permission`, { token: admin, body: { role_id: 1, code: 'role.view' } }))
        .status,
    ).toBe(400)
    // no other role may take its slug
    expect((await call(`${API.role}/update/2`, { token: admin, body: { slug: 'supereme' } })).status).toBe(
      422,
    )
    expect(superRole()).toMatchObject({ name: 'Quản trị hệ thống', slug: 'supereme', status: 1 })
    expect(db.roles.size).toBe(5)
  })

  it('a role manager grants only what it holds, never to its own roles, and the guard is the id', async () => {
    const { token, roleId } = await accountWith([
      'role.view',
      'role.create',
      'role.update',
      'role.delete',
      'role.permission',
    ])
    const own = await call(`${API.role}/add-permission`, {
      token,
      body: { role_id: roleId, code: 'user.view' },
    })
    expect(own.status).toBe(403)
    expect(own.body.message).toBe('Bạn không thể thay đổi vai trò của chính mình')
    expect((await call(`${API.role}/update/${roleId}`, { token, body: { description: 'x' } })).status).toBe(
      403,
    )
    expect((await call(`${API.role}/${roleId}`, { token, method: 'DELETE' })).status).toBe(403)

    const notHeld = await call(`${API.role}/add-permission`, {
      token,
      body: { role_id: 3, code: 'user.view' },
    })
    expect(notHeld.status).toBe(403)
    expect(notHeld.body.message).toBe('Bạn không thể cấp quyền mà chính bạn không có')
    const viaUpdate = await call(`${API.role}/update/3`, {
      token,
      body: { permissions: [...codesOfRole(3), 'setting.general'] },
    })
    expect(viaUpdate.status).toBe(403)
    const created = await call(`${API.role}/create`, {
      token,
      body: { name: 'Siêu', permissions: ['user.update'] },
    })
    expect(created.status).toBe(403)
    expect(codesOfRole(3)).not.toContain('user.view')

    // what it holds it may give to another role, and take away
    expect(
      (await call(`${API.role}/add-permission`, { token, body: { role_id: 3, code: 'role.view' } })).status,
    ).toBe(200)
    expect(
      (await call(`${API.role}/remove-permission`, { token, body: { role_id: 3, code: 'shipping.view' } }))
        .status,
    ).toBe(200)
    expect(codesOfRole(3)).toContain('role.view')
    expect(codesOfRole(3)).not.toContain('shipping.view')

    // renaming the super role away and taking its slug makes nobody super
    expect((await call(`${API.role}/update/1`, { token, body: { slug: 'was-super' } })).status).toBe(400)
    expect((await call(`${API.role}/1`, { token, method: 'DELETE' })).status).toBe(400)
  })

  it('user.view alone changes no account: not its own roles, not the admin password', async () => {
    const { token, userId } = await accountWith(['user.view'])
    expect((await call(`${API.user}/update/${userId}`, { token, body: { role_ids: [1] } })).status).toBe(403)
    expect((await call(`${API.user}/update/1`, { token, body: { password: 'taken123' } })).status).toBe(403)
    expect(db.users.find(userId)!.role_ids).not.toContain(1)
    const admin = await call(API.auth.login, { body: { username: 'admin', password: 'taken123' } })
    expect(admin.status).toBe(400)
  })

  it('an account manager gives only roles it holds the rights of, and sets its own password only its own way', async () => {
    const { token, userId, roleId } = await accountWith([
      'user.view',
      'user.create',
      'user.update',
      'user.delete',
      'trip.confirm',
    ])
    // a driver's account holds only trip.confirm, which the manager holds too: the manager may manage it
    const driver = db.users.findBy((u) => u.username === 'taixe')!

    const self = await call(`${API.user}/update/${userId}`, { token, body: { role_ids: [roleId, 1] } })
    // a refusal of the roles chosen: beside the roles field
    expect(self.status).toBe(422)
    expect(self.body.errors).toEqual({ role_ids: ['Bạn không thể thay đổi vai trò của chính mình'] })
    // the same roles sent back (a form saving other fields) is no change
    expect(
      (
        await call(`${API.user}/update/${userId}`, {
          token,
          body: { role_ids: [roleId], phone: '0909000222' },
        })
      ).status,
    ).toBe(200)

    const giveSuper = await call(`${API.user}/update/${driver.id}`, { token, body: { role_ids: [1] } })
    expect(giveSuper.status).toBe(422)
    expect(giveSuper.body.errors).toEqual({
      role_ids: ['Bạn không thể cấp vai trò có quyền mà chính bạn không có'],
    })
    expect((await call(`${API.user}/update/${driver.id}`, { token, body: { role_ids: [3] } })).status).toBe(
      422,
    )
    const newcomer = { username: 'moi', fullname: 'Mới', password: 'moi123' }
    expect((await call(`${API.user}/create`, { token, body: { ...newcomer, role_ids: [1] } })).status).toBe(
      422,
    )
    expect(
      (await call(`${API.user}/create`, { token, body: { ...newcomer, role_ids: [roleId] } })).status,
    ).toBe(200)

    const ownPassword = await call(`${API.user}/update/${userId}`, { token, body: { password: 'khac123' } })
    expect(ownPassword.status).toBe(403)
    expect(ownPassword.body.message).toBe('Hãy đổi mật khẩu của bạn ở trang Đổi mật khẩu')

    // the administrator's account is out of reach: no e-mail change (a reset link would follow), no lock, no
    // password, no delete
    for (const body of [
      { email: 'ke-gian@example.com' },
      { status: 0 },
      { role_ids: [roleId] },
      { password: 'taken123', confirmPassword: 'taken123' },
    ]) {
      const res = await call(`${API.user}/update/1`, { token, body })
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('Bạn không thể thay đổi tài khoản có nhiều quyền hơn bạn')
    }
    expect((await call(`${API.user}/1`, { token, method: 'DELETE' })).status).toBe(403)
    expect(db.users.find(1)).toMatchObject({ email: 'admin@nhaxe.vn', status: 1, role_ids: [1] })
  })

  it('a locked role counts for nothing, the super role included', async () => {
    const quanly = await login('quanly', 'quanly123')
    db.roles.update(4, { status: 0 })
    expect((await call(`${API.brand}/create`, { token: quanly, body: { name: 'Samco' } })).status).toBe(403)
    expect((await call(`${API.car}/export-excel`, { token: quanly })).status).toBe(403)

    const admin = await login('admin', 'admin123')
    db.roles.update(1, { status: 0 })
    expect((await call(`${API.role}/list`, { token: admin })).status).toBe(403)
    expect((await call(`${API.brand}/create`, { token: admin, body: { name: 'Samco' } })).status).toBe(403)
    const menu = await call<unknown[]>(`${API.menu}/get-by-role`, { token: admin })
    expect(menu.body.data).toEqual([])
  })
})

// ---------------------------------------------------------------- the accounts screen

interface AccountRow {
  id: number
  username: string
  fullname: string
  status: number
  version: number
  created_at: string
}

const idOf = (username: string) => db.users.findBy((u) => u.username === username)!.id

describe('the accounts list, detail and export', () => {
  const usernames = async (query: string, token: string) => {
    const res = await call<{ data: AccountRow[] }>(`${API.user}/list?itemsPerPage=100&${query}`, { token })
    expect(res.status).toBe(200)
    return res.body.data.data.map((u) => u.username)
  }

  it('q finds full names and user names without accents or case, e-mails, and phones by their digits', async () => {
    const token = await login('admin', 'admin123')
    // letan.sg's phone is 0938456789
    for (const q of ['0938.456', '938 456', '0938-456-789', '+84 938 456 789'])
      expect(await usernames(`q=${encodeURIComponent(q)}`, token)).toEqual(['letan.sg'])
    expect(await usernames(`q=${encodeURIComponent('THU HA')}`, token)).toEqual(['letan.sg'])
    expect(await usernames(`q=${encodeURIComponent('hùng')}`, token)).toEqual(['kho'])
    expect(await usernames(`q=${encodeURIComponent('QUANLY@NHAXE')}`, token)).toEqual(['quanly'])
    expect(await usernames('q=xeom', token)).toEqual(['xeom1', 'xeom2', 'xeom3'])
  })

  it('filters by type, role and status, keeps the driver flags, sorts by the columns', async () => {
    const token = await login('admin', 'admin123')
    const sorted = 'sortBy=username&sortDesc=asc'
    expect(await usernames(`type=staff&${sorted}`, token)).toEqual([
      'admin',
      'kho',
      'letan.sg',
      'nhanvien.cu',
      'quanly',
    ])
    const drivers = ['taixe', 'taixe2', 'taixe3', 'taixe4', 'taixe5', 'taixe6']
    expect(await usernames(`type=driver&${sorted}`, token)).toEqual(drivers)
    expect(await usernames(`is_driver=true&${sorted}`, token)).toEqual(drivers)
    expect(await usernames(`type=motor&${sorted}`, token)).toEqual(['xeom1', 'xeom2', 'xeom3'])
    expect(await usernames(`is_motorbike_driver=true&${sorted}`, token)).toEqual(['xeom1', 'xeom2', 'xeom3'])
    expect(await usernames(`role_id=2&${sorted}`, token)).toEqual(['letan.sg', 'nhanvien.cu'])
    expect(await usernames('status=0', token)).toEqual(['nhanvien.cu'])
    expect(await usernames('type=staff&status=1&q=QUAN&sortBy=fullname&sortDesc=desc', token)).toEqual([
      'admin', // Trần Minh Quân (its full name)
      'quanly', // Phạm Thị Lan Anh (its user name)
    ])
    expect(await usernames('type=driver&sortBy=phone&sortDesc=asc', token)).toEqual(
      db.users
        .filter((u) => !!u.is_driver)
        .sort((a, b) => a.phone!.localeCompare(b.phone!))
        .map((u) => u.username),
    )
  })

  it('GET /api/user/{id}: the account with its version and creation; 404, 403; other paths stay theirs', async () => {
    const admin = await login('admin', 'admin123')
    const kho = await call<AccountRow>(`${API.user}/${idOf('kho')}`, { token: admin })
    expect(kho.status).toBe(200)
    expect(kho.body.data).toMatchObject({ username: 'kho', version: 1 })
    expect(kho.body.data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    expect((await call(`${API.user}/9999`, { token: admin })).status).toBe(404)
    const letan = await login('letan.sg', 'letan123')
    expect((await call(`${API.user}/${idOf('kho')}`, { token: letan })).status).toBe(403)
    // not taken for ids: the signed-in account, the list
    expect((await call<AccountRow>(`${API.user}/detail`, { token: letan })).body.data.username).toBe(
      'letan.sg',
    )
    expect((await call(`${API.user}/list`, { token: admin })).body.data).toHaveProperty('total', 14)
    // only digits are an id: anything else is no endpoint
    expect((await call(`${API.user}/abc`, { token: admin })).body.message).toBe(
      'Không tìm thấy đường dẫn API',
    )
  })

  it('exports every matching account, sorted, with roles, type, status and creation, in the request language', async () => {
    const admin = await login('admin', 'admin123')
    const drivers = `${API.user}/export-excel?type=driver&sortBy=username&sortDesc=asc&itemsPerPage=1`
    const res = await request(drivers, { token: admin })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="tai-khoan-${vnToday()}.xlsx"`)
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()))
    expect(rows[0]).toEqual([
      'Tên đăng nhập',
      'Họ và tên',
      'Email',
      'Số điện thoại',
      'Vai trò',
      'Loại tài khoản',
      'Trạng thái',
      'Ngày tạo',
    ])
    expect(rows).toHaveLength(7) // six drivers: paging is ignored
    const taixe = db.users.find(idOf('taixe'))!
    expect(rows[1]).toEqual([
      'taixe',
      'Võ Văn Tài',
      'taixe@nhaxe.vn',
      '0868.345.678',
      'Tài xế',
      'Tài xế xe khách',
      'Đang hoạt động',
      taixe.created_at.slice(0, 10).split('-').reverse().join('/'),
    ])

    db.users.update(idOf('kho'), { role_ids: [3, 4] })
    const en = await request(`${API.user}/export-excel?type=staff&status=0&q=mai`, {
      token: admin,
      lang: 'en',
    })
    const enRows = await readSheet(Buffer.from(await en.arrayBuffer()))
    expect(enRows.map((r) => r.slice(0, 7))).toEqual([
      ['Username', 'Full name', 'Email', 'Phone number', 'Roles', 'Account type', 'Status'],
      [
        'nhanvien.cu',
        'Đỗ Thị Mai',
        'nhanvien.cu@nhaxe.vn',
        formatPhone(db.users.find(idOf('nhanvien.cu'))!.phone),
        'Nhân viên phòng vé Sài Gòn',
        'Staff',
        'Locked',
      ],
    ])
    expect(enRows[0][7]).toBe('Created')
    const both = await request(`${API.user}/export-excel?q=kho`, { token: admin, lang: 'en' })
    const [, kho] = await readSheet(Buffer.from(await both.arrayBuffer()))
    expect(kho[4]).toBe('Kho hàng, Quản lý')

    const motor = await request(`${API.user}/export-excel?type=motor`, { token: admin })
    const motorRows = await readSheet(Buffer.from(await motor.arrayBuffer()))
    expect(motorRows.slice(1).map((r) => r[5])).toEqual(['Tài xế xe ôm', 'Tài xế xe ôm', 'Tài xế xe ôm'])

    const letan = await login('letan.sg', 'letan123')
    expect((await call(`${API.user}/export-excel`, { token: letan })).status).toBe(403)
  })
})

describe('the accounts rules', () => {
  afterEach(() => setEmitter(null))

  it('a save of a version someone else changed meanwhile is refused (409); every change is announced', async () => {
    const events: unknown[] = []
    setEmitter((event, payload) => events.push([event, payload]))
    const admin = await login('admin', 'admin123')
    const id = idOf('kho')
    const first = await call<AccountRow>(`${API.user}/update`, {
      token: admin,
      body: { id, version: 1, fullname: 'Lê Văn Hùng Kho' },
    })
    expect(first.status).toBe(200)
    expect(first.body.data.version).toBe(2)
    const stale = await call(`${API.user}/update/${id}`, {
      token: admin,
      body: { version: 1, fullname: 'Lê Hùng' },
      lang: 'en',
    })
    expect(stale).toEqual({
      status: 409,
      body: {
        code: 409,
        message:
          'Someone else changed this record while you were editing it. Reload the latest version, then save again.',
        data: null,
      },
    })
    expect(db.users.find(id)).toMatchObject({ fullname: 'Lê Văn Hùng Kho', version: 2 })
    expect((await call(`${API.user}/${id}`, { token: admin, method: 'DELETE' })).status).toBe(200)
    expect(events).toEqual([
      ['user:updated', { ids: [id] }],
      ['user:deleted', { ids: [id] }],
    ])
  })

  it('nobody locks their own account (422 on status)', async () => {
    const { token, userId } = await accountWith(['user.view', 'user.update'])
    const vi = await call(`${API.user}/update/${userId}`, { token, body: { status: 0 } })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toEqual({ status: ['Bạn không thể khóa tài khoản của chính mình'] })
    const en = await call(`${API.user}/update`, { token, body: { id: userId, status: 0 }, lang: 'en' })
    expect(en.body.errors).toEqual({ status: ['You cannot lock your own account'] })
    expect(db.users.find(userId)!.status).toBe(1)
    expect(await works(token)).toBe(true)
  })

  it('nobody deletes their own account; locking or deleting another ends its sign-ins', async () => {
    const { token, userId } = await accountWith(['user.view', 'user.update', 'user.delete', 'trip.confirm'])
    const self = await call(`${API.user}/${userId}`, { token, method: 'DELETE' })
    expect(self.status).toBe(400)
    expect(self.body.message).toBe('Không thể xóa tài khoản đang đăng nhập')
    const taixe = await login('taixe', 'taixe123')
    expect((await call(`${API.user}/update/${idOf('taixe')}`, { token, body: { status: 0 } })).status).toBe(
      200,
    )
    expect(await works(taixe)).toBe(false)
    // a driver with trips is locked, not deleted: the refusal names the trips
    const withTrips = await call(`${API.user}/${idOf('taixe2')}`, { token, method: 'DELETE' })
    expect(withTrips.status).toBe(400)
    expect(withTrips.body.message).toMatch(
      /^Tài xế Đặng Văn Phúc có \d+ chuyến \(.+\): không thể xóa, hãy khóa tài khoản$/,
    )
    // one without: deleted, its sign-in ended
    const { id: _id, ...taixe2 } = db.users.find(idOf('taixe2'))!
    const spare = db.users.insert({ ...taixe2, username: 'taixe.du', phone: '0909000333', email: null })
    const spareToken = await login('taixe.du', 'taixe123')
    expect((await call(`${API.user}/${spare.id}`, { token, method: 'DELETE' })).status).toBe(200)
    expect(await works(spareToken)).toBe(false)
  })

  it('the last active super administrator is never locked, demoted nor deleted; one of two may be', async () => {
    const LAST = 'Đây là quản trị hệ thống cuối cùng còn hoạt động: không thể khóa, bỏ vai trò hoặc xóa'
    const admin = await login('admin', 'admin123')
    const lock = await call(`${API.user}/update/1`, { token: admin, body: { status: 0 } })
    expect(lock.status).toBe(422)
    expect(lock.body.errors).toEqual({ status: [LAST] })
    const demote = await call(`${API.user}/update/1`, { token: admin, body: { role_ids: [2] }, lang: 'en' })
    expect(demote.status).toBe(422)
    expect(demote.body.errors).toEqual({
      role_ids: [
        'This is the last active super administrator: it cannot be locked, lose its role or be deleted',
      ],
    })
    const removed = await call(`${API.user}/1`, { token: admin, method: 'DELETE' })
    expect(removed).toMatchObject({ status: 400, body: { message: LAST } })
    expect(db.users.find(1)).toMatchObject({ status: 1, role_ids: [1] })

    // a second active super administrator: either may now demote, lock and delete the other
    const created = await call<AccountRow>(`${API.user}/create`, {
      token: admin,
      body: { username: 'admin2', fullname: 'Quản trị hai', password: 'admin456', role_ids: [1] },
    })
    expect(created.status).toBe(200)
    const second = await login('admin2', 'admin456')
    expect((await call(`${API.user}/update/1`, { token: second, body: { role_ids: [2] } })).status).toBe(200)
    expect((await call(`${API.user}/update/1`, { token: second, body: { role_ids: [1] } })).status).toBe(200)
    expect((await call(`${API.user}/update/1`, { token: second, body: { status: 0 } })).status).toBe(200)
    expect(await works(admin)).toBe(false)
    // a locked one counts for nothing: admin2 is now the last
    const selfLock = await call(`${API.user}/update/${created.body.data.id}`, {
      token: second,
      body: { status: 0 },
    })
    expect(selfLock.body.errors).toEqual({ status: [LAST] })
    expect((await call(`${API.user}/1`, { token: second, method: 'DELETE' })).status).toBe(200)
    expect(
      (await call(`${API.user}/${created.body.data.id}`, { token: second, method: 'DELETE' })).body.message,
    ).toBe(LAST)
  })

  it("an account manager resets another account's password: every sign-in of that account ends", async () => {
    const { token } = await accountWith(['user.view', 'user.update', 'trip.confirm'])
    const id = idOf('taixe')
    const taixe = await login('taixe', 'taixe123', true)
    const short = await call(`${API.user}/update/${id}`, {
      token,
      body: { id, version: 1, password: 'ab1', confirmPassword: 'ab1' },
    })
    expect(short.status).toBe(422)
    expect(short.body.errors).toEqual({ password: ['Tối thiểu 6 ký tự'] })
    const mismatch = await call(`${API.user}/update`, {
      token,
      body: { id, version: 1, password: 'moi123456', confirmPassword: 'moi123457' },
    })
    expect(mismatch.body.errors).toEqual({ confirmPassword: ['Mật khẩu xác nhận không khớp'] })
    expect(await works(taixe)).toBe(true)

    const reset = await call(`${API.user}/update`, {
      token,
      body: { id, version: 1, password: 'moi123456', confirmPassword: 'moi123456' },
    })
    expect(reset.status).toBe(200)
    // a reset alone makes no open edit of the account stale
    expect(db.users.find(id)!.version).toBe(1)
    const old = await call(API.profile, { token: taixe })
    expect(old.status).toBe(401)
    expect((await call(API.auth.login, { body: { username: 'taixe', password: 'taixe123' } })).status).toBe(
      400,
    )
    await login('taixe', 'moi123456')
    expect(await works(token)).toBe(true)
  })

  it('a user name is taken whatever its width or case: "ａｄｍｉｎ" is admin', async () => {
    const admin = await login('admin', 'admin123')
    for (const username of ['ａｄｍｉｎ', 'ADMIN', 'Ａｄｍｉｎ']) {
      const res = await call(`${API.user}/create`, {
        token: admin,
        body: { username, fullname: 'Giả mạo', password: 'abc123', role_ids: [2] },
      })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ username: ['Tên đăng nhập đã tồn tại'] })
    }
    const rename = await call(`${API.user}/update/${idOf('kho')}`, {
      token: admin,
      body: { username: 'ｑｕａｎｌｙ' },
    })
    expect(rename.body.errors).toEqual({ username: ['Tên đăng nhập đã tồn tại'] })
    expect(db.users.filter((u) => u.username.toLowerCase() === 'admin')).toHaveLength(1)
  })
})
