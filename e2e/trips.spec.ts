import type { Locator, Page } from '@playwright/test'
import { readSheet } from 'read-excel-file/node'
import { test, expect, chooseOption, chooseRowAction, CLIENT, openSignedIn, storeSession } from './fixtures'

const hcmToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date())
const ddmmyyyy = (d: string) => d.split('-').reverse().join('/')
const ROSTER = 'Danh sách chuyến trong ngày'

interface Car {
  id: number
  name: string
  license_plate: string
  status: number
}

/** Active cars with no trip today, as the form labels them. */
async function freeCars(page: Page, token: string): Promise<string[]> {
  const headers = { ...CLIENT, Authorization: `Bearer ${token}` }
  const cars = (await (await page.request.get('/api/car/all', { headers })).json()).data as Car[]
  const today = (
    await (
      await page.request.get(`/api/trip/list?plan_date=${hcmToday()}&itemsPerPage=100`, { headers })
    ).json()
  ).data.data as Array<{ car_id: number }>
  return cars
    .filter((c) => c.status === 1 && !today.some((t) => t.car_id === c.id))
    .map((c) => `${c.license_plate} · ${c.name}`)
}

/** Fills the Add trip dialog: direction Sài Gòn ➡️ Đà Lạt today. */
async function fillTrip(dialog: Locator, departure: string, car: string, driver: string) {
  await chooseOption(dialog, 'Chiều đi', 'sai gon ➡️ da lat', 'Sài Gòn ➡️ Đà Lạt')
  await dialog.getByLabel('Giờ xuất bến').fill(departure)
  await chooseOption(dialog, 'Xe', car.slice(0, 10), car)
  await chooseOption(dialog, 'Tài xế', driver.toLowerCase(), driver)
}

test('roster: a trip for a driver already on the road is refused, naming the other trip; a free one is created', async ({
  page,
}) => {
  const token = await storeSession(page, 'quanly')
  const [car] = await freeCars(page, token)
  await page.goto('/trip')
  const table = page.getByRole('table', { name: ROSTER })
  await expect(table.getByRole('row', { name: /Sài Gòn ➡️ Đà Lạt 06:00/ })).toContainText('Đang chạy')

  await page.getByRole('button', { name: 'Thêm chuyến' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm chuyến' })
  // Võ Văn Tài drives today's 06:00 to Đà Lạt (7 hours)
  await fillTrip(dialog, '08:15', car, 'Võ Văn Tài')
  const message = `Tài xế đã có chuyến Sài Gòn ➡️ Đà Lạt 06:00 ngày ${ddmmyyyy(hcmToday())} trùng giờ`
  await expect(dialog.getByRole('alert')).toContainText(message)
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByRole('combobox', { name: 'Tài xế' })).toHaveAccessibleDescription(message)

  await chooseOption(dialog, 'Tài xế', 'phan van khoa', 'Phan Văn Khoa')
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Thêm chuyến thành công')).toBeVisible()
  const row = table.getByRole('row', { name: /Sài Gòn ➡️ Đà Lạt 08:15/ })
  await expect(row).toContainText('Phan Văn Khoa')
  await expect(row).toContainText('Mới tạo')
  await expect(row).toContainText(car.split(' · ')[0])
})

test('roster: the day and the filters live in the address and survive a reload', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/trip')
  const table = page.getByRole('table', { name: ROSTER })
  await expect(table.getByRole('row', { name: /06:00/ })).toBeVisible()
  await page.getByRole('button', { name: 'Ngày sau' }).click()
  await chooseOption(page, 'Chiều đi', 'sai gon ➡️ da lat', 'Sài Gòn ➡️ Đà Lạt')
  await expect(page).toHaveURL(/[?&]date=\d{4}-\d{2}-\d{2}/)
  await expect(page).toHaveURL(/map_detail_id=\d+/)
  await page.reload()
  await expect(page).toHaveURL(/map_detail_id=\d+/)
  const tomorrow = new Date(`${hcmToday()}T00:00:00Z`)
  tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
  const iso = tomorrow.toISOString().slice(0, 10)
  // the day field shows the settings' format (DD/MM/YYYY), whatever the browser's language
  const ddmmyyyy = iso.split('-').reverse().join('/')
  await expect(page.getByLabel('Ngày chạy')).toHaveValue(ddmmyyyy)
  // tomorrow's trips to Đà Lạt: the 06:00 and the night bus at 22:00
  const rows = table.getByRole('row').filter({ hasText: /\d{2}:\d{2}/ })
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('06:00')
  await expect(rows.nth(1)).toContainText('22:00')

  // typed as a clerk types (digits only), sent on Enter: the address follows
  const later = new Date(tomorrow)
  later.setUTCDate(later.getUTCDate() + 2)
  const laterIso = later.toISOString().slice(0, 10)
  const day = page.getByLabel('Ngày chạy')
  await day.fill(laterIso.split('-').reverse().join(''))
  await expect(page).toHaveURL(new RegExp(`date=${iso}`))
  await day.press('Enter')
  await expect(page).toHaveURL(new RegExp(`date=${laterIso}`))
  await expect(day).toHaveValue(laterIso.split('-').reverse().join('/'))
})

