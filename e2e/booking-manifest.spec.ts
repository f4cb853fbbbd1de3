import type { APIRequestContext, Browser, Page } from '@playwright/test'
import readXlsxFile from 'read-excel-file/node'
import { test, expect, CLIENT, directSale, showColumns, storeSession, type AccountName } from './fixtures'

interface Ticket {
  id: number
  version: number
  code: string
  customer_name: string
  phone: string
  seat_code: string
  is_paid: boolean
  price: number
  surcharge: number
  pick_fee: number
  drop_fee: number
}
interface Manifest {
  trip: { id: number; name: string; plan_date: string; map_detail_id: number }
  tickets: Ticket[]
  totals: { passengers: number; paid: number; unpaid: number }
}
interface Diagram {
  vehicle_type: {
    diagram: { floors: Array<{ rows: Array<Array<{ id: number; code: string; type: number } | null>> }> }
  }
  tickets: Array<{ seat_id: number }>
}

/** Trip 5: today's, open for sale, with passengers and free seats (seed). */
const TRIP = 5

async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { ...CLIENT, Authorization: `Bearer ${token}` }
  const response =
    data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

const manifestOf = (request: APIRequestContext, token: string) =>
  api<Manifest>(request, token, `/api/ticket/print-trip-info/${TRIP}`)

/** The free seats of the trip, in the diagram's order. */
async function freeSeats(request: APIRequestContext, token: string, tripId = TRIP) {
  const d = await api<Diagram>(request, token, `/api/booking-waiting/diagram-by-trip/${tripId}`)
  const sold = new Set(d.tickets.map((k) => k.seat_id))
  return d.vehicle_type.diagram.floors
    .flatMap((f) => f.rows.flat())
    .filter((s): s is { id: number; code: string; type: number } => !!s && s.type !== 4 && !sold.has(s.id))
}

/** Another trip of the manifest trip's day and direction, open for sale (new to running) with a car and free seats. */
async function otherTrip(request: APIRequestContext, token: string, trip: Manifest['trip']) {
  const list = await api<{ data: Array<Manifest['trip'] & { status: number; car_id: number | null }> }>(
    request,
    token,
    `/api/trip/list?itemsPerPage=100&plan_date=${trip.plan_date}`,
  )
  for (const t of list.data)
    if (t.id !== trip.id && t.map_detail_id === trip.map_detail_id && t.status <= 3 && t.car_id !== null) {
      const [seat] = await freeSeats(request, token, t.id)
      if (seat) return { trip: t, seat }
    }
  throw new Error('no other trip of the day and direction')
}

/** A move of one passenger onto a seat of another trip (POST /api/ticket/transfer-customer). */
const moveTo = (
  request: APIRequestContext,
  token: string,
  ticket: Pick<Ticket, 'id' | 'version'>,
  to: { trip: { id: number }; seat: { id: number } },
  key: string,
) =>
  api<{ tickets: Ticket[] }>(request, token, '/api/ticket/transfer-customer', {
    from_trip_id: TRIP,
    to_trip_id: to.trip.id,
    tickets: [{ id: ticket.id, version: ticket.version }],
    seat_ids: [to.seat.id],
    idempotency_key: key,
  })

const manifestUrl = (trip: Manifest['trip']) =>
  `/list-ticket-by-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}`

/** A direct sale of one seat (POST /api/ticket/create), as another clerk's screen makes it. */
async function sell(request: APIRequestContext, token: string, seatId: number, key: string) {
  const [ticket] = await api<Ticket[]>(
    request,
    token,
    '/api/ticket/create',
    directSale(
      {
        trip_id: TRIP,
        seat_id: seatId,
        customer_name: 'Phan Thị Ngọc',
        phone: '0938765432',
        is_paid: false,
        note: 'Gọi trước 30 phút',
      },
      key,
    ),
  )
  return ticket
}

/** Another clerk's own browser, signed in. */
async function clerk(browser: Browser, account: AccountName) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const token = await storeSession(page, account)
  return { context, page, token }
}

const money = (n: number) => `${n.toLocaleString('de-DE')} ₫`
const total = (k: Ticket) => k.price + k.surcharge + k.pick_fee + k.drop_fee
const seatsOf = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).locator('tbody tr th[scope="row"]')

