import { test, expect, openSignedIn, rowOf } from './fixtures'

test('brands: create, edit and delete; a refused save keeps what was typed', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/brand')
  const table = page.getByRole('table', { name: 'Danh sách hãng xe' })
  await expect(rowOf(table, 'Hyundai')).toBeVisible()

  await page.getByRole('button', { name: 'Thêm hãng xe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm hãng xe' })
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByText('Vui lòng nhập Tên')).toBeVisible()

  // The backend refuses a name already used; the message sits beside the field and nothing typed is lost.
  await dialog.getByLabel('Tên').fill('hyundai')
  await dialog.getByLabel('Ghi chú').fill('Xe đưa đón sân bay')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByText('Tên đã tồn tại')).toBeVisible()
  await expect(dialog.getByLabel('Ghi chú')).toHaveValue('Xe đưa đón sân bay')

  await dialog.getByLabel('Tên').fill('Daewoo')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Thêm hãng xe thành công')).toBeVisible()
  await expect(dialog).toBeHidden()
  const row = rowOf(table, 'Daewoo')
  await expect(row).toContainText('Xe đưa đón sân bay')
  await expect(row).toContainText('Hoạt động')

  await row.getByRole('button', { name: 'Sửa Daewoo' }).click()
  const edit = page.getByRole('dialog', { name: 'Sửa hãng xe' })
  await expect(edit.getByLabel('Tên')).toHaveValue('Daewoo')
  await edit.getByLabel('Tên').fill('Daewoo Bus')
  await edit.getByText('Ngừng hoạt động', { exact: true }).click()
  await expect(edit.getByRole('radio', { name: 'Ngừng hoạt động' })).toBeChecked()
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expect(edit).toBeHidden()
  const edited = rowOf(table, 'Daewoo Bus')
  await expect(edited).toContainText('Ngừng hoạt động')

  await edited.getByRole('button', { name: 'Xóa Daewoo Bus' }).click()
  const confirm = page.getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
  await confirm.getByRole('button', { name: 'Xóa' }).click()
  await expect(rowOf(table, 'Daewoo Bus')).toHaveCount(0)

  // A brand still used by cars cannot go: the server says why.
  await rowOf(table, 'Hyundai').getByRole('button', { name: 'Xóa Hyundai' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(page.getByText('Không thể xóa vì dữ liệu đang được sử dụng')).toBeVisible()
  await expect(rowOf(table, 'Hyundai')).toBeVisible()
})

test('goods types: search, bulk delete behind a confirmation, and the list state survives a reload', async ({
  page,
}) => {
  await openSignedIn(page, 'kho', '/product-type')
  const table = page.getByRole('table', { name: 'Danh sách loại hàng' })
  await expect(rowOf(table, 'Tài liệu, giấy tờ')).toBeVisible()

  for (const name of ['Hàng lạnh', 'Hàng lạnh cấp đông']) {
    await page.getByRole('button', { name: 'Thêm loại hàng' }).click()
    const dialog = page.getByRole('dialog', { name: 'Thêm loại hàng' })
    await dialog.getByLabel('Tên').fill(name)
    await dialog.getByRole('button', { name: 'Lưu' }).click()
    await expect(dialog).toBeHidden()
  }

  // Accent-free search finds both; the search, sort and page size go into the address.
  await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('hang lanh')
  await expect(table.getByRole('row').filter({ hasText: 'Hàng lạnh' })).toHaveCount(2)
  await expect(page).toHaveURL(/q=hang(\+|%20)lanh/)
  await table.getByRole('button', { name: 'Tên' }).click()
  await expect(page).toHaveURL(/sortBy=name/)
  await page.reload()
  await expect(page.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveValue('hang lanh')
  await expect(table.getByRole('row').filter({ hasText: 'Hàng lạnh' })).toHaveCount(2)
  await expect(table.getByRole('columnheader', { name: 'Tên' })).toHaveAttribute('aria-sort', 'ascending')

  await rowOf(table, 'Hàng lạnh cấp đông').getByRole('button', { name: 'Sửa Hàng lạnh cấp đông' }).click()
  const edit = page.getByRole('dialog', { name: 'Sửa loại hàng' })
  await edit.getByLabel('Tên').fill('Hàng lạnh (dưới 0 °C)')
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expect(edit).toBeHidden()
  await expect(rowOf(table, 'Hàng lạnh (dưới 0 °C)')).toBeVisible()

  await table.getByRole('checkbox', { name: 'Chọn tất cả' }).check()
  await page.getByRole('button', { name: /^Xóa \(2\)/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
  await confirm.getByRole('button', { name: 'Hủy' }).click()
  await expect(table.getByRole('row').filter({ hasText: 'Hàng lạnh' })).toHaveCount(2)
  await page.getByRole('button', { name: /^Xóa \(2\)/ }).click()
  await confirm.getByRole('button', { name: 'Xóa' }).click()
  await expect(table.getByText('Không có dữ liệu')).toBeVisible()
})

test('a fleet screen outside the user’s codes shows 403 and makes no call', async ({ page }) => {
  const calls: string[] = []
  page.on('request', (r) => {
    if (r.url().includes('/api/brand')) calls.push(r.url())
  })
  await openSignedIn(page, 'letan', '/brand')
  await expect(page.getByRole('heading', { name: '403' })).toBeVisible()
  await expect(page.getByText('Bạn không có quyền truy cập chức năng này!')).toBeVisible()
  expect(calls).toEqual([])
})

test('the columns a user hides stay hidden after a reload', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/brand')
  const table = page.getByRole('table', { name: 'Danh sách hãng xe' })
  await expect(table.getByRole('columnheader', { name: 'Ghi chú' })).toBeVisible()
  await page.getByRole('button', { name: 'Cột' }).click()
  await page.getByRole('checkbox', { name: 'Ghi chú' }).uncheck()
  await page.keyboard.press('Escape')
  await expect(table.getByRole('columnheader', { name: 'Ghi chú' })).toHaveCount(0)
  await page.reload()
  await expect(rowOf(table, 'Hyundai')).toBeVisible()
  await expect(table.getByRole('columnheader', { name: 'Ghi chú' })).toHaveCount(0)
  await expect(table.getByRole('columnheader', { name: 'Màu' })).toBeVisible()
})
