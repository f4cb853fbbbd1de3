import type { Browser, Locator, Page } from '@playwright/test'
import {
  test,
  expect,
  chooseOption,
  chooseRowAction,
  hcmDayFromToday,
  openSignedIn,
  storeSession,
} from './fixtures'

/** DD/MM/YYYY, as a clerk types a day. */
const typed = (day: string) => day.split('-').reverse().join('/')

/** What each print would put on paper: its area's size and text (the print itself is stubbed). */
async function catchPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { prints: Array<{ size: string | null; text: string }> }
    w.prints = []
    window.print = () => {
      const area = document.querySelector('[data-print]')
      w.prints.push({ size: area?.getAttribute('data-print') ?? null, text: area?.textContent ?? '' })
    }
  })
  return () =>
    page.evaluate(
      () => (window as unknown as { prints: Array<{ size: string | null; text: string }> }).prints,
    )
}

/** The new contract's customer, time and one car, on /car-contract/add. */
async function fillContract(page: Page, name: string, day: string, plate: string) {
  await page.getByRole('combobox', { name: 'Số điện thoại' }).fill('0912 345 678')
  await page.getByRole('combobox', { name: 'Tên khách hàng' }).fill(name)
  for (const field of ['Ngày bắt đầu', 'Ngày kết thúc']) {
    await page.getByRole('textbox', { name: field }).fill(typed(day))
    await page.getByRole('textbox', { name: field }).press('Tab')
  }
  await page.getByRole('checkbox', { name: new RegExp(`^${plate.replace('.', '\\.')} `) }).check()
}

async function takePayment(page: Page, amount: string, method: string) {
  await page.getByRole('region', { name: 'Thanh toán' }).getByRole('button', { name: 'Thu tiền' }).click()
  const dialog = page.getByRole('dialog', { name: /^Thu tiền hợp đồng/ })
  await dialog.getByRole('textbox', { name: 'Số tiền' }).fill(amount)
  await dialog.getByRole('radio', { name: method }).check()
  await dialog.getByRole('button', { name: 'Thu tiền' }).click()
  return dialog
}

async function move(page: Page, action: string, question: RegExp) {
  await page.getByRole('group', { name: 'Chuyển trạng thái' }).getByRole('button', { name: action }).click()
  await page.getByRole('dialog', { name: question }).getByRole('button', { name: action }).click()
}

test('a contract with two lines and a percentage discount, two payments and one refused, printed, completed read-only, and on the customer’s statement', async ({
  page,
}) => {
  const prints = await catchPrints(page)
  await openSignedIn(page, 'admin', '/car-contract')
  await page.getByRole('button', { name: 'Thêm hợp đồng' }).click()
  await fillContract(page, 'Công ty Hoa Sen', hcmDayFromToday(120), '51B-123.45')
  await page.getByRole('textbox', { name: 'Dịch vụ dòng 1' }).fill('Thuê xe 9 chỗ (ngày)')
  await page.getByRole('spinbutton', { name: 'Số lượng dòng 1' }).fill('2')
  await page.getByRole('textbox', { name: 'Đơn giá dòng 1' }).fill('3000000')
  await page.getByRole('combobox', { name: 'Kiểu giảm giá dòng 1' }).selectOption('%')
  await page.getByRole('spinbutton', { name: 'Giảm giá dòng 1' }).fill('10')
  await page.getByRole('button', { name: 'Thêm dịch vụ' }).click()
  await page.getByRole('textbox', { name: 'Dịch vụ dòng 2' }).fill('Phụ phí cao tốc')
  await page.getByRole('textbox', { name: 'Đơn giá dòng 2' }).fill('300000')
  await expect(page.getByRole('status', { name: 'Thành tiền dòng 1' })).toHaveText('5.400.000 ₫')
  await expect(page.getByRole('table', { name: 'Dịch vụ' }).locator('tfoot')).toContainText('5.700.000 ₫')
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  const heading = page.getByRole('heading', { level: 1, name: /^Hợp đồng HD\d{6}$/ })
  await expect(heading).toBeVisible()
  const code = (await heading.textContent())!.replace('Hợp đồng ', '')

  // two payments, and one over what is owed refused by name
  await expect(await takePayment(page, '2000000', 'Tiền mặt')).toBeHidden()
  const refused = await takePayment(page, '4000000', 'Chuyển khoản')
  await expect(refused.getByText('Số tiền vượt quá số còn nợ (3.700.000 ₫)')).toBeVisible()
  await refused.getByRole('textbox', { name: 'Số tiền' }).fill('3700000')
  await refused.getByRole('button', { name: 'Thu tiền' }).click()
  await expect(refused).toBeHidden()
  const money = page.getByRole('region', { name: 'Thanh toán' })
  await expect(money.getByRole('table', { name: 'Các khoản thu của hợp đồng' }).getByRole('row')).toHaveCount(
    3,
  )
  await expect(money.getByRole('definition').nth(2)).toHaveText('0 ₫')

  // the contract on A4 from the settings' template, its lines and payments filled in; a payment's receipt
  await page.getByRole('button', { name: 'In hợp đồng' }).click()
  await expect.poll(async () => (await prints()).length).toBe(1)
  const [contract] = await prints()
  expect(contract.size).toBe('a4')
  expect(contract.text).toContain(code)
  expect(contract.text).toContain('Công ty Hoa Sen')
  expect(contract.text).toContain('Thuê xe 9 chỗ (ngày)')
  expect(contract.text).toContain('10%')
  expect(contract.text).toContain('Các khoản đã thu')
  await money
    .getByRole('button', { name: /^In phiếu thu số/ })
    .first()
    .click()
  await expect.poll(async () => (await prints()).length).toBe(2)
  expect((await prints())[1].text).toContain(`Thanh toán hợp đồng thuê xe ${code}`)

  // through its statuses, each asked first, to complete: read-only then
  await move(page, 'Gửi duyệt', /^Gửi duyệt hợp đồng/)
  await move(page, 'Chốt hợp đồng', /^Chốt hợp đồng HD/)
  await move(page, 'Bắt đầu thực hiện', /^Bắt đầu thực hiện hợp đồng/)
  await move(page, 'Hoàn thành', /^Hoàn thành hợp đồng/)
  await expect(page.getByText('Trạng thái: Hoàn thành')).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Tên khách hàng' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Lưu', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Thu tiền' })).toHaveCount(0)
  await expect(page.getByRole('group', { name: 'Chuyển trạng thái' })).toHaveCount(0)

  // the customer's statement, printable
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Hợp đồng theo khách' })
    .click()
  await page.getByRole('textbox', { name: 'Số điện thoại khách hàng' }).fill('0912345678')
  await page.getByRole('textbox', { name: 'Số điện thoại khách hàng' }).press('Enter')
  const statement = page.getByRole('region', { name: 'Bảng kê hợp đồng thuê xe' })
  await expect(statement.getByRole('table', { name: 'Các hợp đồng' })).toContainText(code)
  await expect(
    statement.getByRole('table', { name: `Các khoản thu của hợp đồng ${code}` }).getByRole('row'),
  ).toHaveCount(3)
  await statement.getByRole('button', { name: 'In bảng kê' }).click()
  await expect.poll(async () => (await prints()).length).toBe(3)
  expect((await prints())[2].text).toContain('Còn nợ tất cả')
})

