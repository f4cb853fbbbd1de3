import type { APIRequestContext } from '@playwright/test'
import readXlsxFile from 'read-excel-file/node'
import { writeXlsx } from '../mocks/xlsx'
import type { Ticket } from '../src/api/schemas/booking'
import {
  test,
  expect,
  apiData,
  directSale,
  chooseOption,
  hcmDayFromToday,
  openSignedIn,
  rowOf,
  storeSession,
} from './fixtures'

/** A trip open for sale today, with a free seat. */
async function freeSeatToday(request: APIRequestContext, token: string) {
  type Diagram = {
    tickets: Array<{ seat_id: number }>
    vehicle_type: { diagram: { floors: Array<{ rows: Array<Array<{ id: number; type: number } | null>> }> } }
  }
  for (let tripId = 1; tripId < 40; tripId++) {
    const d = await apiData<Diagram | null>(
      request,
      token,
      `/api/booking-waiting/diagram-by-trip/${tripId}`,
    ).catch(() => null)
    if (!d) continue
    const sold = new Set(d.tickets.map((k) => k.seat_id))
    const seat = d.vehicle_type.diagram.floors
      .flatMap((f) => f.rows.flat())
      .find((s) => !!s && s.type !== 4 && !sold.has(s.id))
    if (seat) return { tripId, seatId: seat.id }
  }
  throw new Error('no trip with a free seat')
}

test('a clerk adds a customer with a province, district and ward; a sale to their phone shows in their history with its points', async ({
  page,
}) => {
  const token = await storeSession(page, 'admin')
  await page.goto('/')
  await page.getByRole('navigation').getByRole('link', { name: 'Khách hàng', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Khách hàng', exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Thêm khách hàng' }).click()
  await expect(page.getByRole('heading', { name: 'Thêm khách hàng' })).toBeVisible()
  // the first field has the focus: the clerk types at once
  await page.keyboard.type('Đặng Thị Mai')
  await page.getByLabel('Số điện thoại').fill('0977 123 456')

  // the cascade: a district waits for its province, a ward for its district; a new province clears both
  const district = page.getByRole('combobox', { name: 'Quận/Huyện' })
  await expect(district).toBeDisabled()
  await chooseOption(page, 'Tỉnh/Thành phố', 'lam dong', 'Tỉnh Lâm Đồng')
  await chooseOption(page, 'Quận/Huyện', 'da lat', 'Thành phố Đà Lạt')
  await chooseOption(page, 'Tỉnh/Thành phố', 'ho chi minh', 'Thành phố Hồ Chí Minh')
  await expect(page.getByTitle('Thành phố Đà Lạt')).toBeHidden()
  await expect(page.getByRole('combobox', { name: 'Phường/Xã' })).toBeDisabled()
  await chooseOption(page, 'Quận/Huyện', 'quan 1', 'Quận 1')
  await chooseOption(page, 'Phường/Xã', 'tan dinh', 'Phường Tân Định')
  await page.getByLabel('Địa chỉ', { exact: true }).fill('12 Trần Quang Khải')
  await page.getByRole('button', { name: 'Lưu' }).click()
  await expect(page).toHaveURL(/\/user\/customer$/)

  // another clerk sells a paid ticket to that phone at the desk
  const { tripId, seatId } = await freeSeatToday(page.request, token)
  const [sold] = await apiData<Ticket[]>(
    page.request,
    token,
    '/api/ticket/create',
    directSale(
      { trip_id: tripId, seat_id: seatId, customer_name: 'Đặng Thị Mai', phone: '0977123456', is_paid: true },
      'customer-history-0001',
    ),
  )
  const points = Math.floor((sold.price + sold.surcharge + sold.pick_fee + sold.drop_fee) / 10_000)

  const table = page.getByRole('table', { name: 'Danh sách khách hàng' })
  await page.getByRole('searchbox').fill('0977 123')
  await page.getByRole('searchbox').press('Enter')
  await expect(rowOf(table, 'Đặng Thị Mai')).toContainText('0977.123.456')
  await table.getByRole('link', { name: 'Đặng Thị Mai' }).click()
  await expect(page.getByRole('heading', { name: 'Đặng Thị Mai', level: 1 })).toBeVisible()
  // the address came back as chosen
  await expect(page.getByRole('combobox', { name: 'Phường/Xã' })).toBeEnabled()
  await expect(page.getByTitle('Phường Tân Định')).toBeVisible()
  const tickets = page.getByRole('table', { name: 'Vé' })
  const row = tickets.getByRole('row', { name: new RegExp(sold.code) })
  await expect(row).toContainText('Đã thanh toán')
  await expect(row).toContainText(String(points))
  const standing = page.getByRole('region', { name: 'Điểm và hạng' })
  await expect(standing).toContainText(`Điểm tích lũy${points}`)
})

