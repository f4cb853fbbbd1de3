/* /trip through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { TRIP_CONFIRM_API } from '../../api/contracts/trip-confirm'
import { renderApp } from '../../app/test-utils'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import {
  db,
  findDialog,
  openRowMenu,
  recordRequests,
  revokeCodes,
  signInDemo,
  withDemoBackend,
  rowWith,
  chooseOption,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./RosterPage'),
  () => import('../../entities/trip/TripDialog'),
  () => import('./CancelTripDialog'),
])

const LIST = `${API.trip}/list`
const SAVE = /Lưu$/
const today = hcmToday()
const ddmmyyyy = (d: string) => d.split('-').reverse().join('/')
const morningTrip = () => db.trips.findBy((t) => t.plan_date === today && t.name.endsWith('06:00'))!

async function openRoster(username = 'quanly', password = 'quanly123', url = '/trip') {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách chuyến trong ngày' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  const settled = () => waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, wire, table, settled, user: userEvent.setup({ delay: null }) }
}

describe('/trip', () => {
  it('opens on today in Ho Chi Minh City; previous and next day change the request and the URL', async () => {
    const { wire, table, router, user, settled } = await openRoster()
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10', date: today }])
    const todays = db.trips.filter((t) => t.plan_date === today).length
    expect(within(table).getAllByRole('row')).toHaveLength(todays + 1)
    expect(rowWith(table, /Sài Gòn ➡️ Đà Lạt 06:00/)).toHaveTextContent('Đang chạy')
    expect(screen.getByLabelText('Ngày chạy')).toHaveValue(ddmmyyyy(today))

    await user.click(screen.getByRole('button', { name: 'Ngày trước' }))
    await waitFor(() => expect(wire.to(LIST).at(-1)!.query.date).toBe(shiftDay(today, -1)))
    expect(router.state.location.search).toEqual({ date: shiftDay(today, -1) })
    await settled()
    // yesterday is closed: finished trips offer no action
    expect(within(table).getAllByText('Đã hoàn thành').length).toBeGreaterThan(0)

    await user.click(screen.getByRole('button', { name: 'Ngày sau' }))
    await user.click(screen.getByRole('button', { name: 'Ngày sau' }))
    await waitFor(() => expect(wire.to(LIST).at(-1)!.query.date).toBe(shiftDay(today, 1)))
    expect(router.state.location.search).toEqual({ date: shiftDay(today, 1) })

    // a day typed as a clerk types it goes out on Enter, once, in the settings' format
    const calls = wire.to(LIST).length
    const input = screen.getByLabelText('Ngày chạy')
    const typed = shiftDay(today, -3)
    await user.clear(input)
    await user.type(input, ddmmyyyy(typed).replaceAll('/', ''))
    expect(wire.to(LIST)).toHaveLength(calls)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(wire.to(LIST).at(-1)!.query.date).toBe(typed))
    expect(router.state.location.search).toEqual({ date: typed })
    expect(input).toHaveValue(ddmmyyyy(typed))
  })

  it('sends the direction, driver, car and status filters and keeps them in the URL', async () => {
    const { wire, router, user, table, settled } = await openRoster()
    const trip = morningTrip()
    const driver = db.users.find(trip.user_id!)!
    await chooseOption(user, screen.getByRole('combobox', { name: 'Tài xế' }), driver.fullname)
    await waitFor(() => expect(wire.to(LIST).at(-1)!.query).toMatchObject({ user_id: String(driver.id) }))
    await chooseOption(user, screen.getByRole('combobox', { name: 'Trạng thái' }), 'Đang chạy')
    await waitFor(() =>
      expect(wire.to(LIST).at(-1)!.query).toEqual({
        page: '1',
        itemsPerPage: '10',
        date: today,
        user_id: String(driver.id),
        status: '3',
      }),
    )
    await chooseOption(user, screen.getByRole('combobox', { name: 'Chiều đi' }), 'Sài Gòn ➡️ Đà Lạt')
    const plate = db.cars.find(trip.car_id!)!.license_plate
    await chooseOption(user, screen.getByRole('combobox', { name: 'Xe' }), plate)
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        user_id: driver.id,
        status: 3,
        map_detail_id: trip.map_detail_id,
        car_id: trip.car_id,
      }),
    )
    await settled()
    expect(within(table).getAllByRole('row')).toHaveLength(2)
  })

  it('a driver already on an overlapping trip: warned in the form, refused by the backend at the driver field', async () => {
    const { user, wire } = await openRoster()
    const before = db.trips.all().length
    const other = morningTrip()
    const driver = db.users.find(other.user_id!)!
    const car = db.cars.findBy(
      (c) => c.status === 1 && !db.trips.findBy((t) => t.plan_date === today && t.car_id === c.id),
    )!
    await user.click(screen.getByRole('button', { name: 'Thêm chuyến' }))
    const dialog = await findDialog('Thêm chuyến')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều đi' }), 'Sài Gòn ➡️ Đà Lạt')
    await user.type(within(dialog).getByRole('textbox', { name: 'Giờ xuất bến' }), '08:00')
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Xe' }),
      `${car.license_plate} · ${car.name}`,
    )
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Tài xế' }), driver.fullname)
    const message = `Tài xế đã có chuyến Sài Gòn ➡️ Đà Lạt 06:00 ngày ${ddmmyyyy(today)} trùng giờ`
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Tài xế' })).toHaveAccessibleDescription(message),
    )
    expect(await wire.to(`${API.trip}/create`)[0].body).toMatchObject({
      map_detail_id: other.map_detail_id,
      plan_date: today,
      departure_time: '08:00',
      car_id: car.id,
      user_id: driver.id,
    })
    expect(db.trips.all()).toHaveLength(before)
  })

  it('offers only the moves DECISIONS #7 allows, two on the row and the rest in its menu; a cancel needs its reason', async () => {
    const { user, table, wire } = await openRoster()
    const running = rowWith(table, /Sài Gòn ➡️ Đà Lạt 06:00/)
    const names = (row: HTMLElement) =>
      within(row)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label'))
    /** the words of the row's "Khác" menu; closed again by its button */
    const menuOf = async (row: HTMLElement, label: string) => {
      const menu = await openRowMenu(user, row, label)
      const words = within(menu)
        .getAllByRole('menuitem')
        .map((entry) => entry.textContent)
      const more = within(row).getByRole('button', { name: `Thao tác khác cho ${label}` })
      await user.click(more)
      await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'))
      return words
    }
    expect(names(running)).toEqual([
      'Hoàn thành Sài Gòn ➡️ Đà Lạt 06:00',
      'Thao tác khác cho Sài Gòn ➡️ Đà Lạt 06:00',
    ])
    expect(await menuOf(running, 'Sài Gòn ➡️ Đà Lạt 06:00')).toEqual(['Sửa', 'Báo xe hỏng', 'Xóa'])
    const fresh = db.trips.findBy((t) => t.plan_date === today && t.status === 0)!
    const row = rowWith(table, new RegExp(fresh.name))
    expect(names(row)).toEqual([`Gửi cho tài xế ${fresh.name}`, `Thao tác khác cho ${fresh.name}`])
    expect(await menuOf(row, fresh.name)).toEqual(['Sửa', 'Hủy chuyến', 'Xóa'])

    await user.click(
      within(await openRowMenu(user, row, fresh.name)).getByRole('menuitem', { name: 'Hủy chuyến' }),
    )
    const dialog = await findDialog(`Hủy chuyến ${fresh.name}`)
    await user.click(within(dialog).getByRole('button', { name: /Hủy chuyến$/ }))
    const reason = within(dialog).getByRole('textbox', { name: 'Lý do' })
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Vui lòng nhập lý do hủy chuyến'))
    expect(wire.to(API.tripStatus)).toHaveLength(0)
    await user.type(reason, 'Không đủ khách')
    await user.click(within(dialog).getByRole('button', { name: /Hủy chuyến$/ }))
    expect(await screen.findByText('Đã chuyển chuyến sang "Đã hủy"')).toBeInTheDocument()
    expect(db.trips.find(fresh.id)).toMatchObject({ status: 5, reason: 'Không đủ khách' })
    await waitFor(() => expect(names(rowWith(table, new RegExp(fresh.name)))).toEqual([`Xóa ${fresh.name}`]))
  })

  it('a move other than a cancel asks first, then is made', async () => {
    const { user, table } = await openRoster()
    await user.click(within(table).getByRole('button', { name: 'Hoàn thành Sài Gòn ➡️ Đà Lạt 06:00' }))
    const question = await findDialog('Hoàn thành chuyến Sài Gòn ➡️ Đà Lạt 06:00?')
    await user.click(within(question).getByRole('button', { name: /Đồng ý/ }))
    await waitFor(() => expect(db.trips.find(morningTrip().id)!.status).toBe(4))
    await waitFor(() => expect(rowWith(table, /Sài Gòn ➡️ Đà Lạt 06:00/)).toHaveTextContent('Đã hoàn thành'))
  })

  it('each trip links to its page; a new trip is sent to its driver and then shows it was sent', async () => {
    const trip = db.trips
      .all()
      .find((t) => t.plan_date > today && t.status === 0 && t.user_id && !t.sent_to_driver_at)!
    const { wire, user, table, settled } = await openRoster(
      'quanly',
      'quanly123',
      `/trip?date=${trip.plan_date}`,
    )
    expect(within(table).getByRole('link', { name: `Chi tiết chuyến ${trip.name}` })).toHaveAttribute(
      'href',
      `/trip/${trip.id}`,
    )
    const row = rowWith(table, new RegExp(trip.name))
    expect(row).not.toHaveTextContent('Đã gửi cho tài xế')
    await user.click(within(table).getByRole('button', { name: `Gửi cho tài xế ${trip.name}` }))
    await waitFor(() => expect(wire.to(TRIP_CONFIRM_API.send)).toHaveLength(1))
    expect(await wire.to(TRIP_CONFIRM_API.send)[0].body).toEqual({ id: trip.id })
    expect(await screen.findByText('Đã gửi chuyến cho tài xế')).toBeInTheDocument()
    await settled()
    await waitFor(() => expect(rowWith(table, new RegExp(trip.name))).toHaveTextContent('Đã gửi cho tài xế'))
  })

  it('a move on a trip changed meanwhile says so', async () => {
    const { user, table } = await openRoster()
    const trip = morningTrip()
    db.trips.update(trip.id, { note: 'Sửa ở quầy khác' }) // another clerk's save: a new version
    await user.click(within(table).getByRole('button', { name: `Hoàn thành ${trip.name}` }))
    const question = await findDialog(`Hoàn thành chuyến ${trip.name}?`)
    await user.click(within(question).getByRole('button', { name: /Đồng ý/ }))
    expect(await screen.findByText(/Bản ghi đã được người khác thay đổi/)).toBeInTheDocument()
    expect(db.trips.find(trip.id)!.status).toBe(3)
  })

  it('a cancel refused because the trip changed meanwhile keeps the reason and goes through on the latest version', async () => {
    const { user, table } = await openRoster()
    const fresh = db.trips.findBy((t) => t.plan_date === today && t.status === 0)!
    const row = rowWith(table, new RegExp(fresh.name))
    await user.click(
      within(await openRowMenu(user, row, fresh.name)).getByRole('menuitem', { name: 'Hủy chuyến' }),
    )
    const dialog = await findDialog(`Hủy chuyến ${fresh.name}`)
    db.trips.update(fresh.id, { note: 'Sửa ở quầy khác' }) // another clerk's save meanwhile
    const reason = within(dialog).getByRole('textbox', { name: 'Lý do' })
    await user.type(reason, 'Không đủ khách')
    await user.click(within(dialog).getByRole('button', { name: /Hủy chuyến$/ }))
    expect(await within(dialog).findByText(/Bản ghi đã được người khác thay đổi/)).toBeInTheDocument()
    expect(reason).toHaveValue('Không đủ khách')
    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() =>
      expect(within(dialog).queryByText(/Bản ghi đã được người khác thay đổi/)).not.toBeInTheDocument(),
    )
    await user.click(within(dialog).getByRole('button', { name: /Hủy chuyến$/ }))
    await waitFor(() =>
      expect(db.trips.find(fresh.id)).toMatchObject({ status: 5, reason: 'Không đủ khách' }),
    )
  })

  it('a manager without the trip writes sees no action and no Add', async () => {
    revokeCodes('quan-ly', 'trip.create', 'trip.update', 'trip.delete', 'trip.report-broken')
    const { table } = await openRoster()
    expect(
      within(table).queryAllByRole('button', { name: /Hủy chuyến|Hoàn thành|Sửa|Xóa|Báo xe hỏng/ }),
    ).toHaveLength(0)
    expect(screen.queryByRole('button', { name: 'Thêm chuyến' })).not.toBeInTheDocument()
  })

  it('a holder of trip.report-broken without trip.update is offered the breakdown of a running trip, nothing else', async () => {
    revokeCodes('quan-ly', 'trip.create', 'trip.update', 'trip.delete')
    const { table, user, wire } = await openRoster()
    const trip = morningTrip()
    expect(within(table).getAllByRole('button', { name: /^Báo xe hỏng / })).toEqual([
      within(table).getByRole('button', { name: `Báo xe hỏng ${trip.name}` }),
    ])
    expect(
      within(table).queryAllByRole('button', {
        name: /Hủy chuyến|Hoàn thành|Bắt đầu chạy|Sửa|Gửi cho tài xế|Thao tác khác/,
      }),
    ).toHaveLength(0)
    await user.click(within(table).getByRole('button', { name: `Báo xe hỏng ${trip.name}` }))
    const question = await findDialog(`Báo xe hỏng cho chuyến ${trip.name}?`)
    await user.click(within(question).getByRole('button', { name: /Đồng ý/ }))
    await waitFor(() => expect(db.trips.find(trip.id)!.status).toBe(6))
    expect(await wire.to(API.tripStatus)[0].body).toEqual({ id: trip.id, version: trip.version, status: 6 })
    await waitFor(() => expect(rowWith(table, new RegExp(trip.name))).toHaveTextContent('Xe hỏng'))
  })
})