test('roster: a cancel needs its reason; the export downloads every listed trip as .xlsx', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/trip')
  const table = page.getByRole('table', { name: ROSTER })
  const fresh = table.getByRole('row').filter({ hasText: 'Mới tạo' }).first()
  // a new trip's cancel is in its row's menu ("Khác"): a row keeps two buttons
  const more = fresh.getByRole('button', { name: /^Thao tác khác cho / })
  const name = (await more.getAttribute('aria-label'))!.replace(/^Thao tác khác cho /, '')
  await chooseRowAction(table, name, 'Hủy chuyến')
  const dialog = page.getByRole('dialog', { name: `Hủy chuyến ${name}` })
  await dialog.getByRole('button', { name: 'Hủy chuyến', exact: true }).click()
  await expect(dialog.getByLabel('Lý do')).toHaveAccessibleDescription('Vui lòng nhập lý do hủy chuyến')
  await dialog.getByLabel('Lý do').fill('Không đủ khách')
  await dialog.getByRole('button', { name: 'Hủy chuyến', exact: true }).click()
  await expect(page.getByText('Đã chuyển chuyến sang "Đã hủy"')).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Đã hủy')

  const shown = await table
    .getByRole('row')
    .filter({ hasText: /\d{2}:\d{2}/ })
    .count()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Xuất Excel' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xuất?' })
    .getByRole('button', { name: 'Đồng ý' })
    .click()
  const file = await download
  expect(file.suggestedFilename()).toBe('lich-chay-tai-xe.xlsx')
  const rows = await readSheet(await file.path())
  expect(rows[0].slice(0, 4)).toEqual(['Ngày chạy', 'Giờ xuất bến', 'Giờ về', 'Chiều đi'])
  expect(rows).toHaveLength(shown + 1)
  expect(rows.slice(1).every((r) => r[0] === ddmmyyyy(hcmToday()))).toBe(true)
  expect(rows.some((r) => r[7] === 'Đã hủy')).toBe(true)
})

test('roster: two clerks give the same driver overlapping trips at the same moment; exactly one wins', async ({
  browser,
}) => {
  const first = await browser.newContext()
  const second = await browser.newContext()
  try {
    const pages = [await first.newPage(), await second.newPage()]
    const tokens = await Promise.all(pages.map((p) => storeSession(p, 'quanly')))
    const cars = await freeCars(pages[0], tokens[0])
    const dialogs = await Promise.all(
      pages.map(async (p, i) => {
        await p.goto('/trip')
        await expect(p.getByRole('table', { name: ROSTER }).getByRole('row', { name: /06:00/ })).toBeVisible()
        await p.getByRole('button', { name: 'Thêm chuyến' }).click()
        const dialog = p.getByRole('dialog', { name: 'Thêm chuyến' })
        await fillTrip(dialog, i === 0 ? '15:00' : '16:00', cars[i], 'Phan Văn Khoa')
        // neither form knows of the other's trip yet
        await expect(dialog.getByRole('alert')).toHaveCount(0)
        return dialog
      }),
    )
    await Promise.all(dialogs.map((d) => d.getByRole('button', { name: 'Lưu' }).click()))
    const outcome = await Promise.all(
      pages.map(async (p, i) => {
        const won = p.getByText('Thêm chuyến thành công')
        // the refusal beside the driver field (the warning above may name the winner's trip too, after its event)
        const lost = dialogs[i]
          .locator('.field-error')
          .filter({ hasText: /Tài xế đã có chuyến Sài Gòn ➡️ Đà Lạt (15|16):00 ngày/ })
        await expect(won.or(lost)).toBeVisible()
        // the refusal stays beside the field; the success toast closes after 3 s
        return (await lost.isVisible()) ? 'lost' : 'won'
      }),
    )
    expect(outcome.sort()).toEqual(['lost', 'won'])
  } finally {
    await first.close()
    await second.close()
  }
})
