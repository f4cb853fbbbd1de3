import type { APIRequestContext, Page } from '@playwright/test'
import readXlsxFile from 'read-excel-file/node'
import { test, expect, CLIENT, storeSession } from './fixtures'

/* /statistical-shipping and /statistics/money-driver-and-moto: a range, drill-down sums, export read back, dark theme, English. */

const hcmDay = (offset = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(
    new Date(Date.now() + offset * 86_400_000),
  )
const to = hcmDay()
const from = hcmDay(-6)
const money = (n: number) =>
  `${n < 0 ? '-' : ''}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`
const dmy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

async function api<T>(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path, { headers: { ...CLIENT, Authorization: `Bearer ${token}` } })
  expect(response.status(), path).toBe(200)
  return ((await response.json()) as { data: T }).data
}

async function exported(page: Page, button = 'Xuất Excel', ok = 'Đồng ý') {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: button }).click()
  await page.getByRole('dialog').getByRole('button', { name: ok }).click()
  const download = await downloading
  const [sheet] = await readXlsxFile(await download.path())
  return { name: download.suggestedFilename(), rows: sheet.data }
}

type Figures = { parcels: number; charges: number; cod_collected: number; cod_outstanding: number }

test('shipping revenue: a day’s and a row’s parcels add up to the figures, export, dark theme', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'))
  const token = await storeSession(page, 'quanly')
  const stats = await api<{
    totals: Figures
    rows: Array<Figures & { office_name: string; direction: string; goods_type: string | null }>
    by_day: Array<Figures & { date: string }>
  }>(page.request, token, `/api/trip/statistical-shipping?from=${from}&to=${to}`)
  await page.goto(`/statistical-shipping?from=${from}&to=${to}`)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const table = page.getByRole('table', { name: 'Doanh thu gửi hàng theo văn phòng, chiều, loại hàng' })
  await expect(table.getByTestId('total-charges')).toHaveText(money(stats.totals.charges))
  await expect(page.getByRole('img', { name: 'Tổng cước theo ngày' })).toBeVisible()

  // today: the parcels received today (their fees) and those handed over today (their COD)
  await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
  const day = stats.by_day.at(-1)!
  expect(day.date).toBe(to)
  const behind = await api<{
    parcels: Array<{ code: string; received_on: string; handed_over_on: string | null }>
  }>(page.request, token, `/api/trip/statistical-shipping/parcels?from=${from}&to=${to}&date=${to}`)
  expect(behind.parcels.some((p) => p.received_on < to && p.handed_over_on === to)).toBe(true)
  await page
    .getByRole('table', { name: 'Tổng cước theo ngày' })
    .getByRole('button', { name: `Xem các dòng của ${dmy(day.date)}` })
    .press('Enter')
  const dayDrawer = page.getByRole('dialog', { name: `Hàng gửi ngày ${dmy(day.date)}` })
  await expect(dayDrawer.getByTestId('detail-charges')).toHaveText(money(day.charges))
  await expect(dayDrawer.getByTestId('detail-cod-collected')).toHaveText(money(day.cod_collected))
  await expect(dayDrawer.getByRole('row')).toHaveCount(behind.parcels.length + 2)
  await expect(dayDrawer.getByTestId('detail-parcels')).toHaveText(String(day.parcels))
  await page.keyboard.press('Escape')
  await expect(dayDrawer).toBeHidden()

  const row = stats.rows[0]
  const name = `${row.office_name} · ${row.direction} · ${row.goods_type ?? '(Không có loại hàng)'}`
  await table.getByRole('button', { name: `Xem các dòng của ${name}` }).click()
  const rowDrawer = page.getByRole('dialog', { name: `Hàng gửi: ${name}` })
  await expect(rowDrawer.getByTestId('detail-charges')).toHaveText(money(row.charges))
  await expect(rowDrawer.getByTestId('detail-cod-outstanding')).toHaveText(money(row.cod_outstanding))
  await page.keyboard.press('Escape')

  // the total opens every parcel of the range
  await table.getByRole('button', { name: 'Xem các dòng của Tổng' }).click()
  const all = page.getByRole('dialog', { name: 'Tất cả hàng gửi trong khoảng ngày' })
  await expect(all.getByTestId('detail-cod-collected')).toHaveText(money(stats.totals.cod_collected))
  await page.keyboard.press('Escape')

  const file = await exported(page)
  expect(file.name).toBe(`doanh-thu-gui-hang-${from}-${to}.xlsx`)
  expect(file.rows).toHaveLength(stats.rows.length + 2)
  expect(file.rows.at(-1)![7]).toBe(stats.totals.charges)
})

