import type { APIRequestContext } from '@playwright/test'
import type { Ticket } from '../src/api/schemas/booking'
import { test, expect, apiData, chooseOption, rowOf, storeSession } from './fixtures'

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
  const [sold] = await apiData<Ticket[]>(page.request, token, '/api/ticket/create', {
    trip_id: tripId,
    seat_ids: [seatId],
    customer_name: 'Đặng Thị Mai',
    phone: '0977123456',
    pick_type: 0,
    pick_address: null,
    pick_fee: 0,
    drop_type: 0,
    drop_address: null,
    drop_fee: 0,
    surcharge: 0,
    note: null,
    is_paid: true,
    idempotency_key: 'customer-history-0001',
  })
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
