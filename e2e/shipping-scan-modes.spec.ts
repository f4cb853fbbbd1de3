import type { APIRequestContext, Page } from '@playwright/test'
import { test, expect, chooseOption, CLIENT, storeSession } from './fixtures'

/** The scan modes of /shipping: the gun types into the focused field, one confirmation applies the mode's action. */

interface Parcel {
  id: number
  version: number
  code: string
  status: number
  trip_id?: number | null
  map_detail_id: number
  sending_office_id: number
  receiving_office_id: number
  product_type_id: number
}
interface DayTrip {
  id: number
  name: string
  status: number
  map_detail_id: number
  open: boolean
}

const auth = (token: string) => ({ ...CLIENT, Authorization: `Bearer ${token}` })
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date()).slice(0, 10)

async function read<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: auth(token) })
  expect(res.ok()).toBeTruthy()
  return ((await res.json()) as { data: T }).data
}
const waitingGoods = (r: APIRequestContext, token: string) =>
  read<Parcel[]>(r, token, '/api/shipping-waiting/all')
const tripsToday = (r: APIRequestContext, token: string) =>
  read<DayTrip[]>(r, token, `/api/shipping/trips-by-day?date=${today()}`)
const lookup = (r: APIRequestContext, token: string, code: string) =>
  read<{ source: string; parcel: Parcel }>(r, token, `/api/shipping/search/${code}`)
const inTransit = async (r: APIRequestContext, token: string) =>
  (await read<{ data: Parcel[] }>(r, token, '/api/shipping/list?status=0&itemsPerPage=200')).data

/** Today's open trip 2 (seed) and the waiting goods of its direction at its busiest sending office. */
async function loadCase(r: APIRequestContext, token: string) {
  const trip = (await tripsToday(r, token)).find((x) => x.id === 2 && x.open)!
  const waiting = (await waitingGoods(r, token)).filter((p) => p.status === 4)
  const here = waiting.filter((p) => p.map_detail_id === trip.map_detail_id)
  const office = here[0].sending_office_id
  const expected = here.filter((p) => p.sending_office_id === office)
  const other = waiting.find((p) => p.map_detail_id !== trip.map_detail_id)!
  return { trip, office, expected, other }
}

/** A parcel received at a desk through the API (what another clerk does), like `like`; its code. */
async function receiveParcel(r: APIRequestContext, token: string, like: Parcel): Promise<string> {
  const created = await r.post('/api/shipping-waiting/create', {
    headers: auth(token),
    data: {
      sender_name: 'Người gửi quét',
      sender_phone: '0912000111',
      sender_citizen_id: null,
      receiver_name: 'Người nhận quét',
      receiver_phone: '0988000222',
      receiver_citizen_id: null,
      package_name: 'Thùng hàng quét',
      product_type_id: like.product_type_id,
      weight: 2,
      quantity: 1,
      product_value: 0,
      fee: 30000,
      delivery_fee: 0,
      surcharge: 0,
      cod_amount: 0,
      payment_type: 0,
      map_detail_id: like.map_detail_id,
      sending_office_id: like.sending_office_id,
      receiving_office_id: like.receiving_office_id,
      delivery_type: 0,
      delivery_address: null,
      receiving_address: null,
      note: null,
    },
  })
  expect(created.ok()).toBeTruthy()
  return ((await created.json()) as { data: { code: string } }).data.code
}

