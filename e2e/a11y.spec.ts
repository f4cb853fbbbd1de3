import type { Page } from '@playwright/test'
import { test, expect, openSignedIn, seriousA11yViolations } from './fixtures'

/** Every screen of the product so far, with what shows once it has rendered. */
const publicScreens = [
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Đăng nhập' }) },
  { path: '/forgot-password', ready: (page: Page) => page.getByRole('button', { name: 'Gửi yêu cầu' }) },
  {
    path: '/auth/reset-password?token=abc&email=admin%40nhaxe.vn',
    ready: (page: Page) => page.getByRole('button', { name: 'Đặt lại mật khẩu' }),
  },
  { path: '/khong-co-trang-nay', ready: (page: Page) => page.getByRole('heading', { name: '404' }) },
]
const signedInScreens = [
  { path: '/', ready: (page: Page) => page.getByTestId('stat-trips-today') },
  { path: '/user/info/', ready: (page: Page) => page.getByLabel('Họ và tên') },
  { path: '/user/changepassword/', ready: (page: Page) => page.getByLabel('Mật khẩu hiện tại') },
  { path: '/khong-co-trang-nay', ready: (page: Page) => page.getByRole('heading', { name: '404' }) },
]

for (const theme of ['light', 'dark'] as const) {
  for (const screen of publicScreens) {
    test(`${screen.path} (${theme}, signed out) has no serious accessibility violations`, async ({
      page,
    }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await page.goto(screen.path)
      await expect(screen.ready(page)).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
  for (const screen of signedInScreens) {
    test(`${screen.path} (${theme}, signed in) has no serious accessibility violations`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme-mode', mode), theme)
      await openSignedIn(page, 'admin', screen.path)
      await expect(screen.ready(page)).toBeVisible()
      await expect(page.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  }
}

test('the signed-in layout in English has no serious accessibility violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en'))
  await openSignedIn(page, 'letan', '/')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect(await seriousA11yViolations(page)).toEqual([])
})
