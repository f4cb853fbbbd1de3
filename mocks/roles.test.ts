// @vitest-environment node
/** The roles' rules: the list with its accounts, deletes refused while accounts hold a role, the super role, permissions. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API, LOCALE_HEADER } from '../src/api/paths.ts'
import { SUPER_ROLE_ID } from './db/index.ts'
import { db, resetDb, server } from './node.ts'
import { accountWith, call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const R = API.role

interface Row {
  id: number
  name: string
  slug: string
  status: number
  version: number
  users_count: number
  permissions: Array<{ action: { code: string } }>
}

const codesOf = (id: number) => {
  const actions = new Map(db.modules.all().flatMap((m) => m.sub_actions.map((a) => [a.id, a.code])))
  return db.roles
    .find(id)!
    .action_ids.map((a) => actions.get(a))
    .sort()
}

/** A role named "Lễ tân" held by `accounts` of the seed's staff. */
function receptionHeldBy(accounts: number) {
  const role = db.roles.insert({
    name: 'Lễ tân',
    slug: 'le-tan',
    color: null,
    description: null,
    parent_id: null,
    status: 1,
    action_ids: [],
  })
  const staff = db.users.filter((u) => !u.role_ids.includes(SUPER_ROLE_ID)).slice(0, accounts)
  for (const u of staff) db.users.update(u.id, { role_ids: [...u.role_ids, role.id] })
  return role
}