const scanField = (page: Page) => page.getByRole('textbox', { name: /Mã hàng \(quét/ })
const result = (page: Page) => page.getByTestId('scan-result')
const balance = (page: Page) =>
  page.getByRole('list', { name: 'Đối chiếu hàng cần và hàng đã quét' }).getByRole('listitem')
/** The desk's own refusal (the HTTP layer's toasts are alerts too). */
const deskAlert = (page: Page) => page.getByRole('region', { name: 'Quét mã hàng' }).getByRole('alert')
const scanRows = (page: Page) => page.getByRole('table', { name: 'Danh sách quét' }).getByRole('row')

/** What a barcode gun does: types the code into the focused field, then Enter. */
async function gun(page: Page, code: string) {
  await scanField(page).pressSequentially(code)
  await scanField(page).press('Enter')
}

test('loads a chosen trip by scanning: expected, missing and extra as numbers; the focus stays in the field', async ({
  page,
  request,
}) => {
  const token = await storeSession(page, 'kho')
  const { trip, office, expected, other } = await loadCase(request, token)
  const n = expected.length
  await page.goto(`/shipping?trip_id=${trip.id}`)
  const modes = page.getByRole('navigation', { name: 'Chế độ' })
  await modes.getByRole('link', { name: 'Quét xếp hàng lên xe' }).click()
  await expect(page).toHaveURL(/mode=load/)
  await expect(modes.getByRole('link', { name: 'Quét xếp hàng lên xe' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  const offices = await read<Array<{ id: number; name: string }>>(request, token, '/api/office/all')
  const officeName = offices.find((o) => o.id === office)!.name
  await chooseOption(page, 'Văn phòng gửi', officeName, officeName)
  await expect(scanField(page)).toBeFocused()
  await expect(balance(page)).toHaveText([
    `Cần xếp: ${n}`,
    'Đã quét đúng: 0',
    `Còn thiếu: ${n}`,
    'Thừa (không thuộc chuyến): 0',
  ])

  await gun(page, expected[0].code)
  await expect(result(page)).toContainText(`Đúng hàng: ${expected[0].code}`)
  await expect(scanField(page)).toBeFocused()
  await gun(page, other.code)
  await expect(result(page)).toContainText(`Hàng nơi khác: ${other.code}`)
  await gun(page, 'ZZ404404')
  await expect(result(page)).toContainText('Không tìm thấy mã: ZZ404404')
  // quiet: only the scan result says it, no error toast of the HTTP layer
  await expect(page.getByText('Không tìm thấy hàng ZZ404404')).toHaveCount(0)
  await expect(balance(page)).toHaveText([
    `Cần xếp: ${n}`,
    'Đã quét đúng: 1',
    `Còn thiếu: ${n - 1}`,
    'Thừa (không thuộc chuyến): 1',
  ])
  await expect(page.getByText(`Hàng thừa: ${other.code}`)).toBeVisible()
  await expect(scanField(page)).toBeFocused()

  // live: another desk receives a parcel of this direction here; the expected count grows, the focus stays
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
  await receiveParcel(request, token, {
    ...expected[0],
    map_detail_id: trip.map_detail_id,
    sending_office_id: office,
  })
  await expect(balance(page).first()).toHaveText(`Cần xếp: ${n + 1}`)
  await expect(scanField(page)).toBeFocused()

  // a dialog closed without loading: the gun types into the field again
  await page.getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }).click()
  let dialog = page.getByRole('dialog', { name: `Xếp 1 hàng đã quét lên chuyến ${trip.name}?` })
  await dialog.getByRole('button', { name: 'Hủy' }).click()
  await expect(dialog).toBeHidden()
  await expect(scanField(page)).toBeFocused()

  await page.getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }).click()
  dialog = page.getByRole('dialog', { name: `Xếp 1 hàng đã quét lên chuyến ${trip.name}?` })
  await dialog.getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText(`Đã xếp 1 hàng lên chuyến ${trip.name}`)).toBeVisible()
  await expect(scanField(page)).toBeFocused()
  // only the loaded parcel leaves the scan list: the header, the unknown code and the extra parcel stay
  await expect(scanRows(page)).toHaveCount(3)
  await expect(scanRows(page).filter({ hasText: expected[0].code })).toHaveCount(0)
  expect((await lookup(request, token, expected[0].code)).parcel).toMatchObject({
    trip_id: trip.id,
    status: 0,
  })
  expect((await lookup(request, token, other.code)).parcel).toMatchObject({ status: 4 })
})

