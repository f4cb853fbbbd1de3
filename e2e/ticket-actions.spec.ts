import type { Page } from '@playwright/test'
import { test, expect, CLIENT, openSignedIn, storeSession } from './fixtures'

interface Ticket {
  id: number
  code: string
  customer_name: string
  seat_code: string
  is_paid: boolean
  deleted_at: string | null
}

/** Trip 1 (today's 06:00 Sài Gòn ➡️ Đà Lạt, running) and its tickets as the API gives them. */
const TRIP = 1

async function ticketsOf(page: Page, token: string): Promise<Ticket[]> {
  const res = await page.request.get(`/api/ticket/by-trip/${TRIP}`, {
    headers: { ...CLIENT, Authorization: `Bearer ${token}` },
  })
  return ((await res.json()).data as Ticket[]).filter((k) => !k.deleted_at)
}

/** The passenger list of trip 1, as the administrator (trip.view and booking.import_customer). */
async function openPassengers(page: Page, words = { tab: 'Hành khách', table: 'Danh sách hành khách' }) {
  const token = await storeSession(page, 'admin')
  const tickets = await ticketsOf(page, token)
  await page.goto(`/trip/${TRIP}`)
  await page.getByRole('tab', { name: words.tab }).click()
  const table = page.getByRole('table', { name: words.table })
  await expect(table).toBeVisible()
  return { token, tickets, table }
}

const menu = async (page: Page, ticket: Ticket, action: string, name = `Thao tác vé ${ticket.code}`) => {
  await page.getByRole('button', { name }).click()
  await page.getByRole('menuitem', { name: action }).click()
}

test('a ticket is edited, moved to another seat, marked paid, and its log shows each action', async ({
  page,
}) => {
  const { tickets, table } = await openPassengers(page)
  const ticket = tickets.find((k) => !k.is_paid) ?? tickets[0]
  const row = table.getByRole('row', { name: new RegExp(ticket.code) })

  await menu(page, ticket, 'Sửa vé')
  const edit = page.getByRole('dialog', { name: `Sửa vé ${ticket.code}` })
  await edit.getByRole('combobox', { name: 'Tên khách' }).fill('Trần Văn Bình')
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText(`Đã lưu vé ${ticket.code}`)).toBeVisible()
  await expect(row).toContainText('Trần Văn Bình')

  await menu(page, ticket, 'Đổi ghế')
  const seatDialog = page.getByRole('dialog', { name: /^Đổi ghế vé / })
  const map = seatDialog.getByRole('grid')
  // a sold seat cannot be chosen
  const sold = tickets.find((k) => k.id !== ticket.id)
  if (sold) {
    const taken = map.getByRole('button', { name: new RegExp(`^Ghế ${sold.seat_code},`) })
    await expect(taken).toHaveAttribute('aria-disabled', 'true')
    await taken.focus()
    await page.keyboard.press('Enter')
    await expect(seatDialog.getByRole('status')).toHaveText('Chưa chọn ghế mới')
  }
  const free = map.getByRole('button', { name: /, còn trống$/ }).first()
  const code = /^Ghế ([^,]+),/.exec((await free.getAttribute('aria-label'))!)![1]
  await free.focus()
  await page.keyboard.press('Enter')
  await expect(seatDialog.getByRole('status')).toHaveText(`Ghế mới: ${code}`)
  await seatDialog.getByRole('button', { name: 'Đổi ghế', exact: true }).click()
  await expect(page.getByText(`Đã đổi vé ${ticket.code} sang ghế ${code}`)).toBeVisible()
  await expect(row.getByRole('rowheader')).toHaveText(code)

  if (!ticket.is_paid) {
    await menu(page, ticket, 'Đánh dấu đã thanh toán')
    const question = page.getByRole('dialog', { name: /^Đánh dấu vé .* đã thanh toán\?$/ })
    await question.getByRole('button', { name: 'Đồng ý' }).click()
    await expect(page.getByText(`Vé ${ticket.code} đã thanh toán`)).toBeVisible()
    await expect(row).toContainText('Đã thanh toán')
  }

  await menu(page, ticket, 'Xem lịch sử vé')
  const log = page.getByRole('dialog', { name: `Lịch sử vé ${ticket.code}` })
  const lines = log.getByRole('article')
  await expect(lines.first()).toBeVisible()
  const actions = ticket.is_paid
    ? ['Đổi ghế', 'Sửa vé', 'Bán vé']
    : ['Thanh toán', 'Đổi ghế', 'Sửa vé', 'Bán vé']
  await expect(lines).toHaveCount(actions.length)
  for (const [i, action] of actions.entries())
    await expect(lines.nth(i)).toHaveAttribute('aria-label', action)
  const seatLine = lines.nth(actions.indexOf('Đổi ghế'))
  await expect(seatLine).toContainText(`Ghế: ${ticket.seat_code} → ${code}`)
  await expect(seatLine).toContainText('Người thao tác: Trần Minh Quân')
  await expect(seatLine.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  await expect(lines.nth(actions.indexOf('Sửa vé'))).toContainText(
    `Tên khách: ${ticket.customer_name} → Trần Văn Bình`,
  )
  await log.getByRole('button', { name: 'Đóng' }).last().click() // the footer's; the first is the corner's ×
  await expect(log).toBeHidden()
})

