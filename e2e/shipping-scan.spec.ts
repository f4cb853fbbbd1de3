import type { Page } from '@playwright/test'
import { test, expect, CLIENT, storeSession } from './fixtures'

interface Parcel {
  id: number
  code: string
  package_name: string
  status: number
}

/** Every waiting parcel (and cancelled one), read through the API as the page's clerk. */
async function parcels(page: Page, token: string) {
  const auth = { ...CLIENT, Authorization: `Bearer ${token}` }
  return (await (await page.request.get('/api/shipping-waiting/all', { headers: auth })).json())
    .data as Parcel[]
}

const scanField = (page: Page) => page.getByRole('textbox', { name: /Mã hàng \(quét/ })
const result = (page: Page) => page.getByTestId('scan-result')
const scanList = (page: Page) => page.getByRole('table', { name: 'Danh sách quét' })

/** What a barcode gun does: types the code fast, then Enter, into whatever holds the focus. */
async function gun(page: Page, code: string) {
  await page.keyboard.type(code)
  await page.keyboard.press('Enter')
}

test('hand-over lookup on /shipping-waiting: the gun finds a parcel, opens it, prints its label; nothing is lost', async ({
  page,
}) => {
  await page.addInitScript(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  const token = await storeSession(page, 'kho')
  const all = await parcels(page, token)
  const [first, second] = all.filter((p) => p.status === 4)
  const gone = all.find((p) => p.status === 3)!
  await page.goto('/shipping-waiting')
  await page.getByRole('button', { name: 'Quét mã hàng' }).click()
  await expect(page).toHaveURL(/scan=1/)
  await expect(scanField(page)).toBeFocused()

  await gun(page, ` ${first.code.toLowerCase()} `)
  await expect(result(page)).toContainText(`Đúng hàng: ${first.code}`)
  await expect(result(page)).toContainText(first.package_name)
  await expect(page.getByRole('region', { name: 'Quét mã hàng' }).getByRole('status')).toContainText(
    `Đúng hàng: ${first.code}`,
  )
  await gun(page, gone.code)
  await expect(result(page)).toContainText(`Hàng nơi khác: ${gone.code}`)
  await expect(result(page)).toContainText('Hàng đang ở trạng thái Đã hủy')
  await gun(page, 'ZZ000000')
  await expect(result(page)).toContainText('Không tìm thấy mã: ZZ000000')
  await gun(page, first.code)
  await expect(result(page)).toContainText(`Đã quét rồi: ${first.code}`)
  await expect(page.getByText('Đã quét 4 mã, 1 đúng hàng')).toBeVisible()

  // open it: the dialog closes, the gun types into the field again
  await gun(page, second.code)
  await result(page)
    .getByRole('button', { name: `Xem hàng ${second.code}` })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Sửa hàng chờ gửi' })
  await expect(dialog.getByRole('textbox', { name: 'Tên hàng' })).toHaveValue(second.package_name)
  await dialog.getByRole('button', { name: 'Hủy' }).click()
  await expect(dialog).toBeHidden()
  await expect(scanField(page)).toBeFocused()

  // print its label, come back: the session is as it was
  await result(page)
    .getByRole('button', { name: `In nhãn ${second.code}` })
    .click()
  await expect(page.getByRole('article', { name: `Nhãn hàng ${second.code}` })).toBeVisible()
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.getByRole('button', { name: 'Về danh sách hàng chờ gửi' }).click()
  await expect(scanField(page)).toBeFocused()
  const codes = scanList(page).getByRole('row').locator('td:nth-child(2)')
  await expect(codes).toHaveText([second.code, first.code, 'ZZ000000', gone.code, first.code])
  await expect(page.getByText('Đã quét 5 mã, 2 đúng hàng')).toBeVisible()
})
