import type { Browser, Locator, Page } from '@playwright/test'
import JsBarcode from 'jsbarcode'
import {
  test,
  expect,
  chooseOption,
  chooseRowAction,
  CLIENT,
  storeSession,
  type AccountName,
} from './fixtures'

interface Parcel {
  id: number
  code: string
  package_name: string
  receiver_name: string
  status: number
  note: string | null
}

const LIST = 'Danh sách hàng chờ gửi'

/** Every waiting parcel (and cancelled one), read through the API as the page's clerk. */
async function parcels(page: Page, token: string) {
  const auth = { ...CLIENT, Authorization: `Bearer ${token}` }
  return (await (await page.request.get('/api/shipping-waiting/all', { headers: auth })).json())
    .data as Parcel[]
}

const rowNamed = (page: Page, text: string) =>
  page.getByRole('table', { name: LIST }).getByRole('row').filter({ hasText: text })

/** The black bars of a drawn barcode as "x:width", in order. */
const drawnBars = (barcode: Locator) =>
  barcode.evaluate((svg) =>
    [...svg.querySelectorAll('g[fill="#000000"] rect')].map(
      (r) => `${r.getAttribute('x')}:${r.getAttribute('width')}`,
    ),
  )

/** The bars the library encodes for `code` (Code 128, 2 px a module, no margin), as "x:width". */
function expectedBars(code: string): string[] {
  const out: { encodings?: Array<{ data: string }> } = {}
  JsBarcode(out, code, { format: 'CODE128' })
  const modules = out.encodings![0].data
  const bars: string[] = []
  for (let i = 0; i < modules.length;) {
    if (modules[i] !== '1') {
      i++
      continue
    }
    let end = i
    while (modules[end] === '1') end++
    bars.push(`${i * 2}:${(end - i) * 2}`)
    i = end
  }
  return bars
}

/** A clerk's own browser, signed in. */
async function desk(browser: Browser, account: AccountName) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const token = await storeSession(page, account)
  return { context, page, token }
}

async function openList(page: Page) {
  await page.goto('/shipping-waiting?itemsPerPage=50')
  await expect(page.getByRole('table', { name: LIST })).toHaveAttribute('aria-busy', 'false')
}