test('a cancel needs its reason; the cancelled seat turns free in another clerk’s open map without a reload', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext()
  try {
    const theirs = await other.newPage()
    await openSignedIn(theirs, 'admin', `/trip/${TRIP}`)
    const { tickets, table } = await openPassengers(page)
    const ticket = tickets[0]
    const theirSeat = theirs
      .getByRole('grid', { name: /^Sơ đồ ghế / })
      .getByRole('gridcell', { name: new RegExp(`^Ghế ${ticket.seat_code},`) })
    await expect(theirSeat).toHaveAccessibleName(/đã đặt/)
    await expect(theirs.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    await menu(page, ticket, 'Hủy vé')
    const dialog = page.getByRole('dialog', { name: `Hủy vé ${ticket.code} (${ticket.customer_name})` })
    await dialog.getByRole('button', { name: 'Hủy vé', exact: true }).click()
    await expect(dialog.getByText('Vui lòng chọn lý do hủy')).toBeVisible()
    await dialog.getByRole('radio', { name: 'Lý do khác' }).check()
    await dialog.getByRole('button', { name: 'Hủy vé', exact: true }).click()
    await expect(dialog.getByText('Vui lòng nhập lý do hủy')).toBeVisible()
    await dialog.getByRole('textbox', { name: 'Lý do khác' }).fill('Khách đổi ngày đi')
    await dialog.getByRole('button', { name: 'Hủy vé', exact: true }).click()
    await expect(page.getByText(`Đã hủy vé ${ticket.code}`)).toBeVisible()
    await expect(table.getByRole('row', { name: new RegExp(ticket.code) })).toContainText(
      '(Đã hủy: Khách đổi ngày đi)',
    )
    await expect(theirSeat).toHaveAccessibleName(/còn trống/)
  } finally {
    await other.close()
  }
})

test('a ticket goes back to the waiting list: it leaves the trip and its seat is free', async ({ page }) => {
  const { tickets, table } = await openPassengers(page)
  const ticket = tickets[0]
  await menu(page, ticket, 'Trả về danh sách chờ')
  const question = page.getByRole('dialog', { name: /^Trả vé .* về danh sách chờ\?/ })
  await question.getByRole('button', { name: 'Đồng ý' }).click()
  await expect(page.getByText(`Đã trả vé ${ticket.code} về danh sách chờ`)).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(ticket.code) })).toContainText(
    '(Trả về danh sách chờ)',
  )
  await page.getByRole('tab', { name: 'Sơ đồ ghế' }).click()
  await expect(
    page
      .getByRole('grid', { name: /^Sơ đồ ghế / })
      .getByRole('gridcell', { name: new RegExp(`^Ghế ${ticket.seat_code},`) }),
  ).toHaveAccessibleName(/còn trống/)
})

test('in English: a ticket is marked paid from its menu', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  const { tickets, table } = await openPassengers(page, { tab: 'Passengers', table: 'Passengers' })
  const ticket = tickets.find((k) => !k.is_paid)!
  await menu(page, ticket, 'Mark as paid', `Ticket actions ${ticket.code}`)
  const question = page.getByRole('dialog', {
    name: `Mark ticket ${ticket.code} (${ticket.customer_name}) as paid?`,
  })
  await question.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText(`Ticket ${ticket.code} is paid`)).toBeVisible()
  await expect(table.getByRole('row', { name: new RegExp(ticket.code) })).toContainText('Paid')
})
