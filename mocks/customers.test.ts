// @vitest-environment node
/**
 * The customers (`/api/customer/*`, handlers/customers.ts): the list and its standing computed from the tickets,
 * the booked history, writes with one phone per customer, deletion refused for a customer with bookings, and
 * the merge of two records of one person.
 */
import { readSheet } from 'read-excel-file/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import { customerStanding, levelOf, ticketPoints } from '../src/api/contracts/customer.ts'
import { API } from '../src/api/paths.ts'
import type { Customer, CustomerBookings, CustomerDetail } from '../src/api/schemas/customers.ts'
import { vnToday } from './db/time.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { accountWith, call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const C = API.customer
type Page = { total: number; data: Customer[] }

/** The seeded customer with the most live tickets. */
function busiest() {
  const counts = new Map<string, number>()
  for (const k of db.tickets.all()) if (!k.deleted_at) counts.set(k.phone, (counts.get(k.phone) ?? 0) + 1)
  const [phone] = [...counts].sort((a, b) => b[1] - a[1])[0]
  return db.customers.findBy((c) => c.phone === phone)!
}

describe('the customers list', () => {
  it('shows each customer their standing from their own tickets, by the written rule', async () => {
    const admin = await login('admin', 'admin123')
    const res = await call<Page>(`${C}/list?itemsPerPage=100`, { token: admin })
    expect(res.status).toBe(200)
    expect(res.body.data.total).toBe(db.customers.all().length)
    const c = busiest()
    const row = res.body.data.data.find((r) => r.id === c.id)!
    const theirs = db.tickets.filter((k) => k.customer_id === c.id || k.phone === c.phone)
    const standing = customerStanding(theirs, vnToday())
    expect(row).toMatchObject({
      points: standing.points,
      level: standing.level,
      trips_count: standing.trips_count,
      last_trip_date: standing.last_trip_date,
    })
    expect(row.points).toBeGreaterThan(0)
    expect(row.level).toBe(levelOf(row.points))
  })

  it('finds by name without accents or by the digits of a phone however typed; filters by level and sorts', async () => {
    const admin = await login('admin', 'admin123')
    const c = db.customers.all()[3]
    const ids = async (query: string) =>
      (await call<Page>(`${C}/list?itemsPerPage=100&${query}`, { token: admin })).body.data.data.map(
        (r) => r.id,
      )
    const typed = `${c.phone.slice(0, 4)} ${c.phone.slice(4, 7)}.${c.phone.slice(7)}`
    expect(await ids(`q=${encodeURIComponent(typed)}`)).toEqual([c.id])
    const plain = c.fullname
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/g, 'd')
      .replace(/Đ/g, 'D')
    expect(await ids(`q=${encodeURIComponent(plain.toLowerCase())}`)).toContain(c.id)
    const all = (await call<Page>(`${C}/list?itemsPerPage=100`, { token: admin })).body.data.data
    const level = all[0].level
    expect(await ids(`level=${level}`)).toEqual(all.filter((r) => r.level === level).map((r) => r.id))
    const byPoints = (
      await call<Page>(`${C}/list?itemsPerPage=100&sortBy=points&sortDesc=true`, { token: admin })
    ).body.data.data
    expect(byPoints.map((r) => r.points)).toEqual([...byPoints.map((r) => r.points)].sort((a, b) => b - a))
  })

  it('exports every matching row with its level in words', async () => {
    const admin = await login('admin', 'admin123')
    const res = await request(`${C}/export-excel?itemsPerPage=10`, { token: admin })
    expect(res.status).toBe(200)
    const rows = await readSheet(Buffer.from(await res.arrayBuffer()))
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Số điện thoại', 'Họ và tên', 'Hạng', 'Điểm tích lũy', 'Số dư ví']),
    )
    expect(rows).toHaveLength(db.customers.all().length + 1)
  })

  it('is read with `customer` or a booking desk code, and written with the write codes only', async () => {
    const { token } = await accountWith(['customer'])
    expect((await call(`${C}/list`, { token })).status).toBe(200)
    const create = await call(`${C}/create`, { token, body: { fullname: 'Lê Văn Tư', phone: '0912345678' } })
    expect(create.status).toBe(403)
  })
})

describe('the standing follows the tickets', () => {
  it('takes the points of a paid ticket back when it is cancelled', async () => {
    const admin = await login('admin', 'admin123')
    const c = busiest()
    const points = async () =>
      (await call<Customer>(`${C}/get-by-id/${c.id}`, { token: admin })).body.data.points
    const before = await points()
    const paid = db.tickets.findBy((k) => k.phone === c.phone && k.is_paid && !k.deleted_at)!
    db.tickets.update(paid.id, { deleted_at: '2026-11-28T10:00:00+07:00' })
    expect(await points()).toBe(before - ticketPoints(paid))
  })
})

