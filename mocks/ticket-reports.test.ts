// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import readXlsxFile from 'read-excel-file/node'
import { CANCEL_REASONS, ticketTotal } from '../src/api/contracts/booking.ts'
import { BOOKING_API } from '../src/api/contracts/booking-paths.ts'
import type { ListPage } from '../src/api/schemas/envelope.ts'
import type {
  CancelledSummary,
  CancelledTicket,
  HistoryTicket,
  TripManifest,
} from '../src/api/schemas/ticket-reports.ts'
import { db, resetDb, server } from './node.ts'
import { addDays, vnToday } from './db/time.ts'
import { call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterAll(() => server.close())

const R = BOOKING_API.reports
const { cancel, markPaid } = BOOKING_API.ticket

let clerk: string
beforeEach(async () => {
  clerk = await login('letan.sg', 'letan123')
})

const sheetOf = async (res: Response) => {
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('spreadsheetml')
  const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()))
  return sheet.data
}

describe('a trip’s manifest', () => {
  const tripWithTickets = () =>
    db.trips.findBy(
      (trip) =>
        trip.plan_date === vnToday() &&
        db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at).length >= 3,
    )!

  it('gives the live tickets in seat order, the car, the driver and the totals of paid and unpaid', async () => {
    const trip = tripWithTickets()
    const { status, body } = await call<TripManifest>(`${R.manifest}/${trip.id}`, { token: clerk })
    expect(status).toBe(200)
    const live = db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at)
    const seats = body.data.tickets.map((k) => k.seat_code)
    expect(seats).toEqual([...seats].sort((a, b) => a.localeCompare(b, 'vi', { numeric: true })))
    expect(body.data.tickets.map((k) => k.id).sort()).toEqual(live.map((k) => k.id).sort())
    expect(body.data.totals).toEqual({
      passengers: live.length,
      paid: live.filter((k) => k.is_paid).reduce((s, k) => s + ticketTotal(k), 0),
      unpaid: live.filter((k) => !k.is_paid).reduce((s, k) => s + ticketTotal(k), 0),
    })
    expect(body.data.car?.license_plate).toBe(db.cars.find(trip.car_id!)!.license_plate)
    expect(body.data.driver?.fullname).toBe(db.users.find(trip.user_id!)!.fullname)
  })

  it('marking a ticket paid moves its money from unpaid to paid', async () => {
    const trip = tripWithTickets()
    const unpaid = db.tickets.findBy((k) => k.trip_id === trip.id && !k.deleted_at && !k.is_paid)
    if (!unpaid) return
    const before = (await call<TripManifest>(`${R.manifest}/${trip.id}`, { token: clerk })).body.data.totals
    await call(markPaid, { token: clerk, body: { id: unpaid.id, version: unpaid.version } })
    const after = (await call<TripManifest>(`${R.manifest}/${trip.id}`, { token: clerk })).body.data.totals
    expect(after.paid - before.paid).toBe(ticketTotal(unpaid))
    expect(before.unpaid - after.unpaid).toBe(ticketTotal(unpaid))
  })

  it('exports the rows in seat order with their words, in the language asked', async () => {
    const trip = tripWithTickets()
    const live = db.tickets
      .filter((k) => k.trip_id === trip.id && !k.deleted_at)
      .sort((a, b) => a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true }))
    const rows = await sheetOf(await request(`${R.manifestExport}/${trip.id}`, { token: clerk }))
    expect(rows[0]).toEqual([
      'Ghế',
      'Mã vé',
      'Hành khách',
      'Số điện thoại',
      'Đón',
      'Địa chỉ đón',
      'Trả',
      'Địa chỉ trả',
      'Tổng tiền vé',
      'Thanh toán',
      'Ghi chú',
    ])
    expect(rows.slice(1).map((r) => r[1])).toEqual(live.map((k) => k.code))
    expect(rows[1][8]).toBe(ticketTotal(live[0]))
    expect(rows[1][3]).toMatch(/^0\d{3}\.\d{3}\.\d{3}$/)
    const en = await sheetOf(await request(`${R.manifestExport}/${trip.id}`, { token: clerk, lang: 'en' }))
    expect(en[0][0]).toBe('Seat')
  })

  it('needs booking.list-ticket-by-car (403) and a trip that exists (404)', async () => {
    const trip = tripWithTickets()
    const manager = await login('quanly', 'quanly123')
    expect((await call(`${R.manifest}/${trip.id}`, { token: manager })).status).toBe(403)
    expect((await request(`${R.manifestExport}/${trip.id}`, { token: manager })).status).toBe(403)
    expect((await call(`${R.manifest}/999999`, { token: clerk })).status).toBe(404)
    expect((await call(`${R.manifest}/abc`, { token: clerk })).status).toBe(404)
  })
})

