// @vitest-environment node
/** Module writes (SPEC §7 "Module: create, update, delete"): codes, versions, and actions roles hold. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import type { Module } from '../src/api/schemas/access.ts'
import { db, resetDb, server } from './node.ts'
import { accountWith, call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const M = API.module
const NEW = {
  name: 'Hợp đồng',
  code: 'contract',
  description: 'Hợp đồng thuê xe',
  icon: 'FileTextOutlined',
  sub_actions: [
    { name: 'Xem hợp đồng', code: 'contract.view', description: null },
    { name: 'Tạo hợp đồng', code: 'contract.create', description: 'Lập hợp đồng mới' },
  ],
}

async function created(token: string) {
  const res = await call<Module>(`${M}/create`, { token, body: NEW })
  expect(res.status).toBe(200)
  return res.body.data
}

/** A role holding the codes, made by the admin. */
async function roleWith(admin: string, name: string, codes: string[]) {
  const res = await call<{ id: number }>(`${API.role}/create`, {
    token: admin,
    body: { name, permissions: codes },
  })
  expect(res.status).toBe(200)
  return res.body.data.id
}

describe('module writes', () => {
  it('creates a module with its actions, fresh ids, and refuses a taken or badly formed code', async () => {
    const admin = await login('admin', 'admin123')
    const before = Math.max(...db.modules.all().flatMap((m) => m.sub_actions.map((a) => a.id)))
    const row = await created(admin)
    expect(row).toMatchObject({ name: 'Hợp đồng', code: 'contract', icon: 'FileTextOutlined', version: 1 })
    expect(row.sub_actions.map((a) => [a.id, a.code])).toEqual([
      [before + 1, 'contract.view'],
      [before + 2, 'contract.create'],
    ])
    // found by its code, as the vehicles' module is by its actions' (carContract.*)
    const list = await call<{ data: Module[] }>(`${M}/list?q=contract`, { token: admin })
    expect(list.body.data.data.map((m) => m.code)).toEqual(['vehicle', 'contract'])

    const again = await call(`${M}/create`, { token: admin, body: NEW })
    expect(again.status).toBe(422)
    expect(again.body.errors?.code).toEqual(['Mã chức năng đã tồn tại'])
    const bad = await call(`${M}/create`, {
      token: admin,
      body: {
        ...NEW,
        code: 'Hợp Đồng',
        icon: 'NotAnIcon',
        sub_actions: [{ name: 'A', code: 'x view' }],
      },
    })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['code', 'icon', 'sub_actions.0.code'])
    const twice = await call(`${M}/create`, {
      token: admin,
      body: {
        ...NEW,
        code: 'rent',
        sub_actions: [
          { name: 'A', code: 'rent.view' },
          { name: 'B', code: 'rent.view' },
        ],
      },
    })
    expect(twice.status).toBe(422)
    expect(twice.body.errors).toEqual({ 'sub_actions.1.code': ['Mã quyền này đã có'] })
    const foreign = await call(`${M}/create`, {
      token: admin,
      body: { ...NEW, code: 'rent', sub_actions: [{ name: 'Xem', code: 'booking.create' }] },
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors?.['sub_actions.0.code']).toEqual([
      'Mã quyền đã có ở chức năng khác',
      'Mã quyền mới phải bắt đầu bằng rent.',
    ])
  })

  it('updates with the version it edited (409 when stale) and moves its actions with a renamed code', async () => {
    const admin = await login('admin', 'admin123')
    const row = await created(admin)
    const ok = await call<Module>(`${M}/update/${row.id}`, {
      token: admin,
      body: { ...NEW, ...row, code: 'rental', name: 'Thuê xe' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.version).toBe(2)
    expect(ok.body.data.sub_actions.map((a) => a.code)).toEqual(['rental.view', 'rental.create'])
    const stale = await call(`${M}/update/${row.id}`, { token: admin, body: { ...row, name: 'Cũ' } })
    expect(stale.status).toBe(409)
    expect(db.modules.find(row.id)!.name).toBe('Thuê xe')
  })

  it('refuses a renamed code while roles hold its actions, naming them beside the code', async () => {
    const admin = await login('admin', 'admin123')
    const row = await created(admin)
    await roleWith(admin, 'Kế toán', ['contract.view'])
    const res = await call(`${M}/update/${row.id}`, { token: admin, body: { ...row, code: 'rental' } })
    expect(res.status).toBe(422)
    expect(res.body.errors?.code).toEqual([
      'Không đổi được mã chức năng vì các vai trò đang có quyền của nó: Kế toán',
    ])
    expect(db.modules.find(row.id)!.code).toBe('contract')
  })

  it('removes a granted action only with the confirmation, then takes it from the roles', async () => {
    const admin = await login('admin', 'admin123')
    const row = await created(admin)
    const roleId = await roleWith(admin, 'Kế toán', ['contract.view', 'contract.create'])
    const body = { ...row, sub_actions: row.sub_actions.slice(1) }
    const refused = await call(`${M}/update/${row.id}`, { token: admin, body })
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.sub_actions).toEqual([
      'Các quyền contract.view đang được cấp cho vai trò: Kế toán. Hãy xác nhận để gỡ khỏi các vai trò này.',
    ])
    expect(db.modules.find(row.id)!.sub_actions).toHaveLength(2)

    const done = await call<Module>(`${M}/update/${row.id}`, {
      token: admin,
      body: { ...body, confirm_remove_granted: true },
    })
    expect(done.status).toBe(200)
    expect(done.body.data.sub_actions.map((a) => a.code)).toEqual(['contract.create'])
    expect(done.body.data).not.toHaveProperty('confirm_remove_granted')
    expect(db.roles.find(roleId)!.action_ids).toEqual([row.sub_actions[1].id])
  })

  it("keeps the app's own codes: never renamed nor removed, even confirmed", async () => {
    const admin = await login('admin', 'admin123')
    const setting = db.modules.all().find((m) => m.code === 'setting')!
    const removed = await call(`${M}/update/${setting.id}`, {
      token: admin,
      body: { ...setting, sub_actions: setting.sub_actions.slice(1), confirm_remove_granted: true },
    })
    expect(removed.status).toBe(422)
    const renamed = await call(`${M}/update/${setting.id}`, {
      token: admin,
      body: { ...setting, sub_actions: setting.sub_actions.map((a, i) => (i ? a : { ...a, code: 'x.y' })) },
    })
    expect(renamed.status).toBe(422)
    expect((await call(`${M}/${setting.id}`, { method: 'DELETE', token: admin })).status).toBe(400)
  })

  it('deletes a module no role holds; refuses one whose actions are granted, naming the roles', async () => {
    const admin = await login('admin', 'admin123')
    const row = await created(admin)
    const roleId = await roleWith(admin, 'Kế toán', ['contract.view'])
    const refused = await call(`${M}/${row.id}`, { method: 'DELETE', token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Không xóa được chức năng vì các vai trò đang có quyền của nó: Kế toán')
    await call(`${API.role}/remove-permission`, {
      token: admin,
      body: { role_id: roleId, code: 'contract.view' },
    })
    const done = await call(`${M}/${row.id}`, { method: 'DELETE', token: admin })
    expect(done.status).toBe(200)
    expect(db.modules.find(row.id)).toBeUndefined()
  })

  it('writes need modules.view and role.permission; reads need modules.view or role.view', async () => {
    const { token: viewer } = await accountWith(['modules.view'], 'xem')
    expect((await call(`${M}/list`, { token: viewer })).status).toBe(200)
    expect((await call(`${M}/create`, { token: viewer, body: NEW })).status).toBe(403)
    const { token: granter } = await accountWith(['role.permission'], 'cap')
    expect((await call(`${M}/create`, { token: granter, body: NEW })).status).toBe(403)
    const { token: writer } = await accountWith(['modules.view', 'role.permission'], 'ghi')
    expect((await call(`${M}/create`, { token: writer, body: NEW })).status).toBe(200)
    const row = db.modules.all().find((m) => m.code === 'contract')!
    expect((await call(`${M}/${row.id}`, { method: 'DELETE', token: viewer })).status).toBe(403)
    const letan = await login('letan.sg', 'letan123')
    expect((await call(`${M}/list`, { token: letan })).status).toBe(403)
  })
})
