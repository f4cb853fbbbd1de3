import type { Page } from '@playwright/test'
import {
  test,
  expect,
  chooseOption,
  chooseRowAction,
  CLIENT,
  openSignedIn,
  showColumns,
  storeSession,
} from './fixtures'

interface Row {
  id: number
  code: string
  customer_name: string
  phone: string
  status: number
  note: string | null
}

/** Every waiting booking, read through the API as the page's clerk. */
async function bookings(page: Page, token: string) {
  const auth = { ...CLIENT, Authorization: `Bearer ${token}` }
  return (await (await page.request.get('/api/booking-waiting/all', { headers: auth })).json()).data as Row[]
}

const rowNamed = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Danh sách vé chờ xếp xe' }).getByRole('row').filter({ hasText: name })

test('waiting bookings: create with the phone lookup by keyboard, edit, cancel with a reason, delete', async ({
  page,
}) => {
  const token = await storeSession(page, 'letan')
  // a seeded customer (from a seeded booking)
  const known = (await bookings(page, token)).find((b) => b.status === 0)!
  await page.goto('/booking-waiting?itemsPerPage=50')
  await expect(page.getByRole('table', { name: 'Danh sách vé chờ xếp xe' })).toBeVisible()
  // the source is among the columns the chooser adds
  await showColumns(page, 'Nguồn')

  // typed at once, as a clerk does, while the dialog's code is still on its way: no keystroke is lost
  let deliver!: () => void
  const typed = new Promise<void>((resolve) => (deliver = resolve))
  await page.route(/\/WaitingBookingDialog-[\w-]+\.js$/, async (route) => {
    await typed
    await route.continue()
  })
  await page.getByRole('button', { name: 'Thêm vé chờ xếp xe' }).click()
  await page.keyboard.type('028 3838 6868')
  deliver()
  const dialog = page.getByRole('dialog', { name: 'Thêm vé chờ xếp xe' })
  const phone = dialog.getByRole('combobox', { name: 'Số điện thoại' })
  await expect(phone).toBeFocused()
  await expect(phone).toHaveValue('028 3838 6868')
  // a landline is refused once the field is left
  await phone.press('Tab')
  await expect(
    dialog.getByText('Số điện thoại di động phải có 10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09'),
  ).toBeVisible()

  // the known customer's phone with spaces and dots: offered, chosen with the keyboard
  await phone.fill('')
  const p = known.phone
  await phone.pressSequentially(`${p.slice(0, 4)} ${p.slice(4, 7)}.${p.slice(7)}`)
  await expect(page.getByTitle(new RegExp(`^${known.customer_name} · `))).toBeVisible()
  await phone.press('ArrowDown')
  await phone.press('Enter')
  await expect(dialog.getByRole('combobox', { name: 'Tên khách' })).toHaveValue(known.customer_name)
  await expect(phone).toHaveValue(p)
  // the returning customer's long description does not widen the passenger part past the dialog
  await expect(dialog.getByRole('combobox', { name: 'Chiều đi' })).toBeInViewport({ ratio: 1 })
  expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true)

  await chooseOption(dialog, 'Chiều đi', 'sai gon ➡️ da lat', 'Sài Gòn ➡️ Đà Lạt')
  await expect(dialog.getByRole('textbox', { name: 'Điểm đến' })).toHaveValue('Đà Lạt')
  await dialog.getByRole('spinbutton', { name: 'Số vé' }).fill('2')
  await dialog.getByRole('textbox', { name: 'Ghi chú' }).fill('Khách E2E gọi điện')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Thêm vé chờ xếp xe thành công')).toBeVisible()
  const created = (await bookings(page, token)).find((b) => b.note === 'Khách E2E gọi điện')!
  const row = rowNamed(page, created.code)
  await expect(row).toContainText(known.customer_name)
  await expect(row).toContainText(`${p.slice(0, 4)}.${p.slice(4, 7)}.${p.slice(7)}`)
  await expect(row).toContainText('Quầy vé')
  await expect(row).not.toContainText('Mới')

  // edit
  await chooseRowAction(row, created.code, 'Sửa')
  const edit = page.getByRole('dialog', { name: 'Sửa vé chờ xếp xe' })
  await edit.getByRole('textbox', { name: 'Ghi chú' }).fill('Khách E2E đổi giờ')
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expect(edit).toBeHidden()
  await expect
    .poll(async () => (await bookings(page, token)).find((b) => b.id === created.id)!.note)
    .toBe('Khách E2E đổi giờ')
  const edited = rowNamed(page, created.code)

  // cancel: a reason is required
  await chooseRowAction(edited, created.code, 'Hủy vé')
  const cancel = page.getByRole('dialog', { name: /^Hủy vé chờ xếp xe / })
  await cancel.getByRole('button', { name: 'Hủy vé' }).click()
  await expect(cancel.getByText('Vui lòng chọn lý do hủy')).toBeVisible()
  await cancel.getByRole('radio', { name: 'Khách hủy' }).check()
  await cancel.getByRole('button', { name: 'Hủy vé' }).click()
  await expect(cancel).toBeHidden()
  await expect(edited).toHaveCount(0)

  // delete the known customer's own booking, after confirming
  await chooseRowAction(rowNamed(page, known.code), `${known.code} ${known.customer_name}`, 'Xóa')
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(rowNamed(page, known.code)).toHaveCount(0)
})

