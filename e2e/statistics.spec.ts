import type { APIRequestContext, Page } from '@playwright/test'
import readXlsxFile from 'read-excel-file/node'
import { test, expect, CLIENT, openSignedIn, storeSession } from './fixtures'

/** Today and the days before it, in Ho Chi Minh City (the backend's days). */
const hcmDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(Date.now() + offset * 86_400_000),
  )
const to = hcmDay()
const from = hcmDay(-6)
const money = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`

async function api<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: { ...CLIENT, Authorization: `Bearer ${token}` } })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

async function exported(page: Page) {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Xuất Excel' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click()
  const download = await downloading
  const [sheet] = await readXlsxFile(await download.path())
  return { name: download.suggestedFilename(), rows: sheet.data }
}

test('revenue by trip: the range in the address, a day’s and a trip’s rows add up to the figure, export, dark theme', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'))
  const token = await storeSession(page, 'quanly')
  const stats = await api<{
    totals: { net: number; ticket_revenue: number }
    rows: Array<{ trip_id: number; name: string; ticket_revenue: number; passengers: number }>
    by_day: Array<{ date: string; trips: number; ticket_revenue: number; goods_revenue: number }>
  }>(page.request, token, `/api/trip/statistical?from=${from}&to=${to}`)
  await page.goto(`/statistical-trip?from=${from}&to=${to}`)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const table = page.getByRole('table', { name: 'Doanh thu theo chuyến' })
  await expect(table.getByTestId('total-net')).toHaveText(money(stats.totals.net))
  await expect(page.getByRole('img', { name: 'Doanh thu theo ngày' })).toBeVisible()

  // a bar by the keyboard: the chart's table alternative
  await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
  const day = stats.by_day.find((d) => d.trips > 0)!
  const label = `${day.date.slice(8, 10)}/${day.date.slice(5, 7)}/${day.date.slice(0, 4)}`
  await page
    .getByRole('table', { name: 'Doanh thu theo ngày' })
    .getByRole('button', { name: `Xem các dòng của ${label}` })
    .press('Enter')
  const dayDrawer = page.getByRole('dialog', { name: `Các chuyến ngày ${label}` })
  await expect(dayDrawer.getByTestId('detail-total')).toHaveText(
    money(day.ticket_revenue + day.goods_revenue),
  )
  await page.keyboard.press('Escape')
  await expect(dayDrawer).toBeHidden()

  const row = stats.rows.find((r) => r.passengers > 0)!
  await table
    .getByRole('button', { name: `Xem các dòng của ${row.name}` })
    .first()
    .click()
  const tripDrawer = page.getByRole('dialog', { name: `Vé và hàng của chuyến ${row.name}` })
  await expect(tripDrawer.getByRole('table', { name: 'Vé' }).getByTestId('detail-total')).toHaveText(
    money(row.ticket_revenue),
  )
  await page.keyboard.press('Escape')

  const file = await exported(page)
  expect(file.name).toBe(`doanh-thu-theo-chuyen-${from}-${to}.xlsx`)
  expect(file.rows).toHaveLength(stats.rows.length + 2)
  expect(file.rows.at(-1)!.at(-1)).toBe(stats.totals.net)
})

test('top drivers: top N in the address, a driver’s trips add up to his revenue, export', async ({
  page,
}) => {
  const token = await storeSession(page, 'quanly')
  const ranking = await api<{ rows: Array<{ fullname: string; revenue: number; trips: number }> }>(
    page.request,
    token,
    `/api/trip/top-drivers?from=${from}&to=${to}&limit=20`,
  )
  await page.goto(`/top-drivers?from=${from}&to=${to}`)
  await page.getByRole('combobox', { name: 'Số dòng' }).selectOption('20')
  await expect(page).toHaveURL(/limit=20/)
  const first = ranking.rows[0]
  await page
    .getByRole('table', { name: 'Xếp hạng tài xế' })
    .getByRole('button', { name: `Xem các dòng của ${first.fullname}` })
    .click()
  const drawer = page.getByRole('dialog', { name: `Các chuyến của ${first.fullname}` })
  await expect(drawer.getByTestId('detail-total')).toHaveText(money(first.revenue))
  await expect(drawer.getByRole('row')).toHaveCount(first.trips + 2)
  await page.keyboard.press('Escape')
  const file = await exported(page)
  expect(file.rows).toHaveLength(ranking.rows.length + 1)
  expect(file.rows[1][1]).toBe(first.fullname)
})

test('top customers in English: a customer’s tickets add up to the money', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  const token = await storeSession(page, 'quanly')
  const ranking = await api<{ rows: Array<{ customer_name: string; money: number }> }>(
    page.request,
    token,
    `/api/ticket/top-customers?from=${from}&to=${to}&limit=10`,
  )
  await page.goto(`/top-customers?from=${from}&to=${to}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Top customers' })).toBeVisible()
  const first = ranking.rows[0]
  await page
    .getByRole('table', { name: 'Top customer ranking' })
    .getByRole('button', { name: `Show the rows of ${first.customer_name}` })
    .click()
  await expect(
    page.getByRole('dialog', { name: `Tickets of ${first.customer_name}` }).getByTestId('detail-total'),
  ).toHaveText(money(first.money))
})

test('the dashboard draws its charts after the figures; a month opens its trips', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/')
  await expect(page.getByTestId('stat-trips-today')).toBeVisible()
  const monthly = page.getByRole('region', { name: 'Chuyến theo tháng' })
  await expect(monthly.getByRole('img', { name: /^Chuyến theo tháng / })).toHaveAttribute(
    'data-drawn-in',
    /\d+/,
  )
  await monthly.getByRole('button', { name: 'Xem dạng bảng' }).click()
  const month = Number(to.slice(5, 7))
  await monthly.getByRole('button', { name: `Xem các dòng của Tháng ${month}` }).click()
  await expect(page).toHaveURL(new RegExp(`/statistical-trip\\?from=${to.slice(0, 7)}-01`))
  await expect(page.getByRole('heading', { level: 1, name: 'Doanh thu theo chuyến' })).toBeVisible()
})

test('the dashboard’s tickets sold today open in a drawer whose money adds up to its total', async ({
  page,
}) => {
  await openSignedIn(page, 'letan', '/')
  await expect(page.getByTestId('stat-tickets-today')).toBeVisible()
  await page.getByRole('button', { name: 'Xem danh sách vé bán hôm nay' }).click()
  const drawer = page.getByRole('dialog', { name: /^Vé bán ngày \d{2}\/\d{2}\/\d{4} \(\d+ vé\)$/ })
  const title = (await drawer.getByRole('region').getAttribute('aria-label'))!
  const n = Number(/\((\d+) vé\)/.exec(title)![1])
  expect(n).toBeGreaterThan(0)
  const table = drawer.getByRole('table', { name: 'Vé bán hôm nay' })
  await expect(table.locator('tbody tr')).toHaveCount(n)
  const amounts = await table.locator('tbody tr td:last-child').allTextContents()
  const sum = amounts.reduce((a, text) => a + Number(text.replace(/\D/g, '')), 0)
  await expect(table.getByTestId('detail-total')).toHaveText(money(sum))
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
})
