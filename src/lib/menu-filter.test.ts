import { describe, expect, it } from 'vitest'
import { visibleMenuItems, type MenuEntry } from './menu-filter'
import { MENU } from './menu'
import { SCREEN_PATHS } from './screen-paths'
import { ALL_PERMISSION_CODES } from './permission-codes'
import viMenu from '../i18n/locales/vi/menu'
import { createSeed } from '../../mocks/db/seed'

const seed = createSeed(Date.parse('2026-03-10T03:00:00Z'))
const role = (slug: string) => seed.roles.findBy((r) => r.slug === slug)!

/** A role's codes: the codes of its action ids, through the modules' sub-actions. */
function codesOfRole(slug: string): Set<string> {
  const actions = new Map(
    seed.modules.all().flatMap((m) => m.sub_actions.map((a) => [a.id, a.code] as const)),
  )
  return new Set(role(slug).action_ids.flatMap((id) => actions.get(id) ?? []))
}

/** A subheader as the lists below write it: § and its name; a link: its slug. */
const head = (group: keyof typeof viMenu) => `§ ${viMenu[group]}`
const shown = (items: ReadonlyArray<{ type?: 'subheader'; name: string; slug: string }>) =>
  items.map((m) => (m.type === 'subheader' ? `§ ${m.name}` : m.slug))

/** What the seeded role sees of the seeded menu. */
const visibleTo = (slug: string) => shown(visibleMenuItems(seed.menus.all(), codesOfRole(slug), [slug]))

describe('visibleMenuItems on the seeded menu and roles (SPEC §6, DECISIONS #2)', () => {
  it('supereme sees every active entry (a section with no active link has no subheader)', () => {
    expect(visibleTo('supereme')).toEqual([
      head('booking'),
      '/booking-waiting',
      '/add-customer-to-car',
      '/booking/split-merge',
      '/list-ticket-by-car',
      '/canceled-tickets',
      '/list-guests-require-pick-to-station',
      '/list-guests-require-pick-to-home',
      head('shipping'),
      '/shipping-waiting',
      '/shipping',
      '/product-type',
      head('statistical'),
      '/statistical-trip',
      '/statistics/ticket-history',
      '/statistical-shipping',
      '/top-drivers',
      '/top-customers',
      '/statistics/money-driver-and-moto',
      head('map'),
      '/map',
      '/trip',
      '/trip-need-to-confirm',
      head('vehicle'),
      '/vehicle',
      '/brand',
      '/car',
      '/car-contract',
      '/car-contract-customer',
      head('news'),
      '/report',
      '/category',
      '/article',
      '/comment',
      head('setting'),
      '/setting-general',
      '/setting-appearance',
      '/setting-template',
      '/role',
      '/module',
      '/menu',
      head('user'),
      '/user',
      '/user/driver',
      '/user/customer',
      '/about',
    ])
    const active = seed.menus.all().filter((m) => m.active)
    const hidden = active.filter((m) => !visibleTo('supereme').includes(m.type ? `§ ${m.name}` : m.slug))
    expect(shown(hidden)).toEqual([])
  })

  it('le-tan-sai-gon: booking (with the two code-less pick-up lists), then shipping', () => {
    expect(visibleTo('le-tan-sai-gon')).toEqual([
      head('booking'),
      '/booking-waiting',
      '/add-customer-to-car',
      '/booking/split-merge',
      '/list-ticket-by-car',
      '/canceled-tickets',
      '/list-guests-require-pick-to-station',
      '/list-guests-require-pick-to-home',
      head('shipping'),
      '/shipping-waiting',
      '/shipping',
      '/product-type',
    ])
  })

  it('kho-hang: shipping and the shipping statistics', () => {
    expect(visibleTo('kho-hang')).toEqual([
      head('shipping'),
      '/shipping-waiting',
      '/shipping',
      '/product-type',
      head('statistical'),
      '/statistical-shipping',
    ])
  })

  it('quan-ly: statistics, routes (with the trips to confirm) and vehicles', () => {
    expect(visibleTo('quan-ly')).toEqual([
      head('statistical'),
      '/statistical-trip',
      '/statistics/ticket-history',
      '/statistical-shipping',
      '/top-drivers',
      '/top-customers',
      '/statistics/money-driver-and-moto',
      head('map'),
      '/map',
      '/trip',
      '/trip-need-to-confirm',
      head('vehicle'),
      '/vehicle',
      '/brand',
      '/car',
      '/car-contract',
      '/car-contract-customer',
    ])
  })

  it('tai-xe (trip.confirm, DECISIONS #18) sees only the trips to confirm', () => {
    expect(visibleTo('tai-xe')).toEqual([head('map'), '/trip-need-to-confirm'])
  })

  it('every code without being supereme: every active link; no code: nothing', () => {
    const all = visibleMenuItems(seed.menus.all(), new Set(ALL_PERMISSION_CODES), ['admin-like'])
    expect(shown(all)).toEqual(visibleTo('supereme'))
    expect(visibleMenuItems(seed.menus.all(), new Set(), ['x'])).toEqual([])
  })
})