test('waiting bookings in English: a new booking, a bad phone refused', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await openSignedIn(page, 'letan', '/booking-waiting?itemsPerPage=50')
  await page.getByRole('button', { name: 'New waiting booking' }).click()
  const dialog = page.getByRole('dialog', { name: 'New waiting booking' })
  const phone = dialog.getByRole('combobox', { name: 'Phone number' })
  await phone.fill('12345')
  await phone.press('Tab')
  await expect(
    dialog.getByText('A mobile number has 10 digits and starts with 03, 05, 07, 08 or 09'),
  ).toBeVisible()
  await phone.fill('0399 111 222')
  await dialog.getByRole('combobox', { name: 'Customer name' }).fill('Walk-in Customer')
  await chooseOption(dialog, 'Direction', 'sai gon ➡️ da lat', 'Sài Gòn ➡️ Đà Lạt')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('New waiting booking success')).toBeVisible()
  await expect(
    page
      .getByRole('table', { name: 'List of waiting bookings' })
      .getByRole('row')
      .filter({ hasText: 'Walk-in Customer' }),
  ).toContainText('0399.111.222')
})

test('a booking from the website arrives in another clerk’s open list with its badge and a desktop notification, also on the selling screen', async ({
  browser,
}) => {
  const clerk = await browser.newContext({ permissions: ['notifications'] })
  try {
    // every notification the page raises, as the browser would show it
    await clerk.addInitScript(() => {
      const Real = window.Notification
      const shown: Array<{ title: string; body?: string }> = []
      ;(window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown
      const Recording = function (title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body })
        return new Real(title, options)
      } as unknown as typeof Notification
      Object.defineProperty(Recording, 'permission', { get: () => Real.permission })
      Recording.requestPermission = Real.requestPermission.bind(Real)
      window.Notification = Recording
    })
    const page = await clerk.newPage()
    await openSignedIn(page, 'letan', '/booking-waiting')
    const table = page.getByRole('table', { name: 'Danh sách vé chờ xếp xe' })
    await expect(table).toHaveAttribute('aria-busy', 'false')
    await showColumns(page, 'Nguồn')
    await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    const arrived = await page.request.post('/__mock/web-booking', {
      data: { customer_name: 'Khách Đặt Web', phone: '0987654321' },
    })
    expect(arrived.ok()).toBeTruthy()
    // the announcement (a toast, for 3 s) comes with the event, the row after the list's refetch
    await expect(page.getByText(/^Vé chờ xếp xe mới: Khách Đặt Web, /)).toBeVisible()
    const row = table.getByRole('row').filter({ hasText: 'Khách Đặt Web' })
    await expect(row).toBeVisible()
    await expect(row).toContainText('Mới')
    await expect(row).toContainText('Website')
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications),
      )
      .toEqual([{ title: 'Vé chờ xếp xe mới', body: expect.stringContaining('Khách Đặt Web 0987.654.321') }])

    // a clerk selling seats is told too: the announcement belongs to the frame, not to the list
    await page.goto('/add-customer-to-car')
    await expect(page.getByRole('heading', { level: 1, name: 'Xếp khách lên xe' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
    const second = await page.request.post('/__mock/web-booking', {
      data: { customer_name: 'Khách Gọi Sau', phone: '0912000111' },
    })
    expect(second.ok()).toBeTruthy()
    await expect(page.getByText(/^Vé chờ xếp xe mới: Khách Gọi Sau, /)).toBeVisible()
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications),
      )
      .toEqual([{ title: 'Vé chờ xếp xe mới', body: expect.stringContaining('Khách Gọi Sau 0912.000.111') }])
  } finally {
    await clerk.close()
  }
})
