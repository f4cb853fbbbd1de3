/* /add-customer-to-car through the real app, against the demo backend's own handlers (msw/node). */
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fareOnDay, saleTotal, tripOpenForSale } from '../../api/contracts/booking'
import { SEAT_TYPES, seatsOf } from '../../api/contracts/fleet'
import { BOOKING_API } from '../../api/contracts/booking-paths'
import { API } from '../../api/paths'
import type { WaitingBooking } from '../../api/schemas/booking'
import type { Trip } from '../../api/schemas/trips'
import { renderApp } from '../../app/test-utils'
import i18n from '../../i18n'
import { formatMoney, formatPhone } from '../../lib/format'
import { hcmToday } from '../../lib/hcm-day'
import {
  db,
  revokeCodes,
  findDialog,
  holdNextRequest,
  recordRequests,
  signInDemo,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./AddCustomerToCarPage'),
  () => import('./SaleForm'),
  () => import('../../entities/trip/BreakdownQuestion'),
])

afterEach(async () => {
  await i18n.changeLanguage('vi')
})

/** An open trip with a car and at least three free seats, its fare that day and its free seats. */
function openTrip() {
  const trip = db.trips.all().find((t) => {
    if (!(t.status === 0 || t.status === 1) || t.car_id === null) return false
    return freeSeats(t.id).length >= 3
  })!
  const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
  return { trip, type, fare: fareOnDay(type, trip.plan_date), free: freeSeats(trip.id) }
}

function freeSeats(tripId: number) {
  const trip = db.trips.find(tripId)!
  const type = db.vehicleTypes.find(db.cars.find(trip.car_id!)!.vehicle_type_id)!
  const sold = new Set(db.tickets.filter((k) => k.trip_id === tripId && !k.deleted_at).map((k) => k.seat_id))
  return seatsOf(type.diagram).filter((s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id))
}

/** Today's 06:00 trip Sài Gòn ➡️ Đà Lạt, running (the seed's). */
function runningTrip() {
  const trip = db.trips.findBy((t) => t.plan_date === hcmToday() && t.name.endsWith('06:00'))!
  expect(trip.status).toBe(3)
  return trip
}

/** A waiting booking of two guests for the trip's day and direction (`with`: other values of it). */
function waitingFor(
  trip: { plan_date: string; map_detail_id: number },
  other: Partial<WaitingBooking> = {},
): WaitingBooking {
  const { id: _id, version: _version, ...template } = db.waitingBookings.all()[0]
  return db.waitingBookings.insert({
    ...template,
    code: 'DC999001',
    customer_name: 'Hoàng Văn Bảy',
    phone: '0987654321',
    map_detail_id: trip.map_detail_id,
    departure_date: trip.plan_date,
    number_ticket: 2,
    status: 0,
    pick_type: 0,
    pick_address: null,
    pick_fee: 0,
    drop_type: 0,
    drop_address: null,
    drop_fee: 0,
    surcharge: 50_000,
    is_paid: false,
    ...other,
  })
}

const timeOf = (iso: string) => iso.slice(11, 16)

