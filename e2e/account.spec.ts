import { test, expect, openSignedIn } from './fixtures'

test('a user updates their own profile; a bad e-mail is refused and nothing typed is lost', async ({
  page,
}) => {
  await openSignedIn(page, 'letan', '/user/info/')
  const fullname = page.getByLabel('Họ và tên')
  await expect(fullname).not.toHaveValue('')
  await fullname.fill('Nguyễn Thị Lễ Tân')
  await page.getByLabel('Email').fill('sai-dinh-dang')
  await page.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Email không đúng định dạng')).toBeVisible()
  await expect(fullname).toHaveValue('Nguyễn Thị Lễ Tân')

  await page.getByLabel('Email').fill('letan.moi@nhaxe.vn')
  await page.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Cập nhật thành công')).toBeVisible()
  await page.reload()
  await expect(page.getByLabel('Họ và tên')).toHaveValue('Nguyễn Thị Lễ Tân')
  await expect(page.getByLabel('Email')).toHaveValue('letan.moi@nhaxe.vn')
})

test('a user changes their password and signs in with the new one', async ({ page }) => {
  await openSignedIn(page, 'kho', '/user/changepassword/')
  await page.getByLabel('Mật khẩu hiện tại').fill('sai-mat-khau')
  await page.getByLabel('Mật khẩu mới').fill('khomoi123')
  await page.getByLabel('Xác nhận mật khẩu').fill('khomoi123')
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click()
  // The refusal has come (until then the button is busy and a second click does nothing), the rest is kept.
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Mật khẩu cũ không đúng' }),
  ).toBeVisible()
  await expect(page.getByLabel('Mật khẩu mới')).toHaveValue('khomoi123')

  await page.getByLabel('Mật khẩu hiện tại').fill('kho123')
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click()
  await expect(page.getByText(/thành công/).first()).toBeVisible()

  await page.evaluate(() => localStorage.clear())
  await page.goto('/login')
  await page.getByLabel('Tên đăng nhập').fill('kho')
  await page.getByLabel('Mật khẩu').fill('kho123')
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  // refused (the form reads what is typed when it sends, once its engine has loaded: wait before typing again)
  await expect(
    page.getByRole('alert').filter({ hasText: 'Tên đăng nhập hoặc mật khẩu không đúng' }).first(),
  ).toBeVisible()
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel('Mật khẩu').fill('khomoi123')
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
})
