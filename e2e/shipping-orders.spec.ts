import type { Page } from '@playwright/test'
import {
  test,
  expect,
  chooseOption,
  chooseRowAction,
  CLIENT,
  openSignedIn,
  rowOf,
  storeSession,
} from './fixtures'

interface Order {
  id: number
  version: number
  code: string
  status: number
  trip_id: number | null
}

const LIST = 'Danh sách đơn gửi hàng'
const auth = (token: string) => ({ ...CLIENT, Authorization: `Bearer ${token}` })

/** The seed's today trip 2 (Đà Lạt ➡️ Sài Gòn 09:30, accepted) and waiting goods of its direction. */
const TRIP = { id: 2, name: 'Đà Lạt ➡️ Sài Gòn 09:30' }

/** Loads a waiting parcel onto a trip through the API, as the warehouse's desk would. */
async function loadByApi(page: Page, code: string, tripId: number) {
  const login = await page.request.post('/api/auth/login', {
    headers: CLIENT,
    data: { username: 'kho', password: 'kho123' },
  })
  const token = (await login.json()).data.access_token as string
  const res = await page.request.post('/api/shipping/transfer-waiting-to-shipping', {
    headers: auth(token),
    data: { trip_id: tripId, codes: [code], idempotency_key: `e2e-${code}` },
  })
  expect(res.ok()).toBeTruthy()
}

async function order(page: Page, token: string, code: string): Promise<Order> {
  const res = await page.request.get(`/api/shipping/search/${code}`, { headers: auth(token) })
  return (await res.json()).data.parcel as Order
}

test('loads a selected waiting parcel onto a trip: it leaves the waiting list, the trip detail shows it', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'letan', `/shipping?trip_id=${TRIP.id}`)
  await page.getByRole('button', { name: 'Xếp hàng lên xe' }).click()
  const dialog = page.getByRole('dialog', { name: `Xếp hàng lên chuyến ${TRIP.name}` })
  await dialog.getByRole('checkbox', { name: 'Chọn HC000001' }).check()
  await dialog.getByRole('button', { name: 'Xếp 1 hàng lên xe' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    page.getByRole('table', { name: LIST }).getByRole('cell', { name: 'HC000001', exact: true }),
  ).toBeVisible()
  await page.goto('/shipping-waiting')
  await expect(
    page
      .getByRole('table', { name: 'Danh sách hàng chờ gửi' })
      .getByRole('cell', { name: 'HC000005', exact: true }),
  ).toBeVisible()
  await expect(page.getByRole('cell', { name: 'HC000001', exact: true })).toHaveCount(0)
  // the trip detail needs trip.view: the manager's desk
  const desk = await browser.newContext()
  const manager = await desk.newPage()
  await openSignedIn(manager, 'admin', `/trip/${TRIP.id}`)
  await manager.getByRole('tab', { name: 'Hàng trên xe' }).click()
  await expect(manager.getByRole('rowheader', { name: 'HC000001', exact: true })).toBeVisible()
  await desk.close()
})

test('warehouse import, a motorbike hand-over, the history shows each step', async ({ page }) => {
  await loadByApi(page, 'HC000005', TRIP.id)
  await openSignedIn(page, 'letan', '/shipping?q=HC000005')
  const table = page.getByRole('table', { name: LIST })
  await chooseRowAction(table, 'HC000005', 'Nhập kho')
  await page
    .getByRole('dialog', { name: 'Nhập kho 1 đơn gửi hàng?' })
    .getByRole('button', { name: 'Đồng ý' })
    .click()
  // the row shows its new status (and the actions it now offers) before the next is chosen
  await expect(rowOf(table, 'HC000005')).toContainText('Trong kho')
  await chooseRowAction(table, 'HC000005', 'Giao hàng')
  const dialog = page.getByRole('dialog', { name: 'Giao 1 hàng' })
  await dialog.getByRole('radio', { name: 'Giao bằng xe ôm' }).check()
  await dialog.getByRole('button', { name: 'Giao hàng' }).click()
  await expect(dialog.getByText('Vui lòng chọn tài xế xe ôm')).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '')
  const drivers = await page.request.get('/api/shipping/motorbike-drivers', { headers: auth(token) })
  const [driver] = (await drivers.json()).data as Array<{ fullname: string; phone: string | null }>
  const option = driver.phone
    ? `${driver.fullname} (${driver.phone.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1.$2.$3')})`
    : driver.fullname
  await chooseOption(dialog, 'Tài xế xe ôm', driver.fullname, option)
  await dialog.getByRole('button', { name: 'Giao hàng' }).click()
  await expect(dialog).toBeHidden()
  await expect(table.getByText('Hoàn thành')).toBeVisible()
  await chooseRowAction(table, 'HC000005', 'Lịch sử')
  const history = page.getByRole('dialog', { name: 'Lịch sử hàng HC000005' })
  await expect(history.getByText('giao cho người nhận: Trong kho ➡️ Hoàn thành')).toBeVisible()
  await expect(history.getByText('nhập kho: Đang chuyển về kho ➡️ Trong kho')).toBeVisible()
})

