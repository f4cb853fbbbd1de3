/* /trip/{id} through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import { formatPhone } from '../../lib/format'
import { db, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'

withDemoBackend([() => import('./TripDetailPage'), () => import('./TripMoneyForm')])

/** "Lưu" (jsdom never ends antd's loading-icon animation: after a first save its name stays "loading Lưu") */
const SAVE = /Lưu$/

/** Signs in and opens a trip's page with its heading on screen. */
async function openTrip(id: number, account: [string, string] = ['quanly', 'quanly123']) {
  await signInDemo(...account)
  const wire = recordRequests()
  const app = renderApp(`/trip/${id}`)
  const trip = db.trips.find(id)!
  await screen.findByRole('heading', { level: 1, name: `Chuyến ${trip.name}` })
  return { ...app, wire, trip, user: userEvent.setup({ delay: null }) }
}

const travelling = (tripId: number) => db.tickets.filter((k) => k.trip_id === tripId && !k.deleted_at)

describe('/trip/{id}', () => {
  it('shows the seat map with each passenger, the passengers, goods, driver and car, and the transfers', async () => {
    const move = db.tripTransfers.all()[0]
    const order = db.shippingOrders.all()[0]
    const id = move.to_trip_id
    // a shipping order on this trip, whatever the seed put where
    db.shippingOrders.update(order.id, { trip_id: id })
    const { user, trip } = await openTrip(id)
    expect(screen.getByText(trip.plan_date.split('-').reverse().join('/'))).toBeInTheDocument()
    expect(screen.getByText(trip.departure_time.slice(11, 16))).toBeInTheDocument()

    const ticket = travelling(id)[0]
    const car = db.cars.find(trip.car_id!)!
    const type = db.vehicleTypes.find(car.vehicle_type_id)!
    const map = await screen.findByRole('grid', { name: `Sơ đồ ghế ${type.name}` })
    await waitFor(() =>
      expect(
        within(map).getByRole('gridcell', {
          name: new RegExp(`${ticket.customer_name}, ${formatPhone(ticket.phone).replace(/\./g, '\\.')}`),
        }),
      ).toBeInTheDocument(),
    )

    await user.click(screen.getByRole('tab', { name: 'Hành khách' }))
    const passengers = await screen.findByRole('table', { name: 'Danh sách hành khách' })
    const row = within(passengers).getByRole('row', { name: new RegExp(ticket.code) })
    expect(row).toHaveTextContent(ticket.customer_name)
    expect(row).toHaveTextContent(formatPhone(ticket.phone))
    expect(within(passengers).getAllByRole('row')).toHaveLength(
      db.tickets.filter((k) => k.trip_id === id).length + 1,
    )

    await user.click(screen.getByRole('tab', { name: 'Hàng trên xe' }))
    const goods = await screen.findByRole('table', { name: 'Danh sách hàng trên xe' })
    expect(within(goods).getByRole('row', { name: new RegExp(order.code) })).toHaveTextContent(
      order.package_name,
    )

    await user.click(screen.getByRole('tab', { name: 'Tài xế và xe' }))
    expect(await screen.findByText(db.users.find(trip.user_id!)!.fullname)).toBeInTheDocument()
    expect(screen.getByText(car.license_plate)).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Lịch sử chuyển khách' }))
    expect(
      await screen.findByText(new RegExp(`Vé ${move.ticket_code} – ${move.customer_name}`)),
    ).toHaveTextContent(
      `${move.from_trip_name} (ghế ${move.from_seat_code}) → ${move.to_trip_name} (ghế ${move.to_seat_code})`,
    )
    expect(screen.getAllByText('Chuyển vào chuyến').length).toBeGreaterThan(0)
  })

  it('edits the money: the net follows what is typed, and save sends every field with the version', async () => {
    const { user, wire, trip } = await openTrip(1)
    await user.click(screen.getByRole('tab', { name: 'Tiền chuyến' }))
    const form = await screen.findByRole('form', { name: 'Tiền chuyến' })
    const net = within(form).getByRole('status', { name: 'Lãi chuyến' })
    expect(net).toHaveTextContent(`Lãi chuyến: ${trip.revenue.toLocaleString('de-DE')} ₫`)

    const petrol = within(form).getByRole('textbox', { name: 'Tiền dầu' })
    await user.clear(petrol)
    await user.type(petrol, '500000')
    expect(petrol).toHaveValue('500.000')
    expect(net).toHaveTextContent(`Lãi chuyến: ${(trip.revenue - 500_000).toLocaleString('de-DE')} ₫`)
    await user.type(within(form).getByRole('spinbutton', { name: 'Số km sau chuyến' }), '305')

    await user.click(within(form).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(wire.to(API.tripDetail.updateMoney, 'POST')).toHaveLength(1))
    expect(await wire.to(API.tripDetail.updateMoney)[0].body).toEqual({
      id: 1,
      version: trip.version,
      driver_money: 0,
      petrol_money: 500_000,
      repair_money: 0,
      other_money: 0,
      road_money: 0,
      cash_money: 0,
      driver_fund: 0,
      bonus: 0,
      retention_tax: 0,
      surcharge: 0,
      motorbike_fare: 0,
      revenue: trip.revenue,
      kilometers_after_travel: 305,
    })
    await waitFor(() => expect(db.trips.find(1)!.petrol_money).toBe(500_000))
    expect(await screen.findByText('Đã lưu tiền chuyến')).toBeInTheDocument()
  })

  it('keeps what was typed when a save is refused, and says so', async () => {
    const { user, trip } = await openTrip(1)
    db.trips.update(1, { bonus: 10_000 }) // another clerk saved meanwhile
    await user.click(screen.getByRole('tab', { name: 'Tiền chuyến' }))
    const form = await screen.findByRole('form', { name: 'Tiền chuyến' })
    const repair = within(form).getByRole('textbox', { name: 'Tiền sửa xe' })
    await user.type(repair, '120000')
    await user.click(within(form).getByRole('button', { name: SAVE }))
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bản ghi đã được người khác thay đổi trong lúc bạn sửa.',
    )
    expect(repair).toHaveValue('120.000')
    await user.click(within(form).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Thưởng' })).toHaveValue('10.000'))
    expect(repair).toHaveValue('0')
    expect(trip.version).toBeLessThan(db.trips.find(1)!.version)
  })

  it('shows the money read-only without trip.update', async () => {
    const manager = db.roles.findBy((r) => r.slug === 'quan-ly')!
    const update = db.modules
      .all()
      .flatMap((m) => m.sub_actions)
      .find((a) => a.code === 'trip.update')!
    db.roles.update(manager.id, { action_ids: manager.action_ids.filter((a) => a !== update.id) })
    const { user, trip } = await openTrip(1)
    await user.click(screen.getByRole('tab', { name: 'Tiền chuyến' }))
    expect(await screen.findByText('Bạn chỉ được xem tiền chuyến.')).toBeInTheDocument()
    expect(screen.queryByRole('form', { name: 'Tiền chuyến' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Lãi chuyến' })).toHaveTextContent(
      `${trip.revenue.toLocaleString('de-DE')} ₫`,
    )
  })

  it('shows the 404 page inside the layout for an unknown or malformed id', async () => {
    await signInDemo('quanly', 'quanly123')
    for (const url of ['/trip/999999', '/trip/abc']) {
      const { unmount } = renderApp(url)
      expect(await screen.findByRole('heading', { name: '404' })).toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Menu chính' })).toBeInTheDocument()
      unmount()
    }
  })
})
