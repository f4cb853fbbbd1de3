import { readSheet } from 'read-excel-file/node'
import {
  test,
  expect,
  chooseOption,
  CLIENT,
  openSignedIn,
  rowOf,
  showColumns,
  storeSession,
} from './fixtures'

test('cars: create, edit and delete; a bad plate and a plate in use are refused with their messages', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/car')
  const table = page.getByRole('table', { name: 'Danh sách xe' })
  await expect(rowOf(table, '51B-123.45')).toBeVisible()
  // the brand is among the columns the chooser adds
  await showColumns(page, 'Hãng xe')

  await page.getByRole('button', { name: 'Thêm xe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm xe' })
  await dialog.getByLabel('Tên').fill('County 29 chỗ 10')
  await dialog.getByLabel('Biển số').fill('51B12345')
  await chooseOption(dialog, 'Hãng xe', 'hyun', 'Hyundai')
  await chooseOption(dialog, 'Loại xe', '16 cho', 'Xe 16 chỗ')
  // The vehicle type brings its seat count.
  await expect(dialog.getByLabel('Số chỗ')).toHaveValue('15')
  await dialog.getByLabel('Giá vé').fill('250000')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByText('Biển số xe không đúng định dạng (VD: 51B-123.45)')).toBeVisible()

  await dialog.getByLabel('Biển số').fill('51b-123.45')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByText('Biển số xe đã tồn tại')).toBeVisible()
  await expect(dialog.getByLabel('Tên')).toHaveValue('County 29 chỗ 10')
  await expect(dialog.getByLabel('Giá vé')).toHaveValue('250.000')

  await dialog.getByLabel('Biển số').fill('51b-777.01')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Thêm xe thành công')).toBeVisible()
  const row = rowOf(table, '51B-777.01')
  await expect(row).toContainText('County 29 chỗ 10')
  await expect(row).toContainText('Hyundai')
  await expect(row).toContainText('250.000 ₫')

  await row.getByRole('button', { name: 'Sửa 51B-777.01' }).click()
  const edit = page.getByRole('dialog', { name: 'Sửa xe' })
  await expect(edit.getByLabel('Biển số')).toHaveValue('51B-777.01')
  await edit.getByLabel('Tên').fill('County 29 chỗ 11')
  await edit.getByRole('button', { name: 'Lưu' }).click()
  await expect(edit).toBeHidden()
  await expect(row).toContainText('County 29 chỗ 11')

  await row.getByRole('button', { name: 'Xóa 51B-777.01' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(rowOf(table, '51B-777.01')).toHaveCount(0)
})

test('cars: insurance past or within 30 days is flagged in words', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/car')
  const table = page.getByRole('table', { name: 'Danh sách xe' })
  await expect(rowOf(table, '51B-369.12')).toContainText('Đã hết hạn')
  await expect(rowOf(table, '51B-555.21')).toContainText('Sắp hết hạn')
  await expect(rowOf(table, '51B-123.45')).not.toContainText(/hết hạn/)
})

test('cars: filters and sort live in the address, survive a reload, and the export holds the listed rows', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/car')
  const table = page.getByRole('table', { name: 'Danh sách xe' })
  await chooseOption(page, 'Hãng xe', 'hyundai', 'Hyundai')
  await table.getByRole('button', { name: 'Biển số' }).click()
  await expect(page).toHaveURL(/brand_id=\d+/)
  await expect(page).toHaveURL(/sortBy=license_plate/)
  await page.reload()
  await expect(table.getByRole('columnheader', { name: 'Biển số' })).toHaveAttribute('aria-sort', 'ascending')
  const plates = ['49B-135.79', '49B-246.13', '51B-123.45']
  await expect(table.getByRole('row').filter({ hasText: /\d{2}B-\d{3}\.\d{2}/ })).toHaveCount(plates.length)
  for (const [i, plate] of plates.entries())
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: /\d{2}B-\d{3}\.\d{2}/ })
        .nth(i),
    ).toContainText(plate)

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Xuất Excel' }).click()
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xuất?' })
    .getByRole('button', { name: 'Đồng ý' })
    .click()
  // the toast (3 s) says so as the file comes, before the file is read
  const [file] = await Promise.all([download, expect(page.getByText('Đã xuất tệp Excel')).toBeVisible()])
  expect(file.suggestedFilename()).toBe('danh-sach-xe.xlsx')
  const rows = await readSheet(await file.path())
  expect(rows[0].slice(0, 4)).toEqual(['Tên xe', 'Biển số', 'Hãng xe', 'Loại xe'])
  expect(rows.slice(1).map((r) => r[1])).toEqual(plates)
  expect(rows.slice(1).every((r) => r[2] === 'Hyundai')).toBe(true)
})

test('a car added in one browser appears in another browser’s open list without a reload', async ({
  browser,
}) => {
  const clerk = await browser.newContext()
  const manager = await browser.newContext()
  try {
    const watching = await clerk.newPage()
    await openSignedIn(watching, 'admin', '/car')
    const list = watching.getByRole('table', { name: 'Danh sách xe' })
    await expect(rowOf(list, '51B-123.45')).toBeVisible()
    await expect(watching.getByRole('status').filter({ hasText: 'Trực tuyến' })).toBeVisible()

    const adding = await manager.newPage()
    const token = await storeSession(adding, 'quanly')
    const auth = { ...CLIENT, Authorization: `Bearer ${token}` }
    const brands = await (await adding.request.get('/api/brand/all', { headers: auth })).json()
    const types = await (await adding.request.get('/api/vehicle/all', { headers: auth })).json()
    const created = await adding.request.post('/api/car/create', {
      headers: auth,
      data: {
        name: 'Solati 16 chỗ 12',
        license_plate: '51B-246.99',
        brand_id: brands.data[0].id,
        vehicle_type_id: types.data[0].id,
        seats: types.data[0].seat_number,
      },
    })
    expect(created.ok()).toBeTruthy()
    await expect(rowOf(list, '51B-246.99')).toBeVisible()
  } finally {
    await clerk.close()
    await manager.close()
  }
})