test('cancel needs a reason', async ({ page }) => {
  await loadByApi(page, 'HC000009', 1)
  await openSignedIn(page, 'letan', '/shipping?q=HC000009')
  const table = page.getByRole('table', { name: LIST })
  // the row's menu, by the keyboard: Enter opens it on its first entry, Escape closes it back to its button
  const more = table.getByRole('button', { name: 'Thao tác khác cho HC000009' })
  await more.focus()
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu').filter({ hasText: 'Hủy đơn' })
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(more).toBeFocused()
  await chooseRowAction(table, 'HC000009', 'Hủy đơn')
  const dialog = page.getByRole('dialog', { name: 'Hủy 1 đơn gửi hàng' })
  await dialog.getByRole('button', { name: 'Hủy đơn' }).click()
  await expect(dialog).toBeVisible()
  await dialog.getByRole('radio', { name: 'Lý do khác' }).check()
  await dialog.getByRole('button', { name: 'Hủy đơn' }).click()
  await expect(dialog.getByText('Vui lòng nhập lý do hủy')).toBeVisible()
  await dialog.getByRole('textbox', { name: 'Lý do khác' }).fill('Người gửi đổi ý')
  await dialog.getByRole('button', { name: 'Hủy đơn' }).click()
  await expect(dialog).toBeHidden()
  await expect(table.getByText('Đã hủy')).toBeVisible()
})

test('prints the load list of a trip with its rows', async ({ page }) => {
  const token = await storeSession(page, 'letan')
  const list = await (await page.request.get(`/api/shipping/print-list/1`, { headers: auth(token) })).json()
  await page.goto('/shipping?print=1')
  const sheet = page.getByRole('region', { name: /^Danh sách hàng chuyến/ })
  await expect(sheet.getByRole('heading', { level: 1 })).toBeVisible()
  const codes = (list.data.orders as Order[]).map((o) => o.code)
  await expect(sheet.locator('tbody tr')).toHaveCount(codes.length)
  for (const code of codes) await expect(sheet.getByRole('cell', { name: code, exact: true })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation').first()).toBeHidden()
})

test('two desks and the API load one parcel at once: exactly one wins, the other sees a clear message', async ({
  browser,
  page,
}) => {
  const token = await storeSession(page, 'kho')
  const desks = await Promise.all([browser.newContext(), browser.newContext()])
  const pages = await Promise.all(desks.map((c) => c.newPage()))
  await Promise.all(pages.map((p) => openSignedIn(p, 'letan', `/shipping?trip_id=${TRIP.id}`)))
  const dialogs = await Promise.all(
    pages.map(async (p) => {
      await p.getByRole('button', { name: 'Xếp hàng lên xe' }).click()
      const d = p.getByRole('dialog', { name: `Xếp hàng lên chuyến ${TRIP.name}` })
      await d.getByRole('checkbox', { name: 'Chọn HC000006' }).check()
      return d
    }),
  )
  const [api] = await Promise.all([
    page.request.post('/api/shipping/transfer-waiting-to-shipping', {
      headers: auth(token),
      data: { trip_id: TRIP.id, codes: ['HC000006'], idempotency_key: 'api-race' },
    }),
    ...dialogs.map((d) => d.getByRole('button', { name: 'Xếp 1 hàng lên xe' }).click()),
  ])
  const refused = `Hàng HC000006 đã được xếp lên chuyến ${TRIP.name}`
  const outcomes = await Promise.all(
    dialogs.map(async (d) => {
      // each desk either closes its dialog (loaded) or says why it could not
      await expect(async () => {
        const settled = !(await d.isVisible()) || (await d.getByRole('alert').isVisible())
        expect(settled).toBe(true)
      }).toPass()
      return (await d.isVisible()) ? await d.getByRole('alert').innerText() : 'won'
    }),
  )
  const wins = [api.ok() ? 'won' : 'lost', ...outcomes].filter((o) => o === 'won')
  expect(wins).toHaveLength(1)
  for (const o of outcomes) if (o !== 'won') expect(o).toContain(refused)
  const stored = await order(page, token, 'HC000006')
  expect(stored.trip_id).toBe(TRIP.id)
  await Promise.all(desks.map((c) => c.close()))
})
