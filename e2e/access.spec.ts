import { test, expect, apiData, openSignedIn, tokenOf } from './fixtures'

/**
 * A role's rights change in the permission matrix while a clerk of that role is signed in: the clerk's menu and
 * open screen follow without a reload (the role's event refreshes their `me` and their menu).
 */
test('a right given in the matrix appears in the clerk’s open session; taken back, their open screen shows the 403 page', async ({
  page,
  browser,
  request,
}) => {
  const admin = await tokenOf(request, 'admin', 'admin123')
  const roles = await apiData<Array<{ id: number; slug: string }>>(request, admin, '/api/role/all')
  const role = roles.find((r) => r.slug === 'le-tan-sai-gon')!
  // the seed's receptionists hold the waiting goods: taken first, so that the matrix gives it
  await apiData(request, admin, '/api/role/remove-multi-permission', {
    role_id: role.id,
    codes: ['shippingWaiting.view'],
  })

  const clerkContext = await browser.newContext()
  const clerk = await clerkContext.newPage()
  await openSignedIn(clerk, 'letan', '/booking-waiting')
  const clerkMenu = clerk.getByRole('navigation', { name: 'Menu chính' })
  await expect(clerkMenu.getByRole('link', { name: 'Vé chờ xếp xe' })).toBeVisible()
  await expect(clerkMenu.getByRole('link', { name: 'Hàng chờ gửi' })).toHaveCount(0)
  await expect(clerk.getByText('Trực tuyến')).toBeVisible()

  const cell = page.getByRole('checkbox', { name: 'Hàng chờ gửi — Gửi hàng', exact: true })
  const save = async (summary: string) => {
    await expect(page.getByText(summary)).toBeVisible()
    await page.getByRole('button', { name: 'Lưu quyền' }).click()
    await expect(page.getByRole('region', { name: 'Thay đổi chưa lưu' }).getByRole('heading')).toHaveText(
      'Chưa có thay đổi',
    )
  }
  await openSignedIn(page, 'admin', `/role/${role.id}/permissions`)
  await cell.check()
  await save('+1 quyền, −0 quyền')

  // given: the entry appears in the clerk's menu, and opens its screen
  const entry = clerkMenu.getByRole('link', { name: 'Hàng chờ gửi' })
  await expect(entry).toBeVisible()
  await entry.click()
  const table = clerk.getByRole('table', { name: 'Danh sách hàng chờ gửi' })
  await expect(table).toBeVisible()

  // taken back: the open screen gives way to the 403 page, the entry leaves the menu
  await cell.uncheck()
  await save('+0 quyền, −1 quyền')
  await expect(clerk.getByRole('heading', { name: '403' })).toBeFocused()
  await expect(table).toBeHidden()
  await expect(entry).toHaveCount(0)
  await clerkContext.close()
})