test('a clerk imports customers from Excel: 3 good rows and 2 bad, previewed, imported, the skipped rows downloaded', async ({
  page,
}) => {
  const tomorrow = hcmDayFromToday(1).split('-').reverse().join('/')
  const header = [
    'Họ và tên',
    'Số điện thoại',
    'Email',
    'Ngày sinh (DD/MM/YYYY)',
    'Giới tính (Nam/Nữ)',
    'Địa chỉ',
    'Ngày đi (DD/MM/YYYY)',
    'Chuyến',
  ]
  const file = writeXlsx('Khách hàng', [
    header,
    [
      'Trịnh Văn Một',
      '0901 111 001',
      null,
      '01/02/1990',
      'Nam',
      '5 Lê Lợi, Quận 1',
      tomorrow,
      'Sài Gòn ➡️ Đà Lạt',
    ],
    ['Lưu Thị Hai', '0901111002', 'hai@gmail.com', null, 'Nữ', null, null, null],
    ['', '0901111003', null, null, null, null, null, null],
    ['Mạc Văn Bốn', '12345', null, null, null, null, null, null],
    ['Tạ Thị Năm', '0901.111.005', null, null, 'Nữ', null, null, null],
  ])

  await openSignedIn(page, 'admin', '/user/customer')
  await page.getByRole('button', { name: 'Nhập từ Excel' }).click()
  await expect(page.getByRole('heading', { name: 'Nhập khách hàng từ Excel' })).toBeVisible()
  await page.getByLabel('Chọn tệp Excel').setInputFiles({
    name: 'khach-moi.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(file),
  })
  await expect(page.getByText('3 dòng hợp lệ, 2 dòng lỗi')).toBeVisible()
  const rows = page.getByRole('table', { name: 'Các dòng của tệp' })
  await expect(rows.getByRole('row', { name: /^4 / })).toContainText(/họ và tên/i)
  await expect(rows.getByRole('row', { name: /^5 / })).toContainText(/số điện thoại/i)

  await page.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }).click()
  const question = page.getByRole('dialog', { name: 'Nhập 3 dòng hợp lệ? Các dòng lỗi được bỏ qua.' })
  await question.getByRole('button', { name: 'Nhập 3 dòng hợp lệ' }).click()
  await expect(page.getByText(/^Đã nhập: 3 khách hàng mới, .*2 dòng bỏ qua\.$/)).toBeVisible()
  await expect(page.getByText('1 khách được đưa vào danh sách chờ xếp xe.')).toBeVisible()

  await page.getByRole('button', { name: 'Tải các dòng bỏ qua (.xlsx)' }).click()
  const downloading = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: 'Đồng ý' }).click()
  const [sheet] = await readXlsxFile(await (await downloading).path())
  // the template's header, with the direction's hint, and the reason
  expect(sheet.data[0]).toEqual([...header.slice(0, 7), 'Chuyến (chiều đi, vd. Sài Gòn ➡️ Đà Lạt)', 'Lý do'])
  expect(sheet.data.slice(1).map((r) => r[1])).toEqual(['0901111003', '12345'])

  // the imported customers are on the list
  await page.goto('/user/customer?q=0901%20111')
  const table = page.getByRole('table', { name: 'Danh sách khách hàng' })
  await expect(table.getByRole('link', { name: 'Trịnh Văn Một' })).toBeVisible()
  await expect(table.getByRole('link', { name: 'Lưu Thị Hai' })).toBeVisible()
  await expect(table.getByRole('link', { name: 'Tạ Thị Năm' })).toBeVisible()
})
