import { test, expect, mock, openSignedIn, seriousA11yViolations } from './fixtures'

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