describe('a customer page', () => {
  it('lists their tickets and waiting bookings, and the rises of their level', async () => {
    const admin = await login('admin', 'admin123')
    const c = busiest()
    const history = await call<CustomerBookings>(`${API.customerPage.bookings}/${c.id}`, { token: admin })
    expect(history.status).toBe(200)
    const tickets = db.tickets.filter((k) => k.customer_id === c.id || k.phone === c.phone)
    expect(history.body.data.tickets.map((k) => k.id).sort()).toEqual(tickets.map((k) => k.id).sort())
    const dates = history.body.data.tickets.map((k) => k.departure_date)
    expect(dates).toEqual([...dates].sort().reverse())
    const detail = await call<CustomerDetail>(`${API.customerPage.detail}/${c.id}`, { token: admin })
    expect(detail.body.data.changes).toEqual(customerStanding(tickets, vnToday()).changes)
    expect((await call(`${API.customerPage.detail}/999999`, { token: admin })).status).toBe(404)
  })
})

describe('customer writes', () => {
  it('creates a customer with a free phone; a phone of another customer is refused by name', async () => {
    const admin = await login('admin', 'admin123')
    const taken = db.customers.all()[0]
    const refused = await call(`${C}/create`, {
      token: admin,
      body: { fullname: 'Lê Văn Tư', phone: taken.phone },
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toEqual({ phone: [`Số điện thoại này là của khách hàng ${taken.fullname}`] })
    const made = await call<Customer>(`${C}/create`, {
      token: admin,
      body: { fullname: 'Lê Văn Tư', phone: '0912 345 670' },
    })
    expect(made.status).toBe(200)
    expect(made.body.data).toMatchObject({ phone: '0912345670', points: 0, level: 1, trips_count: 0 })
  })

  it('checks the address link by link: a district of another province, a ward without its district', async () => {
    const admin = await login('admin', 'admin123')
    const body = (address: Record<string, number | null>) => ({
      fullname: 'Lê Văn Tư',
      phone: '0912345670',
      ...address,
    })
    // 79 TP. Hồ Chí Minh, 760 Quận 1; 68 Lâm Đồng, 672 Thành phố Đà Lạt; 26734 Phường Tân Định (Quận 1)
    const wrongDistrict = await call(`${C}/create`, {
      token: admin,
      body: body({ province_id: 68, district_id: 760 }),
    })
    expect(wrongDistrict.status).toBe(422)
    expect(wrongDistrict.body.errors).toEqual({
      district_id: ['Quận/Huyện không thuộc tỉnh/thành phố đã chọn'],
    })
    const noDistrict = await call(`${C}/create`, {
      token: admin,
      body: body({ province_id: 79, district_id: null, ward_id: 26734 }),
    })
    expect(noDistrict.body.errors).toEqual({ district_id: ['Vui lòng chọn quận/huyện'] })
    const made = await call<Customer>(`${C}/create`, {
      token: admin,
      body: body({ province_id: 79, district_id: 760, ward_id: 26734 }),
    })
    expect(made.status).toBe(200)
    expect(made.body.data).toMatchObject({ province_id: 79, district_id: 760, ward_id: 26734 })
    const inProvince = await call<Page>(`${C}/list?province_id=79&itemsPerPage=100`, { token: admin })
    expect(inProvince.body.data.data.map((c) => c.id)).toContain(made.body.data.id)
    expect(inProvince.body.data.data.every((c) => c.province_id === 79)).toBe(true)
  })

  it('keeps an old main phone among the other phones, with its bookings', async () => {
    const admin = await login('admin', 'admin123')
    const c = busiest()
    const before = (await call<Customer>(`${C}/get-by-id/${c.id}`, { token: admin })).body.data
    const res = await call<Customer>(`${C}/update`, {
      token: admin,
      body: { id: c.id, version: c.version, phone: '0912345670' },
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({
      phone: '0912345670',
      other_phones: [c.phone],
      points: before.points,
    })
  })

  it('updates at the version edited; a stale save is 409', async () => {
    const admin = await login('admin', 'admin123')
    const c = db.customers.all()[1]
    const saved = await call<Customer>(`${C}/update`, {
      token: admin,
      body: { id: c.id, version: c.version, note: 'Hay đi chuyến sáng' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ note: 'Hay đi chuyến sáng', fullname: c.fullname })
    const stale = await call(`${C}/update`, {
      token: admin,
      body: { id: c.id, version: c.version, note: 'x' },
    })
    expect(stale.status).toBe(409)
  })

  it('refuses to delete a customer with bookings, saying how many, and deletes one without', async () => {
    const admin = await login('admin', 'admin123')
    const c = busiest()
    const refused = await call(`${C}/${c.id}`, { token: admin, method: 'DELETE' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(
      new RegExp(`^Khách hàng ${c.fullname} có \\d+ vé và \\d+ vé chờ xếp xe`),
    )
    const made = await call<Customer>(`${C}/create`, {
      token: admin,
      body: { fullname: 'Lê Văn Tư', phone: '0912345670' },
    })
    const gone = await call(`${C}/${made.body.data.id}`, { token: admin, method: 'DELETE' })
    expect(gone.status).toBe(200)
    expect(db.customers.find(made.body.data.id)).toBeUndefined()
  })
})

describe('merging two records of one person', () => {
  it('moves the bookings, the phones and the wallet to the kept record, logs it and deletes the other', async () => {
    const admin = await login('admin', 'admin123')
    const keep = busiest()
    const gone = db.customers
      .all()
      .find((c) => c.id !== keep.id && db.tickets.filter((k) => k.phone === c.phone).length)!
    const goneTickets = db.tickets.filter((k) => k.phone === gone.phone).map((k) => k.id)
    const before = (await call<Customer>(`${C}/get-by-id/${keep.id}`, { token: admin })).body.data
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const res = await call<Customer>(API.customerPage.merge, {
      token: admin,
      body: { keep_id: keep.id, keep_version: keep.version, merge_id: gone.id, merge_version: gone.version },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe(`Đã gộp ${gone.fullname} vào ${keep.fullname}`)
    expect(res.body.data.other_phones).toEqual([gone.phone])
    expect(res.body.data.wallet_balance).toBe(keep.wallet_balance + gone.wallet_balance)
    const come = (id: number) =>
      !db.tickets.find(id)!.deleted_at && db.tickets.find(id)!.departure_date <= vnToday()
    expect(res.body.data.trips_count).toBe(before.trips_count + goneTickets.filter(come).length)
    expect(res.body.data.points).toBeGreaterThan(before.points)
    expect(db.customers.find(gone.id)).toBeUndefined()
    for (const id of goneTickets) expect(db.tickets.find(id)!.customer_id).toBe(keep.id)
    const detail = await call<CustomerDetail>(`${API.customerPage.detail}/${keep.id}`, { token: admin })
    expect(detail.body.data.merges).toEqual([
      expect.objectContaining({
        by: 'Trần Minh Quân',
        fullname: gone.fullname,
        phone: gone.phone,
        tickets: goneTickets.length,
      }),
    ])
    expect(events).toEqual(expect.arrayContaining(['customer:updated', 'customer:deleted']))
    // the merged phone now finds the kept record
    const found = await call<Page>(`${C}/list?q=${gone.phone}`, { token: admin })
    expect(found.body.data.data.map((r) => r.id)).toEqual([keep.id])
  })

  it('then refuses the merged phone to anyone else, and finds the kept customer by it at the desk', async () => {
    const admin = await login('admin', 'admin123')
    const [keep, gone] = db.customers.all()
    await call(API.customerPage.merge, {
      token: admin,
      body: { keep_id: keep.id, keep_version: keep.version, merge_id: gone.id, merge_version: gone.version },
    })
    const taken = await call(`${C}/create`, {
      token: admin,
      body: { fullname: 'Lê Văn Tư', phone: gone.phone },
    })
    expect(taken.body.errors).toEqual({ phone: [`Số điện thoại này là của khách hàng ${keep.fullname}`] })
    const desk = await call<Array<{ id: number }>>(
      `${BOOKING_API.waiting.customerByNameOrPhone}?q=${gone.phone}`,
      { token: admin },
    )
    expect(desk.body.data.map((c) => c.id)).toEqual([keep.id])
  })

  it('needs customer.delete as well as customer.update, and refuses a stale merged record', async () => {
    const [a, b] = db.customers.all()
    const body = { keep_id: a.id, keep_version: a.version, merge_id: b.id, merge_version: b.version }
    const { token } = await accountWith(['customer', 'customer.update'])
    expect((await call(API.customerPage.merge, { token, body })).status).toBe(403)
    const admin = await login('admin', 'admin123')
    const stale = await call(API.customerPage.merge, {
      token: admin,
      body: { ...body, merge_version: b.version + 1 },
    })
    expect(stale.status).toBe(409)
    expect(db.customers.find(b.id)).toBeDefined()
  })

  it('refuses a record merged into itself, and a stale version', async () => {
    const admin = await login('admin', 'admin123')
    const [a, b] = db.customers.all()
    const self = await call(API.customerPage.merge, {
      token: admin,
      body: { keep_id: a.id, keep_version: a.version, merge_id: a.id, merge_version: a.version },
    })
    expect(self.status).toBe(422)
    const stale = await call(API.customerPage.merge, {
      token: admin,
      body: { keep_id: a.id, keep_version: a.version + 1, merge_id: b.id, merge_version: b.version },
    })
    expect(stale.status).toBe(409)
    expect(db.customers.find(b.id)).toBeDefined()
  })
})