/** Opens the screen on the trip's day and direction and chooses the trip; the seat map on screen. */
async function openDesk(url: string, trip: { name: string; departure_time: string }) {
  const user = userEvent.setup({ delay: null })
  const wire = recordRequests()
  const app = renderApp(url)
  const slots = await screen.findByRole('group', { name: 'Chuyến trong ngày' })
  await user.click(
    await within(slots).findByRole('radio', { name: new RegExp(`^${timeOf(trip.departure_time)}`) }),
  )
  const map = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${trip.name}` })
  return { ...app, user, wire, map }
}

describe('/add-customer-to-car', () => {
  it('chooses the direction and the trip, holds the seats chosen, shows the total, sells a waiting booking', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, fare, free } = openTrip()
    const booking = waitingFor(trip)
    const direction = db.maps
      .all()
      .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
      .find((d) => d.id === trip.map_detail_id)!
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    const { router } = renderApp(`/add-customer-to-car?date=${trip.plan_date}`)
    expect(await screen.findByText('Chọn chiều để xem các chuyến')).toBeInTheDocument()
    const select = screen.getByRole('combobox', { name: 'Chiều đi' })
    await user.click(select)
    await user.click((await screen.findAllByTitle(direction.name)).at(-1)!)
    const slots = await screen.findByRole('group', { name: 'Chuyến trong ngày' })
    const sold = db.tickets.filter((k) => k.trip_id === trip.id && !k.deleted_at).length
    const slot = await within(slots).findByRole('radio', {
      name: new RegExp(
        `^${timeOf(trip.departure_time)} · đã bán ${sold}/${db.cars.find(trip.car_id!)!.seats}`,
      ),
    })
    await user.click(slot)
    const map = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${trip.name}` })
    expect(router.state.location.search).toMatchObject({
      map_detail_id: trip.map_detail_id,
      trip_id: trip.id,
    })

    // choosing seats holds them at once
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},`) }))
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[1].code},`) }))
    await waitFor(() => expect(wire.to(BOOKING_API.sale.hold)).toHaveLength(2))
    expect(await wire.to(BOOKING_API.sale.hold)[1].body).toEqual({
      trip_id: trip.id,
      seat_ids: [free[0].id, free[1].id],
    })
    expect(
      within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},.*đang chọn`) }),
    ).toBeInTheDocument()

    await user.click(await screen.findByRole('radio', { name: /^Hoàng Văn Bảy · 0987\.654\.321 · 2 khách/ }))
    expect(await screen.findByRole('combobox', { name: /Tên khách/ })).toHaveValue('Hoàng Văn Bảy')
    const total = saleTotal(fare, 2, { surcharge: 50_000, pick_fee: 0, drop_fee: 0 })
    expect(screen.getByTestId('sale-total')).toHaveTextContent(formatMoney(total))

    await user.click(screen.getByRole('button', { name: /Xác nhận bán vé/ }))
    const justSold = await screen.findByRole('region', { name: 'Vé vừa bán' })
    const tickets = db.tickets.filter((k) => k.waiting_booking_id === booking.id)
    expect(tickets.map((k) => k.seat_id)).toEqual([free[0].id, free[1].id])
    expect(wire.to(BOOKING_API.sale.create)).toHaveLength(1)
    expect(await wire.to(BOOKING_API.sale.create)[0].body).toMatchObject({
      trip_id: trip.id,
      seat_ids: [free[0].id, free[1].id],
      waiting_booking_id: booking.id,
      customer_name: 'Hoàng Văn Bảy',
    })
    expect(db.waitingBookings.find(booking.id)!.status).toBe(1)
    for (const ticket of tickets) expect(justSold).toHaveTextContent(ticket.code)
    // each printed ticket carries its code as a Code 128 barcode (DECISIONS #14)
    for (const ticket of tickets) {
      const barcode = within(justSold).getByRole('img', { name: `Mã vạch ${ticket.code}` })
      await waitFor(() => expect(barcode.querySelectorAll('g rect').length).toBeGreaterThan(10))
    }
    expect(within(justSold).getByRole('button', { name: /In vé/ })).toBeInTheDocument()
    // the seats show sold, the booking has left the list
    await waitFor(() =>
      expect(
        within(map).getByRole('button', {
          name: new RegExp(`^Ghế ${free[0].code},.*đã bán, chưa thanh toán`),
        }),
      ).toBeInTheDocument(),
    )
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: /^Hoàng Văn Bảy/ })).not.toBeInTheDocument(),
    )
    const passengers = screen.getByRole('table', { name: 'Danh sách khách của chuyến' })
    expect(within(passengers).getByRole('row', { name: new RegExp(tickets[0].code) })).toHaveTextContent(
      'Hoàng Văn Bảy',
    )
  })

  it('prints each ticket on a ticket page of its own, with the car’s plate, the drop-off point and the operator’s hotline', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const address = '12 Bùi Thị Xuân, Phường 2, Đà Lạt'
    waitingFor(trip, { drop_type: 2, drop_address: address })
    const { user, map } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    await user.click(await screen.findByRole('radio', { name: /^Hoàng Văn Bảy/ }))
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},`) }))
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[1].code},`) }))
    await user.click(await screen.findByRole('button', { name: /Xác nhận bán vé/ }))
    const justSold = await screen.findByRole('region', { name: 'Vé vừa bán' })
    // the print's kind: a ticket-sized page (components/print), each ticket on a page of its own
    expect(justSold).toHaveAttribute('data-print', 'ticket')
    const plate = db.cars.find(trip.car_id!)!.license_plate
    const hotline = formatPhone(db.settings.phone) // the seed's "1900 6868" as 1900.6868
    expect(hotline).toBe('1900.6868')
    const pages = justSold.querySelectorAll('[data-print-page]')
    expect(pages).toHaveLength(2)
    for (const page of pages) {
      const facts = within(page as HTMLElement)
      expect(facts.getByText('Biển số').nextElementSibling).toHaveTextContent(plate)
      expect(facts.getByText('Điểm trả').nextElementSibling).toHaveTextContent(
        `Tài xế đưa tận nhà: ${address}`,
      )
      expect(facts.getByText('Tổng đài').nextElementSibling).toHaveTextContent(hotline)
    }
    // and in English
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    const printed = await screen.findByRole('region', { name: 'Tickets just sold' })
    expect(within(printed).getAllByText('License plate')).toHaveLength(2)
    expect(within(printed).getAllByText('Drop-off point')[0].nextElementSibling).toHaveTextContent(
      `Drop-off at home: ${address}`,
    )
    expect(within(printed).getAllByText('Hotline')).toHaveLength(2)
  })

  it('refuses a sale of a seat sold meanwhile: the seat named, what was typed kept, the map refreshed', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const { user, map, wire } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},`) }))
    await user.click(await screen.findByRole('radio', { name: /Bán trực tiếp/ }))
    await user.type(await screen.findByRole('combobox', { name: /Số điện thoại/ }), '0912 345 678')
    await user.type(screen.getByRole('combobox', { name: /Tên khách/ }), 'Lê Thị Hồng')
    // another clerk sold the seat a moment ago (this screen has no socket in the test)
    const { id: _id, version: _version, ...other } = db.tickets.all()[0]
    db.tickets.insert({
      ...other,
      trip_id: trip.id,
      seat_id: free[0].id,
      seat_code: free[0].code,
      deleted_at: null,
    })
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await screen.findByRole('alert')).toHaveTextContent(`Ghế ${free[0].code} đã bán`)
    expect(screen.getByRole('combobox', { name: /Tên khách/ })).toHaveValue('Lê Thị Hồng')
    expect(screen.getByRole('combobox', { name: /Số điện thoại/ })).toHaveValue('0912 345 678')
    await waitFor(() =>
      expect(
        within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},.*đã bán`) }),
      ).toBeInTheDocument(),
    )
    expect(wire.to(BOOKING_API.sale.create)).toHaveLength(1)
  })

  it('sells directly to a new customer: one calm hint, never "not found" twice, the phone sent with the sale', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const phone = '0978123456'
    // a phone no customer and no ticket has
    expect(db.customers.findBy((c) => c.phone === phone)).toBeUndefined()
    expect(db.tickets.filter((k) => k.phone === phone)).toHaveLength(0)
    const { user, map, wire } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},`) }))
    await user.click(await screen.findByRole('radio', { name: /Bán trực tiếp/ }))
    await user.type(await screen.findByRole('combobox', { name: /Số điện thoại/ }), '0978 123 456')
    await waitFor(() => expect(wire.to(BOOKING_API.waiting.customerByNameOrPhone)).not.toHaveLength(0))
    expect(await screen.findByText('Khách mới')).toBeInTheDocument()
    // a name no customer has: the name's lookup says nothing more
    await user.type(screen.getByRole('combobox', { name: /Tên khách/ }), 'Quách Thị Mới')
    await waitFor(() =>
      expect(
        wire.to(BOOKING_API.waiting.customerByNameOrPhone).some((r) => r.query.q === 'Quách Thị Mới'),
      ).toBe(true),
    )
    await waitFor(() => expect(screen.queryByText('Đang tìm khách…')).not.toBeInTheDocument())
    expect(screen.getAllByText('Khách mới')).toHaveLength(1)
    expect(screen.queryAllByText('Không tìm thấy khách')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: /Xác nhận bán vé/ }))
    expect(await screen.findByRole('region', { name: 'Vé vừa bán' })).toHaveTextContent('0978.123.456')
    expect(wire.to(BOOKING_API.sale.create)).toHaveLength(1)
    expect(await wire.to(BOOKING_API.sale.create)[0].body).toMatchObject({
      trip_id: trip.id,
      seat_ids: [free[0].id],
      waiting_booking_id: null,
      customer_name: 'Quách Thị Mới',
      phone,
    })
    expect(db.tickets.filter((k) => k.phone === phone).map((k) => k.seat_id)).toEqual([free[0].id])
  })

  it('asks for as many seats as guests before selling a waiting booking', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    waitingFor(trip)
    const { user, map, wire } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    await user.click(await screen.findByRole('radio', { name: /^Hoàng Văn Bảy/ }))
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},`) }))
    expect(screen.getByText(/Chọn 2 ghế cho 2 khách \(đã chọn 1\)/)).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: /Xác nhận bán vé/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Phải chọn đúng một ghế cho mỗi khách')
    expect(wire.to(BOOKING_API.sale.create)).toHaveLength(0)
  })

  it('walks the customers with the arrow keys, the focus staying in the list; Enter picks and goes to the seat map', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const booking = waitingFor(trip)
    const { user, map, wire } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    const customers = screen.getByRole('group', { name: 'Khách' })
    const bay = await within(customers).findByRole('radio', { name: /^Hoàng Văn Bảy/ })
    const radios = within(customers).getAllByRole('radio')
    const at = radios.indexOf(bay)
    expect(at).toBeGreaterThan(0)

    // Alt+K lands on the first entry (the direct sale); ↓ walks down to the booking, the form filling itself
    await user.keyboard('{Alt>}k{/Alt}')
    expect(radios[0]).toHaveFocus()
    for (let i = 1; i <= at; i++) {
      await user.keyboard('{ArrowDown}')
      expect(radios[i]).toHaveFocus()
      expect(radios[i]).toBeChecked()
    }
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Tên khách/ })).toHaveValue('Hoàng Văn Bảy'),
    )
    // the form filled in, the focus is still on the entry: no phone field, no lookup opened
    expect(bay).toHaveFocus()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    // ↑ goes back up and ↓ down again, the focus with them
    await user.keyboard('{ArrowUp}')
    expect(radios[at - 1]).toHaveFocus()
    expect(radios[at - 1]).toBeChecked()
    await user.keyboard('{ArrowDown}')
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Tên khách/ })).toHaveValue('Hoàng Văn Bảy'),
    )
    expect(bay).toHaveFocus()

    // Enter picks the booking and the clerk goes on to its seats
    await user.keyboard('{Enter}')
    expect(bay).toBeChecked()
    expect(map).toContainElement(document.activeElement as HTMLElement)
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[0].code},`) }))
    await user.click(within(map).getByRole('button', { name: new RegExp(`^Ghế ${free[1].code},`) }))
    await user.keyboard('{Control>}{Enter}{/Control}')
    expect(await screen.findByRole('region', { name: 'Vé vừa bán' })).toBeInTheDocument()
    expect(await wire.to(BOOKING_API.sale.create)[0].body).toMatchObject({
      waiting_booking_id: booking.id,
      customer_name: 'Hoàng Văn Bảy',
      phone: '0987654321',
    })

    // a click chooses as it always did: the phone field takes the focus, ready for a direct sale
    await user.click(within(customers).getByRole('radio', { name: /Bán trực tiếp/ }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Số điện thoại/ })).toHaveFocus())
  })

  it('opened on a booking no longer waiting, says so and chooses nobody', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip } = openTrip()
    const booking = db.waitingBookings.update(waitingFor(trip).id, { status: 2 })!
    const { wire, router } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&booking_id=${booking.id}`,
      trip,
    )
    expect(
      await screen.findByText('Vé chờ xếp xe này không còn chờ xếp xe trong ngày và chiều đã chọn'),
    ).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('booking_id'))
    const customers = screen.getByRole('group', { name: 'Khách' })
    for (const radio of within(customers).getAllByRole('radio')) expect(radio).not.toBeChecked()
    expect(wire.to(BOOKING_API.waiting.open)).toHaveLength(0)
  })

  it('opened on a booking (its toast, its "Xếp xe"), chooses it and the trip nearest the time it wished', async () => {
    await signInDemo('letan.sg', 'letan123')
    // a day to come with two trips or more of one direction: every one is still to leave
    const sameDay = (t: Trip) =>
      db.trips.filter(
        (o) =>
          o.plan_date === t.plan_date && o.map_detail_id === t.map_detail_id && tripOpenForSale(o.status),
      )
    const trip = db.trips
      .all()
      .find((t) => t.plan_date > hcmToday() && tripOpenForSale(t.status) && sameDay(t).length >= 2)!
    const byTime = sameDay(trip).sort((a, b) => a.departure_time.localeCompare(b.departure_time))
    // the latest of the day is wished: not the first to leave
    const wished = byTime.at(-1)!
    const booking = waitingFor(trip, { preferred_time: timeOf(wished.departure_time) })
    const { router } = renderApp(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&booking_id=${booking.id}`,
    )
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        date: trip.plan_date,
        map_detail_id: trip.map_detail_id,
        trip_id: wished.id,
      }),
    )
    expect(wished.id).not.toBe(byTime[0]!.id)
    const customers = screen.getByRole('group', { name: 'Khách' })
    expect(
      within(customers).getByRole('radio', { name: new RegExp(`^${booking.customer_name} `) }),
    ).toBeChecked()
  })

  it('works in English, with the shortcuts panel opened by ?', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip, free } = openTrip()
    const { user, map } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    expect(await screen.findByRole('grid', { name: `Seat map of trip ${trip.name}` })).toBeInTheDocument()
    expect(
      within(map).getByRole('button', { name: new RegExp(`^Seat ${free[0].code},.*free`) }),
    ).toBeInTheDocument()
    await user.click(await screen.findByRole('radio', { name: /Direct sale/ }))
    expect(await screen.findByRole('button', { name: /Confirm the sale/ })).toBeInTheDocument()
    screen.getByRole('radio', { name: /Direct sale/ }).focus()
    await user.keyboard('?')
    const help = await findDialog('Keyboard shortcuts')
    expect(help).toHaveTextContent('Ctrl+Enter')
    expect(help).toHaveTextContent('Confirm the sale')
  })

  it('a booking clerk reports a breakdown of the running trip: asked first, status 6 on the wire, the desk shows it closed', async () => {
    await signInDemo('letan.sg', 'letan123')
    const trip = runningTrip()
    const { user, wire } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    expect(screen.queryByText('Không bán vé')).not.toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Báo xe hỏng' }))
    const question = await findDialog(`Báo xe hỏng cho chuyến ${trip.name}?`)
    expect(wire.to(API.tripStatus)).toHaveLength(0)
    await user.click(within(question).getByRole('button', { name: /Đồng ý/ }))
    await waitFor(() => expect(wire.to(API.tripStatus)).toHaveLength(1))
    expect(await wire.to(API.tripStatus)[0].body).toEqual({ id: trip.id, version: trip.version, status: 6 })
    expect(db.trips.find(trip.id)!.status).toBe(6)
    expect(await screen.findByText('Đã chuyển chuyến sang "Xe hỏng"')).toBeInTheDocument()
    // closed: said above the map and beside the trip, no more sale, nothing more to report
    expect(await screen.findByText('Không bán vé')).toBeInTheDocument()
    const slots = screen.getByRole('group', { name: 'Chuyến trong ngày' })
    await waitFor(() =>
      expect(
        within(slots)
          .getByRole('radio', { name: new RegExp(`^${timeOf(trip.departure_time)}`) })
          .closest('label'),
      ).toHaveTextContent('Không bán vé: Xe hỏng'),
    )
    expect(screen.queryByRole('button', { name: 'Báo xe hỏng' })).not.toBeInTheDocument()
  })

  it('no breakdown to report for a clerk without trip.report-broken, nor on a trip that is not running', async () => {
    await signInDemo('letan.sg', 'letan123')
    const open = openTrip().trip
    const first = await openDesk(
      `/add-customer-to-car?date=${open.plan_date}&map_detail_id=${open.map_detail_id}`,
      open,
    )
    expect(within(first.map).getAllByRole('button').length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: 'Báo xe hỏng' })).not.toBeInTheDocument()
    first.unmount()

    revokeCodes('le-tan-sai-gon', 'trip.report-broken')
    await signInDemo('letan.sg', 'letan123')
    const trip = runningTrip()
    const { map } = await openDesk(
      `/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`,
      trip,
    )
    expect(within(map).getAllByRole('button').length).toBeGreaterThan(0)
    expect(screen.getByText(/Giá vé ngày/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Báo xe hỏng' })).not.toBeInTheDocument()
  })

  it('takes a shortcut pressed before its part has shown: Alt+G goes to the seat map once it arrives', async () => {
    await signInDemo('letan.sg', 'letan123')
    const { trip } = openTrip()
    const user = userEvent.setup({ delay: null })
    renderApp(`/add-customer-to-car?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}`)
    const slots = await screen.findByRole('group', { name: 'Chuyến trong ngày' })
    const diagram = holdNextRequest(`${BOOKING_API.sale.diagram}/${trip.id}`, 'get')
    await user.click(
      within(slots).getByRole('radio', { name: new RegExp(`^${timeOf(trip.departure_time)}`) }),
    )
    // pressed while the trip's seats are on their way
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    await user.keyboard('{Alt>}g{/Alt}')
    diagram()
    const map = await screen.findByRole('grid', { name: `Sơ đồ ghế chuyến ${trip.name}` })
    await waitFor(() => expect(map).toContainElement(document.activeElement as HTMLElement))
  })
})