describe('the seeded menu', () => {
  const entries = seed.menus.all()
  const screens: readonly string[] = SCREEN_PATHS

  it('opens a screen of the app from every entry, each active (every screen of SPEC §2 is built)', () => {
    for (const m of entries.filter((e) => e.type !== 'subheader')) expect(screens, m.slug).toContain(m.slug)
    expect(entries.filter((e) => !e.active)).toEqual([])
  })

  it('keeps subheaders active, without a screen or a code, and every link of SPEC §2 once', () => {
    const headers = entries.filter((e) => e.type === 'subheader')
    expect(headers).toHaveLength(MENU.length)
    for (const h of headers) expect([h.active, h.slug, h.code]).toEqual([true, '', null])
    expect(entries.filter((e) => e.type !== 'subheader').map((e) => e.slug)).toEqual(
      MENU.flatMap((g) => g.links.map((l) => l.path)),
    )
  })
})

/** A hand-made menu: entries in the order given, position = index + 1 unless said. */
type Entry = MenuEntry & { slug: string; name: string }
const sub = (name: string, extra: Partial<Entry> = {}): Entry => ({
  type: 'subheader',
  name,
  slug: '',
  code: null,
  active: true,
  position: 0,
  ...extra,
})
const link = (slug: string, code: string | null, extra: Partial<Entry> = {}): Entry => ({
  name: slug,
  slug,
  code,
  active: true,
  position: 0,
  ...extra,
})
const menuOf = (...entries: Entry[]) => entries.map((e, i) => ({ ...e, position: e.position || i + 1 }))
const see = (items: Entry[], codes: string[], slugs = ['x']) =>
  shown(visibleMenuItems(items, new Set(codes), slugs))

describe('visibleMenuItems on hand-made menus', () => {
  // a code-less link shows as its screen opens: the pick-up list to the booking group's codes, the dashboard to all
  const PICK_UP = '/list-guests-require-pick-to-home'
  const menu = menuOf(
    sub('A'),
    link('/a1', 'a.one'),
    link(PICK_UP, null),
    sub('B'),
    link('/b1', 'b.one'),
    link('/dashboard', null),
  )

  it('shows a code-less link to those its screen opens to, wherever it sits', () => {
    expect(see(menu, ['a.one'])).toEqual(['§ A', '/a1', '§ B', '/dashboard'])
    expect(see(menu, ['booking.create'])).toEqual(['§ A', PICK_UP, '§ B', '/dashboard'])
    expect(see(menu, ['b.one'])).toEqual(['§ B', '/b1', '/dashboard'])
  })

  it('an inactive subheader hides its whole section, even from supereme', () => {
    const off = menu.map((e) => (e.name === 'A' ? { ...e, active: false } : e))
    expect(see(off, ['a.one', 'b.one'])).toEqual(['§ B', '/b1', '/dashboard'])
    expect(see(off, [], ['supereme'])).toEqual(['§ B', '/b1', '/dashboard'])
  })

  it('never shows an inactive link', () => {
    const off = menu.map((e) => (e.slug === '/a1' ? { ...e, active: false } : e))
    expect(see(off, ['a.one'])).toEqual(['§ B', '/dashboard'])
    expect(see(off, [], ['supereme'])).toEqual(['§ A', PICK_UP, '§ B', '/b1', '/dashboard'])
  })

  it('hides the subheader of a section left empty', () => {
    const empty = menuOf(sub('A'), sub('B'), link('/b1', 'b.one'), sub('C'), link('/c1', 'c.one'))
    expect(see(empty, ['b.one', 'c.one'])).toEqual(['§ B', '/b1', '§ C', '/c1'])
    expect(see(empty, [], ['supereme'])).toEqual(['§ B', '/b1', '§ C', '/c1'])
    expect(see(empty, ['b.one'])).toEqual(['§ B', '/b1'])
  })

  it('orders by position, whatever the order of the list, and sections follow the positions', () => {
    const shuffled = [
      link('/b1', 'b.one', { position: 5 }),
      sub('A', { position: 1 }),
      sub('B', { position: 4 }),
      link('/a1', 'a.one', { position: 2 }),
      link('/a2', 'b.one', { position: 3 }),
    ]
    expect(see(shuffled, ['a.one', 'b.one'])).toEqual(['§ A', '/a1', '/a2', '§ B', '/b1'])
    // /a2 holds b.one's code but sits in A's section
    expect(see(shuffled, ['b.one'])).toEqual(['§ A', '/a2', '§ B', '/b1'])
  })

  it('links before any subheader stand without a heading', () => {
    const headless = menuOf(link('/dashboard', null), link('/top', 't.one'), sub('A'), link('/a1', 'a.one'))
    expect(see(headless, ['t.one'])).toEqual(['/dashboard', '/top'])
    expect(see(headless, ['a.one'])).toEqual(['/dashboard', '§ A', '/a1'])
  })

  it('shows no code-less link to a path that is not a screen of the app', () => {
    expect(see(menuOf(link('/nowhere', null)), ['a.one'])).toEqual([])
  })
})
