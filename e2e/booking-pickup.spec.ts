import type { Page } from '@playwright/test'
import { hcmToday } from '../src/lib/hcm-day'
import { test, expect, CLIENT, openSignedIn, storeSession } from './fixtures'

interface Guest {
  ticket_id: number
  code: string
  customer_name: string
  phone: string
  pick_address: string | null
  pick_status: number
  seat_code: string
  trip: { id: number; name: string }
  picker: { id: number; fullname: string } | null
  motor_pick: { status: number } | null
}

const STATION = '/list-guests-require-pick-to-station'
const HOME = '/list-guests-require-pick-to-home'

async function guestsOf(page: Page, token: string, mode: 'station' | 'home'): Promise<Guest[]> {
  const res = await page.request.get(`/api/motor-pick/list-guests?date=${hcmToday()}&mode=${mode}`, {
    headers: { ...CLIENT, Authorization: `Bearer ${token}` },
  })
  return (await res.json()).data.guests as Guest[]
}

const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const statusButtons = (page: Page, name: string) => page.getByRole('group', { name }).getByRole('button')

test('a motorbike driver is given a guest and the order set; status moves offered only where allowed; another clerk sees it live', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext()
  try {
    const token = await storeSession(page, 'letan')
    const guests = await guestsOf(page, token, 'station')
    const guest = guests.find((g) => !g.picker && g.pick_status === 0)!
    const driver = guests.find((g) => g.picker)!.picker!
    const theirs = await other.newPage()
    await openSignedIn(theirs, 'admin', STATION)
    await expect(group(theirs, driver.fullname)).toBeVisible()
    await expect(group(theirs, driver.fullname)).not.toContainText(guest.code)
    await expect(theirs.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    await page.goto(STATION)
    await group(page, 'Chưa có tài xế xe ôm')
      .getByRole('checkbox', { name: `Chọn khách vé ${guest.code}` })
      .click()
    await page.getByRole('combobox', { name: 'Chọn tài xế xe ôm' }).click()
    await page.getByTitle(new RegExp(`^${driver.fullname}`)).click()
    await page.getByRole('button', { name: 'Giao 1 khách' }).click()
    await expect(page.getByText(`Đã giao 1 khách cho ${driver.fullname}`)).toBeVisible()
    const mine = group(page, driver.fullname)
    await expect(mine.getByRole('row').last()).toContainText(guest.code)
    // the other clerk's list shows the assignment without a reload
    await expect(group(theirs, driver.fullname).getByRole('row').last()).toContainText(guest.code)

    // first in the order: the button, then Alt+↑ from the row until it is first
    const rows = mine.getByRole('row')
    const count = await rows.count()
    await mine.getByRole('button', { name: `Đưa vé ${guest.code} lên trước` }).click()
    await expect(rows.nth(count - 2)).toContainText(guest.code)
    for (let i = count - 2; i > 1; i--) {
      await page.keyboard.press('Alt+ArrowUp')
      await expect(rows.nth(i - 1)).toContainText(guest.code)
    }
    await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText('1')
    await expect(group(theirs, driver.fullname).getByRole('row').nth(1)).toContainText(guest.code)

    // DECISIONS #7: not yet → picked up or cancel; picked up → complete or cancel
    const motor = `Trạng thái đón xe ôm vé ${guest.code}`
    await expect(statusButtons(page, motor)).toHaveText(['Đã đón', 'Hủy đón'])
    const passenger = `Trạng thái đón khách vé ${guest.code}`
    await expect(statusButtons(page, passenger)).toHaveText(['Đã đón', 'Không liên lạc được'])
    await statusButtons(page, motor).filter({ hasText: 'Đã đón' }).click()
    await expect(statusButtons(page, motor)).toHaveText(['Hoàn thành', 'Hủy đón'])
    await expect(theirs.getByRole('group', { name: motor })).toContainText('Đã đón')
    await expect(statusButtons(theirs, motor)).toHaveText(['Hoàn thành', 'Hủy đón'])
    await statusButtons(page, motor).filter({ hasText: 'Hoàn thành' }).click()
    // a final move is asked first (DECISIONS #7: it cannot be undone)
    await page
      .getByRole('dialog', {
        name: `Chuyển đón xe ôm vé ${guest.code} sang "Hoàn thành"? Trạng thái này không đổi lại được.`,
      })
      .getByRole('button', { name: 'Hoàn thành' })
      .click()
    await expect(page.getByRole('group', { name: motor })).toContainText('Hoàn thành')
    await expect(statusButtons(page, motor)).toHaveCount(0)
    await expect(statusButtons(theirs, motor)).toHaveCount(0)
  } finally {
    await other.close()
  }
})

test('one click prints the run sheet: the driver’s guests in pick order, and only it', async ({ page }) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  const token = await storeSession(page, 'letan')
  const guests = await guestsOf(page, token, 'station')
  const driver = guests.find((g) => g.picker)!.picker!
  const theirs = guests.filter((g) => g.picker?.id === driver.id)
  await page.goto(STATION)
  await page.getByRole('button', { name: `In danh sách đón của ${driver.fullname}` }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  // on paper: the sheet alone (the stand-in print fires no afterprint, so the sheet is still there)
  await page.emulateMedia({ media: 'print' })
  const sheet = page.getByRole('region', { name: 'Danh sách đón khách · Khách cần đón ra bến' })
  await expect(sheet).toContainText(driver.fullname)
  const rows = sheet.getByRole('table').locator('tbody tr')
  await expect(rows).toHaveCount(theirs.length)
  for (const [i, guest] of theirs.entries()) {
    await expect(rows.nth(i)).toContainText(guest.customer_name)
    await expect(rows.nth(i)).toContainText(guest.code)
    await expect(rows.nth(i)).toContainText(guest.seat_code)
    await expect(rows.nth(i)).toContainText(guest.phone.replace(/^(\d{4})(\d{3})(\d{3})$/, '$1.$2.$3'))
  }
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden()
  // on the screen: the list, never the sheet
  await page.emulateMedia({ media: 'screen' })
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the home list: each trip’s guests with its driver; the passenger status moves on', async ({ page }) => {
  const token = await storeSession(page, 'letan')
  const guests = await guestsOf(page, token, 'home')
  const guest = guests.find((g) => g.pick_status === 0 && g.picker)!
  await page.goto(HOME)
  const mine = group(page, `${guest.picker!.fullname} · ${guest.trip.name}`)
  await expect(mine).toContainText(guest.code)
  await expect(page.getByRole('combobox', { name: 'Chọn tài xế xe ôm' })).toHaveCount(0)
  const passenger = `Trạng thái đón khách vé ${guest.code}`
  await expect(statusButtons(page, passenger)).toHaveText(['Đã đón', 'Không liên lạc được'])
  await statusButtons(page, passenger).filter({ hasText: 'Đã đón' }).click()
  await expect(statusButtons(page, passenger)).toHaveText(['Khách đã xuống xe'])
  // the arrival button follows the saved ticket: pressed once the backend has it
  const arrived = page.getByRole('button', { name: `Đánh dấu khách vé ${guest.code} đã đến` })
  await expect(arrived).toHaveAttribute('aria-pressed', 'false')
  await arrived.click()
  await expect(arrived).toHaveAttribute('aria-pressed', 'true')
  await page.reload()
  await expect(statusButtons(page, passenger)).toHaveText(['Khách đã xuống xe'])
  await expect(arrived).toHaveAttribute('aria-pressed', 'true')
})
