import { test, expect, signIn, mock, ACCOUNTS } from './fixtures'

test('an unsigned visitor is sent to /login with the full address and comes back after signing in', async ({
  page,
}) => {
  await page.goto('/user/changepassword/?tab=1#top')
  await expect(page).toHaveURL(/\/login\?redirect=/)
  const redirect = new URL(page.url()).searchParams.get('redirect')
  expect(redirect).toBe('/user/changepassword/?tab=1#top')

  await signIn(page, 'admin')
  await expect(page).toHaveURL(/\/user\/changepassword\/\?tab=1#top$/)
  await expect(page.getByRole('button', { name: 'Đổi mật khẩu' })).toBeVisible()
})

const hostileRedirects = [
  'https://evil.example/phish',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
]
test('a hostile redirect, in every disguise, ends on the dashboard of this app', async ({
  page,
  baseURL,
}) => {
  for (const hostile of hostileRedirects) {
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`)
    await signIn(page, 'admin')
    await expect(page.getByRole('heading', { name: 'Tổng quan' }), hostile).toBeVisible()
    expect(new URL(page.url()).origin, hostile).toBe(new URL(baseURL!).origin)
    expect(new URL(page.url()).pathname, hostile).toBe('/')
    // signed out for the next one: the session lives in the browser's storage
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await page.context().clearCookies()
  }
})

test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
  await page.goto('/login')
  await page.getByLabel('Tên đăng nhập').fill('admin')
  await page.getByLabel('Mật khẩu').fill('sai-mat-khau')
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tên đăng nhập hoặc mật khẩu không đúng' }).first(),
  ).toBeVisible()
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue('admin')
  await expect(page).toHaveURL(/\/login/)
})

test('empty sign-in fields get the required messages', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page.getByText('Vui lòng nhập Tên đăng nhập')).toBeVisible()
  await expect(page.getByText('Vui lòng nhập Mật khẩu')).toBeVisible()
})

test('sign-out asks first, then clears the session', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'admin', { remember: true })
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
  await page.getByRole('button', { name: 'Trần Minh Quân' }).click()
  await page.getByText('Đăng xuất').click()
  const confirm = page.getByRole('dialog', { name: 'Bạn có chắc chắn muốn đăng xuất?' })
  await expect(confirm).toBeVisible()
  await confirm.getByRole('button', { name: 'Đồng ý' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(
    await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('remember')]),
  ).toEqual([null, null])
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard/)
})

test('forgot password sends a one-time link that resets the password', async ({ page, request }) => {
  await page.goto('/login')
  await page.getByRole('link', { name: 'Quên mật khẩu?' }).click()
  await expect(page).toHaveURL(/\/forgot-password/)
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click()
  await expect(page.getByText('Vui lòng nhập Email')).toBeVisible()
  await page.getByLabel('Email').fill('khong-phai-email')
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click()
  await expect(page.getByText('Email không đúng định dạng')).toBeVisible()
  await page.getByLabel('Email').fill('admin@nhaxe.vn')
  await page.getByRole('button', { name: 'Gửi yêu cầu' }).click()
  await expect(page.getByText('Đã gửi hướng dẫn đặt lại mật khẩu tới email của bạn.')).toBeVisible()

  const mails = await mock.outbox(request)
  const mail = mails.findLast((m) => m.to === 'admin@nhaxe.vn')
  expect(mail).toBeDefined()
  await page.goto(mail!.link)
  await page.getByLabel('Mật khẩu mới').fill('moi123456')
  await page.getByLabel('Xác nhận mật khẩu').fill('khac123456')
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click()
  await expect(page.getByText(/Giá trị không khớp/)).toBeVisible()
  await page.getByLabel('Xác nhận mật khẩu').fill('moi123456')
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click()
  await expect(page).toHaveURL(/\/login/)

  await page.getByLabel('Tên đăng nhập').fill(ACCOUNTS.admin.username)
  await page.getByLabel('Mật khẩu').fill('moi123456')
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()

  // The link works once.
  await page.evaluate(() => localStorage.clear())
  await page.goto(mail!.link)
  await page.getByLabel('Mật khẩu mới').fill('lan-hai-123')
  await page.getByLabel('Xác nhận mật khẩu').fill('lan-hai-123')
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click()
  await expect(page).toHaveURL(/\/auth\/reset-password/)
  await expect(page.getByLabel('Mật khẩu mới')).toHaveValue('lan-hai-123')
})
