import { test, expect, chooseOption, chooseRowAction, openSignedIn, rowOf } from './fixtures'

test('vehicle types: create one with a diagram built from its seat count; a mismatch is refused', async ({
  page,
}) => {
  await openSignedIn(page, 'quanly', '/vehicle')
  const table = page.getByRole('table', { name: 'Danh sách loại xe' })
  await expect(rowOf(table, 'Limousine 10 chỗ')).toBeVisible()

  await page.getByRole('button', { name: 'Thêm loại xe' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm loại xe' })
  await dialog.getByLabel('Tên').fill('Limousine 11 chỗ')
  await chooseOption(dialog, 'Loại', 'limou', 'Limousine')
  await dialog.getByLabel('Giá vé').fill('350000')
  await expect(dialog.getByLabel('Giá vé')).toHaveValue('350.000')
  await dialog.getByLabel('Số chỗ', { exact: true }).fill('11')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(dialog.getByText('Số chỗ phải bằng số chỗ trên sơ đồ (0)')).toBeVisible()

  await dialog.getByRole('button', { name: 'Tạo sơ đồ theo số chỗ' }).click()
  await expect(dialog.getByRole('status').filter({ hasText: 'Số chỗ trên sơ đồ' })).toHaveText(
    'Số chỗ trên sơ đồ: 11',
  )
  await expect(
    dialog.getByRole('grid', { name: 'Sơ đồ ghế' }).getByRole('gridcell', { name: /^Ghế / }),
  ).toHaveCount(11)
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Thêm loại xe thành công')).toBeVisible()
  const row = rowOf(table, 'Limousine 11 chỗ')
  await expect(row).toContainText('350.000 ₫')
  await expect(row.getByRole('cell', { name: 'Limousine', exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '11', exact: true })).toBeVisible()

  await chooseRowAction(row, 'Limousine 11 chỗ', 'Xóa')
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(rowOf(table, 'Limousine 11 chỗ')).toHaveCount(0)
  // A type that cars use stays, and the server says why.
  await chooseRowAction(table, 'Limousine 10 chỗ', 'Xóa')
  await page
    .getByRole('dialog', { name: 'Bạn có chắc chắn muốn xóa?' })
    .getByRole('button', { name: 'Xóa' })
    .click()
  await expect(page.getByText('Không thể xóa vì dữ liệu đang được sử dụng')).toBeVisible()
  await expect(rowOf(table, 'Limousine 10 chỗ')).toBeVisible()
})

test('seat diagram editing persists: a seat added and typed CB is there after a reload', async ({ page }) => {
  await openSignedIn(page, 'quanly', '/vehicle')
  const table = page.getByRole('table', { name: 'Danh sách loại xe' })
  await chooseRowAction(table, 'Limousine 10 chỗ', 'Sửa')
  const dialog = page.getByRole('dialog', { name: 'Sửa loại xe' })
  const grid = dialog.getByRole('grid', { name: 'Sơ đồ ghế' })
  await grid.getByRole('gridcell', { name: 'Ô trống, tầng 1, hàng ghế 1, cột 2' }).click()
  await dialog.getByRole('button', { name: 'Thêm ghế' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Mã ghế' })).toHaveValue('A10')
  // Escape leaves the code box for the grid; it does not close the dialog and lose the edit.
  await dialog.getByRole('textbox', { name: 'Mã ghế' }).press('Escape')
  await expect(grid.getByRole('gridcell', { name: /^Ghế A10,/ })).toBeFocused()
  await expect(dialog).toBeVisible()
  await dialog.getByText('CB (ghế đầu)', { exact: true }).click()
  await expect(dialog.getByRole('radio', { name: 'CB (ghế đầu)' })).toBeChecked()
  // The seat count follows the diagram.
  await expect(dialog.getByLabel('Số chỗ', { exact: true })).toHaveValue('10')
  await dialog.getByRole('button', { name: 'Lưu' }).click()
  await expect(page.getByText('Sửa loại xe thành công')).toBeVisible()

  await page.reload()
  await chooseRowAction(table, 'Limousine 10 chỗ', 'Sửa')
  await expect(
    page
      .getByRole('dialog', { name: 'Sửa loại xe' })
      .getByRole('gridcell', { name: 'Ghế A10, CB, tầng 1, hàng ghế 1, cột 2' }),
  ).toBeVisible()
  await expect(
    page.getByRole('dialog', { name: 'Sửa loại xe' }).getByLabel('Số chỗ', { exact: true }),
  ).toHaveValue('10')
  await expect(rowOf(table, 'Limousine 10 chỗ').getByRole('cell', { name: '10', exact: true })).toBeVisible()
})

test('fare periods: an overlapping period is refused with the server message, a free one is added', async ({
  page,
}) => {
  // The seed gives the Limousine a Tết range from 28/12 to 07/01.
  const year = Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric' }).format(),
  )
  await openSignedIn(page, 'quanly', '/vehicle')
  const table = page.getByRole('table', { name: 'Danh sách loại xe' })
  await rowOf(table, 'Limousine 10 chỗ')
    .getByRole('button', { name: 'Giá theo đợt Limousine 10 chỗ' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Giá theo đợt – Limousine 10 chỗ' })
  const ranges = dialog.getByRole('table', { name: 'Giá theo đợt (lễ, Tết…)' })
  await expect(ranges.getByRole('row')).toHaveCount(2)
  await expect(ranges).toContainText('450.000 ₫')

  const start = dialog.getByLabel('Thời gian áp dụng', { exact: true })
  const end = dialog.getByLabel('Thời gian áp dụng (đến ngày)')
  // Into the field with the mouse, as a clerk does: a pointer left where the calendar opens would hover a
  // day, and the picker previews that day in the end field while it is being filled.
  await start.click()
  await start.fill(`01/01/${year + 1}`)
  await end.fill(`10/01/${year + 1}`)
  await end.press('Enter')
  await dialog.getByLabel('Giá vé').fill('500000')
  await dialog.getByRole('button', { name: 'Thêm đợt giá' }).click()
  await expect(dialog.getByText(`Đợt giá bị trùng với đợt 28/12/${year} – 07/01/${year + 1}`)).toBeVisible()
  await expect(dialog.getByLabel('Giá vé')).toHaveValue('500.000')

  await start.click() // the pointer was left on "Thêm đợt giá", where the calendar opens
  await start.fill(`08/01/${year + 1}`)
  await end.fill(`15/01/${year + 1}`)
  await end.press('Enter')
  await dialog.getByRole('button', { name: 'Thêm đợt giá' }).click()
  await expect(ranges.getByRole('row')).toHaveCount(3)
  await expect(ranges).toContainText('500.000 ₫')
  await expect(ranges).toContainText(`15/01/${year + 1}`)
})