test('two desks load the same parcel at once: exactly one wins, the other is told where it went and keeps its list', async ({
  browser,
  request,
}) => {
  const desks = await Promise.all(
    (['kho', 'admin'] as const).map(async (account) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      return { context, page, token: await storeSession(page, account) }
    }),
  )
  try {
    const [a] = desks
    const { trip, office, expected } = await loadCase(request, a.token)
    // a second open trip of the direction when there is one, else the same trip
    const trips = (await tripsToday(request, a.token)).filter(
      (x) => x.open && x.map_detail_id === trip.map_detail_id,
    )
    const targets = [trip, trips.find((x) => x.id !== trip.id) ?? trip]
    const parcel = expected[0]
    for (const [i, desk] of desks.entries()) {
      await desk.page.goto(
        `/shipping?mode=load&date=${today()}&map_detail_id=${trip.map_detail_id}&trip_id=${targets[i].id}&office_id=${office}`,
      )
      await expect(scanField(desk.page)).toBeFocused()
      await gun(desk.page, parcel.code)
      await expect(result(desk.page)).toContainText(`Đúng hàng: ${parcel.code}`)
      await desk.page.getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }).click()
    }
    const oks = desks.map((desk, i) =>
      desk.page
        .getByRole('dialog', { name: `Xếp 1 hàng đã quét lên chuyến ${targets[i].name}?` })
        .getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }),
    )
    await Promise.all(oks.map((ok) => expect(ok).toBeVisible()))
    await Promise.all(oks.map((ok) => ok.click()))

    // exactly one order, on one desk's trip
    await expect.poll(async () => (await lookup(request, a.token, parcel.code)).source).toBe('order')
    const loaded = (await lookup(request, a.token, parcel.code)).parcel
    const winner = targets.findIndex((x) => x.id === loaded.trip_id)
    expect(winner).toBeGreaterThanOrEqual(0)
    const loser = desks[targets[0].id === targets[1].id ? -1 : 1 - winner]
    if (loser) {
      await expect(deskAlert(loser.page)).toHaveText(
        `Hàng ${parcel.code} đã được xếp lên chuyến ${targets[winner].name}`,
      )
      // the header and its one line, kept
      await expect(scanRows(loser.page)).toHaveCount(2)
      await expect(scanRows(loser.page).nth(1)).toContainText(
        `Hàng ${parcel.code} đã được xếp lên chuyến ${targets[winner].name}`,
      )
      await expect(scanField(loser.page)).toBeFocused()
    } else {
      // the same trip on both desks: one desk's alert names the trip it went onto
      const alerts = desks.map((desk) => deskAlert(desk.page))
      await expect.poll(async () => (await alerts[0].count()) + (await alerts[1].count())).toBe(1)
    }

    // the API race: two confirmations with their own keys at once, one parcel: one 200, one 409 naming it
    const second = expected[1]
    const [one, two] = await Promise.all(
      ['race-a', 'race-b'].map((key) =>
        request.post('/api/shipping/transfer-waiting-to-shipping', {
          headers: auth(a.token),
          data: { trip_id: trip.id, parcel_ids: [second.id], idempotency_key: key },
        }),
      ),
    )
    expect([one.status(), two.status()].sort()).toEqual([200, 409])
    const refused = one.status() === 409 ? one : two
    expect(((await refused.json()) as { message: string }).message).toBe(
      `Hàng ${second.code} đã được xếp lên chuyến ${trip.name}`,
    )
  } finally {
    for (const desk of desks) await desk.context.close()
  }
})

