// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import { API, MOCK_CONTROL } from '../src/api/paths.ts'
import type { CustomerMatch, PhoneHistory, WaitingBooking } from '../src/api/schemas/booking.ts'
import type { ListPage } from '../src/api/schemas/envelope.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { addDays, vnToday } from './db/time.ts'
import { call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const LOOKUP = BOOKING_API.waiting
/** A customer with at least two tickets, one of them with a pick-up address. */
const travelled = () =>
  db.customers.findBy(
    (c) =>
      db.tickets.filter((tk) => tk.phone === c.phone && !tk.deleted_at).length >= 2 &&
      !!db.tickets.findBy((tk) => tk.phone === c.phone && !!tk.pick_address),
  )!
/** 0912345678 → "0912 345.678" */
const spaced = (phone: string) => `${phone.slice(0, 4)} ${phone.slice(4, 7)}.${phone.slice(7)}`

describe('phone-first lookups', () => {
  it('finds a customer by a phone typed with spaces and dots, or by a part of the name without accents', async () => {
    const token = await login('letan.sg', 'letan123')
    const customer = travelled()
    const byPhone = await call<CustomerMatch[]>(
      `${LOOKUP.customerByNameOrPhone}?q=${encodeURIComponent(spaced(customer.phone))}`,
      { token },
    )
    expect(byPhone.status).toBe(200)
    expect(byPhone.body.data).toEqual([
      { id: customer.id, fullname: customer.fullname, phone: customer.phone, address: customer.address },
    ])
    const part = customer.fullname
      .split(' ')
      .at(-1)!
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
    const byName = await call<CustomerMatch[]>(
      `${LOOKUP.customerByNameOrPhone}?q=${encodeURIComponent(part)}`,
      {
        token,
      },
    )
    expect(byName.body.data.map((c) => c.id)).toContain(customer.id)
    expect(byName.body.data.length).toBeLessThanOrEqual(10)
  })

  it("gives a phone's last tickets newest first and its most frequent pick-up address", async () => {
    const token = await login('letan.sg', 'letan123')
    const customer = travelled()
    const { status, body } = await call<PhoneHistory>(
      `${LOOKUP.historiesByPhone}?phone=${encodeURIComponent(spaced(customer.phone))}`,
      { token },
    )
    expect(status).toBe(200)
    const tickets = db.tickets.filter((tk) => tk.phone === customer.phone && !tk.deleted_at)
    expect(body.data.phone).toBe(customer.phone)
    expect(body.data.trips.length).toBe(Math.min(5, tickets.length))
    const days = body.data.trips.map((tr) => tr.departure_date)
    expect(days).toEqual([...days].sort().reverse())
    expect(body.data.trips[0].trip_name).toMatch(/➡️ .* \d{2}:\d{2}$/)
    expect(body.data.usual_pick_address).toBe(customer.address)
  })

  it('refuses an account without the booking codes', async () => {
    const token = await login('kho', 'kho123')
    const { status } = await call(`${LOOKUP.customerByNameOrPhone}?q=0912`, { token })
    expect(status).toBe(403)
  })
})

const BASE = API.bookingWaiting
/** A usable direction of a route trips run on. */
const direction = () => db.waitingBookings.all()[0].map_detail_id
const newBooking = (over: Record<string, unknown> = {}) => ({
  customer_name: 'Nguyễn Văn Khách',
  phone: '0912.345 678',
  map_detail_id: direction(),
  departure_point: '',
  destination_point: '',
  departure_date: addDays(vnToday(), 1),
  return_date: '',
  preferred_time: '06:30',
  number_ticket: 2,
  form: 0,
  pick_type: 0,
  pick_address: '',
  pick_fee: 0,
  drop_type: 0,
  drop_address: '',
  drop_fee: 0,
  surcharge: 0,
  seat_type: 5,
  is_madagui: false,
  is_outside: false,
  is_paid: false,
  source: 0,
  note: '',
  ...over,
})
const waiting = () => db.waitingBookings.findBy((b) => b.status === 0)!
const settled = () => db.waitingBookings.findBy((b) => b.status !== 0)!

describe('waiting booking writes', () => {
  it('create stores the phone as digits, a unique code, now, the clerk, waiting and opened', async () => {
    const token = await login('letan.sg', 'letan123')
    const first = await call<WaitingBooking>(`${BASE}/create`, { token, body: newBooking() })
    const second = await call<WaitingBooking>(`${BASE}/create`, { token, body: newBooking() })
    expect(first.status).toBe(200)
    expect(first.body.data).toMatchObject({ phone: '0912345678', status: 0, source: 0, number_ticket: 2 })
    expect(first.body.data.code).toMatch(/^[A-Z0-9]{1,12}$/)
    expect(second.body.data.code).not.toBe(first.body.data.code)
    expect(first.body.data.opened_at).toBeTruthy()
    expect(first.body.data.booking_at).toMatch(/\+07:00$/)
    expect(first.body.data.employee_id).toBe(db.users.findBy((u) => u.username === 'letan.sg')!.id)
  })

  it.each([
    ['vi', 'Vé khứ hồi cần ngày về', 'Số điện thoại di động phải có 10 số'],
    ['en', 'A round trip needs a return date', 'A mobile number has 10 digits'],
  ])(
    'refuses a round trip without return date and a landline (%s)',
    async (lang, returnWords, phoneWords) => {
      const token = await login('letan.sg', 'letan123')
      const { status, body } = await call(`${BASE}/create`, {
        token,
        lang,
        body: newBooking({ form: 1, phone: '028 3838 6868' }),
      })
      expect(status).toBe(422)
      expect(body.errors!.return_date).toEqual([returnWords])
      expect(body.errors!.phone[0]).toContain(phoneWords)
    },
  )

  it.each([
    ['vi', 'Chiều không tồn tại hoặc tuyến đã ngừng hoạt động'],
    ['en', 'This direction does not exist or its route is inactive'],
  ])('refuses a direction that does not exist (%s)', async (lang, words) => {
    const token = await login('letan.sg', 'letan123')
    const { status, body } = await call(`${BASE}/create`, {
      token,
      lang,
      body: newBooking({ map_detail_id: 99999 }),
    })
    expect(status).toBe(422)
    expect(body.errors!.map_detail_id).toEqual([words])
  })

  it.each([
    ['vi', 'đã được xếp xe hoặc đã hủy, không thể sửa'],
    ['en', 'is already on a car or cancelled and cannot be edited'],
  ])('edits only a waiting booking (%s)', async (lang, words) => {
    const token = await login('letan.sg', 'letan123')
    const row = settled()
    const { status, body } = await call(`${BASE}/update`, {
      token,
      lang,
      body: { ...newBooking(), id: row.id, version: row.version },
    })
    expect(status).toBe(400)
    expect(body.message).toContain(row.code)
    expect(body.message).toContain(words)
    const ok = await call<WaitingBooking>(`${BASE}/update`, {
      token,
      body: { id: waiting().id, version: waiting().version, number_ticket: 3 },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.data.number_ticket).toBe(3)
  })

  it('deletes only a waiting booking', async () => {
    const token = await login('letan.sg', 'letan123')
    const refused = await call(`${BASE}/${settled().id}`, { token, method: 'DELETE', lang: 'en' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toContain('cannot be deleted')
    const id = waiting().id
    expect((await call(`${BASE}/${id}`, { token, method: 'DELETE' })).status).toBe(200)
    expect(db.waitingBookings.find(id)).toBeUndefined()
  })

  it('a write needs booking.create', async () => {
    const token = await login('kho', 'kho123')
    expect((await call(`${BASE}/create`, { token, body: newBooking() })).status).toBe(403)
  })
})

describe('cancel and open', () => {
  it.each([
    ['vi', 'Vui lòng nhập lý do hủy'],
    ['en', 'Please enter the cancel reason'],
  ])('cancel needs a reason, "other" its text (%s), and the version', async (lang, words) => {
    const token = await login('letan.sg', 'letan123')
    const row = waiting()
    const none = await call(ACTIONS_CANCEL, { token, lang, body: { id: row.id, version: row.version } })
    expect(none.status).toBe(422)
    expect(none.body.errors!.reason_cancel).toBeTruthy()
    const other = await call(ACTIONS_CANCEL, {
      token,
      lang,
      body: { id: row.id, version: row.version, reason_cancel: 'other', reason_note: '' },
    })
    expect(other.body.errors!.reason_note).toEqual([words])
    const stale = await call(ACTIONS_CANCEL, {
      token,
      body: { id: row.id, version: row.version - 1, reason_cancel: 'missed_trip' },
    })
    expect(stale.status).toBe(409)
    const done = await call<WaitingBooking>(ACTIONS_CANCEL, {
      token,
      body: { id: row.id, version: row.version, reason_cancel: 'other', reason_note: 'Đổi ngày đi' },
    })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({ status: 2, reason_cancel: 'other', reason_note: 'Đổi ngày đi' })
    const again = await call(ACTIONS_CANCEL, {
      token,
      body: { id: row.id, version: done.body.data.version, reason_cancel: 'missed_trip' },
    })
    expect(again.status).toBe(400)
  })

  it('open marks a new booking opened, keeps its version, is announced and idempotent', async () => {
    const token = await login('letan.sg', 'letan123')
    const row = db.waitingBookings.findBy((b) => b.status === 0 && b.opened_at === null)!
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const first = await call<WaitingBooking>(BOOKING_API.waiting.open, { token, body: { id: row.id } })
    expect(first.status).toBe(200)
    expect(first.body.data.opened_at).toBeTruthy()
    expect(first.body.data.version).toBe(row.version)
    expect(events).toEqual(['booking-waiting:updated'])
    const second = await call<WaitingBooking>(BOOKING_API.waiting.open, { token, body: { id: row.id } })
    expect(second.body.data.opened_at).toBe(first.body.data.opened_at)
    expect(events).toHaveLength(1)
  })
})

const ACTIONS_CANCEL = BOOKING_API.waiting.cancel

describe('the list', () => {
  it('shows waiting bookings by default, new ones first, then by departure day; search by a dotted phone', async () => {
    const token = await login('letan.sg', 'letan123')
    const { body } = await call<ListPage<WaitingBooking>>(`${BASE}/list?itemsPerPage=100`, { token })
    const rows = body.data.data
    expect(rows.length).toBe(db.waitingBookings.filter((b) => b.status === 0).length)
    const firstOpened = rows.findIndex((r) => r.opened_at !== null)
    expect(firstOpened).toBeGreaterThan(0)
    expect(rows.slice(firstOpened).every((r) => r.opened_at !== null)).toBe(true)
    const opened = rows.slice(firstOpened).map((r) => r.departure_date)
    expect(opened).toEqual([...opened].sort())
    const phone = rows[0].phone
    const dotted = `${phone.slice(0, 4)}.${phone.slice(4, 7)}.${phone.slice(7)}`
    const found = await call<ListPage<WaitingBooking>>(`${BASE}/list?q=${dotted}`, { token })
    expect(found.body.data.data.length).toBeGreaterThan(0)
    expect(found.body.data.data.every((r) => r.phone === phone)).toBe(true)
    const cancelled = await call<ListPage<WaitingBooking>>(`${BASE}/list?status=2`, { token })
    expect(cancelled.body.data.data.every((r) => r.status === 2)).toBe(true)
    const fresh = await call<ListPage<WaitingBooking>>(`${BASE}/list?new=1`, { token })
    expect(fresh.body.data.data.every((r) => r.opened_at === null)).toBe(true)
  })

  it('puts the newest arrival on top of the new ones, whatever its day of departure', async () => {
    const token = await login('letan.sg', 'letan123')
    const far = addDays(vnToday(), 20)
    const arrived = await request(MOCK_CONTROL.webBooking, { body: { departure_date: far } })
    const row = ((await arrived.json()) as { data: WaitingBooking }).data
    const { body } = await call<ListPage<WaitingBooking>>(`${BASE}/list?itemsPerPage=100`, { token })
    const fresh = body.data.data.filter((r) => r.opened_at === null)
    expect(fresh.length).toBeGreaterThan(6)
    expect(body.data.data[0].id).toBe(row.id)
    // the new ones newest first, the booking time read as it is written (ISO, Ho Chi Minh offset)
    const times = fresh.map((r) => r.booking_at)
    expect(times).toEqual([...times].sort().reverse())
    // the unopened website bookings, one row asked: what the menu's count reads
    const web = await call<ListPage<WaitingBooking>>(`${BASE}/list?page=1&itemsPerPage=1&new=1&source=1`, {
      token,
    })
    expect(web.body.data.total).toBe(fresh.filter((r) => r.source === 1).length)
    expect(web.body.data.data.map((r) => r.id)).toEqual([row.id])
  })

  it('the seed has waiting bookings for today and the next four days from every source', () => {
    const open = db.waitingBookings.filter((b) => b.status === 0)
    for (let d = 0; d <= 4; d++)
      expect(open.some((b) => b.departure_date === addDays(vnToday(), d))).toBe(true)
    expect(new Set(open.map((b) => b.source))).toEqual(new Set([0, 1, 2, 3]))
    expect(open.some((b) => b.form === 1 && b.return_date)).toBe(true)
  })
})

describe('the web-booking control', () => {
  it('makes a new web booking arrive and announces it twice', async () => {
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const res = await request(MOCK_CONTROL.webBooking, {
      body: { customer_name: 'Trần Thị Web', phone: '0987654321' },
    })
    expect(res.status).toBe(200)
    const row = ((await res.json()) as { data: WaitingBooking }).data
    expect(row).toMatchObject({ source: 1, opened_at: null, status: 0, customer_name: 'Trần Thị Web' })
    expect(row.departure_date).toBe(addDays(vnToday(), 1))
    expect(events.map(([e]) => e)).toEqual(['booking-waiting:created', 'booking:newest'])
    expect(events[1][1]).toMatchObject({
      id: row.id,
      code: row.code,
      customer_name: 'Trần Thị Web',
      phone: '0987654321',
      departure_date: row.departure_date,
      map_detail_id: row.map_detail_id,
      direction: expect.stringContaining('➡️'),
    })
  })
})
