import { test, expect, openSignedIn, rowOf, showColumns } from './fixtures'

test('routes: a route without stops is refused with SPEC §5’s words, then created with its stops', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/map')
  const table = page.getByRole('table', { name: 'Danh sách tuyến' })
  await expect(rowOf(table, 'SG-VT')).toBeVisible()
  // the tolls and the duration are among the columns the chooser adds
  await showColumns(page, 'Phí cầu đường', 'Thời gian chạy (phút)')

  await page.getByRole('button', { name: 'Thêm tuyến' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm tuyến' })
  await dialog.getByLabel('Tên tuyến').fill('Sài Gòn ⇄ Cần Thơ')
  await dialog.getByLabel('Mã tuyến').fill('sg-ct')
  await dialog.getByLabel('Chiều dài (km)').fill('170')
  await dialog.getByLabel('Phí cầu đường').fill('95000')
  await dialog.getByLabel('Thời gian chạy (phút)').fill('210')
  const pair = dialog.getByRole('group', { name: 'Chiều 1' })
  await pair.getByLabel('Điểm đi', { exact: true }).fill('Sài Gòn')
  await pair.getByLabel('Mã điểm đi').fill('SG')
  await pair.getByLabel('Điểm đến', { exact: true }).fill('Cần Thơ')
  await pair.getByLabel('Mã điểm đến').fill('CT')
  await expect(pair).toContainText('Cần Thơ ➡️ Sài Gòn')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Tuyến đường phải có thông tin điểm dừng')

  const stops: Array<[string, string, string]> = [
    ['Văn phòng Sài Gòn', '10.7675', '106.6922'],
    ['Trạm dừng Trung Lương', '10.3925', '106.3456'],
    ['Văn phòng Cần Thơ', '10.0452', '105.7469'],
  ]
  for (const [i, [name, lat, lon]] of stops.entries()) {
    await dialog.getByRole('button', { name: 'Thêm điểm dừng' }).click()
    const row = dialog.getByRole('group', { name: new RegExp(`^Điểm dừng ${i + 1}:`) })
    await expect(row.getByLabel('Tên điểm dừng')).toBeFocused()
    await page.keyboard.type(name)
    await row.getByLabel('Vĩ độ').fill(lat)
    await row.getByLabel('Kinh độ').fill(lon)
  }
  await expect(dialog.getByRole('list', { name: 'Lộ trình' })).toContainText(
    '1 Văn phòng Sài Gòn→2 Trạm dừng Trung Lương',
  )
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Thêm tuyến thành công')).toBeVisible()
  const row = rowOf(table, 'SG-CT')
  await expect(row).toContainText('Sài Gòn ⇄ Cần Thơ')
  await expect(row).toContainText('95.000 ₫')
  await expect(row).toContainText('3 giờ 30 phút')
  await expect(row.getByRole('list', { name: 'Điểm dừng: Sài Gòn ⇄ Cần Thơ' })).toContainText(
    '1 Văn phòng Sài Gòn→2 Trạm dừng Trung Lương→3 Văn phòng Cần Thơ',
  )

  // a route nobody uses can be deleted
  await row.getByRole('button', { name: 'Xóa SG-CT' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(rowOf(table, 'SG-CT')).toHaveCount(0)
})

test('routes: stops reordered with the keyboard keep their new order after a save and a reload', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/map')
  const table = page.getByRole('table', { name: 'Danh sách tuyến' })
  await rowOf(table, 'SG-PT').getByRole('button', { name: 'Sửa SG-PT' }).click()
  const dialog = page.getByRole('dialog', { name: 'Sửa tuyến' })
  const down = dialog.getByRole('button', { name: 'Chuyển xuống: Xuân Lộc' })
  await down.focus()
  await page.keyboard.press('Enter')
  // the focus stays with the stop it moved: Enter again moves it once more
  await expect(dialog.getByRole('button', { name: 'Chuyển xuống: Xuân Lộc' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('group', { name: 'Điểm dừng 6: Xuân Lộc' })).toBeVisible()
  // at the end "move down" is off: the focus goes to the stop's "move up"
  await expect(dialog.getByRole('button', { name: 'Chuyển lên: Xuân Lộc' })).toBeFocused()
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('group', { name: 'Điểm dừng 5: Xuân Lộc' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Sửa tuyến thành công')).toBeVisible()

  const order =
    '1 Văn phòng Sài Gòn (Đề Thám)→2 Bến xe Miền Đông mới→3 Ngã ba Dầu Giây→4 Hàm Thuận Nam→5 Xuân Lộc→6 Văn phòng Phan Thiết'
  const strip = () => rowOf(table, 'SG-PT').getByRole('list', { name: 'Điểm dừng: Sài Gòn ⇄ Phan Thiết' })
  await expect(strip()).toHaveText(order)
  await page.reload()
  await expect(strip()).toHaveText(order)
})

test('routes: deleting a route that has trips is refused with its message', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/map')
  const table = page.getByRole('table', { name: 'Danh sách tuyến' })
  await rowOf(table, 'SG-DL').getByRole('button', { name: 'Xóa SG-DL' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(page.getByText('Không thể xóa tuyến đã có chuyến')).toBeVisible()
  await expect(rowOf(table, 'SG-DL')).toBeVisible()
})
