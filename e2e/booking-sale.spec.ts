import type { APIRequestContext, Browser, Page, Request } from '@playwright/test'
import { test, expect, CLIENT, directSale, storeSession, whichShows, type AccountName } from './fixtures'

/** The demo backend's answer to `path` for the holder of `token`. */
async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { ...CLIENT, Authorization: `Bearer ${token}` }
  const response =
    data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data })
  return { status: response.status(), body: (await response.json()) as { data: T; message: string } }
}

interface Diagram {
  trip: { id: number; name: string; plan_date: string; map_detail_id: number; departure_time: string }
  vehicle_type: {
    diagram: { floors: Array<{ rows: Array<Array<{ id: number; code: string; type: number } | null>> }> }
  }
  tickets: Array<{ seat_id: number }>
}

/** Today's night trip (trip 5, a 34-berth sleeper, on sale): its page and its free seats. */
async function nightTrip(request: APIRequestContext, token: string) {
  const { body } = await api<Diagram>(request, token, '/api/booking-waiting/diagram-by-trip/5')
  const sold = new Set(body.data.tickets.map((k) => k.seat_id))
  const free = body.data.vehicle_type.diagram.floors
    .flatMap((f) => f.rows.flat())
    .filter((s): s is { id: number; code: string; type: number } => !!s && s.type !== 4 && !sold.has(s.id))
  const { trip } = body.data
  return {
    trip,
    free,
    url: `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}`,
  }
}

/** What the browser's print makes: its pages and the first one's size in millimetres. */
async function printed(page: Page) {
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  const [, width, height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!
  const mm = (pt: string) => Math.round((Number(pt) / 72) * 25.4)
  return { pages: pdf.match(/\/Type\s*\/Page\b/g)?.length, width: mm(width), height: mm(height) }
}

const seat = (page: Page, code: string, lang: 'vi' | 'en' = 'vi') =>
  page
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`^${lang === 'vi' ? 'Ghế' : 'Seat'} ${code},`) })

const ticketsOn = async (request: APIRequestContext, token: string, tripId: number, seatId: number) =>
  (
    await api<Diagram>(request, token, `/api/booking-waiting/diagram-by-trip/${tripId}`)
  ).body.data.tickets.filter((k) => k.seat_id === seatId).length

/** A clerk's own browser, signed in, and the clerk's name (the one the others see on a seat held). */
async function clerk(browser: Browser, account: AccountName) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const token = await storeSession(page, account)
  const { body } = await api<{ fullname: string }>(page.request, token, '/api/user/detail')
  return { context, page, token, name: body.data.fullname }
}
type Clerk = Awaited<ReturnType<typeof clerk>>

