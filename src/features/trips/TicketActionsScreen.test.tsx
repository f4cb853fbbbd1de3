/* A ticket's actions on /trip/{id}'s passenger list, through the real app and the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SEAT_TYPES, seatsOf } from '../../api/contracts/fleet'
import { TRIP_CLOSED_STATUSES, type TripStatus } from '../../api/contracts/trips'
import { BOOKING_API } from '../../api/contracts/booking-paths'
import type { Ticket } from '../../api/schemas/booking'
import { renderApp } from '../../app/test-utils'
import { formatMoney } from '../../lib/format'
import {
  callApi,
  db,
  findDialog,
  loginToken,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./TripDetailPage'),
  () => import('../../entities/booking/TicketEditDialog'),
  () => import('../../entities/booking/TicketSeatDialog'),
  () => import('../../entities/booking/TicketCancelDialog'),
  () => import('../../entities/booking/TicketLogDialog'),
  () => import('../../components/confirm/ConfirmDialog'),
])

const { update, changeSeat, cancel, markPaid, log } = BOOKING_API.ticket

/** An unpaid ticket on a trip that runs, on a car with a free seat for sale. */
function pickTicket(): Ticket {
  return db.tickets.findBy((k) => {
    const trip = db.trips.find(k.trip_id)!
    return (
      !k.deleted_at &&
      !k.is_paid &&
      !TRIP_CLOSED_STATUSES.includes(trip.status as TripStatus) &&
      trip.car_id !== null
    )
  })!
}
const freeSeat = (ticket: Ticket) => {
  const trip = db.trips.find(ticket.trip_id)!
  const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
  return seatsOf(type.diagram).find(
    (s) =>
      s.type !== SEAT_TYPES.RESERVED &&
      !db.tickets.findBy((k) => k.trip_id === trip.id && k.seat_id === s.id && !k.deleted_at),
  )!
}

/** Signs in as the administrator (trip.view and booking.import_customer) and opens the ticket's passenger list. */
async function openPassengers(ticket: Ticket) {
  await signInDemo('admin', 'admin123')
  const wire = recordRequests()
  renderApp(`/trip/${ticket.trip_id}`)
  const user = userEvent.setup({ delay: null })
  const trip = db.trips.find(ticket.trip_id)!
  await screen.findByRole('heading', { level: 1, name: `Chuyến ${trip.name}` })
  await user.click(screen.getByRole('tab', { name: 'Hành khách' }))
  const table = await screen.findByRole('table', { name: 'Danh sách hành khách' })
  // the ticket's row by its code (a role query by name over every passenger's row is slow)
  const row = () => {
    const found = [...table.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.includes(ticket.code))
    if (!(found instanceof HTMLElement)) throw new Error(`no row of ticket ${ticket.code}`)
    return found
  }
  const menu = async (action: string, menuName = `Thao tác vé ${ticket.code}`) => {
    await user.click(within(row()).getByRole('button', { name: menuName }))
    await user.click(await screen.findByRole('menuitem', { name: action }))
  }
  return { user, wire, table, row, menu }
}