describe('cancelled tickets', () => {
  const range = (from: string, to: string, extra = '') => `?from=${from}&to=${to}${extra}`

  it('the seed has cancelled tickets over several days with every reason', async () => {
    const { body } = await call<CancelledSummary>(`${R.cancelledSummary}`, { token: clerk })
    for (const reason of CANCEL_REASONS) expect(body.data.counts[reason]).toBeGreaterThan(0)
    const list = await call<ListPage<CancelledTicket>>(`${R.cancelled}?itemsPerPage=100`, { token: clerk })
    const days = new Set(list.body.data.data.map((r) => r.cancelled_at.slice(0, 10)))
    expect(days.size).toBeGreaterThanOrEqual(3)
    expect(list.body.data.total).toBe(body.data.total)
  })

  it('counts per reason over the whole range, not the page; pages newest first', async () => {
    const from = addDays(vnToday(), -6)
    const to = vnToday()
    const page = await call<ListPage<CancelledTicket>>(
      `${R.cancelled}${range(from, to, '&itemsPerPage=5')}`,
      {
        token: clerk,
      },
    )
    expect(page.body.data.data).toHaveLength(5)
    const all = await call<ListPage<CancelledTicket>>(
      `${R.cancelled}${range(from, to, '&itemsPerPage=1000')}`,
      {
        token: clerk,
      },
    )
    const summary = await call<CancelledSummary>(`${R.cancelledSummary}${range(from, to)}`, { token: clerk })
    expect(summary.body.data.total).toBe(all.body.data.total)
    for (const reason of CANCEL_REASONS)
      expect(summary.body.data.counts[reason]).toBe(
        all.body.data.data.filter((r) => r.reason_cancel === reason).length,
      )
    const times = all.body.data.data.map((r) => Date.parse(r.cancelled_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.body.data.data.find((r) => r.reason_cancel === 'other')?.reason_note).toBe(
      'Khách đổi sang đi máy bay',
    )
  })

  it('a cancellation now shows with who cancelled it, today, and adds one to its reason', async () => {
    const before = (await call<CancelledSummary>(R.cancelledSummary, { token: clerk })).body.data
    const ticket = db.tickets.findBy((k) => {
      const trip = db.trips.find(k.trip_id)!
      return !k.deleted_at && trip.plan_date >= vnToday() && [0, 1, 2].includes(trip.status)
    })!
    const res = await call(cancel, {
      token: clerk,
      body: { id: ticket.id, version: ticket.version, reason_cancel: 'missed_trip' },
    })
    expect(res.status).toBe(200)
    const after = (await call<CancelledSummary>(R.cancelledSummary, { token: clerk })).body.data
    expect(after.counts.missed_trip).toBe(before.counts.missed_trip + 1)
    const list = await call<ListPage<CancelledTicket>>(R.cancelled, { token: clerk })
    expect(list.body.data.data[0]).toMatchObject({
      code: ticket.code,
      reason_cancel: 'missed_trip',
      cancelled_by: db.users.findBy((u) => u.username === 'letan.sg')!.fullname,
    })
    expect(list.body.data.data[0].cancelled_at.slice(0, 10)).toBe(vnToday())
  })

  it('filters by the day of cancellation and the direction', async () => {
    const day = addDays(vnToday(), -2)
    const { body } = await call<ListPage<CancelledTicket>>(
      `${R.cancelled}${range(day, day, '&itemsPerPage=100')}`,
      {
        token: clerk,
      },
    )
    expect(body.data.total).toBeGreaterThan(0)
    for (const row of body.data.data) expect(row.cancelled_at.slice(0, 10)).toBe(day)
    const direction = db.trips.find(body.data.data[0].trip_id)!.map_detail_id
    const one = await call<ListPage<CancelledTicket>>(
      `${R.cancelled}${range(day, day, `&map_detail_id=${direction}&itemsPerPage=100`)}`,
      { token: clerk },
    )
    expect(one.body.data.total).toBeGreaterThan(0)
    for (const row of one.body.data.data) expect(db.trips.find(row.trip_id)!.map_detail_id).toBe(direction)
    expect(one.body.data.total).toBeLessThanOrEqual(body.data.total)
  })

  it('refuses a range that is not days, or ends before it starts (422)', async () => {
    expect((await call(`${R.cancelled}?from=2030-13-01`, { token: clerk })).status).toBe(422)
    expect(
      (await call(`${R.cancelled}${range(vnToday(), addDays(vnToday(), -1))}`, { token: clerk })).status,
    ).toBe(422)
    // 366 days counted with both ends is the longest range; a 367th day is refused
    const to = vnToday()
    expect((await call(`${R.cancelled}${range(addDays(to, -365), to)}`, { token: clerk })).status).toBe(200)
    expect((await call(`${R.cancelled}${range(addDays(to, -366), to)}`, { token: clerk })).status).toBe(422)
  })

  it('exports the whole range with the reasons in words ("other" says its text)', async () => {
    const from = addDays(vnToday(), -6)
    const rows = await sheetOf(
      await request(`${R.cancelledExport}${range(from, vnToday())}`, { token: clerk }),
    )
    const total = (
      await call<CancelledSummary>(`${R.cancelledSummary}${range(from, vnToday())}`, { token: clerk })
    ).body.data.total
    expect(rows[0]).toEqual([
      'Mã vé',
      'Hành khách',
      'Số điện thoại',
      'Chuyến',
      'Giờ đi',
      'Ghế',
      'Tổng tiền vé',
      'Lý do hủy',
      'Người hủy',
      'Thời gian hủy',
    ])
    expect(rows).toHaveLength(total + 1)
    const reasons = rows.slice(1).map((r) => r[7])
    expect(reasons).toContain('Khách lỡ chuyến')
    expect(reasons).toContain('Khách đổi sang đi máy bay')
  })

  it('needs booking.canceled-tickets (403)', async () => {
    const manager = await login('quanly', 'quanly123')
    expect((await call(R.cancelled, { token: manager })).status).toBe(403)
    expect((await call(R.cancelledSummary, { token: manager })).status).toBe(403)
    expect((await request(R.cancelledExport, { token: manager })).status).toBe(403)
  })
})

describe('ticket history search', () => {
  let manager: string
  beforeEach(async () => {
    manager = await login('quanly', 'quanly123')
  })
  const search = (q: string) =>
    call<ListPage<HistoryTicket>>(`${R.history}?q=${encodeURIComponent(q)}&itemsPerPage=100`, {
      token: manager,
    })

  it('finds a phone typed with any spacing, dots or +84, newest booking first', async () => {
    const phone = db.tickets.all()[0].phone
    const spaced = `${phone.slice(0, 4)} ${phone.slice(4, 7)}.${phone.slice(7)}`
    const plus = `+84 ${phone.slice(1)}`
    const expected = db.tickets.filter((k) => k.phone === phone).map((k) => k.id)
    // a partial number typed with +84 is read with its leading 0
    const partial = await search(`+84 ${phone.slice(1, 8)}`)
    expect(partial.body.data.data.map((r) => r.id)).toEqual(expect.arrayContaining(expected))
    for (const q of [phone, spaced, plus]) {
      const { status, body } = await search(q)
      expect(status).toBe(200)
      expect(body.data.data.map((r) => r.id).sort()).toEqual([...expected].sort())
      const times = body.data.data.map((r) => Date.parse(r.booking_at))
      expect(times).toEqual([...times].sort((a, b) => b - a))
    }
  })

  it('finds a ticket code in any case and a name without accents', async () => {
    const ticket = db.tickets.all()[5]
    expect((await search(ticket.code.toLowerCase())).body.data.data.map((r) => r.code)).toEqual([ticket.code])
    const plain = ticket.customer_name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/đ/gi, 'd')
    const found = (await search(plain)).body.data.data
    expect(found.some((r) => r.id === ticket.id)).toBe(true)
    for (const r of found) expect(r.customer_name).toBe(ticket.customer_name)
  })

  it('an empty search finds nothing; booking.list_ticket_history is needed (403)', async () => {
    expect((await search('  ')).body.data.total).toBe(0)
    const kho = await login('kho', 'kho123')
    expect((await call(`${R.history}?q=090`, { token: kho })).status).toBe(403)
  })
})