test('receives a parcel with its totals shown, then its label prints with the code as Code 128', async ({
  page,
}) => {
  // the browser's print dialog is counted, not shown
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  const token = await storeSession(page, 'kho')
  await openList(page)

  await page.getByRole('button', { name: 'Nhận hàng' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nhận hàng' })
  const senderPhone = dialog.getByRole('textbox', { name: 'Số điện thoại người gửi' })
  await expect(senderPhone).toBeFocused()
  await senderPhone.fill('0912 000 111')
  await dialog.getByRole('textbox', { name: 'Tên người gửi' }).fill('Phạm Văn Gửi')
  await dialog.getByRole('textbox', { name: 'Số điện thoại người nhận' }).fill('0399.222.333')
  await dialog.getByRole('textbox', { name: 'Tên người nhận' }).fill('Võ Thị Nhận')
  await chooseOption(dialog, 'Chiều', 'sai gon ➡️ da lat', 'Sài Gòn ➡️ Đà Lạt')
  await chooseOption(dialog, 'Văn phòng gửi', 'sai gon', 'Văn phòng Sài Gòn')
  await chooseOption(dialog, 'Văn phòng nhận', 'da lat', 'Văn phòng Đà Lạt')
  await dialog.getByRole('textbox', { name: 'Tên hàng' }).fill('Hộp linh kiện điện thoại')
  await chooseOption(dialog, 'Loại hàng', 'dien tu', 'Đồ điện tử')
  await dialog.getByRole('spinbutton', { name: 'Cân nặng (kg)' }).fill('2.5')
  await dialog.getByRole('textbox', { name: 'Cước gửi' }).pressSequentially('45000')
  await dialog.getByRole('textbox', { name: 'Thu hộ (COD)' }).fill('1250000')
  await expect(dialog.getByRole('textbox', { name: 'Thu hộ (COD)' })).toHaveValue('1.250.000')
  // the totals before saving
  const totals = dialog.getByRole('region', { name: 'Tổng tiền' })
  await expect(totals).toContainText('Người gửi trả45.000 ₫')
  await expect(totals).toContainText('Người nhận trả (gồm thu hộ)1.250.000 ₫')
  await dialog.getByRole('button', { name: 'Lưu và in nhãn' }).click()

  // the label: its page, its barcode, printed once drawn
  await expect(page.getByText('Nhận hàng thành công')).toBeVisible()
  const created = (await parcels(page, token)).find((p) => p.receiver_name === 'Võ Thị Nhận')!
  expect(created.code).toMatch(/^[A-Z0-9]{1,12}$/)
  await expect(page).toHaveURL(new RegExp(`label=${created.id}`))
  const label = page.getByRole('article', { name: `Nhãn hàng ${created.code}` })
  await expect(label).toContainText('Văn phòng Sài Gòn')
  await expect(label).toContainText('Võ Thị Nhận · 0399.222.333')
  await expect(label).toContainText('1.250.000 ₫')
  await expect(label).toContainText('Công ty TNHH Vận tải Phương Nam')
  const barcode = label.getByRole('img', { name: `Mã vạch ${created.code}` })
  await expect(barcode.locator('g rect').first()).toBeAttached()
  expect(await drawnBars(barcode)).toEqual(expectedBars(created.code))
  // another code (its last character changed: the codes are random, and one may end with Z) draws other bars
  const other = `${created.code.slice(0, -1)}${created.code.endsWith('Z') ? 'Y' : 'Z'}`
  expect(await drawnBars(barcode)).not.toEqual(expectedBars(other))
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  // printed once: the address no longer asks for it, a reload does not print again
  await expect(page).not.toHaveURL(/print=1/)

  // printed, the label is alone on one page of 100 × 150 mm (measured before any media emulation, which the
  // PDF would keep): no menu, header or buttons
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
  const [, width, height] = /\/MediaBox\s*\[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf)!
  // in points, within a pixel's rounding
  expect(Math.abs(Number(width) - (100 / 25.4) * 72)).toBeLessThan(1.5)
  expect(Math.abs(Number(height) - (150 / 25.4) * 72)).toBeLessThan(1.5)
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('button', { name: 'In nhãn' })).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Menu chính' })).toBeHidden()
  await expect(label).toBeVisible()
  await expect(label).toContainText(created.code)
  await page.emulateMedia({ media: 'screen' })

  await page.getByRole('button', { name: 'Về danh sách hàng chờ gửi' }).click()
  await expect(rowNamed(page, created.code)).toContainText('Phạm Văn Gửi')
  await expect(rowNamed(page, created.code)).toContainText('0912.000.111')
})

test('cancel needs a reason; a waiting parcel is deleted after a confirmation', async ({ page }) => {
  const token = await storeSession(page, 'kho')
  const [first, second] = (await parcels(page, token)).filter((p) => p.status === 4)
  await openList(page)

  await chooseRowAction(rowNamed(page, first.code), `${first.code} ${first.package_name}`, 'Hủy')
  const cancel = page.getByRole('dialog', { name: `Hủy hàng ${first.code} ${first.package_name}` })
  await cancel.getByRole('button', { name: 'Hủy hàng' }).click()
  await expect(cancel.getByText('Vui lòng chọn lý do hủy')).toBeVisible()
  await cancel.getByRole('radio', { name: 'Khách hủy' }).check()
  await cancel.getByRole('button', { name: 'Hủy hàng' }).click()
  await expect(page.getByText(`Đã hủy hàng ${first.code}`)).toBeVisible()
  await expect(rowNamed(page, first.code)).toHaveCount(0)
  await expect.poll(async () => (await parcels(page, token)).find((p) => p.id === first.id)!.status).toBe(3)

  // the cancelled ones are a filter away, with no edit, cancel or delete
  await page.getByRole('combobox', { name: 'Trạng thái' }).click()
  await page.getByTitle('Trạng thái: Đã hủy').click()
  await expect(rowNamed(page, first.code)).toContainText('Đã hủy')
  await expect(
    rowNamed(page, first.code).getByRole('button', { name: /^(Sửa|Hủy|Xóa|Thao tác khác cho) / }),
  ).toHaveCount(0)
  await page.getByRole('combobox', { name: 'Trạng thái' }).click()
  await page.getByTitle('Trạng thái: Chờ gửi').click()

  await chooseRowAction(rowNamed(page, second.code), `${second.code} ${second.package_name}`, 'Xóa')
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(rowNamed(page, second.code)).toHaveCount(0)
  await expect.poll(async () => (await parcels(page, token)).some((p) => p.id === second.id)).toBe(false)
})

test('the live list: a parcel received at one desk appears on another desk’s list without a reload', async ({
  browser,
}) => {
  const watcher = await desk(browser, 'kho')
  const receiver = await desk(browser, 'admin')
  try {
    await openList(watcher.page)
    await expect(watcher.page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
    const before = await watcher.page.evaluate(() => performance.getEntriesByType('navigation').length)
    // the other desk receives a parcel through its form
    await openList(receiver.page)
    await receiver.page.getByRole('button', { name: 'Nhận hàng' }).click()
    const dialog = receiver.page.getByRole('dialog', { name: 'Nhận hàng' })
    await dialog.getByRole('textbox', { name: 'Số điện thoại người gửi' }).fill('0977123456')
    await dialog.getByRole('textbox', { name: 'Tên người gửi' }).fill('Đỗ Văn Sống')
    await dialog.getByRole('textbox', { name: 'Số điện thoại người nhận' }).fill('0988123456')
    await dialog.getByRole('textbox', { name: 'Tên người nhận' }).fill('Ngô Thị Trực')
    await chooseOption(dialog, 'Chiều', 'da lat ➡️ sai gon', 'Đà Lạt ➡️ Sài Gòn')
    await chooseOption(dialog, 'Văn phòng gửi', 'da lat', 'Văn phòng Đà Lạt')
    await chooseOption(dialog, 'Văn phòng nhận', 'sai gon', 'Văn phòng Sài Gòn')
    await dialog.getByRole('textbox', { name: 'Tên hàng' }).fill('Thùng dâu tây')
    await chooseOption(dialog, 'Loại hàng', 'nong san', 'Nông sản Đà Lạt (rau, hoa)')
    await dialog.getByRole('spinbutton', { name: 'Cân nặng (kg)' }).fill('3')
    await dialog.getByRole('textbox', { name: 'Cước gửi' }).fill('30000')
    await dialog.getByRole('button', { name: 'Lưu', exact: true }).click()
    await expect(receiver.page.getByText('Nhận hàng thành công')).toBeVisible()
    const { code } = (await parcels(receiver.page, receiver.token)).find(
      (p) => p.receiver_name === 'Ngô Thị Trực',
    )!
    await expect(rowNamed(watcher.page, code)).toContainText('Ngô Thị Trực')
    // no reload: the same document
    expect(await watcher.page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before)
  } finally {
    await watcher.context.close()
    await receiver.context.close()
  }
})
