/*
 * A booking from the website, as the signed-in frame tells it: the menu's count beside "Vé chờ xếp xe" and the
 * toast that opens the selling desk on it. The real app and the demo backend (msw/node); the backend's socket
 * events reach the app through a stand-in socket.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BOOKING_API } from '../../api/contracts/booking-paths'
import { API, MOCK_CONTROL } from '../../api/paths'
import type { WaitingBooking } from '../../api/schemas/booking'
import { renderApp } from '../../app/test-utils'
import { formatDate } from '../../lib/format'
import { disconnectSocket } from '../../realtime/socket'
import { setEmitter } from '../../../mocks/realtime'
import { callApi, db, recordRequests, signInDemo, withDemoBackend } from '../../test/demo-backend'
import { openedSockets } from '../../test/fake-socket'

vi.mock('../../realtime/socket-client', () => import('../../test/fake-socket'))

withDemoBackend([() => import('../booking/AddCustomerToCarPage'), () => import('../booking/SaleForm')])

afterEach(() => {
  setEmitter(null)
  disconnectSocket()
  openedSockets.length = 0
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

/** What the demo backend announces, held until the test hands it to the app's socket. */
function announced() {
  const events: Array<[string, unknown]> = []
  setEmitter((event, payload) => events.push([event, payload]))
  return {
    /** the socket receives what was announced since */
    deliver: () =>
      act(() => events.splice(0).forEach(([event, payload]) => openedSockets[0].emit(event, payload))),
  }
}

/** The signed-in frame at `url`, its socket connected. */
async function openLive(url: string) {
  vi.stubEnv('VITE_SOCKET_URL', 'http://socket.test')
  const wire = recordRequests()
  const app = renderApp(url)
  const nav = await screen.findByRole('navigation', { name: 'Menu chính' })
  await waitFor(() => expect(openedSockets).toHaveLength(1))
  act(() => openedSockets[0].emit('connect'))
  await waitFor(() =>
    expect(within(screen.getByRole('banner')).getByRole('status')).toHaveTextContent('Trực tuyến'),
  )
  return { ...app, wire, nav, user: userEvent.setup({ delay: null }) }
}

/** A booking arrives from the website (the demo backend's control) for a trip's day and direction. */
async function webBooking(customer_name: string, trip: { map_detail_id: number; plan_date: string }) {
  const { status, body } = await callApi<WaitingBooking>(MOCK_CONTROL.webBooking, {
    body: {
      customer_name,
      phone: '0987000333',
      map_detail_id: trip.map_detail_id,
      departure_date: trip.plan_date,
    },
  })
  expect(status).toBe(200)
  return body.data
}

const openTrip = () => db.trips.all().find((t) => (t.status === 0 || t.status === 1) && t.car_id !== null)!
const unopenedWeb = () =>
  db.waitingBookings.filter((b) => b.status === 0 && b.opened_at === null && b.source === 1).length
const countCalls = (wire: ReturnType<typeof recordRequests>) =>
  wire.to(`${API.bookingWaiting}/list`).filter((r) => r.query.new === '1')

describe('website bookings in the frame', () => {
  it('counts the unopened website bookings beside "Vé chờ xếp xe", live, with one row asked, for their holders only', async () => {
    // the warehouse holds no booking code: no entry, no count, no call
    await signInDemo('kho', 'kho123')
    const warehouse = await openLive('/')
    expect(within(warehouse.nav).getAllByRole('link').length).toBeGreaterThan(0)
    expect(within(warehouse.nav).queryByRole('link', { name: /^Vé chờ xếp xe/ })).not.toBeInTheDocument()
    expect(countCalls(warehouse.wire)).toHaveLength(0)
    warehouse.unmount()
    disconnectSocket()
    openedSockets.length = 0

    await signInDemo('letan.sg', 'letan123')
    const backend = announced()
    const { nav, wire } = await openLive('/')
    const before = unopenedWeb()
    expect(before).toBeGreaterThan(0)
    const link = within(nav).getByRole('link', { name: /^Vé chờ xếp xe/ })
    await waitFor(() => expect(link).toHaveAccessibleName(`Vé chờ xếp xe (${before} vé mới từ website)`))
    expect(link).toHaveAttribute('href', '/booking-waiting')
    // the waiting list's own call, filtered, asking for one row: its total is the count
    expect(countCalls(wire)[0].query).toMatchObject({ page: '1', itemsPerPage: '1', new: '1', source: '1' })

    await webBooking('Trần Thị Web', openTrip())
    backend.deliver()
    await waitFor(() => expect(link).toHaveAccessibleName(`Vé chờ xếp xe (${before + 1} vé mới từ website)`))
  })

  it('a toast names the day and direction, stays until opened, and opens the selling desk on that booking', async () => {
    await signInDemo('letan.sg', 'letan123')
    const backend = announced()
    const { user, router, wire } = await openLive('/')
    const trip = openTrip()
    const direction = db.maps
      .all()
      .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
      .find((d) => d.id === trip.map_detail_id)!
    const booking = await webBooking('Trần Thị Web', trip)
    // a 3 s toast would be gone after the minutes below; this one waits for the clerk
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true })
    backend.deliver()
    const words = `Vé chờ xếp xe mới: Trần Thị Web, ${direction.name}, ngày đi ${formatDate(trip.plan_date)}`
    const toast = await screen.findByRole('link', { name: words })
    act(() => vi.advanceTimersByTime(120_000))
    act(() => vi.advanceTimersByTime(1_000))
    expect(toast).toBeInTheDocument()
    vi.useRealTimers()

    await user.click(toast)
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-customer-to-car'))
    expect(router.state.location.search).toMatchObject({
      date: trip.plan_date,
      map_detail_id: trip.map_detail_id,
    })
    await waitFor(() => expect(screen.queryByRole('link', { name: words })).not.toBeInTheDocument())
    // the desk chose it and opened it
    await waitFor(() => expect(wire.to(BOOKING_API.waiting.open)).toHaveLength(1))
    expect(await wire.to(BOOKING_API.waiting.open)[0].body).toEqual({ id: booking.id })
    const slots = await screen.findByRole('group', { name: 'Chuyến trong ngày' })
    await user.click(
      await within(slots).findByRole('radio', { name: new RegExp(`^${trip.departure_time.slice(11, 16)}`) }),
    )
    const customers = await screen.findByRole('group', { name: 'Khách' })
    expect(await within(customers).findByRole('radio', { name: /^Trần Thị Web · / })).toBeChecked()
  })
})
