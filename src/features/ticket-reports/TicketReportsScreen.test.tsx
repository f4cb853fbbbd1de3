/* /list-ticket-by-car, /canceled-tickets and /statistics/ticket-history through the real app and the demo backend. */
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CANCEL_REASONS, ticketTotal, tripOpenForSale } from '../../api/contracts/booking'
import { SEAT_TYPES, seatsOf } from '../../api/contracts/fleet'
import { BOOKING_API } from '../../api/contracts/booking-paths'
import { API } from '../../api/paths'
import type { SaleTrip, Ticket } from '../../api/schemas/booking'
import type { CancelledSummary } from '../../api/schemas/ticket-reports'
import { renderApp } from '../../app/test-utils'
import i18n from '../../i18n'
import { formatMoney, formatPhone } from '../../lib/format'
import { hcmClock, hcmToday, shiftDay } from '../../lib/hcm-day'
import { nextDeparting } from '../../entities/desk/use-desk-memory'
import { EVENT_INVALIDATES, SOCKET_EVENTS } from '../../realtime/events'
import {
  catchDownloads,
  callApi,
  db,
  revokeCodes,
  findDialog,
  loginToken,
  recordRequests,
  showColumns,
  signInDemo,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./ManifestPage'),
  () => import('./CancelledTicketsPage'),
  () => import('./TicketHistoryPage'),
  () => import('../../entities/trip/BreakdownQuestion'),
])

afterEach(async () => {
  await i18n.changeLanguage('vi')
})

const R = BOOKING_API.reports
const live = (tripId: number) =>
  db.tickets
    .filter((k) => k.trip_id === tripId && !k.deleted_at)
    .sort((a, b) => a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true }))

/** Today's trip with the most passengers, some of them unpaid. */
function busyTrip() {
  const trip = db.trips
    .filter((t) => t.plan_date === hcmToday() && [0, 1].includes(t.status) && t.car_id !== null)
    .sort((a, b) => live(b.id).length - live(a.id).length)[0]
  if (!live(trip.id).some((k) => !k.is_paid)) {
    const k = live(trip.id)[0]
    db.tickets.update(k.id, { is_paid: false })
  }
  return trip
}

/** Today's 06:00 trip Sài Gòn ➡️ Đà Lạt, running (the seed's), with passengers. */
function runningTrip() {
  const trip = db.trips.findBy((t) => t.plan_date === hcmToday() && t.name.endsWith('06:00'))!
  expect(trip.status).toBe(3)
  expect(live(trip.id).length).toBeGreaterThan(0)
  return trip
}

const sumOf = (tickets: Ticket[], paid: boolean) =>
  tickets.filter((k) => k.is_paid === paid).reduce((s, k) => s + ticketTotal(k), 0)

