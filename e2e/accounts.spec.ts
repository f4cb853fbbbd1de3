import { LOCALE_HEADER } from '../src/api/paths'
import { test, expect, CLIENT, apiData, chooseRowAction, openSignedIn, rowOf, tokenOf } from './fixtures'

/** A new clerk's account, typed as an administrator types it. */
const CLERK = { username: 'thu.ngan', fullname: 'Lý Thu Ngân', phone: '0912 000 111', password: 'ngan1234' }

test('an administrator adds a clerk from the menu; the clerk signs in to their role’s screens, and a lock ends their session', async ({
  page,
  browser,
}) => {
  await openSignedIn(page, 'admin', '/')
  await page.getByRole('navigation').getByRole('link', { name: 'Tài khoản' }).click()
  await expect(page.getByRole('heading', { name: 'Tài khoản' })).toBeVisible()
  await page.getByRole('button', { name: 'Thêm tài khoản' }).click()
  await expect(page.getByRole('heading', { name: 'Thêm tài khoản' })).toBeVisible()
  // the first field has the focus: the administrator types at once
  await page.keyboard.type(CLERK.username)
  await expect(page.getByLabel('Tên đăng nhập')).toHaveValue(CLERK.username)
  await page.getByLabel('Họ và tên').fill(CLERK.fullname)
  await page.getByLabel('Số điện thoại').fill(CLERK.phone)
  await page.getByLabel('Mật khẩu', { exact: true }).fill(CLERK.password)
  await page.getByLabel('Mật khẩu xác nhận').fill(CLERK.password)
  await page.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Tài khoản phải có ít nhất một vai trò')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Kho hàng' }).check()
  await page.getByRole('button', { name: 'Lưu' }).click()
  await expect(page).toHaveURL(/\/users$/)
  const table = page.getByRole('table', { name: 'Danh sách tài khoản' })
  await page.getByRole('searchbox').fill('ngan')
  await page.getByRole('searchbox').press('Enter')
  await expect(rowOf(table, CLERK.fullname)).toContainText('0912.000.111')

  // the clerk signs in on their own computer and works with the role's screens only
  const clerkContext = await browser.newContext()
  const clerk = await clerkContext.newPage()
  await clerk.goto('/login')
  await clerk.getByLabel('Tên đăng nhập').fill(CLERK.username)
  await clerk.getByLabel('Mật khẩu').fill(CLERK.password)
  await clerk.getByRole('button', { name: 'Đăng nhập' }).click()
  const menu = clerk.getByRole('navigation')
  await expect(menu.getByRole('link', { name: 'Hàng chờ gửi' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Vé chờ xếp xe' })).toHaveCount(0)
  await expect(clerk.getByText('Trực tuyến')).toBeVisible()

  // locked, the clerk is signed out of the open session
  await chooseRowAction(table, CLERK.fullname, 'Khóa')
  const asked = page.getByRole('dialog', { name: /^Khóa tài khoản Lý Thu Ngân\?/ })
  await asked.getByRole('button', { name: 'Khóa' }).click()
  await expect(page.getByText('Đã khóa tài khoản Lý Thu Ngân')).toBeVisible()
  await expect(rowOf(table, CLERK.fullname)).toContainText('Đã khóa')
  await expect(clerk).toHaveURL(/\/login/)
  await clerkContext.close()
})

test('the ceiling: a manager below the administrator gives only the roles they hold and cannot touch a stronger account', async ({
  page,
  request,
}) => {
  const admin = await tokenOf(request, 'admin', 'admin123')
  const codes = ['user.view', 'user.create', 'user.update', 'user.delete', 'shipping.view']
  const role = await apiData<{ id: number }>(request, admin, '/api/role/create', {
    name: 'Trưởng kho',
    slug: 'truong-kho',
    status: 1,
    permissions: codes,
  })
  await apiData(request, admin, '/api/user/create', {
    username: 'truongkho',
    fullname: 'Đỗ Thị Mai',
    password: 'mai12345',
    confirmPassword: 'mai12345',
    status: 1,
    role_ids: [role.id],
  })
  const manager = await tokenOf(request, 'truongkho', 'mai12345')
  await page.goto('/login')
  await page.getByLabel('Tên đăng nhập').fill('truongkho')
  await page.getByLabel('Mật khẩu').fill('mai12345')
  await page.getByRole('button', { name: 'Đăng nhập' }).click()
  // signed in (the session stored) before the address changes
  await expect(page.getByRole('heading', { name: 'Tổng quan' })).toBeVisible()
  await page.goto('/users')
  const table = page.getByRole('table', { name: 'Danh sách tài khoản' })
  // the administrator's row offers nothing; their own row only its edit
  await expect(rowOf(table, 'Trần Minh Quân')).toBeVisible()
  await expect(rowOf(table, 'Trần Minh Quân').getByRole('button')).toHaveCount(0)

  await page.getByRole('button', { name: 'Thêm tài khoản' }).click()
  await expect(page.getByRole('checkbox', { name: /^Quản trị hệ thống/ })).toBeDisabled()
  await expect(page.getByText('(Bạn không có đủ quyền để cấp vai trò này)').first()).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Trưởng kho' })).toBeEnabled()

  // what the screen does not offer, the backend refuses with its reason
  const giveSuper = await request.post('/api/user/create', {
    headers: { ...CLIENT, authorization: `Bearer ${manager}` },
    data: {
      username: 'ke.gian',
      fullname: 'Kẻ Gian',
      password: 'abc12345',
      confirmPassword: 'abc12345',
      role_ids: [1],
    },
  })
  expect(giveSuper.status()).toBe(422)
  expect((await giveSuper.json()).errors.role_ids).toEqual([
    'Bạn không thể cấp vai trò có quyền mà chính bạn không có',
  ])
  const lockAdmin = await request.post('/api/user/update', {
    headers: { ...CLIENT, authorization: `Bearer ${manager}`, [LOCALE_HEADER]: 'en' },
    data: { id: 1, status: 0 },
  })
  expect(lockAdmin.status()).toBe(403)
  expect((await lockAdmin.json()).message).toBe('You cannot change an account with more rights than yours')

  await page.goto('/user/1')
  await expect(
    page.getByText('Tài khoản này có nhiều quyền hơn bạn: bạn chỉ xem được, không sửa được.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Lưu' })).toHaveCount(0)
})
