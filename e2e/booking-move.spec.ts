import type { APIRequestContext, Browser, Page, Request } from '@playwright/test'
import {
  test,
  expect,
  CLIENT,
  chooseOption,
  expectReadNotShown,
  storeSession,
  whichShows,
  type AccountName,
} from './fixtures'

/** The demo backend's answer to `path` for the holder of `token`. */
async function api<T>(request: APIRequestContext, token: string, path: string, data?: unknown) {
  const headers = { ...CLIENT, Authorization: `Bearer ${token}` }
  const response =
    data === undefined ? await request.get(path, { headers }) : await request.post(path, { headers, data })
  return { status: response.status(), body: (await response.json()) as { data: T; message: string } }
}

interface Seat {
  id: number
  code: string
  type: number
}
interface TripRow {
  id: number
  name: string
  plan_date: string
  departure_time: string
  map_detail_id: number
  status: number
  car_id: number | null
  user_id: number | null
  version: number
}
interface TicketRow {
  id: number
  version: number
  code: string
  customer_name: string
  seat_id: number
  seat_code: string
}
interface Diagram {
  trip: TripRow
  vehicle_type: { diagram: { floors: Array<{ rows: Array<Array<Seat | null>> }> } } | null
  tickets: TicketRow[]
}

const diagramOf = async (request: APIRequestContext, token: string, tripId: number) =>
  (await api<Diagram>(request, token, `/api/booking-waiting/diagram-by-trip/${tripId}`)).body.data
const freeOf = (d: Diagram) => {
  const sold = new Set(d.tickets.map((k) => k.seat_id))
  return (d.vehicle_type?.diagram.floors ?? [])
    .flatMap((f) => f.rows.flat())
    .filter((s): s is Seat => !!s && s.type !== 4 && !sold.has(s.id))
}
const bySeat = (a: TicketRow, b: TicketRow) => a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true })