test('unloads at the arrival office and imports into the warehouse by scanning; a refused import keeps the list', async ({
  page,
  request,
}) => {
  const token = await storeSession(page, 'kho')
  const running = new Map(
    (await tripsToday(request, token)).filter((x) => x.status === 3).map((x) => [x.id, x]),
  )
  const travelling = await inTransit(request, token)
  const order = travelling.find((o) => running.has(o.trip_id ?? 0))!
  const trip = running.get(order.trip_id!)!
  await page.goto(
    `/shipping?mode=unload&date=${today()}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}&office_id=${order.receiving_office_id}`,
  )
  await expect(scanField(page)).toBeFocused()
  await gun(page, order.code)
  await expect(result(page)).toContainText(`Đúng hàng: ${order.code}`)
  await expect(balance(page).nth(1)).toHaveText('Đã quét đúng: 1')
  await page.getByRole('button', { name: 'Dỡ 1 hàng đã quét' }).click()
  const unload = page.getByRole('dialog', { name: /^Dỡ 1 hàng đã quét khỏi chuyến/ })
  await unload.getByRole('button', { name: 'Dỡ 1 hàng đã quét' }).click()
  await expect(unload).toBeHidden()
  await expect(page.getByText(/^Đã dỡ 1 hàng tại /)).toBeVisible()
  await expect(scanField(page)).toBeFocused()
  expect((await lookup(request, token, order.code)).parcel).toMatchObject({ status: 1 })

  // warehouse import: two parcels loaded onto trip 2 for one office; the first is imported by another desk meanwhile
  const { trip: loading, expected } = await loadCase(request, token)
  const codes = [
    await receiveParcel(request, token, expected[0]),
    await receiveParcel(request, token, expected[0]),
  ]
  const loaded = await request.post('/api/shipping/transfer-waiting-to-shipping', {
    headers: auth(token),
    data: { trip_id: loading.id, codes, idempotency_key: 'e2e-receive' },
  })
  expect(loaded.ok()).toBeTruthy()
  const [first, second] = ((await loaded.json()) as { data: { orders: Parcel[] } }).data.orders
  const office = first.receiving_office_id
  await page.goto(`/shipping?mode=receive&office_id=${office}`)
  await expect(scanField(page)).toBeFocused()
  await gun(page, first.code)
  await expect(result(page)).toContainText(`Đúng hàng: ${first.code}`)
  await gun(page, second.code)
  await expect(result(page)).toContainText(`Đúng hàng: ${second.code}`)
  const other = await request.post('/api/shipping/warehouse-import', {
    headers: auth(token),
    data: { ids: [first.id], versions: [(await lookup(request, token, first.code)).parcel.version] },
  })
  expect(other.ok()).toBeTruthy()
  await page.getByRole('button', { name: 'Nhập kho 2 hàng đã quét' }).click()
  const confirm = page.getByRole('dialog', { name: /^Nhập kho 2 hàng đã quét tại/ })
  await confirm.getByRole('button', { name: 'Nhập kho 2 hàng đã quét' }).click()
  await expect(confirm).toBeHidden()
  await expect(deskAlert(page)).toContainText(`Hàng ${first.code}`)
  // the header and the two lines, as they were
  await expect(scanRows(page)).toHaveCount(3)
  await expect(scanField(page)).toBeFocused()
  expect((await lookup(request, token, second.code)).parcel).toMatchObject({ status: 0 })

  // the second alone goes in
  await page.getByRole('button', { name: 'Xóa danh sách quét' }).click()
  const clear = page.getByRole('dialog', { name: 'Xóa toàn bộ danh sách quét của phiên này?' })
  await clear.getByRole('button', { name: 'Xóa danh sách quét' }).click()
  await expect(clear).toBeHidden()
  await expect(scanField(page)).toBeFocused()
  await gun(page, second.code)
  await page.getByRole('button', { name: 'Nhập kho 1 hàng đã quét' }).click()
  const again = page.getByRole('dialog', { name: /^Nhập kho 1 hàng đã quét tại/ })
  await again.getByRole('button', { name: 'Nhập kho 1 hàng đã quét' }).click()
  await expect(page.getByText(/^Đã nhập kho 1 hàng tại /)).toBeVisible()
  expect((await lookup(request, token, second.code)).parcel).toMatchObject({ status: 1 })
})