/** A command of the backend (POST `path`) as a page sends it. */
const command = (path: string) => (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path

/** Opens the selling screen on a trip: its seat map on screen, its socket up (the other clerks' changes come). */
async function openDesk(page: Page, url: string) {
  await page.goto(url)
  await expect(page.getByRole('grid', { name: /^Sơ đồ ghế chuyến / })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
}

test('sells a waiting booking: as many seats as guests, the total shown, the booking leaves the list', async ({
  page,
}) => {
  const token = await storeSession(page, 'letan')
  // a waiting booking whose day and direction have a trip on sale with seats enough (seeded)
  let found: {
    booking: { id: number; customer_name: string; number_ticket: number }
    trip: Diagram['trip']
  } | null = null
  for (let day = 0; day < 4 && !found; day++) {
    const trips = await api<{
      data: Array<{ id: number; plan_date: string; map_detail_id: number; status: number }>
    }>(page.request, token, `/api/trip/list?itemsPerPage=100&plan_date=${shift(day)}`)
    for (const trip of trips.body.data.data.filter((t) => t.status <= 3)) {
      const waiting = await api<Array<{ id: number; customer_name: string; number_ticket: number }>>(
        page.request,
        token,
        `/api/booking-waiting/customers-not-imported?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      )
      const diagram = await api<Diagram>(
        page.request,
        token,
        `/api/booking-waiting/diagram-by-trip/${trip.id}`,
      )
      if (waiting.body.data.length) found = { booking: waiting.body.data[0], trip: diagram.body.data.trip }
      if (found) break
    }
  }
  expect(found, 'a seeded waiting booking with a trip that day').not.toBeNull()
  const { booking, trip } = found!
  const { body } = await api<Diagram>(page.request, token, `/api/booking-waiting/diagram-by-trip/${trip.id}`)
  const sold = new Set(body.data.tickets.map((k) => k.seat_id))
  const free = body.data.vehicle_type.diagram.floors
    .flatMap((f) => f.rows.flat())
    .filter((s): s is { id: number; code: string; type: number } => !!s && s.type !== 4 && !sold.has(s.id))
    .slice(0, booking.number_ticket)

  await page.goto(`/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Xếp khách lên xe' })).toBeVisible()
  await page
    .getByRole('group', { name: 'Chuyến trong ngày' })
    .getByRole('radio', { name: new RegExp(`^${trip.departure_time.slice(11, 16)} `) })
    .check()
  const customers = page.getByRole('group', { name: 'Khách' })
  await customers.getByRole('radio', { name: new RegExp(`^${booking.customer_name} `) }).check()
  for (const s of free) await seat(page, s.code).click()
  for (const s of free) await expect(seat(page, s.code)).toHaveAccessibleName(/đang chọn/)
  await expect(page.getByTestId('sale-total')).toHaveText(/^\d{1,3}(\.\d{3})* ₫$/)
  await expect(page.getByRole('combobox', { name: 'Tên khách' })).toHaveValue(booking.customer_name)
  await page.getByRole('button', { name: /Xác nhận bán vé/ }).click()
  const justSold = page.getByRole('region', { name: 'Vé vừa bán' })
  await expect(justSold.getByRole('listitem')).toHaveCount(booking.number_ticket)
  // printed on an 80 mm roll, one ticket a page
  expect(await printed(page)).toEqual({ pages: booking.number_ticket, width: 80, height: 160 })
  for (const s of free) await expect(seat(page, s.code)).toHaveAccessibleName(/đã bán/)
  await expect(customers.getByRole('radio', { name: new RegExp(`^${booking.customer_name} `) })).toHaveCount(
    0,
  )
})

/** 'YYYY-MM-DD' of today (Ho Chi Minh) shifted by `days`. */
function shift(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date())
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

test('a direct sale in English by the keyboard alone, from the seat to the printed ticket', async ({
  page,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('locale', 'en')
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  const token = await storeSession(page, 'letan')
  const { url, trip } = await nightTrip(page.request, token)
  await page.goto(url)
  const map = page.getByRole('grid', { name: `Seat map of trip ${trip.name}` })
  await expect(map).toBeVisible()
  await page.keyboard.press('Alt+G')
  // to the first free seat, by the arrow keys
  for (let i = 0; i < 40; i++) {
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
    if (/, free$/.test(name)) break
    await page.keyboard.press('ArrowRight')
  }
  const chosen = (await page.evaluate(() => document.activeElement?.getAttribute('aria-label')))!
  const code = /^Seat (\S+),/.exec(chosen)![1]
  await page.keyboard.press('Enter')
  await expect(seat(page, code, 'en')).toHaveAccessibleName(/selected/)
  await page.keyboard.press('Alt+K')
  await page.keyboard.press('Space')
  const phone = page.getByRole('combobox', { name: 'Phone number' })
  await expect(phone).toBeFocused()
  await page.keyboard.type('0912 345 678')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Quách Văn Thử')
  // the confirmation stays in view below the long form, on both office screens
  const confirm = page.getByRole('button', { name: 'Confirm the sale (Ctrl+Enter)' })
  await expect(confirm).toBeInViewport({ ratio: 1 })
  await page.setViewportSize({ width: 1920, height: 1080 })
  await expect(confirm).toBeInViewport({ ratio: 1 })
  await page.keyboard.press('Control+Enter')
  const justSold = page.getByRole('region', { name: 'Tickets just sold' })
  await expect(justSold).toContainText('Quách Văn Thử')
  await expect(justSold).toContainText('0912.345.678')
  await expect(justSold).toContainText(code)
  await expect(justSold).toContainText(/VE\d{6}/)
  await expect(justSold).toContainText(trip.name)
  await expect(justSold.getByRole('button', { name: 'Print tickets' })).toBeFocused()
  await page.keyboard.press('p')
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  // printed: the tickets only, never the side menu or the header
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden()
  await expect(justSold.getByText('Quách Văn Thử')).toBeVisible()
  await expect(justSold.getByRole('button', { name: 'Print tickets' })).toBeHidden()
  // the ticket names the car's plate, the drop-off point and the operator's hotline (the settings' phone)
  for (const words of ['License plate', 'Drop-off point', 'Hotline'])
    await expect(justSold.getByText(words, { exact: true })).toBeVisible()
  await expect(justSold).toContainText('1900.6868')
  expect(await printed(page)).toEqual({ pages: 1, width: 80, height: 160 })
  // the ticket's code prints as a Code 128 barcode too (DECISIONS #14)
  const barcode = justSold.getByRole('img', { name: /^Barcode VE\d{6}$/ })
  await expect(barcode).toBeVisible()
  await expect(barcode.locator('g rect').first()).toBeAttached()
})

test('another clerk sees the hold at once and the seat sold after the sale, without a reload', async ({
  browser,
}) => {
  const a = await clerk(browser, 'letan')
  const b = await clerk(browser, 'admin')
  const { url, free } = await nightTrip(a.page.request, a.token)
  await openDesk(a.page, url)
  await openDesk(b.page, url)
  try {
    await seat(a.page, free[0].code).click()
    await expect(seat(b.page, free[0].code)).toHaveAccessibleName(/tạm giữ, Nguyễn Thị Thu Hà$/)
    // the other clerk cannot take it
    await seat(b.page, free[0].code).click()
    await expect(b.page.getByText(`Ghế ${free[0].code} đang được giữ bởi Nguyễn Thị Thu Hà`)).toBeVisible()
    await a.page.getByRole('radio', { name: /Bán trực tiếp/ }).check()
    await a.page.getByRole('combobox', { name: 'Số điện thoại' }).fill('0912345678')
    await a.page.getByRole('combobox', { name: 'Tên khách' }).fill('Quách Văn Thử')
    await a.page.getByRole('button', { name: /Xác nhận bán vé/ }).click()
    await expect(a.page.getByRole('region', { name: 'Vé vừa bán' })).toBeVisible()
    await expect(seat(b.page, free[0].code)).toHaveAccessibleName(/đã bán, chưa thanh toán, Quách Văn Thử/)
    // deselecting ends a hold for the others too
    await seat(a.page, free[1].code).click()
    await expect(seat(b.page, free[1].code)).toHaveAccessibleName(/tạm giữ/)
    await seat(a.page, free[1].code).click()
    await expect(seat(b.page, free[1].code)).toHaveAccessibleName(/còn trống/)
    // leaving the page ends them as well
    await seat(a.page, free[2].code).click()
    await expect(seat(b.page, free[2].code)).toHaveAccessibleName(/tạm giữ/)
    await a.page.goto('/')
    await expect(seat(b.page, free[2].code)).toHaveAccessibleName(/còn trống/)
  } finally {
    await a.context.close()
    await b.context.close()
  }
})

test('two browsers and the API racing for one seat: exactly one ticket', async ({ browser }) => {
  const a = await clerk(browser, 'letan')
  const b = await clerk(browser, 'admin')
  const { url, free, trip } = await nightTrip(a.page.request, a.token)
  await openDesk(a.page, url)
  await openDesk(b.page, url)
  try {
    for (const { page } of [a, b]) {
      await page.getByRole('radio', { name: /Bán trực tiếp/ }).check()
      await page.getByRole('combobox', { name: 'Số điện thoại' }).fill('0912345678')
      await page.getByRole('combobox', { name: 'Tên khách' }).fill('Quách Văn Thử')
    }
    const target = free[0]
    const sales: Record<string, Request[]> = { [a.name]: [], [b.name]: [] }
    for (const { page, name } of [a, b])
      page.on('request', (request) => {
        if (command('/api/ticket/create')(request)) sales[name]!.push(request)
      })
    await Promise.all([seat(a.page, target.code).click(), seat(b.page, target.code).click()])
    // the backend holds the seat for one clerk; the other is told who holds it, and has no seat to sell
    const toldHeld = (told: Clerk, holder: Clerk) =>
      told.page.getByRole('alert').filter({ hasText: `Ghế ${target.code} đang được giữ bởi ${holder.name}` })
    const [holder, other] = await whichShows(
      [
        [toldHeld(b, a), [a, b]],
        [toldHeld(a, b), [b, a]],
      ] as const,
      'one clerk told the other holds the seat',
    )
    await expect(toldHeld(holder, other)).toHaveCount(0)
    await expect(seat(holder.page, target.code)).toHaveAccessibleName(/đang chọn$/)
    await expect(seat(other.page, target.code)).toHaveAccessibleName(new RegExp(`, tạm giữ, ${holder.name}$`))
    await expect(other.page.getByText('Ghế đã chọn: Chưa chọn ghế')).toBeVisible()
    // the other confirms too: told there is no seat to sell
    await other.page.keyboard.press('Control+Enter')
    await expect(other.page.getByRole('alert').filter({ hasText: 'Chưa chọn ghế' })).toBeVisible()

    // the holder confirms while the API sells the seat too, from the holder's own sign-in: the hold is that
    // sign-in's, so the call is not turned away by it and truly races the confirmation
    const body = directSale(
      {
        trip_id: trip.id,
        seat_id: target.id,
        customer_name: 'Khách gọi điện',
        phone: '0987654321',
        is_paid: false,
      },
      'race-api-0001',
    )
    const [sale, byApi] = await Promise.all([
      holder.page.waitForRequest(command('/api/ticket/create')),
      api<unknown>(holder.page.request, holder.token, '/api/ticket/create', body),
      holder.page.keyboard.press('Control+Enter'),
    ])
    const byBrowser = await sale.response()
    expect(byBrowser, 'the clerk’s sale was answered').not.toBeNull()
    // exactly one of the two sold the seat; the other was refused, the seat named
    const answers = [
      { status: byBrowser!.status(), body: (await byBrowser!.json()) as { data: unknown; message: string } },
      byApi,
    ]
    const won = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(won).toHaveLength(1)
    expect(won[0]!.body.data).toEqual([expect.objectContaining({ seat_id: target.id })])
    const refusal = `Ghế ${target.code} đã bán`
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual([[409, refusal]])
    const clerkWon = byBrowser!.status() === 200
    if (clerkWon) {
      const justSold = holder.page.getByRole('region', { name: 'Vé vừa bán' })
      await expect(justSold).toContainText('Quách Văn Thử')
      await expect(justSold).toContainText(target.code)
    } else {
      await expect(holder.page.getByRole('alert').filter({ hasText: refusal })).toBeVisible()
      await expect(holder.page.getByRole('region', { name: 'Vé vừa bán' })).toHaveCount(0)
    }

    await expect.poll(() => ticketsOn(a.page.request, a.token, trip.id, target.id)).toBe(1)
    const buyer = clerkWon ? 'Quách Văn Thử' : 'Khách gọi điện'
    await expect(seat(a.page, target.code)).toHaveAccessibleName(
      new RegExp(`đã bán, chưa thanh toán, ${buyer}`),
    )
    await expect(seat(b.page, target.code)).toHaveAccessibleName(
      new RegExp(`đã bán, chưa thanh toán, ${buyer}`),
    )
    expect(await ticketsOn(a.page.request, a.token, trip.id, target.id)).toBe(1)
    // the clerk without the seat sent no sale; the holder sent one
    expect(sales[other.name]).toHaveLength(0)
    expect(sales[holder.name]).toHaveLength(1)
  } finally {
    await a.context.close()
    await b.context.close()
  }
})
