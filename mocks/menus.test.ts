// @vitest-environment node
/** Menu writes (SPEC §7 "Menu"): entries to the app's screens, versions, the whole menu's order, menu.update. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { API } from '../src/api/paths.ts'
import type { MenuItem } from '../src/api/schemas/access.ts'
import { visibleMenuItems } from '../src/lib/menu-filter.ts'
import { setEmitter } from './realtime.ts'
import { db, resetDb, server } from './node.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const MENU = API.menu
const LINK = {
  type: 'link',
  name: 'Danh sách xe',
  name_en: 'Car list',
  slug: '/car',
  icon: 'CarOutlined',
  active: true,
}
const SUBHEADER = { type: 'subheader', name: 'Tiện ích', name_en: null, active: true }

const lastPosition = () => Math.max(...db.menus.all().map((m) => m.position))
const ordered = () =>
  db.menus
    .all()
    .sort((a, b) => a.position - b.position)
    .map((m) => m.id)

describe('menu writes', () => {
  it('creates a link and a subheader, last of the menu', async () => {
    const admin = await login('admin', 'admin123')
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const last = lastPosition()
    const link = await call<MenuItem>(`${MENU}/create`, { token: admin, body: LINK })
    expect(link.status).toBe(200)
    expect(link.body.message).toBe('Tạo mới thành công')
    expect(link.body.data).toEqual({
      id: expect.any(Number),
      version: 1,
      code: 'car.view',
      name: 'Danh sách xe',
      name_en: 'Car list',
      slug: '/car',
      icon: 'CarOutlined',
      active: true,
      position: last + 1,
    })
    // a subheader opens no screen and needs no code, whatever is sent
    const sub = await call<MenuItem>(`${MENU}/create`, {
      token: admin,
      body: { ...SUBHEADER, slug: '/car', code: 'car.view' },
    })
    expect(sub.status).toBe(200)
    expect(sub.body.data).toMatchObject({
      type: 'subheader',
      name: 'Tiện ích',
      name_en: null,
      slug: '',
      code: null,
      icon: null,
      position: last + 2,
      version: 1,
    })
    expect(events).toEqual([
      ['menu:created', { ids: [link.body.data.id] }],
      ['menu:created', { ids: [sub.body.data.id] }],
    ])
    const all = await call<MenuItem[]>(`${MENU}/all`, { token: admin })
    expect(all.body.data.slice(-2).map((m) => m.id)).toEqual([link.body.data.id, sub.body.data.id])
  })

  it('refuses a link to a screen the app does not have, or without a screen (422); a link carries its screen’s code, whatever is sent', async () => {
    const admin = await login('admin', 'admin123')
    const before = db.menus.size
    const unknown = await call(`${MENU}/create`, { token: admin, body: { ...LINK, slug: '/no-such-screen' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ slug: ['Màn hình này không có trong ứng dụng'] })
    const english = await call(`${MENU}/create`, {
      token: admin,
      lang: 'en',
      body: { ...LINK, slug: '/no-such-screen' },
    })
    expect(english.body.errors).toEqual({ slug: ['This screen is not in the app'] })
    const none = await call(`${MENU}/create`, { token: admin, body: { ...LINK, slug: '' } })
    expect(none.body.errors).toEqual({ slug: ['Chọn màn hình mà mục menu mở'] })
    expect(db.menus.size).toBe(before)
    const sent = await call<MenuItem>(`${MENU}/create`, {
      token: admin,
      body: { ...LINK, code: 'booking.create' },
    })
    expect(sent.body.data.code).toBe('car.view')
    const group = await call<MenuItem>(`${MENU}/create`, {
      token: admin,
      body: { ...LINK, slug: '/list-guests-require-pick-to-home' },
    })
    expect(group.body.data.code).toBeNull()
  })

  it('refuses an update leading anywhere but a screen of the app', async () => {
    const admin = await login('admin', 'admin123')
    const entry = db.menus.findBy((m) => m.slug === '/car')!
    const res = await call(`${MENU}/update`, {
      token: admin,
      body: { ...LINK, id: entry.id, version: entry.version, slug: 'https://example.com' },
    })
    expect(res.status).toBe(422)
    expect(db.menus.find(entry.id)?.slug).toBe('/car')
  })

  it('updates with the version edited: a stale one is refused (409); a subheader may become a link', async () => {
    const admin = await login('admin', 'admin123')
    const entry = db.menus.findBy((m) => m.slug === '/car')!
    const body = { ...LINK, id: entry.id, version: entry.version, name: 'Xe của nhà xe' }
    const saved = await call<MenuItem>(`${MENU}/update`, { token: admin, body })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ id: entry.id, name: 'Xe của nhà xe', version: entry.version + 1 })
    expect(saved.body.data.position).toBe(entry.position)

    const stale = await call(`${MENU}/update`, { token: admin, body: { ...body, name: 'Lỗi thời' } })
    expect(stale.status).toBe(409)
    expect(db.menus.find(entry.id)?.name).toBe('Xe của nhà xe')

    const missing = await call(`${MENU}/update`, { token: admin, body: { ...body, id: 9999 } })
    expect(missing.status).toBe(404)

    const header = db.menus.findBy((m) => m.type === 'subheader')!
    const asLink = await call<MenuItem>(`${MENU}/update/${header.id}`, {
      token: admin,
      body: { ...LINK, version: header.version },
    })
    expect(asLink.status).toBe(200)
    expect(asLink.body.data.type).toBeUndefined()
    expect(asLink.body.data).toMatchObject({ slug: '/car', code: 'car.view', version: header.version + 1 })
  })

  it('reorders the whole menu: the order sent, versions kept (a form open elsewhere still saves), and the user’s menu follows it', async () => {
    const admin = await login('admin', 'admin123')
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const before = ordered()
    // the sections in reverse order, each keeping its links
    const sections: number[][] = []
    for (const m of db.menus.all().sort((a, b) => a.position - b.position))
      if (m.type === 'subheader') sections.push([m.id])
      else sections[sections.length - 1].push(m.id)
    const ids = sections.reverse().flat()
    const res = await call<MenuItem[]>(`${MENU}/reorder`, { token: admin, body: { ids } })
    expect(res.status).toBe(200)
    expect(res.body.data.map((m) => m.id)).toEqual(ids)
    expect(res.body.data.map((m) => m.position)).toEqual(ids.map((_, i) => i + 1))
    expect(ordered()).toEqual(ids)
    const moved = ids.filter((id, i) => before[i] !== id)
    for (const id of moved) expect(db.menus.find(id)?.version).toBe(1)
    expect(events).toEqual([['menu:updated', { ids: moved }]])

    const letan = await login('letan.sg', 'letan123')
    const mine = await call<MenuItem[]>(`${MENU}/get-by-role`, { token: letan })
    expect(mine.body.data.map((m) => m.slug)).toEqual([
      '',
      '/shipping-waiting',
      '/shipping',
      '/product-type',
      '',
      '/booking-waiting',
      '/add-customer-to-car',
      '/booking/split-merge',
      '/list-ticket-by-car',
      '/canceled-tickets',
      '/list-guests-require-pick-to-station',
      '/list-guests-require-pick-to-home',
    ])
  })

  it('refuses an order missing an entry, naming one twice or an unknown one (422 on ids)', async () => {
    const admin = await login('admin', 'admin123')
    const ids = ordered()
    for (const wrong of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 9999], [...ids, 9999]]) {
      const res = await call(`${MENU}/reorder`, { token: admin, body: { ids: wrong } })
      expect(res.status).toBe(422)
      expect(res.body.errors).toEqual({ ids: ['Thứ tự mới phải gồm mọi mục menu, mỗi mục đúng một lần'] })
    }
    const english = await call(`${MENU}/reorder`, { token: admin, lang: 'en', body: { ids: ids.slice(1) } })
    expect(english.body.errors).toEqual({ ids: ['The new order must list every menu entry exactly once'] })
    expect(ordered()).toEqual(ids)
    expect(db.menus.all().every((m) => m.version === 1)).toBe(true)
  })

  it('deletes entries; unknown ids → 404', async () => {
    const admin = await login('admin', 'admin123')
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const [a, b] = db.menus.filter((m) => m.slug === '/car' || m.slug === '/brand').map((m) => m.id)
    const res = await call<number[]>(`${MENU}/delete/${a},${b},9999`, { token: admin, method: 'DELETE' })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual([a, b])
    expect(db.menus.find(a)).toBeUndefined()
    expect(events).toEqual([['menu:deleted', { ids: [a, b] }]])
    expect((await call(`${MENU}/delete/9999`, { token: admin, method: 'DELETE' })).status).toBe(404)
    // the app's generic delete: DELETE /api/menu/:ids
    const c = db.menus.findBy((m) => m.slug === '/vehicle')!.id
    expect((await call(`${MENU}/${c}`, { token: admin, method: 'DELETE' })).status).toBe(200)
    expect(db.menus.find(c)).toBeUndefined()
  })

  it('refuses every write without menu.update (403), and changes nothing', async () => {
    const entry = db.menus.findBy((m) => m.slug === '/car')!
    const ids = ordered()
    for (const [username, password] of [
      ['quanly', 'quanly123'],
      ['letan.sg', 'letan123'],
    ]) {
      const token = await login(username, password)
      const writes = [
        call(`${MENU}/create`, { token, body: LINK }),
        call(`${MENU}/update`, { token, body: { ...LINK, id: entry.id, version: entry.version } }),
        call(`${MENU}/reorder`, { token, body: { ids: [...ids].reverse() } }),
        call(`${MENU}/delete/${entry.id}`, { token, method: 'DELETE' }),
        call(`${MENU}/${entry.id}`, { token, method: 'DELETE' }),
      ]
      for (const res of await Promise.all(writes)) expect([username, res.status]).toEqual([username, 403])
    }
    expect(db.menus.find(entry.id)).toEqual(entry)
    expect(ordered()).toEqual(ids)
  })
})

describe('menu reads', () => {
  it('get-by-role gives the caller the shared rule’s menu of the stored entries', async () => {
    const letan = await login('letan.sg', 'letan123')
    const mine = await call<MenuItem[]>(`${MENU}/get-by-role`, { token: letan })
    expect(mine.status).toBe(200)
    const role = db.roles.findBy((r) => r.slug === 'le-tan-sai-gon')!
    const actions = new Map(
      db.modules.all().flatMap((m) => m.sub_actions.map((a) => [a.id, a.code] as const)),
    )
    const codes = new Set(role.action_ids.flatMap((id) => actions.get(id) ?? []))
    expect(mine.body.data).toEqual(visibleMenuItems(db.menus.all(), codes, [role.slug]))
    expect(mine.body.data.filter((m) => m.type === 'subheader').map((m) => m.name)).toEqual([
      'Đặt vé',
      'Gửi hàng',
    ])
  })

  it('never shows an inactive entry, even to the super administrator', async () => {
    const admin = await login('admin', 'admin123')
    db.menus.update(db.menus.findBy((m) => m.slug === '/article')!.id, { active: false })
    const all = await call<MenuItem[]>(`${MENU}/all`, { token: admin })
    expect(all.body.data.some((m) => !m.active)).toBe(true)
    const mine = await call<MenuItem[]>(`${MENU}/get-by-role`, { token: admin })
    expect(mine.body.data.every((m) => m.active)).toBe(true)
    expect(mine.body.data.map((m) => m.slug)).not.toContain('/article')
  })
})
