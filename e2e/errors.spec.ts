import { test, expect, mock, openSignedIn } from './fixtures'

test('no response from the server shows a persistent, closable network toast', async ({ page, request }) => {
  // Chromium silently retries a dropped keep-alive request, so fail more often than it retries.
  await mock.fail(request, '/api/chart/general', 'network', 50)
  await openSignedIn(page, 'admin', '/dashboard')
  const toast = page.getByRole('alert').filter({ hasText: 'Lỗi mạng. Vui lòng thử lại!' })
  await expect(toast).toHaveCount(1)
  await toast.getByRole('button', { name: 'Đóng' }).click()
  await expect(toast).toHaveCount(0)
})

test('a 403 shows the no-access toast, persistent and closable', async ({ page, request }) => {
  await mock.fail(request, '/api/chart/general', 403, 5)
  await openSignedIn(page, 'admin', '/dashboard')
  const toast = page.getByRole('alert').filter({ hasText: 'Bạn không có quyền truy cập chức năng này!' })
  await expect(toast).toHaveCount(1)
  await toast.getByRole('button', { name: 'Đóng' }).click()
  await expect(toast).toHaveCount(0)
})

test('a server error shows its message, and the screen offers a retry that recovers', async ({
  page,
  request,
}) => {
  await mock.fail(request, '/api/chart/general', 500, 100)
  await openSignedIn(page, 'admin', '/dashboard')
  await expect(page.getByRole('alert').filter({ hasText: 'Lỗi máy chủ (giả lập)' }).first()).toBeVisible()
  const retry = page.getByRole('button', { name: 'Thử lại' })
  await expect(retry).toBeVisible()
  await mock.reset(request) // the server is well again (signed-in tokens stay valid)
  await retry.click()
  await expect(page.getByTestId('stat-trips-today')).toBeVisible()
})

test('unknown paths show the 404 page, signed in or not', async ({ page }) => {
  await page.goto('/khong-co-trang-nay')
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible()
  await expect(page.getByText('Không tìm thấy trang')).toBeVisible()
  await openSignedIn(page, 'admin', '/khong-co-trang-nay/nua')
  await expect(page.getByText('Không tìm thấy trang')).toBeVisible()
  await page.getByRole('link', { name: 'Về trang chủ' }).click()
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
})

test('a request that gets no answer times out after 5 seconds with the timeout message', async ({
  page,
  request,
}) => {
  await mock.fail(request, '/api/chart/general', 'hang', 1)
  await openSignedIn(page, 'admin', '/dashboard')
  // the client gives up 5 s after sending: that wait comes on top of the usual one (15 s)
  await expect(page.getByRole('alert').filter({ hasText: 'Hết thời gian chờ, đã quá 5 giây' })).toBeVisible({
    timeout: 20_000,
  })
  // Query's one retry gets an answer: the figures come.
  await expect(page.getByTestId('stat-trips-today')).toBeVisible()
})
