/* /booking-waiting through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BOOKING_API } from '../../api/contracts/booking-paths'
import { API, MOCK_CONTROL } from '../../api/paths'
import type { WaitingBooking } from '../../api/schemas/booking'
import { renderApp } from '../../app/test-utils'
import { formatPhone } from '../../lib/format'
import { hcmToday } from '../../lib/hcm-day'
import {
  callApi,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  loginToken,
  recordRequests,
  signInDemo,
  withDemoBackend,
  chooseOption,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./WaitingListPage'),
  () => import('./WaitingBookingDialog'),
  () => import('./CancelBookingDialog'),
  () => import('./AddCustomerToCarPage'),
  () => import('./SaleForm'),
])

const SAVE = /Lưu$/

async function openList(url = '/booking-waiting') {
  const session = await signInDemo('letan.sg', 'letan123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách vé chờ xếp xe' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

/** A seeded customer who has travelled, with a pick-up address on a ticket. */
const travelled = () =>
  db.customers.findBy(
    (c) =>
      db.tickets.filter((tk) => tk.phone === c.phone && !tk.deleted_at).length >= 1 &&
      !!db.tickets.findBy((tk) => tk.phone === c.phone && !!tk.pick_address),
  )!

describe('/booking-waiting', () => {
  it('lists waiting bookings, new ones first with their badge, phones written 0912.345.678', async () => {
    const { table } = await openList()
    const waiting = db.waitingBookings.filter((b) => b.status === 0)
    const codes = columnValues(table, 'Mã')
    const fresh = waiting.filter((b) => b.opened_at === null)
    expect(fresh.length).toBeGreaterThan(0)
    // the new ones on top, each marked "Mới"
    for (const [i] of fresh.entries()) expect(codes[i]).toMatch(/Mới$/)
    expect(codes[fresh.length]).not.toMatch(/Mới$/)
    const first = db.waitingBookings.findBy((b) => codes[0].startsWith(b.code))!
    expect(columnValues(table, 'Số điện thoại')[0]).toBe(formatPhone(first.phone))
    expect(formatPhone(first.phone)).toMatch(/^\d{4}\.\d{3}\.\d{3}$/)
  })

  it('creates with the phone lookup filling the form; a landline is refused when the field is left', async () => {
    const { user, wire } = await openList()
    const customer = travelled()
    await user.click(screen.getByRole('button', { name: 'Thêm vé chờ xếp xe' }))
    const dialog = await findDialog('Thêm vé chờ xếp xe')
    const phone = within(dialog).getByRole('combobox', { name: 'Số điện thoại' })
    const name = within(dialog).getByRole('combobox', { name: 'Tên khách' })
    expect(phone).toHaveFocus()

    // a landline: said when the field is left
    await user.type(phone, '028 3838 6868')
    await user.tab()
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'Số điện thoại di động phải có 10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09',
      ),
    )

    // the customer's phone typed with spaces and dots: the lookup offers them with their last trips
    await user.clear(phone)
    const spaced = `${customer.phone.slice(0, 4)} ${customer.phone.slice(4, 7)}.${customer.phone.slice(7)}`
    await user.type(phone, spaced)
    const option = await screen.findByRole('option', { name: new RegExp(customer.fullname) })
    expect(option).toHaveAccessibleName(new RegExp(`Địa chỉ đón thường dùng: ${customer.address}`))
    expect(option).toHaveAccessibleName(/Chuyến gần đây: \d{2}\/\d{2}\/\d{4} · .* ➡️ .* · ghế /)
    // (jsdom gives key events no `which`, which antd's list reads: the keyboard path is the e2e spec's)
    await user.click((await screen.findAllByTitle(option.getAttribute('aria-label')!)).at(-1)!)
    await waitFor(() => expect(name).toHaveValue(customer.fullname))
    expect(phone).toHaveValue(customer.phone)
    expect(phone).not.toHaveAccessibleDescription(/Số điện thoại di động/)
    expect(wire.under(BOOKING_API.waiting.historiesByPhone).length).toBeGreaterThan(0)

    // the pick-up address came from the lookup and shows once the clerk chooses a pick-up at home
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Hình thức đón' }), 'Đón tận nhà')
    expect(within(dialog).getByRole('textbox', { name: 'Địa chỉ đón' })).toHaveValue(customer.address)

    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều đi' }), 'Sài Gòn ➡️ Đà Lạt')
    expect(within(dialog).getByRole('textbox', { name: 'Điểm đi' })).toHaveValue('Sài Gòn')
    expect(within(dialog).getByRole('textbox', { name: 'Điểm đến' })).toHaveValue('Đà Lạt')

    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Gọi trước 30 phút')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Thêm vé chờ xếp xe thành công')).toBeInTheDocument()
    const sent = (await wire.to(`${API.bookingWaiting}/create`)[0].body) as Record<string, unknown>
    expect(sent).toMatchObject({
      customer_name: customer.fullname,
      phone: customer.phone,
      pick_type: 2,
      pick_address: customer.address,
      source: 0,
      form: 0,
      note: 'Gọi trước 30 phút',
    })
    const stored = db.waitingBookings.findBy((b) => b.note === 'Gọi trước 30 phút')!
    expect(stored).toMatchObject({ customer_id: customer.id, status: 0 })
    expect(stored.opened_at).not.toBeNull()
  })

  it('a round trip without its return date is refused before any call, and what was typed stays', async () => {
    const { user, wire } = await openList()
    await user.click(screen.getByRole('button', { name: 'Thêm vé chờ xếp xe' }))
    const dialog = await findDialog('Thêm vé chờ xếp xe')
    expect(within(dialog).queryByRole('textbox', { name: 'Ngày về' })).not.toBeInTheDocument()
    await user.type(within(dialog).getByRole('combobox', { name: 'Số điện thoại' }), '0399.111.222')
    await user.type(within(dialog).getByRole('combobox', { name: 'Tên khách' }), 'Lê Văn Mới')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều đi' }), 'Sài Gòn ➡️ Đà Lạt')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Hình thức' }), 'Khứ hồi')
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Gọi trước 30 phút')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Ngày về' })).toHaveAccessibleDescription(
        'Vé khứ hồi cần ngày về',
      ),
    )
    expect(wire.to(`${API.bookingWaiting}/create`)).toHaveLength(0)
    expect(within(dialog).getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Gọi trước 30 phút')

    expect(within(dialog).getByRole('combobox', { name: 'Tên khách' })).toHaveValue('Lê Văn Mới')
  })

  it('takes the days and the wished time as typed at the counter; a time that is none is refused', async () => {
    const { user, wire } = await openList()
    await user.click(screen.getByRole('button', { name: 'Thêm vé chờ xếp xe' }))
    const dialog = await findDialog('Thêm vé chờ xếp xe')
    await user.type(within(dialog).getByRole('combobox', { name: 'Số điện thoại' }), '0399.111.223')
    await user.type(within(dialog).getByRole('combobox', { name: 'Tên khách' }), 'Lê Văn Giờ')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều đi' }), 'Sài Gòn ➡️ Đà Lạt')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Hình thức' }), 'Khứ hồi')
    const year = Number(hcmToday().slice(0, 4)) + 1
    const departure = within(dialog).getByRole('textbox', { name: 'Ngày đi' })
    // Escape in a field being typed puts its day back; it is the field's, not the dialog's
    const shownBefore = (departure as HTMLInputElement).value
    await user.clear(departure)
    await user.type(departure, '12/0')
    await user.keyboard('{Escape}')
    expect(departure).toHaveValue(shownBefore)
    await user.clear(departure)
    await user.type(departure, `0502${year}`)
    await user.type(within(dialog).getByRole('textbox', { name: 'Ngày về' }), `7-2-${String(year).slice(2)}`)
    const time = within(dialog).getByRole('textbox', { name: 'Giờ muốn đi' })
    await user.type(time, '25h')
    await user.tab()
    expect(departure).toHaveValue(`05/02/${year}`)
    expect(within(dialog).getByRole('textbox', { name: 'Ngày về' })).toHaveValue(`07/02/${year}`)
    await waitFor(() =>
      expect(time).toHaveAccessibleDescription('Không đọc được giờ: gõ như 06:30, 0630, 6h30 hoặc 18'),
    )
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(time).toBeInvalid())
    expect(wire.to(`${API.bookingWaiting}/create`)).toHaveLength(0)

    await user.clear(time)
    await user.type(time, '6h30')
    await user.tab()
    expect(time).toHaveValue('06:30')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Thêm vé chờ xếp xe thành công')).toBeInTheDocument()
    const sent = (await wire.to(`${API.bookingWaiting}/create`)[0].body) as Record<string, unknown>
    expect(sent).toMatchObject({
      departure_date: `${year}-02-05`,
      return_date: `${year}-02-07`,
      preferred_time: '06:30',
    })
  })

  it('a refused save keeps what was typed', async () => {
    const row = db.waitingBookings.findBy((b) => b.status === 0 && b.opened_at !== null)!
    const { user } = await openList(`/booking-waiting?q=${row.code}`)
    const table = screen.getByRole('table', { name: 'Danh sách vé chờ xếp xe' })
    await chooseRowAction(user, table, `${row.code} ${row.customer_name}`, 'Sửa')
    const dialog = await findDialog('Sửa vé chờ xếp xe')
    const note = within(dialog).getByRole('textbox', { name: 'Ghi chú' })
    await user.clear(note)
    await user.type(note, 'Khách đổi giờ')
    // meanwhile another clerk cancels it
    const other = await loginToken('admin', 'admin123')
    const theirs = await callApi(BOOKING_API.waiting.cancel, {
      token: other,
      body: { id: row.id, version: row.version, reason_cancel: 'customer_cancelled' },
    })
    expect(theirs.status).toBe(200)
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument()
    expect(note).toHaveValue('Khách đổi giờ')
  })

  it('cancel needs a reason; "other" needs its text', async () => {
    const row = db.waitingBookings.findBy((b) => b.status === 0 && b.opened_at !== null)!
    const { user, wire } = await openList(`/booking-waiting?q=${row.code}`)
    const table = screen.getByRole('table', { name: 'Danh sách vé chờ xếp xe' })
    await chooseRowAction(user, table, `${row.code} ${row.customer_name}`, 'Hủy vé')
    const dialog = await findDialog(`Hủy vé chờ xếp xe ${row.code} ${row.customer_name}`)
    await user.click(within(dialog).getByRole('button', { name: /Hủy vé$/ }))
    const group = within(dialog).getByRole('radiogroup', { name: 'Lý do hủy' })
    await waitFor(() => expect(group).toHaveAccessibleDescription('Vui lòng chọn lý do hủy'))
    expect(wire.to(BOOKING_API.waiting.cancel)).toHaveLength(0)
    await user.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    await user.click(within(dialog).getByRole('button', { name: /Hủy vé$/ }))
    const note = await within(dialog).findByRole('textbox', { name: 'Lý do khác' })
    await waitFor(() => expect(note).toHaveAccessibleDescription('Vui lòng nhập lý do hủy'))
    await user.type(note, 'Khách đi xe nhà')
    await user.click(within(dialog).getByRole('button', { name: /Hủy vé$/ }))
    expect(await screen.findByText(`Đã hủy vé chờ xếp xe ${row.code}`)).toBeInTheDocument()
    expect(await wire.to(BOOKING_API.waiting.cancel)[0].body).toEqual({
      id: row.id,
      version: row.version,
      reason_cancel: 'other',
      reason_note: 'Khách đi xe nhà',
    })
    expect(db.waitingBookings.find(row.id)).toMatchObject({ status: 2, reason_cancel: 'other' })
    await waitFor(() => expect(within(table).queryByText(row.code)).not.toBeInTheDocument())
  })

  it('"Xếp xe", first on a waiting row, opens the selling desk on its day and direction with the booking chosen', async () => {
    // two bookings just came from the website for a day and direction with a trip on sale
    const trip = db.trips.all().find((t) => (t.status === 0 || t.status === 1) && t.car_id !== null)!
    const arrive = async (customer_name: string, phone: string) => {
      const { status, body } = await callApi<WaitingBooking>(MOCK_CONTROL.webBooking, {
        body: { customer_name, phone, map_detail_id: trip.map_detail_id, departure_date: trip.plan_date },
      })
      expect(status).toBe(200)
      return body.data
    }
    const other = await arrive('Trần Thị Web', '0987000111')
    const booking = await arrive('Lê Văn Mạng', '0987000222')
    const { user, wire, router, table } = await openList()
    const label = `${booking.code} ${booking.customer_name}`
    // the newest on top, new, with its one button on the row: "Xếp xe" (the rest in its menu)
    expect(columnValues(table, 'Mã')[0]).toBe(`${booking.code}Mới`)
    const seat = within(table).getByRole('button', { name: `Xếp xe ${label}` })
    expect(within(table).queryByRole('button', { name: `Hủy vé ${label}` })).not.toBeInTheDocument()
    await user.click(seat)

    await waitFor(() => expect(router.state.location.pathname).toBe('/add-customer-to-car'))
    // opening it on the desk makes it no longer new, as its edit dialog does
    await waitFor(() => expect(wire.to(BOOKING_API.waiting.open)).toHaveLength(1))
    expect(await wire.to(BOOKING_API.waiting.open)[0].body).toEqual({ id: booking.id })
    expect(db.waitingBookings.find(booking.id)!.opened_at).not.toBeNull()
    // the booking was chosen and leaves the address; the day and direction stay
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('booking_id'))
    expect(router.state.location.search).toMatchObject({
      date: trip.plan_date,
      map_detail_id: trip.map_detail_id,
    })
    const slots = await screen.findByRole('group', { name: 'Chuyến trong ngày' })
    await user.click(
      await within(slots).findByRole('radio', { name: new RegExp(`^${trip.departure_time.slice(11, 16)}`) }),
    )
    const customers = await screen.findByRole('group', { name: 'Khách' })
    const chosen = await within(customers).findByRole('radio', { name: /^Lê Văn Mạng · 0987\.000\.222/ })
    expect(chosen).toBeChecked()
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Tên khách/ })).toHaveValue('Lê Văn Mạng'),
    )
    // each waiting customer says where it came from, and the unopened ones are new
    await waitFor(() => expect(chosen).toHaveAccessibleName(/ · Website$/))
    expect(within(customers).getByRole('radio', { name: /^Trần Thị Web / })).toHaveAccessibleName(
      / · Website Mới$/,
    )
    expect(db.waitingBookings.find(other.id)!.opened_at).toBeNull()
  })

  it('opening a new booking marks it opened; the screen speaks English', async () => {
    const { user, wire } = await openList()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    const table = await screen.findByRole('table', { name: 'List of waiting bookings' })
    const row = db.waitingBookings.findBy((b) => b.status === 0 && b.opened_at === null)!
    await chooseRowAction(user, table, `${row.code} ${row.customer_name}`, 'Edit')
    const dialog = await findDialog('Edit waiting booking')
    expect(within(dialog).getByRole('combobox', { name: 'Phone number' })).toHaveValue(row.phone)
    await waitFor(() => expect(wire.to(BOOKING_API.waiting.open)).toHaveLength(1))
    expect(await wire.to(BOOKING_API.waiting.open)[0].body).toEqual({ id: row.id })
    expect(db.waitingBookings.find(row.id)!.opened_at).not.toBeNull()
    const phone = within(dialog).getByRole('combobox', { name: 'Phone number' })
    await user.clear(phone)
    await user.type(phone, '1234')
    await user.tab()
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'A mobile number has 10 digits and starts with 03, 05, 07, 08 or 09',
      ),
    )
  })
})
