import { test, expect, openSignedIn, CLIENT } from './fixtures'

test("the dashboard shows today's figures from the backend", async ({ page, request }) => {
  await openSignedIn(page, 'quanly', '/')
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const { data } = await (
    await request.get('/api/chart/general', { headers: { ...CLIENT, Authorization: `Bearer ${token}` } })
  ).json()
  await expect(page.getByTestId('stat-trips-today')).toContainText(String(data.trips_today))
  await expect(page.getByTestId('stat-tickets-today')).toContainText(String(data.tickets_today))
  await expect(page.getByTestId('stat-tickets-today')).toContainText(`Hôm qua: ${data.tickets_yesterday}`)
  await expect(page.getByTestId('stat-trips-today')).toContainText(`Hôm qua: ${data.trips_yesterday}`)
  await expect(page.getByTestId('stat-waiting-bookings')).toContainText(String(data.waiting_bookings))
  await expect(page.getByTestId('stat-waiting-goods')).toContainText(String(data.waiting_goods))
  await expect(page).toHaveTitle(/Tổng quan/)
})

test('the language switch changes the interface and is remembered', async ({ page }) => {
  await openSignedIn(page, 'admin', '/')
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
  await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached()
  await expect(page).toHaveTitle(/Dashboard/)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect(await page.locator('html').getAttribute('lang')).toBe('en')
})

test('the live-connection indicator shows the socket is connected', async ({ page }) => {
  await openSignedIn(page, 'admin', '/')
  await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
})
