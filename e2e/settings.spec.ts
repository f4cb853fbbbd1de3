import { readSheet } from 'read-excel-file/node'
import { test, expect, chooseOption, mock, openSignedIn, seriousA11yViolations } from './fixtures'

test('a new date format, theme and colour reach a clerk’s open screen without a reload; the test mail reaches the outbox', async ({
  page,
  browser,
}) => {
  // a clerk with the waiting list open: its departure days in the settings' date format
  const clerkContext = await browser.newContext()
  const clerk = await clerkContext.newPage()
  await openSignedIn(clerk, 'letan', '/booking-waiting')
  const firstDay = clerk.getByRole('table').getByRole('row').nth(1).locator('time').first()
  await expect(firstDay).toHaveText(/^\d\d\/\d\d\/\d{4}$/)
  const day = (await firstDay.textContent())!
  await expect(clerk.getByText('Trực tuyến')).toBeVisible()

  await openSignedIn(page, 'admin', '/setting-general')
  await page.getByRole('button', { name: 'Gửi thư thử' }).click()
  await expect(page.getByText('Đã gửi thư thử tới admin@nhaxe.vn')).toBeVisible()
  const mails = await mock.outbox(page.request)
  expect(mails.map((mail) => mail.to)).toEqual(['admin@nhaxe.vn'])

  await page.getByLabel('Định dạng ngày').selectOption('DD-MM-YYYY')
  await expect(page.getByRole('region', { name: 'Xem trước' })).toContainText(/\d\d-\d\d-\d{4} \d\d:\d\d/)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByText('Cập nhật thành công')).toBeVisible()
  // the clerk's open list follows, the same day in the new format
  await expect(firstDay).toHaveText(day.replaceAll('/', '-'))

  // everyone's theme and colour: the clerk, who chose none, sees them at once
  await page
    .getByRole('navigation', { name: 'Menu chính' })
    .getByRole('link', { name: 'Ngôn ngữ và giao diện' })
    .click()
  await page.getByRole('radio', { name: 'Tối' }).check()
  await page.getByRole('radio', { name: 'Đỏ', exact: true }).check()
  await expect(page.getByText(/^Chữ trắng trên màu Đỏ: [\d,]+:1 — đạt chuẩn AA/)).toBeVisible()
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  // saved (the first save's toast may still show): the clerk's page turns dark
  await expect(clerk.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  // contrast holds in the new theme and colour, on the settings screen and on the clerk's list
  expect(await seriousA11yViolations(page)).toEqual([])
  expect(await seriousA11yViolations(clerk)).toEqual([])
  await clerkContext.close()
})

test('the contract template: a pasted script refused, an unknown placeholder refused on saving, a placeholder inserted, previewed and printed', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/setting-template')
  const editor = page.getByRole('textbox', { name: 'Nội dung mẫu' })
  const preview = page.getByRole('article', { name: 'Hợp đồng thuê xe' })
  await expect(editor).toContainText('HỢP ĐỒNG THUÊ XE CÓ NGƯỜI LÁI')
  await expect(preview).toContainText('Công ty TNHH Vận tải Phương Nam')

  // a paste as the browser delivers it
  await editor.evaluate((element) => {
    const data = new DataTransfer()
    data.setData(
      'text/html',
      '<p>Điều 9</p><script>window.__xss=1</script><img src=x onerror="window.__xss=1">',
    )
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    )
  })
  await expect(
    page.getByText(/^Không dán được: nội dung có phần không được phép \(<script>, onerror\)/),
  ).toBeVisible()
  await expect(editor).not.toContainText('Điều 9')

  // typed at the end: a placeholder the contract cannot fill
  await editor.click()
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' {{tien_coc}}')
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByText('Không có biến {{tien_coc}}: hãy chèn biến từ danh sách')).toBeVisible()
  await expect(editor).toBeFocused()
  for (let i = 0; i < ' {{tien_coc}}'.length; i++) await page.keyboard.press('Backspace')
  await page.getByRole('button', { name: 'Chèn Biển số xe ({{car_plate}})' }).click()
  await expect(preview.getByText('51B-123.45')).toHaveCount(2)
  await page.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByText('Cập nhật thành công')).toBeVisible()

  // the test print: the browser's print of the preview alone
  await page.evaluate(() => {
    ;(window as unknown as { printed: number }).printed = 0
    window.print = () => void ((window as unknown as { printed: number }).printed += 1)
  })
  await page.getByRole('button', { name: 'In thử' }).click()
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1)
  await page.emulateMedia({ media: 'print' })
  await expect(editor).toBeHidden()
  await expect(page.getByRole('button', { name: 'In thử' })).toBeHidden()
  await expect(preview).toBeVisible()
  await expect(preview).toContainText('51B-123.45')
})

test('an export’s and the customers’ import’s columns: set once, the list’s export and the import’s template follow', async ({
  page,
}) => {
  await openSignedIn(page, 'admin', '/setting-template')
  await page.getByRole('tab', { name: 'Cột xuất Excel' }).click()
  await chooseOption(page, 'Bản xuất Excel', 'xe', 'Xe')
  const cars = page.getByRole('form', { name: 'Xe' })
  await cars.getByRole('checkbox', { name: 'Tên xe' }).uncheck()
  await cars.getByRole('textbox', { name: 'Tiêu đề tiếng Việt của cột Biển số' }).fill('BKS')
  await cars.getByRole('button', { name: 'Chuyển lên: Biển số' }).click()
  const headerRow = cars.getByRole('list', { name: 'Dòng tiêu đề của tệp' }).getByRole('listitem')
  await expect(headerRow.first()).toHaveText('BKS')
  expect(await seriousA11yViolations(page)).toEqual([])
  await cars.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(page.getByText('Cập nhật thành công')).toBeVisible()

  // the import's template: the phone first, as "SĐT"
  await page.getByRole('tab', { name: 'Cột nhập Excel' }).click()
  const customers = page.getByRole('form', { name: 'Khách hàng' })
  await customers.getByRole('textbox', { name: 'Tiêu đề tiếng Việt của cột Số điện thoại' }).fill('SĐT')
  await customers.getByRole('button', { name: 'Chuyển lên: Số điện thoại' }).click()
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/setting/template-import') && r.request().method() === 'POST',
  )
  await customers.getByRole('button', { name: 'Lưu', exact: true }).click()
  expect((await saved).status()).toBe(200)

  // a clerk's export of the cars, in those columns
  await page.goto('/car')
  const exported = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Xuất Excel' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xuất?' })
    .getByRole('button', { name: 'Đồng ý' })
    .click()
  const carRows = await readSheet(await (await exported).path())
  expect(carRows[0].slice(0, 3)).toEqual(['BKS', 'Hãng xe', 'Loại xe'])
  expect(carRows[0]).not.toContain('Tên xe')

  await page.goto('/import-customer')
  const template = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Tải tệp mẫu' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xuất?' })
    .getByRole('button', { name: 'Đồng ý' })
    .click()
  const [header] = await readSheet(await (await template).path())
  expect(header.slice(0, 2)).toEqual(['SĐT', 'Họ và tên'])
})
