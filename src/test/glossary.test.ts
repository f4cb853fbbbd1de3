/**
 * One word per thing (GLOSSARY.md): every Vietnamese catalogue and every name the seed shows on a screen keeps to
 * the glossary, and the seed's rows ring true (menu names are the side menu's, streets lie in their district,
 * goods go with their type and route, citizen ids belong to adults, vehicle names count as the market does).
 */
import { describe, expect, it } from 'vitest'
import { seatsOf } from '../api/contracts/fleet'
import { MENU } from '../lib/menu'
import viMenu from '../i18n/locales/vi/menu'
import enMenu from '../i18n/locales/en/menu'
import { createSeed } from '../../mocks/db/seed'

const vi = import.meta.glob<{ default: object }>('../i18n/locales/vi/*.ts', { eager: true })
const en = import.meta.glob<{ default: object }>('../i18n/locales/en/*.ts', { eager: true })

/** Every string of a catalogue with its key path (`fleet:vehicle.addFare`). */
function strings(node: unknown, path: string): Array<[string, string]> {
  if (typeof node === 'string') return [[path, node]]
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => strings(value, `${path}.${key}`))
  return []
}
const catalogue = (files: typeof vi) =>
  Object.entries(files).flatMap(([file, module]) =>
    strings(module.default, file.replace(/^.*\/(\w+)\.ts$/, '$1')),
  )

const L = '\\p{L}'
const word = (w: string) => new RegExp(`(?<!${L})${w}(?!${L})`, 'iu')

/** The glossary's "not" column: the word, and why. */
const NOT: Array<[RegExp, string]> = [
  [word('khoảng giá'), 'a fare period is "đợt giá"'],
  [word('đặt chỗ chờ'), 'a waiting booking is "vé chờ xếp xe"'],
  [/huỷ|xoá|khoá/iu, 'one spelling: hủy, xóa, khóa'],
  [word('đón về nhà'), 'picked up at home is "đón tận nhà"'],
  [word('khách hàng tiêu biểu'), 'loyal customers are "khách hàng thân thiết"'],
  [word('nhóm hàng'), 'a goods type is "loại hàng"'],
  [word('lễ tân'), 'the role is "nhân viên phòng vé"'],
  [word('mô-đun'), 'a module is "chức năng"'],
  [word('slug'), 'no "slug" on screen'],
  [word('file'), 'a file is "tệp"'],
  [word('tệp tin'), 'a file is "tệp"'],
  [word('thoát'), 'sign out is "đăng xuất"'],
  [word('số ghế'), 'the seats of a vehicle are "số chỗ"'],
  [new RegExp(`(?<!(?:đã|bị|từ) )khóa(?!${L})`, 'iu'), 'not in use is "ngừng hoạt động"'],
]

/** "đã khóa" is an account's word only. */
const lockedOnlyForAccounts = (text: string) => !/(đã|bị) khóa/iu.test(text) || /tài khoản/iu.test(text)

/** The accounts screens' own words (`access.users.*`): locking is what is done to an account. */
const ABOUT_ACCOUNTS = /^access\.users\./
const LOCK_RULES = new Set(['not in use is "ngừng hoạt động"'])

function offences(entries: Array<[string, string]>) {
  const found: string[] = []
  for (const [where, text] of entries) {
    const accounts = ABOUT_ACCOUNTS.test(where)
    for (const [pattern, why] of NOT)
      if (pattern.test(text) && !(accounts && LOCK_RULES.has(why))) found.push(`${where}: "${text}" (${why})`)
    if (!accounts && !lockedOnlyForAccounts(text))
      found.push(`${where}: "${text}" ("đã khóa" is for accounts only)`)
  }
  return found
}

describe('the Vietnamese catalogues keep to the glossary', () => {
  const entries = catalogue(vi)

  it('walks every catalogue', () => {
    expect(Object.keys(vi).length).toBeGreaterThanOrEqual(14)
    expect(entries.length).toBeGreaterThan(500)
  })

  it('uses none of the words the glossary marks "not"', () => {
    expect(offences(entries)).toEqual([])
  })

  it('says "hàng ghế" for a row of seats and "ghế không bán" for a seat never sold', () => {
    const seatMap = entries.filter(([where]) => where.startsWith('seatMap.'))
    const loneRow = seatMap.filter(([, text]) => /(?<!\p{L})hàng(?! ghế)/iu.test(text))
    expect(loneRow).toEqual([])
    expect(seatMap.filter(([, text]) => /giữ chỗ/iu.test(text))).toEqual([])
    expect(Object.fromEntries(seatMap)).toMatchObject({
      'seatMap.typeLegend.reserved': 'Ghế không bán',
      'seatMap.typeLegend.cb': 'CB (ghế đầu)',
      'seatMap.typeLegend.stx': 'STX (sau tài xế)',
    })
  })

  it('the detector catches what it is for', () => {
    expect(
      offences([
        ['a', 'Thêm khoảng giá'],
        ['b', 'Khóa'],
        ['c', 'Hãng xe đã khóa'],
        ['d', 'Bạn có chắc chắn muốn thoát?'],
        ['e', 'Chọn file'],
        ['fleet.car.lock', 'Khóa'],
      ]),
    ).toHaveLength(6)
    expect(
      offences([
        ['a', 'Nhập từ khóa để tìm…'],
        ['b', 'Tài khoản đã bị khóa'],
        ['c', 'Ngừng hoạt động'],
        ['d', 'Chọn tệp'],
        ['access.users.lock', 'Khóa'],
        ['access.users.status.locked', 'Đã khóa'],
      ]),
    ).toEqual([])
  })
})