test('the manifest: rows in seat order and totals, its print, its export, and another clerk’s sale and cancel live', async ({
  page,
  browser,
}) => {
  const token = await storeSession(page, 'letan')
  const m = await manifestOf(page.request, token)
  const seats = m.tickets.map((k) => k.seat_code)
  await page.goto(
    `/list-ticket-by-car?date=${m.trip.plan_date}&map_detail_id=${m.trip.map_detail_id}&trip_id=${TRIP}`,
  )
  const table = page.getByRole('table', { name: 'Danh sách khách theo xe', exact: true })
  await expect(table).toBeVisible()
  await expect(seatsOf(page, 'Danh sách khách theo xe')).toHaveText(seats)
  const first = table.getByRole('row', { name: new RegExp(m.tickets[0].code) })
  await expect(first).toContainText(m.tickets[0].customer_name)
  await expect(first).toContainText(m.tickets[0].phone.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1.$2.$3'))
  const totals = page.getByRole('definition').filter({ hasText: /₫$/ })
  await expect(totals.first()).toHaveText(money(m.totals.paid))
  await expect(totals.nth(1)).toHaveText(money(m.totals.unpaid))
  expect(m.totals.passengers).toBe(m.tickets.length)
  expect(m.totals.paid + m.totals.unpaid).toBe(m.tickets.reduce((s, k) => s + total(k), 0))

  // print: only the print section, the same rows in seat order; the side menu and the header never print
  await page.emulateMedia({ media: 'print' })
  const printed = page.getByRole('table', { name: `Danh sách khách theo xe: ${m.trip.name}` })
  await expect(printed).toBeVisible()
  await expect(seatsOf(page, `Danh sách khách theo xe: ${m.trip.name}`)).toHaveText(seats)
  await expect(table).toBeHidden()
  await expect(page.getByRole('navigation').first()).toBeHidden()
  await expect(page.getByRole('banner')).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
  await expect(printed).toBeHidden()

  // export: asked first, then an .xlsx with the rows
  await page.getByRole('button', { name: /Xuất Excel/ }).click()
  const question = page.getByRole('dialog', { name: 'Bạn có chắc chắn muốn xuất?' })
  const downloading = page.waitForEvent('download')
  await question.getByRole('button', { name: 'Đồng ý' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^danh-sach-khach-${m.trip.plan_date}-\\d\\dh\\d\\d\\.xlsx$`),
  )
  const [sheet] = await readXlsxFile(await download.path())
  expect(sheet.data[0].slice(0, 3)).toEqual(['Ghế', 'Mã vé', 'Hành khách'])
  expect(sheet.data.slice(1).map((r) => r[1])).toEqual(m.tickets.map((k) => k.code))

  // another clerk sells a seat, then cancels it: the manifest follows without a reload (once its socket is up:
  // a change made before it connects is not announced to it)
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
  const other = await clerk(browser, 'admin')
  try {
    const [seat] = await freeSeats(other.page.request, other.token)
    const sold = await sell(other.page.request, other.token, seat.id, 'manifest-live-0001')
    const row = table.getByRole('row', { name: new RegExp(sold.code) })
    await expect(row).toContainText('Phan Thị Ngọc')
    await expect(row).toContainText('Chưa thanh toán')
    await expect(totals.nth(1)).toHaveText(money(m.totals.unpaid + total(sold)))
    const after = await manifestOf(other.page.request, other.token)
    await expect(seatsOf(page, 'Danh sách khách theo xe')).toHaveText(after.tickets.map((k) => k.seat_code))
    await api(other.page.request, other.token, '/api/ticket/cancel', {
      id: sold.id,
      version: sold.version,
      reason_cancel: 'customer_cancelled',
    })
    await expect(row).toHaveCount(0)
    await expect(totals.nth(1)).toHaveText(money(m.totals.unpaid))
  } finally {
    await other.context.close()
  }
})

test('the manifest after a move: the passenger leaves the source trip’s list live and is on the target’s', async ({
  page,
  browser,
}) => {
  const token = await storeSession(page, 'letan')
  const m = await manifestOf(page.request, token)
  const ticket = m.tickets[0]
  await page.goto(manifestUrl(m.trip))
  const table = page.getByRole('table', { name: 'Danh sách khách theo xe', exact: true })
  const row = table.getByRole('row', { name: new RegExp(ticket.code) })
  await expect(row).toContainText(ticket.customer_name)
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

  // another clerk moves the passenger to another trip of the day
  const target = await otherTrip(page.request, token, m.trip)
  const other = await clerk(browser, 'admin')
  try {
    await moveTo(other.page.request, other.token, ticket, target, 'manifest-move-0001')
    await expect(row).toHaveCount(0)
    await expect(seatsOf(page, 'Danh sách khách theo xe')).toHaveText(
      m.tickets.slice(1).map((k) => k.seat_code),
    )
  } finally {
    await other.context.close()
  }

  // the target trip's manifest has them, on the seat they were moved to, with where they came from
  await page.goto(manifestUrl(target.trip))
  const moved = table.getByRole('row', { name: new RegExp(ticket.code) })
  await expect(moved).toContainText(ticket.customer_name)
  await expect(moved).toContainText(`Đã chuyển từ ${m.trip.name}`)
  await expect(moved.locator('th[scope="row"]')).toHaveText(target.seat.code)
})

test('cancelled tickets: counts per reason over the range; a cancellation elsewhere shows with who and why', async ({
  page,
  browser,
}) => {
  await storeSession(page, 'letan')
  await page.goto('/canceled-tickets')
  const counts = page.getByRole('region', { name: 'Số vé đã hủy theo lý do' })
  const forgot = counts.getByRole('listitem').filter({ hasText: /^Khách quên:/ })
  await expect(forgot).toBeVisible()
  const before = Number(/(\d+)$/.exec((await forgot.textContent())!)![1])
  const all = counts.getByRole('listitem').first()
  const totalBefore = Number(/(\d+)$/.exec((await all.textContent())!)![1])
  for (const reason of ['Không liên lạc được khách', 'Khách lỡ chuyến', 'Khách hủy', 'Lý do khác'])
    await expect(
      counts.getByRole('listitem').filter({ hasText: new RegExp(`^${reason}: [1-9]`) }),
    ).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
  // who cancelled is among the columns the chooser adds
  await showColumns(page, 'Người hủy')

  const other = await clerk(browser, 'admin')
  try {
    const m = await manifestOf(other.page.request, other.token)
    const ticket = m.tickets[0]
    await api(other.page.request, other.token, '/api/ticket/cancel', {
      id: ticket.id,
      version: ticket.version,
      reason_cancel: 'customer_forgot',
    })
    await expect(forgot).toHaveText(`Khách quên: ${before + 1}`)
    await expect(all).toHaveText(`Tổng số vé đã hủy: ${totalBefore + 1}`)
    const table = page.getByRole('table', { name: 'Danh sách vé đã hủy' })
    const row = table.getByRole('row').nth(1)
    await expect(row).toContainText(ticket.code)
    await expect(row).toContainText('Khách quên')
    await expect(row).toContainText('Trần Minh Quân')
  } finally {
    await other.context.close()
  }
})

test('the ticket history shows each step of a ticket sold, moved to another seat and trip, paid and cancelled', async ({
  page,
}) => {
  const token = await storeSession(page, 'admin')
  const [a, b] = await freeSeats(page.request, token)
  const sold = await sell(page.request, token, a.id, 'history-steps-0001')
  const moved = await api<Ticket>(page.request, token, '/api/ticket/change-seat', {
    id: sold.id,
    version: sold.version,
    seat_id: b.id,
  })
  const source = (await manifestOf(page.request, token)).trip
  const target = await otherTrip(page.request, token, source)
  const {
    tickets: [onTarget],
  } = await moveTo(page.request, token, moved, target, 'history-steps-0002')
  const paid = await api<Ticket>(page.request, token, '/api/ticket/mark-paid', {
    id: sold.id,
    version: onTarget.version,
  })
  await api(page.request, token, '/api/ticket/cancel', {
    id: sold.id,
    version: paid.version,
    reason_cancel: 'other',
    reason_note: 'Khách đổi ngày đi',
  })

  await page.goto('/statistics/ticket-history')
  await page
    .getByRole('searchbox', { name: 'Tìm vé theo số điện thoại, tên khách hoặc mã vé' })
    .fill('0938 765 432')
  await page.keyboard.press('Enter')
  const table = page.getByRole('table', { name: 'Vé tìm thấy' })
  const row = table.getByRole('row', { name: new RegExp(sold.code) })
  await expect(row).toContainText('Đã hủy: Khách đổi ngày đi')
  await row.getByRole('button', { name: `Xem lịch sử vé ${sold.code}` }).click()
  const timeline = page.getByRole('region', { name: `Lịch sử vé ${sold.code}` })
  const steps = timeline.getByRole('article')
  await expect(steps).toHaveCount(5)
  for (const [i, step] of ['Hủy vé', 'Thanh toán', 'Chuyển xe', 'Đổi ghế', 'Bán vé'].entries()) {
    await expect(steps.nth(i)).toHaveAttribute('aria-label', step)
    await expect(steps.nth(i)).toContainText('Người thao tác: Trần Minh Quân')
  }
  // the move names the trips, as the clerk knows them
  await expect(steps.nth(2)).toContainText(`Chuyến: ${source.name} → ${target.trip.name}`)
  await expect(steps.nth(2)).toContainText(`Ghế: ${b.code} → ${target.seat.code}`)
  await expect(steps.nth(3)).toContainText(`Ghế: ${a.code} → ${b.code}`)
  await expect(steps.nth(0)).toContainText('Lý do hủy: (trống) → Lý do khác')
  // the address keeps the search and the ticket: a reload shows the same
  await page.reload()
  await expect(
    page.getByRole('region', { name: `Lịch sử vé ${sold.code}` }).getByRole('article'),
  ).toHaveCount(5)
})