describe('ticket actions on /trip/{id}', () => {
  it('edits the passenger with the booking desk’s passenger fields; a wrong phone is said and nothing is sent', async () => {
    const ticket = pickTicket()
    const { user, wire, row, menu } = await openPassengers(ticket)
    await menu('Sửa vé')
    const dialog = await findDialog(`Sửa vé ${ticket.code}`)
    const name = within(dialog).getByRole('combobox', { name: 'Tên khách' })
    const phone = within(dialog).getByRole('combobox', { name: 'Số điện thoại' })
    expect(phone).toHaveValue(ticket.phone)
    await user.clear(name)
    await user.type(name, 'Trần Văn Bình')
    await user.clear(phone)
    await user.type(phone, '12345')
    await user.click(within(dialog).getByRole('button', { name: /Lưu$/ }))
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'))
    expect(wire.to(update)).toHaveLength(0)
    expect(name).toHaveValue('Trần Văn Bình')
    await user.clear(phone)
    await user.type(phone, '0912 345 678')
    await user.click(within(dialog).getByRole('button', { name: /Lưu$/ }))
    expect(await screen.findByText(`Đã lưu vé ${ticket.code}`)).toBeInTheDocument()
    expect(await wire.to(update)[0].body).toMatchObject({
      id: ticket.id,
      version: ticket.version,
      customer_name: 'Trần Văn Bình',
      phone: '0912345678',
    })
    await waitForClose(dialog)
    await waitFor(() => expect(row()).toHaveTextContent('Trần Văn Bình'))
  })

  it('changes the seat on the trip’s seat map, by keyboard or mouse; sold seats cannot be chosen', async () => {
    const ticket = pickTicket()
    const seat = freeSeat(ticket)
    const other = db.tickets.findBy(
      (k) => k.trip_id === ticket.trip_id && k.id !== ticket.id && !k.deleted_at,
    )
    const { user, wire, row, menu } = await openPassengers(ticket)
    await menu('Đổi ghế')
    const dialog = await findDialog(`Đổi ghế vé ${ticket.code} (đang ở ghế ${ticket.seat_code})`)
    const map = await within(dialog).findByRole('grid')
    if (other) {
      const sold = within(map).getByRole('button', { name: new RegExp(`^Ghế ${other.seat_code},`) })
      expect(sold).toHaveAttribute('aria-disabled', 'true')
      await user.click(sold)
      expect(within(dialog).getByRole('status')).toHaveTextContent('Chưa chọn ghế mới')
    }
    within(map)
      .getByRole('button', { name: new RegExp(`^Ghế ${seat.code},`) })
      .focus()
    await user.keyboard('{Enter}')
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Ghế mới: ${seat.code}`)
    await user.click(within(dialog).getByRole('button', { name: /Đổi ghế$/ }))
    expect(await screen.findByText(`Đã đổi vé ${ticket.code} sang ghế ${seat.code}`)).toBeInTheDocument()
    expect(await wire.to(changeSeat, 'POST')[0].body).toEqual({
      id: ticket.id,
      version: ticket.version,
      seat_id: seat.id,
    })
    await waitForClose(dialog)
    await waitFor(() => expect(within(row()).getByRole('rowheader')).toHaveTextContent(seat.code))
  })

  it('shows a seat another clerk is selling as held, by their name, and does not let it be chosen', async () => {
    const ticket = pickTicket()
    const seat = freeSeat(ticket)
    // another clerk holds the seat on the selling screen
    const token = await loginToken('letan.sg', 'letan123')
    const held = await callApi(BOOKING_API.sale.hold, {
      token,
      body: { trip_id: ticket.trip_id, seat_ids: [seat.id] },
    })
    expect(held.status).toBe(200)
    const { user, menu } = await openPassengers(ticket)
    await menu('Đổi ghế')
    const dialog = await findDialog(`Đổi ghế vé ${ticket.code} (đang ở ghế ${ticket.seat_code})`)
    const map = await within(dialog).findByRole('grid')
    const heldSeat = await within(map).findByRole('button', {
      name: new RegExp(`^Ghế ${seat.code},.*tạm giữ`),
    })
    expect(heldSeat).toHaveAccessibleName(
      new RegExp(db.users.findBy((u) => u.username === 'letan.sg')!.fullname),
    )
    await user.click(heldSeat)
    expect(within(dialog).getByRole('status')).toHaveTextContent('Chưa chọn ghế mới')
  })

  it('a seat sold meanwhile is refused with its name; the choice stays and the map refreshes', async () => {
    const ticket = pickTicket()
    const seat = freeSeat(ticket)
    const { user, menu } = await openPassengers(ticket)
    await menu('Đổi ghế')
    const dialog = await findDialog(`Đổi ghế vé ${ticket.code} (đang ở ghế ${ticket.seat_code})`)
    await user.click(
      within(await within(dialog).findByRole('grid')).getByRole('button', {
        name: new RegExp(`^Ghế ${seat.code},`),
      }),
    )
    // another clerk moves a passenger of the trip onto that seat
    const other = db.tickets.findBy(
      (k) => k.trip_id === ticket.trip_id && k.id !== ticket.id && !k.deleted_at,
    )!
    const token = await loginToken('letan.sg', 'letan123')
    expect(
      (await callApi(changeSeat, { token, body: { id: other.id, version: other.version, seat_id: seat.id } }))
        .status,
    ).toBe(200)
    await user.click(within(dialog).getByRole('button', { name: /Đổi ghế$/ }))
    expect(await within(dialog).findByText(`Ghế ${seat.code} đã bán`)).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toHaveTextContent(`Ghế mới: ${seat.code}`)
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('grid')).getByRole('button', {
          name: new RegExp(`^Ghế ${seat.code},.*${other.customer_name}`),
        }),
      ).toHaveAttribute('aria-disabled', 'true'),
    )
    expect(db.tickets.find(ticket.id)!.seat_id).toBe(ticket.seat_id)
  })

  it('cancels with a reason: one is required, "other" needs its text; the row shows why', async () => {
    const ticket = pickTicket()
    const { user, wire, row, menu } = await openPassengers(ticket)
    await menu('Hủy vé')
    const dialog = await findDialog(`Hủy vé ${ticket.code} (${ticket.customer_name})`)
    const submit = () => user.click(within(dialog).getByRole('button', { name: /Hủy vé$/ }))
    await submit()
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Lý do hủy' })
    await waitFor(() => expect(within(dialog).getByText('Vui lòng chọn lý do hủy')).toBeInTheDocument())
    expect(within(reasons).getAllByRole('radio')).toHaveLength(5)
    await user.click(within(reasons).getByRole('radio', { name: 'Lý do khác' }))
    await submit()
    const note = await within(dialog).findByRole('textbox', { name: 'Lý do khác' })
    await waitFor(() => expect(note).toHaveAccessibleDescription('Vui lòng nhập lý do hủy'))
    expect(wire.to(cancel)).toHaveLength(0)
    await user.type(note, 'Đổi lịch công tác')
    await submit()
    expect(await screen.findByText(`Đã hủy vé ${ticket.code}`)).toBeInTheDocument()
    expect(await wire.to(cancel)[0].body).toEqual({
      id: ticket.id,
      version: ticket.version,
      reason_cancel: 'other',
      reason_note: 'Đổi lịch công tác',
    })
    await waitFor(() => expect(row()).toHaveTextContent('(Đã hủy: Đổi lịch công tác)'))
    // a cancelled ticket offers only its log
    await user.click(within(row()).getByRole('button', { name: `Thao tác vé ${ticket.code}` }))
    const only = await screen.findByRole('menuitem', { name: 'Xem lịch sử vé' })
    expect(
      within(only.closest<HTMLElement>('[role="menu"]')!)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Xem lịch sử vé'])
  })

  it('a refused cancel keeps the reason typed and offers the latest version', async () => {
    const ticket = pickTicket()
    const { user, menu } = await openPassengers(ticket)
    await menu('Hủy vé')
    const dialog = await findDialog(`Hủy vé ${ticket.code} (${ticket.customer_name})`)
    await user.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    await user.type(await within(dialog).findByRole('textbox', { name: 'Lý do khác' }), 'Khách đổi ngày')
    // another clerk marks it paid meanwhile
    const token = await loginToken('letan.sg', 'letan123')
    await callApi(markPaid, { token, body: { id: ticket.id, version: ticket.version } })
    await user.click(within(dialog).getByRole('button', { name: /Hủy vé$/ }))
    expect(
      await within(dialog).findByText(/Bản ghi đã được người khác thay đổi trong lúc bạn sửa/),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Lý do khác' })).toHaveValue('Khách đổi ngày')
    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() =>
      expect(within(dialog).queryByText(/Bản ghi đã được người khác/)).not.toBeInTheDocument(),
    )
    await user.click(within(dialog).getByRole('button', { name: /Hủy vé$/ }))
    expect(await screen.findByText(`Đã hủy vé ${ticket.code}`)).toBeInTheDocument()
    expect(db.tickets.find(ticket.id)).toMatchObject({
      reason_cancel: 'other',
      reason_note: 'Khách đổi ngày',
    })
  })

  it('marks paid after asking, then the log shows each line with who, when and what changed', async () => {
    const ticket = pickTicket()
    const { user, wire, row, menu } = await openPassengers(ticket)
    await menu('Đánh dấu đã thanh toán')
    const question = await findDialog(`Đánh dấu vé ${ticket.code} (${ticket.customer_name}) đã thanh toán?`)
    await user.click(within(question).getByRole('button', { name: /Đồng ý/ }))
    expect(await screen.findByText(`Vé ${ticket.code} đã thanh toán`)).toBeInTheDocument()
    await waitFor(() => expect(row()).toHaveTextContent('Đã thanh toán'))
    expect(await wire.to(markPaid)[0].body).toEqual({ id: ticket.id, version: ticket.version })

    await menu('Xem lịch sử vé')
    const dialog = await findDialog(`Lịch sử vé ${ticket.code}`)
    const lines = await within(dialog).findAllByRole('article')
    expect(lines.map((line) => line.getAttribute('aria-label'))).toEqual(['Thanh toán', 'Bán vé'])
    expect(lines[0]).toHaveTextContent('Người thao tác: Trần Minh Quân')
    expect(lines[0]).toHaveTextContent('Đã thanh toán: Chưa thanh toán → Đã thanh toán')
    expect(lines[0].querySelector('time')!.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    expect(lines[1]).toHaveTextContent(`Giá vé: (trống) → ${formatMoney(ticket.price)}`)
    expect(wire.to(`${log}/${ticket.id}`)).toHaveLength(1)
  })

  it('speaks English', async () => {
    const ticket = pickTicket()
    const { user, menu } = await openPassengers(ticket)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    await screen.findByRole('tab', { name: 'Passengers' })
    await menu('Cancel ticket', `Ticket actions ${ticket.code}`)
    const dialog = await findDialog(`Cancel ticket ${ticket.code} (${ticket.customer_name})`)
    await user.click(within(dialog).getByRole('radio', { name: 'Other reason' }))
    await user.click(within(dialog).getByRole('button', { name: /Cancel ticket$/ }))
    const note = await within(dialog).findByRole('textbox', { name: 'Other reason' })
    await waitFor(() => expect(note).toHaveAccessibleDescription('Please enter the cancel reason'))
    await user.click(within(dialog).getByRole('radio', { name: 'Customer cancelled' }))
    await user.click(within(dialog).getByRole('button', { name: /Cancel ticket$/ }))
    expect(await screen.findByText(`Ticket ${ticket.code} cancelled`)).toBeInTheDocument()
    await waitForClose(dialog)
    // the focus is back on the ticket's menu button
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Ticket actions ${ticket.code}` })).toHaveFocus(),
    )
  })
})