test('shipping revenue in English; the range goes to the address', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await storeSession(page, 'quanly')
  await page.goto('/statistical-shipping')
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping revenue' })).toBeVisible()
  // the English settings write days month first (MM/DD/YYYY): shown and typed that way, sent on Enter
  const mdy = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`
  const fromField = page.getByRole('textbox', { name: 'From' })
  await expect(fromField).toHaveValue(mdy(from))
  await fromField.fill(mdy(hcmDay(-13)))
  await fromField.press('Enter')
  await expect(page).toHaveURL(new RegExp(`from=${hcmDay(-13)}`))
  await fromField.fill(mdy(hcmDay(-400)))
  await fromField.press('Enter')
  await expect(page.getByRole('alert')).toHaveText('The range cannot be longer than 366 days')
  // a quick choice: the range goes to the address at once
  await page.getByRole('group', { name: 'Quick choices' }).getByRole('button', { name: 'Today' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${to}&to=${to}`))
  await expect(page.getByRole('alert')).toHaveCount(0)
})

type Pay = {
  fullname: string
  balance: number
  earned: number
  trips: number
  pickups: number
  deliveries: number
}

test('driver and motorbike pay: a person’s lines add up to the figures, export, dark theme', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('theme-mode', 'dark'))
  const token = await storeSession(page, 'quanly')
  const stats = await api<{ totals: Pay; rows: Pay[] }>(
    page.request,
    token,
    `/api/statistics/money-driver-and-moto?from=${from}&to=${to}`,
  )
  await page.goto(`/statistics/money-driver-and-moto?from=${from}&to=${to}`)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const table = page.getByRole('table', { name: 'Tiền công tài xế, xe ôm theo người' })
  await expect(table.getByTestId('total-balance')).toHaveText(money(stats.totals.balance))

  const person = stats.rows.find((r) => r.trips > 0)!
  await table.getByRole('button', { name: `Xem các dòng của ${person.fullname}` }).click()
  const drawer = page.getByRole('dialog', { name: `Các chuyến, lượt đón, lượt giao của ${person.fullname}` })
  await expect(drawer.getByTestId('detail-balance')).toHaveText(money(person.balance))
  await expect(drawer.getByTestId('detail-earned')).toHaveText(money(person.earned))
  await expect(drawer.getByRole('row')).toHaveCount(person.trips + person.pickups + person.deliveries + 2)
  await page.keyboard.press('Escape')

  const file = await exported(page)
  expect(file.name).toBe(`tien-cong-tai-xe-xe-om-${from}-${to}.xlsx`)
  expect(file.rows).toHaveLength(stats.rows.length + 2)
  expect(file.rows.at(-1)!.at(-1)).toBe(stats.totals.balance)
})

test('driver and motorbike pay in English: a motorbike driver’s pick-ups add up to the pay', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  const token = await storeSession(page, 'quanly')
  const stats = await api<{ rows: Pay[] }>(
    page.request,
    token,
    `/api/statistics/money-driver-and-moto?from=${from}&to=${to}&kind=motorbike`,
  )
  await page.goto(`/statistics/money-driver-and-moto?from=${from}&to=${to}&kind=motorbike`)
  await expect(page.getByRole('heading', { level: 1, name: 'Driver and motorbike pay' })).toBeVisible()
  const table = page.getByRole('table', { name: 'Driver and motorbike pay by person' })
  await expect(table.getByRole('row')).toHaveCount(stats.rows.length + 2)
  const person = stats.rows[0]
  await table.getByRole('button', { name: `Show the rows of ${person.fullname}` }).click()
  await expect(
    page
      .getByRole('dialog', { name: `Trips, pick-ups and deliveries of ${person.fullname}` })
      .getByTestId('detail-earned'),
  ).toHaveText(money(person.earned))
})

test('driver and motorbike pay prints on an A4 sheet on its side with every column on the page', async ({
  page,
}) => {
  await storeSession(page, 'quanly')
  // the printable width of A4 landscape with 10 mm margins: 277 mm at 96 px per inch
  const printable = Math.floor((277 / 25.4) * 96)
  await page.setViewportSize({ width: printable, height: 740 })
  await page.goto(`/statistics/money-driver-and-moto?from=${from}&to=${to}`)
  const table = page.getByRole('table', { name: 'Tiền công tài xế, xe ôm theo người' })
  await expect(table.getByTestId('total-balance')).toBeVisible()
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  const [, width, height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!
  const mm = (pt: string) => Math.round((Number(pt) / 72) * 25.4)
  expect([mm(width), mm(height)]).toEqual([297, 210])

  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'Xuất Excel' })).toBeHidden()
  const balance = await table.getByRole('columnheader', { name: 'Số dư' }).boundingBox()
  const whole = await table.boundingBox()
  expect(whole!.x + whole!.width).toBeLessThanOrEqual(printable + 1)
  expect(balance!.x + balance!.width).toBeLessThanOrEqual(printable + 1)
  await page.emulateMedia({ media: 'screen' })
})