/** A clerk's own browser, signed in, on a new contract for `plate` on `day`. */
async function clerkOnNewContract(browser: Browser, day: string, plate: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await storeSession(page, 'admin')
  await page.goto('/car-contract/add')
  await fillContract(page, 'Khách thuê xe', day, plate)
  await page.getByRole('textbox', { name: 'Dịch vụ dòng 1' }).fill('Thuê xe')
  await page.getByRole('textbox', { name: 'Đơn giá dòng 1' }).fill('1000000')
  return { context, page }
}

test('two clerks hire the same car for the same day at the same moment; exactly one contract takes it', async ({
  browser,
}) => {
  const day = hcmDayFromToday(150)
  const clerks = await Promise.all([0, 1].map(() => clerkOnNewContract(browser, day, '49B-012.34')))
  try {
    const saves: Locator[] = clerks.map(({ page }) => page.getByRole('button', { name: 'Lưu', exact: true }))
    await Promise.all(saves.map((save) => save.click()))
    const outcome = await Promise.all(
      clerks.map(async ({ page }) => {
        const won = page.getByRole('heading', { level: 1, name: /^Hợp đồng HD\d{6}$/ })
        const lost = page
          .locator('.field-error')
          .filter({ hasText: /^Xe 49B-012\.34 đã thuộc hợp đồng HD\d{6}/ })
        await expect(won.or(lost)).toBeVisible()
        return (await lost.isVisible()) ? 'lost' : 'won'
      }),
    )
    expect(outcome.sort()).toEqual(['lost', 'won'])
  } finally {
    await Promise.all(clerks.map(({ context }) => context.close()))
  }
})

test('a waiting booking moved into a contract leaves the waiting list; the contract runs a trip on the roster', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/booking-waiting')
  const waiting = page.getByRole('table', { name: 'Danh sách vé chờ xếp xe' })
  // a booking as its row names it: "<code> <customer>"
  const row = (await waiting
    .getByRole('button', { name: /^Xếp xe / })
    .first()
    .getAttribute('aria-label'))!
  const [code, ...names] = row.replace('Xếp xe ', '').split(' ')
  const name = names.join(' ')
  await chooseRowAction(waiting, `${code} ${name}`, 'Chuyển thành hợp đồng thuê xe')
  await expect(page.getByText(`Từ vé chờ ${code} của ${name}`)).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Tên khách hàng' })).toHaveValue(name)
  // the hire moved a few months ahead, where cars and drivers are free, for two days (a trip fits in it)
  for (const [field, day] of [
    ['Ngày bắt đầu', 100],
    ['Ngày kết thúc', 101],
  ] as const) {
    await page.getByRole('textbox', { name: field }).fill(typed(hcmDayFromToday(day)))
    await page.getByRole('textbox', { name: field }).press('Tab')
  }
  await page.getByRole('checkbox', { name: /^51B-555\.21 / }).check()
  await page.getByRole('textbox', { name: 'Đơn giá dòng 1' }).fill('2500000')
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: /^Hợp đồng HD\d{6}$/ })).toBeVisible()

  const trips = page.getByRole('region', { name: 'Chuyến của hợp đồng' })
  await trips.getByRole('button', { name: 'Thêm chuyến' }).click()
  const dialog = page.getByRole('dialog', { name: /^Thêm chuyến cho hợp đồng HD\d{6}$/ })
  await chooseOption(dialog, 'Chiều đi', 'Sài Gòn', 'Sài Gòn ➡️ Đà Lạt')
  await chooseOption(dialog, 'Tài xế', 'Võ Văn', 'Võ Văn Tài')
  await dialog.getByRole('textbox', { name: 'Giá hợp đồng' }).fill('2500000')
  await dialog.getByRole('textbox', { name: 'Nơi trả' }).fill('Đà Lạt')
  await dialog.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(trips.getByRole('table', { name: 'Các chuyến của hợp đồng' })).toContainText('2.500.000 ₫')

  // the booking has left the waiting list
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Vé chờ xếp xe' })
    .click()
  await expect(page.getByRole('table', { name: 'Danh sách vé chờ xếp xe' })).toBeVisible()
  await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0)
})