/** 'YYYY-MM-DD' of today (Ho Chi Minh) shifted by `days`. */
function shift(days: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date())
  const d = new Date(`${today}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

/** Two trips of one day and direction, new or accepted, the first with `passengers` and the second with room. */
async function twoTrips(request: APIRequestContext, token: string, passengers = 2) {
  for (let day = 0; day < 4; day++) {
    const list = await api<{ data: TripRow[] }>(
      request,
      token,
      `/api/trip/list?itemsPerPage=100&plan_date=${shift(day)}`,
    )
    const open = list.body.data.data.filter((t) => t.status <= 1 && t.car_id !== null)
    for (const a of open)
      for (const b of open) {
        if (a.id === b.id || a.map_detail_id !== b.map_detail_id) continue
        const from = await diagramOf(request, token, a.id)
        const to = await diagramOf(request, token, b.id)
        if (
          from.tickets.length >= passengers &&
          to.tickets.length >= 1 &&
          freeOf(to).length >= passengers + 1
        )
          return { from, to }
      }
  }
  throw new Error('no two trips of one day and direction')
}

const splitMergeUrl = (from: Diagram, to: Diagram) =>
  `/booking/split-merge?date=${from.trip.plan_date}&map_detail_id=${from.trip.map_detail_id}&left=${from.trip.id}&right=${to.trip.id}`

const seat = (page: Page, tripName: string, code: string) =>
  page
    .getByRole('grid', { name: `Sơ đồ ghế chuyến ${tripName}` })
    .getByRole('button', { name: new RegExp(`^Ghế ${code},`) })
/** A trip of a picker (a radio group named by its legend), by its departure time, HH:mm. */
const tripChoice = (page: Page, picker: string, trip: TripRow) =>
  page
    .getByRole('group', { name: picker })
    .getByRole('radio', { name: new RegExp(`^${trip.departure_time.slice(11, 16)} `) })
const passenger = (page: Page, k: TicketRow) =>
  page.getByRole('checkbox', { name: `Chọn khách ${k.customer_name}, ghế ${k.seat_code}` })

async function openMover(page: Page, url: string, from: Diagram, to: Diagram) {
  await page.goto(url)
  await expect(page.getByRole('heading', { level: 1, name: 'Tách / ghép xe' })).toBeVisible()
  await expect(page.getByRole('grid', { name: `Sơ đồ ghế chuyến ${from.trip.name}` })).toBeVisible()
  await expect(page.getByRole('grid', { name: `Sơ đồ ghế chuyến ${to.trip.name}` })).toBeVisible()
  // the socket up: the other clerks' changes come
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
}

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

test('moves two passengers onto the seats of the preview; the target trip shows them and its transfer history', async ({
  page,
}) => {
  const token = await storeSession(page, 'admin')
  const { from, to } = await twoTrips(page.request, token)
  const [a, b] = [...from.tickets].sort(bySeat)
  const [s1, s2] = freeOf(to)
  await openMover(page, splitMergeUrl(from, to), from, to)
  // the move's button stays at the foot of an office PC's screen, the seat maps above it
  await expect(page.getByRole('button', { name: 'Chuyển khách' })).toBeInViewport({ ratio: 1 })

  await passenger(page, a!).check()
  await seat(page, from.trip.name, b!.seat_code).click() // a sold seat selects its passenger
  await expect(passenger(page, b!)).toBeChecked()
  await expect(page.getByRole('alert')).toHaveText(/Phải chọn đúng một ghế cho mỗi khách/)
  await seat(page, to.trip.name, s1!.code).click()
  await seat(page, to.trip.name, s2!.code).click()
  await expect(seat(page, to.trip.name, s1!.code)).toHaveAccessibleName(/đang chọn/)
  const preview = page.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
  await expect(preview.getByRole('row')).toHaveCount(3)
  await expect(preview.getByRole('row').nth(1)).toContainText(`${a!.customer_name}`)
  await expect(preview.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(s1!.code)
  await expect(preview.getByRole('row').nth(2).getByRole('cell').nth(1)).toHaveText(s2!.code)
  // the preview's caption and the passengers' tick column header are read, not shown
  await expectReadNotShown(preview.locator('caption'))
  await expectReadNotShown(
    page
      .getByRole('table', { name: `Khách của chuyến ${from.trip.name}` })
      .getByRole('columnheader', { name: 'Chọn tất cả khách' })
      .getByText('Chọn tất cả khách'),
  )
  await expect(page.getByRole('alert')).toHaveCount(0)

  await page.getByRole('button', { name: 'Chuyển khách' }).click()
  const dialog = page.getByRole('dialog', { name: `Chuyển 2 khách sang chuyến ${to.trip.name}?` })
  await dialog.getByRole('button', { name: 'Chuyển' }).click()
  await expect(seat(page, to.trip.name, s1!.code)).toHaveAccessibleName(new RegExp(a!.customer_name))
  await expect(seat(page, from.trip.name, a!.seat_code)).toHaveAccessibleName(/trống/)

  await page.goto(`/trip/${to.trip.id}`)
  await page.getByRole('tab', { name: 'Hành khách' }).click()
  const list = page.getByRole('table', { name: 'Danh sách hành khách' })
  for (const k of [a!, b!])
    await expect(list.getByRole('row').filter({ hasText: k.code })).toContainText(
      `Đã chuyển từ ${from.trip.name}`,
    )
  await page.getByRole('tab', { name: 'Lịch sử chuyển khách' }).click()
  for (const [k, s] of [
    [a!, s1!],
    [b!, s2!],
  ] as const)
    await expect(
      page.getByText(
        `Vé ${k.code} – ${k.customer_name}: ${from.trip.name} (ghế ${k.seat_code}) → ${to.trip.name} (ghế ${s.code})`,
      ),
    ).toBeVisible()
})

test('moves one way, refuses a target without room; a trip is not offered on both sides', async ({
  page,
}) => {
  const token = await storeSession(page, 'letan')
  const { from, to } = await twoTrips(page.request, token)
  const [a] = [...from.tickets].sort(bySeat)
  const other = to.tickets[0]!
  await openMover(page, splitMergeUrl(from, to), from, to)
  await page.getByRole('button', { name: 'Chuyển khách' }).click()
  await expect(page.getByRole('alert')).toHaveText(/Chọn ít nhất một khách để chuyển/)
  await passenger(page, a!).check()
  // a move goes one way: the receiving trip's passengers are not offered
  await expect(passenger(page, other)).toHaveCount(0)

  // the trip carrying is not offered as the one receiving (a link naming it twice is refused, see vitest)
  await expect(tripChoice(page, 'Chuyến nhận khách', to.trip)).toBeChecked()
  await expect(tripChoice(page, 'Chuyến nhận khách', from.trip)).toHaveCount(0)

  // the target filled up by sales: no room for two
  const free = freeOf(await diagramOf(page.request, token, to.trip.id))
  const sold = await api(page.request, token, '/api/ticket/create', {
    trip_id: to.trip.id,
    seat_ids: free.slice(1).map((s) => s.id),
    customer_name: 'Đoàn khách hợp đồng',
    phone: '0987654321',
    pick_type: 0,
    pick_address: null,
    pick_fee: 0,
    drop_type: 0,
    drop_address: null,
    drop_fee: 0,
    surcharge: 0,
    note: null,
    is_paid: false,
    idempotency_key: 'fill-the-target-0001',
  })
  expect(sold.status).toBe(200)
  await page.reload()
  await expect(page.getByRole('grid', { name: `Sơ đồ ghế chuyến ${to.trip.name}` })).toBeVisible()
  await page.getByRole('button', { name: 'Chọn tất cả khách' }).first().click()
  await expect(page.getByRole('alert')).toHaveText(/Xe của chuyến nhận không còn chỗ hoặc không đủ chỗ/)
})

test('two browsers and the API moving onto one seat at once: exactly one ticket on it', async ({
  browser,
}) => {
  const a = await clerk(browser, 'letan')
  const b = await clerk(browser, 'admin')
  try {
    const { from, to } = await twoTrips(a.page.request, a.token, 3)
    const [k1, k2, k3] = [...from.tickets].sort(bySeat)
    const target = freeOf(to)[0]!
    const url = splitMergeUrl(from, to)
    await openMover(a.page, url, from, to)
    await openMover(b.page, url, from, to)
    await passenger(a.page, k1!).check()
    await passenger(b.page, k2!).check()
    const moves: Record<string, Request[]> = { [a.name]: [], [b.name]: [] }
    for (const { page, name } of [a, b])
      page.on('request', (request) => {
        if (command('/api/ticket/transfer-customer')(request)) moves[name]!.push(request)
      })
    await Promise.all([
      seat(a.page, to.trip.name, target.code).click(),
      seat(b.page, to.trip.name, target.code).click(),
    ])
    // the backend holds the seat for one clerk; the other is told who holds it, and the seat is not theirs
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
    await expect(seat(holder.page, to.trip.name, target.code)).toHaveAccessibleName(/đang chọn$/)
    await expect(seat(other.page, to.trip.name, target.code)).toHaveAccessibleName(
      new RegExp(`, tạm giữ, ${holder.name}$`),
    )
    // the other, its passenger left without a seat, is asked for one and has nothing to confirm
    await other.page.getByRole('button', { name: 'Chuyển khách' }).click()
    await expect(
      other.page.getByRole('alert').filter({ hasText: 'Phải chọn đúng một ghế cho mỗi khách' }),
    ).toBeVisible()

    // the holder confirms while the API moves another passenger onto the seat, from the holder's own sign-in:
    // the hold is that sign-in's, so the call is not turned away by it and truly races the confirmation
    const mine = holder === a ? k1! : k2!
    await holder.page.getByRole('button', { name: 'Chuyển khách' }).click()
    const dialog = holder.page.getByRole('dialog', { name: `Chuyển 1 khách sang chuyến ${to.trip.name}?` })
    await expect(dialog).toBeVisible()
    const [move, byApi] = await Promise.all([
      holder.page.waitForRequest(command('/api/ticket/transfer-customer')),
      api<{ tickets: TicketRow[] }>(holder.page.request, holder.token, '/api/ticket/transfer-customer', {
        from_trip_id: from.trip.id,
        to_trip_id: to.trip.id,
        tickets: [{ id: k3!.id, version: k3!.version }],
        seat_ids: [target.id],
        idempotency_key: 'race-move-api-0001',
      }),
      dialog.getByRole('button', { name: 'Chuyển' }).click(),
    ])
    const byBrowser = await move.response()
    expect(byBrowser, 'the clerk’s move was answered').not.toBeNull()
    // exactly one of the two moved its passenger onto the seat; the other was refused, the seat named
    const answers = [
      {
        status: byBrowser!.status(),
        body: (await byBrowser!.json()) as { data: { tickets: TicketRow[] }; message: string },
      },
      byApi,
    ]
    const won = answers.filter((answer) => answer.status === 200)
    const refused = answers.filter((answer) => answer.status !== 200)
    expect(won).toHaveLength(1)
    const clerkWon = byBrowser!.status() === 200
    const moved = clerkWon ? mine : k3!
    expect(won[0]!.body.data.tickets).toEqual([expect.objectContaining({ id: moved.id, seat_id: target.id })])
    const refusal = `Ghế ${target.code} đã bán`
    expect(refused.map((answer) => [answer.status, answer.body.message])).toEqual([[409, refusal]])
    if (clerkWon)
      await expect(
        holder.page.getByRole('status').filter({ hasText: `Đã chuyển 1 khách sang chuyến ${to.trip.name}` }),
      ).toBeVisible()
    else
      await expect(
        holder.page.getByRole('alert').filter({ hasText: `Không chuyển được: ${refusal}` }),
      ).toBeVisible()

    await expect
      .poll(
        async () =>
          (await diagramOf(a.page.request, a.token, to.trip.id)).tickets.filter(
            (k) => k.seat_id === target.id,
          ).length,
      )
      .toBe(1)
    await expect(seat(a.page, to.trip.name, target.code)).toHaveAccessibleName(/đã bán/)
    await expect(seat(b.page, to.trip.name, target.code)).toHaveAccessibleName(/đã bán/)
    const after = await diagramOf(a.page.request, a.token, to.trip.id)
    expect(after.tickets.filter((k) => k.seat_id === target.id)).toHaveLength(1)
    expect(after.tickets.find((k) => k.seat_id === target.id)!.id).toBe(moved.id)
    // the one moved is one of the three; the other two are still on their trip
    const left = (await diagramOf(a.page.request, a.token, from.trip.id)).tickets.map((k) => k.id)
    expect([k1!, k2!, k3!].filter((k) => left.includes(k.id))).toHaveLength(2)
    expect(left).not.toContain(moved.id)
    // the clerk without the seat sent no move; the holder sent one
    expect(moves[other.name]).toHaveLength(0)
    expect(moves[holder.name]).toHaveLength(1)
  } finally {
    await a.context.close()
    await b.context.close()
  }
})

test('splits passengers into a new trip with another car and driver', async ({ page }) => {
  const token = await storeSession(page, 'admin')
  const { from } = await twoTrips(page.request, token)
  const [a] = [...from.tickets].sort(bySeat)
  // another car and driver, freed of their trips that day and the next (a 23:30 trip runs past midnight)
  const busy: TripRow[] = []
  for (const day of [from.trip.plan_date, nextDay(from.trip.plan_date)])
    busy.push(
      ...(
        await api<{ data: TripRow[] }>(
          page.request,
          token,
          `/api/trip/list?itemsPerPage=100&plan_date=${day}`,
        )
      ).body.data.data,
    )
  const runs = (t: TripRow) => t.status !== 2 && t.status !== 4 && t.status !== 5
  const cars = (
    await api<Array<{ id: number; name: string; license_plate: string; status: number }>>(
      page.request,
      token,
      '/api/car/all',
    )
  ).body.data.filter((c) => c.status === 1 && c.id !== from.trip.car_id)
  const drivers = (
    await api<Array<{ id: number; fullname: string }>>(page.request, token, '/api/driver/all-active')
  ).body.data.filter((d) => d.id !== from.trip.user_id)
  // not one running now (a running trip is not cancelled)
  const car = cars.find((c) => !busy.some((t) => t.car_id === c.id && t.status === 3))!
  const driver = drivers.find((d) => !busy.some((t) => t.user_id === d.id && t.status === 3))!
  for (const trip of busy.filter(
    (t) => t.id !== from.trip.id && runs(t) && (t.car_id === car.id || t.user_id === driver.id),
  )) {
    const cancelled = await api(page.request, token, '/api/trip/status', {
      id: trip.id,
      version: trip.version,
      status: 5,
      reason: 'Nhường xe và tài xế cho chuyến tách',
    })
    expect(cancelled.status).toBe(200)
  }

  await page.goto(`/split-merge-trip/${from.trip.id}`)
  await expect(
    page.getByRole('heading', { level: 1, name: `Tách / ghép xe: ${from.trip.name}` }),
  ).toBeVisible()
  await passenger(page, a!).check()
  await page.getByRole('button', { name: 'Chuyến mới (xe và tài xế khác)' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tách khách sang chuyến mới' })
  await chooseOption(dialog, 'Xe', car!.license_plate, `${car!.license_plate} · ${car!.name}`)
  await chooseOption(dialog, 'Tài xế', driver!.fullname, driver!.fullname)
  await dialog.getByRole('textbox', { name: 'Giờ xuất bến' }).fill('23:30')
  await dialog.getByRole('button', { name: 'Tạo chuyến và chuyển khách' }).click()
  await expect(dialog).toBeHidden()
  const newMap = page.getByRole('grid', { name: / 23:30$/ })
  await expect(newMap).toBeVisible()
  await expect(
    page.getByRole('table', { name: / 23:30$/ }).getByText(`Đã chuyển từ ${from.trip.name}`),
  ).toBeVisible()
  // only on the new trip now, the trip receiving: no longer offered to move
  await expect(page.getByRole('table', { name: / 23:30$/ })).toContainText(a!.customer_name)
  await expect(passenger(page, a!)).toHaveCount(0)
})

test('merges another trip into this one: its passengers land here and it is cancelled', async ({ page }) => {
  const token = await storeSession(page, 'letan')
  const { from, to } = await twoTrips(page.request, token)
  await page.goto(`/split-merge-trip/${to.trip.id}?action=merge`)
  await expect(page.getByRole('grid', { name: `Sơ đồ ghế chuyến ${to.trip.name}` })).toBeVisible()
  await tripChoice(page, 'Chuyến ghép vào chuyến này', from.trip).check()
  const preview = page.getByRole('table', { name: 'Xem trước: khách sẽ ngồi ghế nào' })
  await expect(preview.getByRole('row')).toHaveCount(from.tickets.length + 1)
  await page.getByRole('button', { name: 'Ghép chuyến' }).click()
  await page
    .getByRole('dialog', { name: `Ghép chuyến ${from.trip.name} vào chuyến ${to.trip.name}?` })
    .getByRole('button', { name: 'Ghép chuyến' })
    .click()
  await expect(
    page
      .getByRole('table', { name: `Khách của chuyến ${to.trip.name}` })
      .getByText(`Đã chuyển từ ${from.trip.name}`),
  ).toHaveCount(from.tickets.length)
  const trip = await api<TripRow & { reason: string }>(page.request, token, `/api/trip/${from.trip.id}`)
  expect(trip.body.data).toMatchObject({
    status: 5,
    reason: expect.stringContaining(`Đã ghép vào chuyến ${to.trip.name}`),
  })
})

function nextDay(day: string) {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}