const LOCKED_EN = 'inactive (accounts only: locked)'

describe('the English catalogues follow the glossary’s en column', () => {
  const entries = catalogue(en)
  const EN_NOT: Array<[RegExp, string]> = [
    [/date range/i, 'a fare period'],
    [/\bexit\b/i, 'sign out'],
    [/\bslug\b/i, 'no slug on screen'],
    [/\blocked\b/i, LOCKED_EN],
  ]
  it('uses the glossary words', () => {
    const found = entries.flatMap(([where, text]) =>
      EN_NOT.filter(
        ([p, why]) =>
          p.test(text) && !/account/i.test(text) && !(ABOUT_ACCOUNTS.test(where) && why === LOCKED_EN),
      ).map(([, why]) => `${where}: ${text} (${why})`),
    )
    expect(found).toEqual([])
    expect(enMenu).toMatchObject({
      bookingWaiting: 'Waiting bookings',
      addCustomerToCar: 'Add customers to a car',
      listTicketByCar: 'Tickets by car',
      pickToStation: 'Pick-up to the station',
      pickToHome: 'Pick-up at home',
      topCustomers: 'Top customers',
      moneyDriverAndMoto: 'Driver and motorbike pay',
    })
  })
})

describe('the seed speaks the same words and rings true', () => {
  const db = createSeed(Date.parse('2026-03-10T03:00:00Z'))

  it('shows none of the "not" words in its visible names', () => {
    const names: Array<[string, string | null | undefined]> = [
      ...db.menus.all().map((m): [string, string] => [`menu ${m.id}`, m.name]),
      ...db.modules
        .all()
        .flatMap((m) => [
          [`module ${m.code}`, m.name] as [string, string],
          [`module ${m.code} description`, m.description] as [string, string | null],
          ...m.sub_actions.map((a): [string, string] => [`action ${a.code}`, a.name]),
        ]),
      ...db.roles
        .all()
        .flatMap((r) => [
          [`role ${r.slug}`, r.name] as [string, string],
          [`role ${r.slug} description`, r.description] as [string, string | null],
        ]),
      ...db.brands
        .all()
        .flatMap((b) => [
          [`brand ${b.name}`, b.name] as [string, string],
          [`brand ${b.name} note`, b.note] as [string, string | null],
        ]),
      ...db.productTypes.all().map((p): [string, string] => [`goods type ${p.id}`, p.name]),
      ...db.vehicleTypes
        .all()
        .flatMap((v) => [
          [`vehicle type ${v.id}`, v.name] as [string, string],
          [`vehicle type ${v.id} note`, v.note] as [string, string | null],
        ]),
      ...db.cars.all().map((c): [string, string] => [`car ${c.id}`, c.name]),
      ...db.trips
        .all()
        .flatMap((t) => [
          [`trip ${t.id} note`, t.note] as [string, string | null],
          [`trip ${t.id} reason`, t.reason] as [string, string | null],
        ]),
      ...db.tickets.all().map((t): [string, string | null] => [`ticket ${t.code} note`, t.note ?? null]),
      ...db.offices.all().map((o): [string, string] => [`office ${o.id}`, o.name]),
      ...db.users.all().map((u): [string, string] => [`user ${u.username}`, u.fullname]),
    ]
    expect(offences(names.filter((n): n is [string, string] => typeof n[1] === 'string'))).toEqual([])
  })

  it('names menus, modules and view actions with the side menu’s words', () => {
    const menu = viMenu
    // the menu's sections in position order: a subheader and the links after it
    const sections: Array<ReturnType<typeof db.menus.all>> = []
    for (const item of db.menus.all().sort((a, b) => a.position - b.position)) {
      if (item.type === 'subheader') sections.push([item])
      else sections[sections.length - 1].push(item)
    }
    expect(sections).toHaveLength(MENU.length)
    MENU.forEach((group, i) => {
      const [header, ...links] = sections[i]
      expect([header.name, header.name_en]).toEqual([menu[group.key], enMenu[group.key]])
      expect(db.modules.findBy((m) => m.code === group.key)?.name).toBe(menu[group.key])
      expect(links.map((l) => [l.slug, l.name, l.name_en])).toEqual(
        group.links.map((link) => [link.path, menu[link.key], enMenu[link.key]]),
      )
      for (const link of group.links) {
        const action = db.modules.all().flatMap((m) => m.sub_actions)
        const named = action.find((a) => a.code === link.code)?.name
        if (link.code) expect(Object.values(menu), link.code).toContain(named)
      }
    })
    expect(db.menus.findBy((m) => m.slug === '/list-guests-require-pick-to-home')?.name).toBe(
      'Khách cần đón tận nhà',
    )
    expect(db.roles.all().map((r) => r.name)).toContain('Nhân viên phòng vé Sài Gòn')
  })

  it('puts every street in its own district', () => {
    const STREETS_OF: Record<string, string[]> = {
      'Quận 1': ['Lê Lợi', 'Nguyễn Huệ', 'Hai Bà Trưng', 'Lý Tự Trọng', 'Đồng Khởi', 'Trần Hưng Đạo'],
      'Quận 10': ['3 Tháng 2', 'Sư Vạn Hạnh', 'Thành Thái', 'Lý Thường Kiệt', 'Ngô Gia Tự', 'Tô Hiến Thành'],
    }
    const addresses = [...db.customers.all(), ...db.users.all()].map((p) => p.address ?? '')
    expect(addresses.length).toBeGreaterThan(40)
    for (const address of addresses) {
      const [, street, district] = /^\d+ ([^,]+), ([^,]+),/.exec(address) ?? []
      if (district in STREETS_OF) expect(STREETS_OF[district], address).toContain(street)
    }
    expect(addresses.filter((a) => /Nguyễn Huệ, Quận 10/.test(a))).toEqual([])
  })

  it('sends goods that go with their type, weight and route', () => {
    const typeName = (id: number | null) => db.productTypes.find(id ?? 0)?.name ?? ''
    const rows = [...db.waitingGoods.all(), ...db.shippingOrders.all()]
    expect(rows.length).toBe(27)
    for (const row of rows) {
      const from = db.offices.find(row.sending_office_id)!.name
      const perPiece = (row.weight ?? 0) / (row.quantity ?? 1)
      const label = `${row.code} ${row.package_name} ${typeName(row.product_type_id)} ${row.weight} kg from ${from}`
      expect(Number.isInteger(perPiece), label).toBe(true)
      if (/Đà Lạt|dâu tây|hoa tươi|Chậu lan/.test(row.package_name))
        expect(from, label).toBe('Văn phòng Đà Lạt')
      if (/Bảo Lộc/.test(row.package_name)) expect(from, label).toBe('Văn phòng Bảo Lộc')
      if (row.package_name === 'Laptop') {
        expect(typeName(row.product_type_id), label).toBe('Đồ điện tử')
        expect(perPiece, label).toBeLessThanOrEqual(3)
      }
      if (typeName(row.product_type_id).startsWith('Nông sản Đà Lạt'))
        expect(from, label).toBe('Văn phòng Đà Lạt')
      if (row.package_name === 'Bao gạo 25 kg') expect(perPiece, label).toBe(25)
    }
  })

  it('gives proxies citizen ids of adults', () => {
    const ids = db.shippingOrders
      .all()
      .map((o) => o.proxy_citizen_id)
      .filter((id): id is string => !!id)
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) {
      expect(id).toMatch(/^079[02]\d{8}$/)
      const year = (id[3] === '2' ? 2000 : 1900) + Number(id.slice(4, 6))
      expect(year, id).toBeGreaterThanOrEqual(1960)
      expect(year, id).toBeLessThanOrEqual(2026 - 18)
    }
  })

  it('names vehicles as the market counts them', () => {
    const byName = (name: string) => db.vehicleTypes.findBy((v) => v.name === name)!
    // "16 chỗ" and "10 chỗ" count the driver; a sleeper counts its berths
    expect(seatsOf(byName('Xe 16 chỗ').diagram)).toHaveLength(15)
    expect(byName('Xe 16 chỗ').seat_number).toBe(15)
    expect(seatsOf(byName('Limousine 10 chỗ').diagram)).toHaveLength(9)
    expect(seatsOf(byName('Xe giường nằm 34 giường').diagram)).toHaveLength(34)
    for (const car of db.cars.all()) {
      const seats = /(\d+) chỗ/.exec(car.name)
      const berths = /(\d+) giường/.exec(car.name)
      if (seats) expect(car.seats, car.name).toBe(Number(seats[1]) - 1)
      if (berths) expect(car.seats, car.name).toBe(Number(berths[1]))
    }
  })
})
