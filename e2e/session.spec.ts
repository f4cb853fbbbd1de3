import { test, expect, mock, storeSession, CLIENT } from './fixtures'

test('an expired token is refreshed once when "remember me" was ticked, and the page carries on', async ({
  page,
  request,
}) => {
  await mock.tokenLifetime(request, 0) // the token issued at sign-in is already expired
  const oldToken = await storeSession(page, 'admin', true)
  await mock.tokenLifetime(request, 3600)

  const refreshes: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/refresh')) refreshes.push(r.url())
  })
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
  await expect(page.getByTestId('stat-trips-today')).toBeVisible()
  // The label shows before the refresh has answered: wait for the new token before using it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(oldToken)

  const { data: chart } = await (
    await request.get('/api/chart/general', {
      headers: {
        ...CLIENT,
        Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`,
      },
    })
  ).json()
  await expect(page.getByTestId('stat-trips-today')).toContainText(String(chart.trips_today))
  expect(refreshes).toHaveLength(1)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('an expired token without "remember me" says so and signs out', async ({ page, request }) => {
  await mock.tokenLifetime(request, 0)
  await storeSession(page, 'admin', false)
  await mock.tokenLifetime(request, 3600)
  await page.goto('/dashboard')
  await expect(page.getByText('Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.')).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('a stale session does not send a password reset link away', async ({ page, request }) => {
  await mock.tokenLifetime(request, 0)
  await storeSession(page, 'admin', false)
  await mock.tokenLifetime(request, 3600)
  // every call the page makes answered: a stale session's 401 would have come
  await page.goto('/auth/reset-password?token=abc&email=admin%40nhaxe.vn', { waitUntil: 'networkidle' })
  await expect(page.getByRole('button', { name: 'Đặt lại mật khẩu' })).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=abc/)
  await expect(page.getByText('Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.')).toHaveCount(0)
})

test('a refused refresh signs the user out to /login', async ({ page, request }) => {
  await mock.tokenLifetime(request, 0)
  await storeSession(page, 'admin', true)
  await mock.tokenLifetime(request, 3600)
  await mock.fail(request, '/api/auth/refresh', 500)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})