describe('/list-ticket-by-car', () => {
  it('chooses the trip; shows its passengers in seat order with the trip, the car, the driver and the totals', async () => {
    await signInDemo('letan.sg', 'letan123')
    const trip = busyTrip()
    const direction = db.maps.all().flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
    const name = direction.find((d) => d.id === trip.map_detail_id)!.name
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/list-ticket-by-car')
    expect(await screen.findByText('Chọn chiều để xem các chuyến trong ngày')).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Chiều đi' }))
    await user.click((await screen.findAllByTitle(name)).at(-1)!)
    await user.click(
      await within(await screen.findByRole('group', { name: 'Chuyến' })).findByRole('radio', {
        name: new RegExp(`^${trip.departure_time.slice(11, 16)} · `),
      }),
    )
    expect(router.state.location.search).toEqual({ map_detail_id: trip.map_detail_id, trip_id: trip.id })

    const table = await screen.findByRole('table', { name: 'Danh sách khách theo xe' })
    const tickets = live(trip.id)
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => within(r).getAllByRole('rowheader')[0].textContent)).toEqual(
      tickets.map((k) => k.seat_code),
    )
    expect(rows[0]).toHaveTextContent(tickets[0].customer_name)
    expect(rows[0]).toHaveTextContent(formatPhone(tickets[0].phone))
    expect(rows[0]).toHaveTextContent(formatMoney(ticketTotal(tickets[0])))
    const facts = screen.getAllByRole('definition')
    expect(facts.map((d) => d.textContent)).toEqual(
      expect.arrayContaining([trip.name, expect.stringContaining(db.cars.find(trip.car_id!)!.license_plate)]),
    )
    const driver = db.users.find(trip.user_id!)!
    expect(screen.getAllByText(new RegExp(driver.fullname))[0]).toBeInTheDocument()
    const totals = screen.getAllByLabelText('Tổng cộng')[0]
    expect(totals).toHaveTextContent(`Số khách${tickets.length}`)
    expect(totals).toHaveTextContent(`Đã thu${formatMoney(sumOf(tickets, true))}`)
    expect(totals).toHaveTextContent(`Chưa thu${formatMoney(sumOf(tickets, false))}`)
    // the print holds the same rows in seat order under the trip's name
    const print = screen.getByRole('table', { name: `Danh sách khách theo xe: ${trip.name}` })
    expect(
      within(print)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('rowheader')[0].textContent),
    ).toEqual(tickets.map((k) => k.seat_code))
  })

  it('reopens, like the selling desk, on the clerk’s last day and direction and on the next trip to leave', async () => {
    await signInDemo('letan.sg', 'letan123')
    const tomorrow = shiftDay(hcmToday(), 1)
    const open = db.trips.filter((t) => t.plan_date === tomorrow && tripOpenForSale(t.status))
    const direction = open[0]!.map_detail_id
    const first = renderApp(`/list-ticket-by-car?date=${tomorrow}&map_detail_id=${direction}`)
    await screen.findByRole('group', { name: 'Chuyến' })
    first.unmount()

    const { router } = renderApp('/list-ticket-by-car')
    const next = nextDeparting(open.filter((t) => t.map_detail_id === direction) as unknown as SaleTrip[])!
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        date: tomorrow,
        map_detail_id: direction,
        trip_id: next.id,
      }),
    )
    expect(
      await screen.findByRole('radio', { name: new RegExp(`^${hcmClock(next.departure_time)} · `) }),
    ).toBeChecked()
    cleanup()

    // the selling desk opens on the same day and direction
    const desk = renderApp('/add-customer-to-car')
    await waitFor(() =>
      expect(desk.router.state.location.search).toEqual({
        date: tomorrow,
        map_detail_id: direction,
        trip_id: next.id,
      }),
    )
  })

  it('follows another clerk’s payment and cancellation; exports the trip after asking', async () => {
    await signInDemo('letan.sg', 'letan123')
    const trip = busyTrip()
    const downloads = catchDownloads()
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    const { queryClient } = renderApp(
      `/list-ticket-by-car?map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}`,
    )
    const table = await screen.findByRole('table', { name: 'Danh sách khách theo xe' })
    const tickets = live(trip.id)
    const unpaid = tickets.find((k) => !k.is_paid)!
    const other = await loginToken('admin', 'admin123')
    expect(
      (
        await callApi(BOOKING_API.ticket.markPaid, {
          token: other,
          body: { id: unpaid.id, version: unpaid.version },
        })
      ).status,
    ).toBe(200)
    const gone = tickets.find((k) => k.id !== unpaid.id)!
    expect(
      (
        await callApi(BOOKING_API.ticket.cancel, {
          token: other,
          body: { id: gone.id, version: gone.version, reason_cancel: 'customer_forgot' },
        })
      ).status,
    ).toBe(200)
    // what the socket's ticket event does in this browser (src/realtime/socket.ts)
    for (const key of EVENT_INVALIDATES[SOCKET_EVENTS.ticketCreateOrUpdate] ?? [])
      await queryClient.invalidateQueries({ queryKey: key })
    const now = live(trip.id)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(now.length + 1))
    expect(within(table).queryByRole('row', { name: new RegExp(gone.code) })).not.toBeInTheDocument()
    expect(screen.getAllByLabelText('Tổng cộng')[0]).toHaveTextContent(
      `Đã thu${formatMoney(sumOf(now, true))}`,
    )

    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }))
    const confirm = await findDialog('Bạn có chắc chắn muốn xuất?')
    expect(wire.under(R.manifestExport)).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))
    expect(await screen.findByText('Đã xuất danh sách khách của chuyến')).toBeInTheDocument()
    expect(wire.to(`${R.manifestExport}/${trip.id}`)).toHaveLength(1)
    expect(downloads.file()?.size).toBeGreaterThan(0)
    expect(downloads.name()).toMatch(new RegExp(`^danh-sach-khach-${trip.plan_date}-\\d\\dh\\d\\d\\.xlsx$`))
  })

  it('shows the 403 page to an account without the code, and calls nothing of the screen', async () => {
    await signInDemo('quanly', 'quanly123')
    const wire = recordRequests()
    renderApp('/list-ticket-by-car')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeInTheDocument()
    expect(wire.under('/api/ticket')).toHaveLength(0)
  })

  it('a booking clerk reports the running trip broken down (here in English): asked first, status 6 sent, the trip closed', async () => {
    await signInDemo('letan.sg', 'letan123')
    const trip = runningTrip()
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp(`/list-ticket-by-car?map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}`)
    await screen.findByRole('table', { name: 'Danh sách khách theo xe' })
    const slot = () =>
      within(screen.getByRole('group', { name: /^(Chuyến|Trip)$/ }))
        .getByRole('radio', { name: new RegExp(`^${trip.departure_time.slice(11, 16)} · `) })
        .closest('label')!
    expect(slot()).not.toHaveTextContent('Xe hỏng')
    expect(screen.getByRole('button', { name: 'Báo xe hỏng' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    await user.click(await screen.findByRole('button', { name: 'Report broken down' }))
    const question = await findDialog(`Report trip ${trip.name} broken down?`)
    await user.click(within(question).getByRole('button', { name: /OK/ }))
    await waitFor(() => expect(wire.to(API.tripStatus)).toHaveLength(1))
    expect(await wire.to(API.tripStatus)[0].body).toEqual({ id: trip.id, version: trip.version, status: 6 })
    expect(db.trips.find(trip.id)!.status).toBe(6)
    await waitFor(() => expect(slot()).toHaveTextContent('Broken down'))
    expect(screen.queryByRole('button', { name: 'Report broken down' })).not.toBeInTheDocument()
  })

  it('no breakdown to report for a clerk without trip.report-broken', async () => {
    revokeCodes('le-tan-sai-gon', 'trip.report-broken')
    await signInDemo('letan.sg', 'letan123')
    const trip = runningTrip()
    renderApp(`/list-ticket-by-car?map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}`)
    await screen.findByRole('table', { name: 'Danh sách khách theo xe' })
    expect(screen.getByRole('button', { name: /In thông tin chuyến/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Báo xe hỏng' })).not.toBeInTheDocument()
  })
})

describe('/canceled-tickets', () => {
  it('lists the last 7 days by default with the counts per reason over the range, and exports them', async () => {
    const { token } = await signInDemo('letan.sg', 'letan123')
    const downloads = catchDownloads()
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp('/canceled-tickets')
    const counts = await screen.findByRole('region', { name: 'Số vé đã hủy theo lý do' })
    const from = shiftDay(hcmToday(), -6)
    const summary = (
      await callApi<CancelledSummary>(`${R.cancelledSummary}?from=${from}&to=${hcmToday()}`, { token })
    ).body.data
    const words = {
      cannot_reach_customer: 'Không liên lạc được khách',
      missed_trip: 'Khách lỡ chuyến',
      customer_forgot: 'Khách quên',
      customer_cancelled: 'Khách hủy',
      other: 'Lý do khác',
    }
    await waitFor(() => expect(within(counts).getAllByRole('listitem')).toHaveLength(6))
    expect(within(counts).getAllByRole('listitem')[0]).toHaveTextContent(
      `Tổng số vé đã hủy: ${summary.total}`,
    )
    for (const reason of CANCEL_REASONS)
      expect(
        within(counts)
          .getByText(new RegExp(`^${words[reason]}:`))
          .closest('li'),
      ).toHaveTextContent(`${words[reason]}: ${summary.counts[reason]}`)
    expect(wire.to(R.cancelledSummary)[0].query).toEqual({ from, to: hcmToday() })
    expect(wire.to(R.cancelled)[0].query).toMatchObject({ from, to: hcmToday(), page: '1' })

    const table = await screen.findByRole('table', { name: 'Danh sách vé đã hủy' })
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1))
    // the newest cancellations first: yesterday's five (one of each reason) are on the first page
    const other = db.tickets
      .filter((k) => k.reason_cancel === 'other' && !!k.deleted_at?.startsWith(shiftDay(hcmToday(), -2)))
      .at(-1)!
    const row = within(table).getByRole('row', { name: new RegExp(other.code) })
    expect(row).toHaveTextContent('Khách đổi sang đi máy bay')
    // who cancelled, and when, are among the columns the chooser adds
    expect(row).not.toHaveTextContent('Nguyễn Thị Thu Hà')
    await showColumns(user, 'Người hủy', 'Thời gian hủy')
    expect(row).toHaveTextContent('Nguyễn Thị Thu Hà')
    expect(row).toHaveTextContent(`${other.deleted_at!.slice(8, 10)}/${other.deleted_at!.slice(5, 7)}`)
    expect(row).toHaveTextContent(other.deleted_at!.slice(11, 16))

    await user.click(screen.getByRole('button', { name: /Xuất Excel/ }))
    await user.click(
      within(await findDialog('Bạn có chắc chắn muốn xuất?')).getByRole('button', { name: 'Đồng ý' }),
    )
    expect(await screen.findByText('Đã xuất danh sách vé đã hủy')).toBeInTheDocument()
    expect(wire.to(R.cancelledExport)[0].query).toEqual({ from, to: hcmToday() })
    expect(downloads.name()).toBe(`ve-da-huy-${from}-${hcmToday()}.xlsx`)
  })

  it('a range and a direction in the address ask the backend for those', async () => {
    await signInDemo('letan.sg', 'letan123')
    const day = shiftDay(hcmToday(), -2)
    const trip = db.trips.findBy((t) => t.plan_date === shiftDay(hcmToday(), -1))!
    const wire = recordRequests()
    renderApp(`/canceled-tickets?from=${day}&to=${day}&map_detail_id=${trip.map_detail_id}`)
    await screen.findByRole('table', { name: 'Danh sách vé đã hủy' })
    await waitFor(() => expect(wire.to(R.cancelledSummary)).toHaveLength(1))
    expect(wire.to(R.cancelledSummary)[0].query).toEqual({
      from: day,
      to: day,
      map_detail_id: String(trip.map_detail_id),
    })
    // shown in the settings' format (DD/MM/YYYY), whatever the computer's language
    const shown = day.split('-').reverse().join('/')
    expect(screen.getByLabelText('Từ ngày')).toHaveValue(shown)
    expect(screen.getByLabelText('Đến ngày')).toHaveValue(shown)
  })
})

describe('/statistics/ticket-history', () => {
  it('finds a phone typed with spaces, newest first, and shows the chosen ticket’s log newest first', async () => {
    await signInDemo('quanly', 'quanly123')
    const clerk = await loginToken('letan.sg', 'letan123')
    const ticket = db.tickets.findBy((k) => {
      const trip = db.trips.find(k.trip_id)!
      return !k.deleted_at && !k.is_paid && trip.plan_date >= hcmToday() && [0, 1].includes(trip.status)
    })!
    expect(
      (
        await callApi(BOOKING_API.ticket.markPaid, {
          token: clerk,
          body: { id: ticket.id, version: ticket.version },
        })
      ).status,
    ).toBe(200)
    const user = userEvent.setup({ delay: null })
    const { router } = renderApp('/statistics/ticket-history')
    expect(
      await screen.findByText('Nhập số điện thoại, tên khách hoặc mã vé để xem lịch sử vé'),
    ).toBeInTheDocument()
    const box = screen.getByRole('searchbox', { name: 'Tìm vé theo số điện thoại, tên khách hoặc mã vé' })
    const p = ticket.phone
    await user.type(box, `${p.slice(0, 4)} ${p.slice(4, 7)} ${p.slice(7)}{Enter}`)
    const table = await screen.findByRole('table', { name: 'Vé tìm thấy' })
    // the search box is the same one: the focus stays where the clerk typed
    expect(
      screen.getByRole('searchbox', { name: 'Tìm vé theo số điện thoại, tên khách hoặc mã vé' }),
    ).toHaveFocus()
    const found = db.tickets.filter((k) => k.phone === p)
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(Math.min(found.length, 10) + 1),
    )
    await user.click(within(table).getByRole('button', { name: `Xem lịch sử vé ${ticket.code}` }))
    expect(router.state.location.search).toMatchObject({ ticket: ticket.id })
    const timeline = await screen.findByRole('region', { name: `Lịch sử vé ${ticket.code}` })
    const steps = await within(timeline).findAllByRole('article')
    expect(steps.map((s) => s.getAttribute('aria-label'))).toEqual(['Thanh toán', 'Bán vé'])
    expect(steps[0]).toHaveTextContent('Người thao tác: Nguyễn')
    expect(steps[0]).toHaveTextContent('Đã thanh toán: Chưa thanh toán → Đã thanh toán')
  })

  it('shows a move with the trips by name; an older line that kept the trip id still reads', async () => {
    await signInDemo('quanly', 'quanly123')
    const clerk = await loginToken('letan.sg', 'letan123')
    const open = db.trips.all().filter((t) => [0, 1].includes(t.status) && t.car_id !== null)
    const [from, to] = open.flatMap((a) =>
      open
        .filter((b) => b.id !== a.id && b.plan_date === a.plan_date && b.map_detail_id === a.map_detail_id)
        .filter(() => live(a.id).length > 0)
        .map((b) => [a, b] as const),
    )[0]!
    const ticket = live(from.id)[0]!
    const sold = new Set(live(to.id).map((k) => k.seat_id))
    const seat = seatsOf(db.vehicleTypes.find(db.cars.find(to.car_id!)!.vehicle_type_id)!.diagram).find(
      (x) => x.type !== SEAT_TYPES.RESERVED && !sold.has(x.id),
    )!
    const moved = await callApi(BOOKING_API.move.transfer, {
      token: clerk,
      body: {
        from_trip_id: from.id,
        to_trip_id: to.id,
        tickets: [{ id: ticket.id, version: ticket.version }],
        seat_ids: [seat.id],
        idempotency_key: 'history-move',
      },
    })
    expect(moved.status).toBe(200)
    // a line written before trips were logged by name
    db.ticketLogs.insert({
      ticket_id: ticket.id,
      ticket_code: ticket.code,
      action: 'moved',
      changes: [{ field: 'trip_id', from: 12, to: 15 }],
      user_id: null,
      user_name: 'Nguyễn Thị Thu Hà',
      at: '2000-01-01T08:00:00+07:00',
    })
    renderApp(`/statistics/ticket-history?q=${ticket.code}&ticket=${ticket.id}`)
    const timeline = await screen.findByRole('region', { name: `Lịch sử vé ${ticket.code}` })
    const steps = await within(timeline).findAllByRole('article', { name: 'Chuyển xe' })
    expect(steps[0]).toHaveTextContent(`Chuyến: ${from.name} → ${to.name}`)
    expect(steps[0]).toHaveTextContent(`Ghế: ${ticket.seat_code} → ${seat.code}`)
    expect(steps.at(-1)).toHaveTextContent('Chuyến: 12 → 15')
  })

  it('finds a ticket by its code in lower case', async () => {
    await signInDemo('quanly', 'quanly123')
    const ticket = db.tickets.all()[3]
    const user = userEvent.setup({ delay: null })
    renderApp('/statistics/ticket-history')
    await user.type(
      await screen.findByRole('searchbox', { name: 'Tìm vé theo số điện thoại, tên khách hoặc mã vé' }),
      `${ticket.code.toLowerCase()}{Enter}`,
    )
    const table = await screen.findByRole('table', { name: 'Vé tìm thấy' })
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2))
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(ticket.customer_name)
  })
})