describe('the roles list', () => {
  it('counts the accounts holding each role, sorts by it, searches without accents and filters by status', async () => {
    const admin = await login('admin', 'admin123')
    const { status, body } = await call<{ data: Row[]; total: number }>(
      `${R}/list?itemsPerPage=50&sortBy=users_count&sortDesc=desc`,
      { token: admin },
    )
    expect(status).toBe(200)
    const rows = body.data.data
    expect(rows).toHaveLength(db.roles.all().length)
    for (const row of rows)
      expect(row.users_count, row.slug).toBe(db.users.filter((u) => u.role_ids.includes(row.id)).length)
    const counts = rows.map((r) => r.users_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(rows.every((r) => typeof r.version === 'number')).toBe(true)

    const found = await call<{ data: Row[] }>(`${R}/list?q=nhan vien phong ve`, { token: admin })
    expect(found.body.data.data.map((r) => r.slug)).toEqual(['le-tan-sai-gon'])

    db.roles.update(3, { status: 0 })
    const locked = await call<{ data: Row[] }>(`${R}/list?status=0`, { token: admin })
    expect(locked.body.data.data.map((r) => r.id)).toEqual([3])
  })
})

describe('deleting a role', () => {
  it('is refused while accounts hold it, saying how many, in vi and en; then allowed', async () => {
    const admin = await login('admin', 'admin123')
    const role = receptionHeldBy(3)
    const vi = await call(`${R}/${role.id}`, { method: 'DELETE', token: admin })
    expect(vi.status).toBe(400)
    expect(vi.body.message).toBe('Vai trò Lễ tân đang được 3 tài khoản dùng: không thể xóa')
    const en = await call(`${R}/${role.id}`, {
      method: 'DELETE',
      token: admin,
      headers: { [LOCALE_HEADER]: 'en' },
    })
    expect(en.body.message).toBe('The role Lễ tân is used by 3 accounts: it cannot be deleted')
    expect(db.roles.find(role.id)).toBeDefined()
    expect(db.users.filter((u) => u.role_ids.includes(role.id))).toHaveLength(3)

    for (const u of db.users.filter((x) => x.role_ids.includes(role.id)))
      db.users.update(u.id, { role_ids: u.role_ids.filter((r) => r !== role.id) })
    const done = await call(`${R}/${role.id}`, { method: 'DELETE', token: admin })
    expect(done.status).toBe(200)
    expect(db.roles.find(role.id)).toBeUndefined()
  })

  it('never deletes or changes the super role, whatever its accounts', async () => {
    const admin = await login('admin', 'admin123')
    const del = await call(`${R}/${SUPER_ROLE_ID}`, { method: 'DELETE', token: admin })
    expect(del.status).toBe(400)
    const before = db.roles.find(SUPER_ROLE_ID)!
    const update = await call(`${R}/update/${SUPER_ROLE_ID}`, { token: admin, body: { name: 'Khác' } })
    expect(update.status).toBe(400)
    const remove = await call(`${R}/remove-multi-permission`, {
      token: admin,
      body: { role_id: SUPER_ROLE_ID, codes: ['trip.view'] },
    })
    expect(remove.status).toBe(400)
    expect(db.roles.find(SUPER_ROLE_ID)).toEqual(before)
  })
})

describe('saving a role', () => {
  it('refuses a stale version (409), a taken slug and a colour outside the settings’ 20', async () => {
    const admin = await login('admin', 'admin123')
    const version = db.roles.find(3)!.version!
    const first = await call<Row>(`${R}/update`, {
      token: admin,
      body: { id: 3, version, description: 'Kho Sài Gòn' },
    })
    expect(first.status).toBe(200)
    const stale = await call(`${R}/update`, { token: admin, body: { id: 3, version, description: 'Cũ' } })
    expect(stale.status).toBe(409)
    expect(db.roles.find(3)!.description).toBe('Kho Sài Gòn')

    const taken = await call(`${R}/create`, { token: admin, body: { name: 'Kho 2', slug: 'kho-hang' } })
    expect(taken.status).toBe(422)
    expect(taken.body.errors?.slug).toEqual(['Mã vai trò đã tồn tại'])
    const colour = await call(`${R}/create`, {
      token: admin,
      body: { name: 'Kho 2', slug: 'kho-2', color: '#123456' },
    })
    expect(colour.status).toBe(422)
    const good = await call(`${R}/create`, {
      token: admin,
      body: { name: 'Kho 2', slug: 'kho-2', color: '#237804' },
    })
    expect(good.status).toBe(200)
  })
})

describe('adding and removing many permissions', () => {
  it('adds and removes exactly the codes sent', async () => {
    const admin = await login('admin', 'admin123')
    const before = codesOf(3)
    const add = await call(`${R}/add-multi-permission`, {
      token: admin,
      body: { role_id: 3, codes: ['trip.view', 'car.view'] },
    })
    expect(add.status).toBe(200)
    expect(codesOf(3)).toEqual([...before, 'trip.view', 'car.view'].sort())
    const remove = await call(`${R}/remove-multi-permission`, {
      token: admin,
      body: { role_id: 3, codes: ['trip.view', before[0]] },
    })
    expect(remove.status).toBe(200)
    expect(codesOf(3)).toEqual([...before.slice(1), 'car.view'].sort())
  })

  it('needs role.permission, adds only codes the caller holds, and never touches the caller’s own role', async () => {
    const quanly = await login('quanly', 'quanly123')
    const refused = await call(`${R}/add-multi-permission`, {
      token: quanly,
      body: { role_id: 3, codes: ['trip.view'] },
    })
    expect(refused.status).toBe(403)

    const { token, roleId } = await accountWith(['role.view', 'role.permission', 'trip.view'])
    const before = codesOf(3)
    const notHeld = await call(`${R}/add-multi-permission`, {
      token,
      body: { role_id: 3, codes: ['trip.view', 'car.view'] },
    })
    expect(notHeld.status).toBe(403)
    expect(codesOf(3)).toEqual(before)
    const held = await call(`${R}/add-multi-permission`, {
      token,
      body: { role_id: 3, codes: ['trip.view'] },
    })
    expect(held.status).toBe(200)
    // removing needs no holding: a code the caller lacks may be taken away
    const removed = await call(`${R}/remove-multi-permission`, {
      token,
      body: { role_id: 3, codes: [before[0]] },
    })
    expect(removed.status).toBe(200)
    const own = await call(`${R}/remove-multi-permission`, {
      token,
      body: { role_id: roleId, codes: ['trip.view'] },
    })
    expect(own.status).toBe(403)
  })
})
