/* The pick-up lists through the real app, against the demo backend's own handlers (msw/node). */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { BOOKING_API } from '../../../api/contracts/booking-paths'
import { byPickOrder } from '../../../api/contracts/pickup'
import { renderApp } from '../../../app/test-utils'
import i18n from '../../../i18n'
import { formatMoney } from '../../../lib/format'
import {
  db,
  findDialog,
  recordRequests,
  server,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../../test/demo-backend'

withDemoBackend([() => import('./PickUpListPage'), () => import('./PickUpFeeDialog')])

afterEach(async () => {
  await i18n.changeLanguage('vi')
})

const PATHS = BOOKING_API.pickUp
const openTrip = (tripId: number) => [0, 1, 3].includes(db.trips.find(tripId)!.status)
/** Today's live guests asking for `type`, on trips still open. */
const todays = (type: number) =>
  db.tickets.filter(
    (k) => !k.deleted_at && k.pick_type === type && k.departure_date === db.seededOn && openTrip(k.trip_id),
  )
const pickOf = (ticketId: number) => db.motorPicks.findBy((m) => m.ticket_id === ticketId)

describe('/list-guests-require-pick-to-station', () => {
  it('gives a guest to a motorbike driver, who then has them last in his order', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => !pickOf(k.id))!
    const driver = db.users.findBy((u) => !!u.is_motorbike_driver)!
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp('/list-guests-require-pick-to-station')
    expect(await screen.findByRole('heading', { level: 1, name: 'Khách cần đón ra bến' })).toBeVisible()
    const nobody = await screen.findByRole('region', { name: 'Chưa có tài xế xe ôm' })
    await user.click(within(nobody).getByRole('checkbox', { name: `Chọn khách vé ${guest.code}` }))
    expect(screen.getByText('Đã chọn 1 khách')).toBeVisible()
    await user.click(screen.getByRole('combobox', { name: 'Chọn tài xế xe ôm' }))
    await user.click((await screen.findAllByTitle(new RegExp(`^${driver.fullname}`))).at(-1)!)
    await user.click(screen.getByRole('button', { name: 'Giao 1 khách' }))
    await waitFor(() => expect(wire.to(PATHS.assign)).toHaveLength(1))
    expect(await wire.to(PATHS.assign)[0].body).toEqual({
      ticket_ids: [guest.id],
      motorbike_driver_id: driver.id,
    })
    const group = await screen.findByRole('region', { name: driver.fullname })
    const rows = await within(group).findAllByRole('row')
    await waitFor(() => expect(rows.at(-1)).toHaveTextContent(guest.code))
    expect(within(group).getByRole('button', { name: `Đưa vé ${guest.code} xuống sau` })).toBeDisabled()
    expect(screen.getByRole('button', { name: `In danh sách đón của ${driver.fullname}` })).toBeVisible()
  })

  it('reopens on the day and direction last shown there, "every direction" included, apart from the selling desk', async () => {
    await signInDemo('letan.sg', 'letan123')
    const direction = db.trips.find(todays(1)[0]!.trip_id)!.map_detail_id
    const first = renderApp(`/list-guests-require-pick-to-station?map_detail_id=${direction}`)
    await screen.findByRole('heading', { level: 1, name: 'Khách cần đón ra bến' })
    first.unmount()
    const again = renderApp('/list-guests-require-pick-to-station')
    await waitFor(() => expect(again.router.state.location.search).toEqual({ map_detail_id: direction }))
    again.unmount()
    // the selling desk keeps a memory of its own
    const desk = renderApp('/add-customer-to-car')
    expect(await screen.findByText('Chọn chiều để xem các chuyến')).toBeInTheDocument()
    expect(desk.router.state.location.search).toEqual({})
    desk.unmount()

    // every direction chosen: it reopens on every direction
    const all = renderApp(`/list-guests-require-pick-to-station?map_detail_id=${direction}`)
    await screen.findByRole('heading', { level: 1, name: 'Khách cần đón ra bến' })
    await all.router.navigate({ to: '/list-guests-require-pick-to-station', search: {} })
    await waitFor(() => expect(all.router.state.location.search).toEqual({}))
    all.unmount()
    const last = renderApp('/list-guests-require-pick-to-station')
    await screen.findByRole('heading', { level: 1, name: 'Khách cần đón ra bến' })
    expect(last.router.state.location.search).toEqual({})
  })

  it('shows its columns so that the statuses fit 1366 px (e2e/fit.spec.ts measures it): when, where and the trip in one', async () => {
    await signInDemo('letan.sg', 'letan123')
    // a motorbike driver's guest: his rows have an order
    const guest = todays(1).find((k) => pickOf(k.id) && pickOf(k.id)!.status !== 3)!
    const trip = db.trips.find(guest.trip_id)!
    renderApp('/list-guests-require-pick-to-station')
    const row = (await screen.findByText(guest.code)).closest('tr')!
    const table = row.closest('table')!
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['', 'Thứ tự', 'Mã vé', 'Khách', 'Đón · chuyến', 'Phí đón', 'Đón xe ôm', 'Đón khách', 'Đã đến'])
    // a line cut for the width is whole in its title
    expect(within(row).getByText(trip.name)).toHaveAttribute('title', trip.name)
    expect(within(row).getByText(guest.customer_name)).toHaveAttribute('title', guest.customer_name)
  })

  it('offers the active motorbike drivers only: "Chọn tài xế xe ôm" is the placeholder, not a choice', async () => {
    await signInDemo('letan.sg', 'letan123')
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    const select = await screen.findByRole('combobox', { name: 'Chọn tài xế xe ôm' })
    const assign = screen.getByRole('group', { name: 'Giao cho tài xế xe ôm' })
    expect(within(assign).getByText('Chọn tài xế xe ôm')).toHaveClass('ant-select-placeholder')
    await user.click(select)
    const drivers = db.users.filter((u) => !!u.is_motorbike_driver && u.status === 1)
    await waitFor(() =>
      expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(drivers.length),
    )
    const offered = Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.textContent)
    expect(offered).not.toContain('Chọn tài xế xe ôm')
    expect(offered.map((o) => o!.split(' · ')[0]).sort()).toEqual(drivers.map((d) => d.fullname).sort())
  })

  it('"Giao khách" waits, saying why, until guests and a driver are chosen (never "Giao 0 khách")', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => !pickOf(k.id))!
    const driver = db.users.findBy((u) => !!u.is_motorbike_driver && u.status === 1)!
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    const nobody = await screen.findByRole('region', { name: 'Chưa có tài xế xe ôm' })
    expect(screen.queryByRole('button', { name: 'Giao 0 khách' })).toBeNull()
    const none = screen.getByRole('button', { name: 'Giao khách' })
    expect(none).toBeDisabled()
    expect(none).toHaveAccessibleDescription('Chọn khách trong danh sách để giao')
    expect(screen.getByText('Chọn khách trong danh sách để giao')).toBeVisible()
    await user.click(within(nobody).getByRole('checkbox', { name: `Chọn khách vé ${guest.code}` }))
    const one = screen.getByRole('button', { name: 'Giao 1 khách' })
    expect(one).toBeDisabled()
    expect(one).toHaveAccessibleDescription('Chọn tài xế xe ôm để giao khách')
    await user.click(screen.getByRole('combobox', { name: 'Chọn tài xế xe ôm' }))
    await user.click((await screen.findAllByTitle(new RegExp(`^${driver.fullname}`))).at(-1)!)
    await waitFor(() => expect(one).toBeEnabled())
    expect(one).not.toHaveAttribute('aria-describedby')
    expect(screen.queryByText('Chọn tài xế xe ôm để giao khách')).toBeNull()
  })

  it('offers only the allowed motorbike and passenger status moves, and moves one on', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => pickOf(k.id)?.status === 0 && k.pick_status === 0)!
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp('/list-guests-require-pick-to-station')
    const motor = await screen.findByRole('group', { name: `Trạng thái đón xe ôm vé ${guest.code}` })
    expect(
      within(motor)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Đã đón', 'Hủy đón'])
    const passenger = screen.getByRole('group', { name: `Trạng thái đón khách vé ${guest.code}` })
    expect(
      within(passenger)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Đã đón', 'Không liên lạc được'])
    await user.click(within(motor).getByRole('button', { name: 'Đã đón' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: `Trạng thái đón xe ôm vé ${guest.code}` }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Hoàn thành', 'Hủy đón']),
    )
    expect(await wire.to(PATHS.status)[0].body).toEqual({
      id: pickOf(guest.id)!.id,
      version: 1,
      status: 1,
    })
    expect(pickOf(guest.id)!.status).toBe(1)
  })

  it('edits a fee with the money field', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1)[0]
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    await user.click(await screen.findByRole('button', { name: `Sửa phí đón vé ${guest.code}` }))
    const dialog = await findDialog(`Sửa phí đón vé ${guest.code}`)
    const fee = within(dialog).getByRole('textbox', { name: /Phí đón/ })
    await user.clear(fee)
    await user.type(fee, '45000')
    expect(fee).toHaveValue('45.000')
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }))
    await waitFor(() => expect(db.tickets.find(guest.id)!.pick_fee).toBe(45_000))
    const row = (await screen.findByText(guest.code)).closest('tr')!
    await waitFor(() => expect(row).toHaveTextContent(formatMoney(45_000)))
  })
})

describe('a row: one check box, and the arrival a button', () => {
  it('has the selection as its only check box; the arrival toggles by a button, taking it back asked once', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => k.is_arrived === 0)!
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp('/list-guests-require-pick-to-station')
    const row = (await screen.findByText(guest.code)).closest('tr')!
    // every row of the list: the selection box only
    // (the rows and their boxes from the tables themselves: role queries over every row are slow)
    for (const tr of document.querySelectorAll('tbody > tr'))
      if (tr.querySelector('td')) expect(tr.querySelectorAll('input[type="checkbox"]')).toHaveLength(1)
    expect(within(row).getByRole('checkbox')).toHaveAccessibleName(`Chọn khách vé ${guest.code}`)

    const arrived = within(row).getByRole('button', { name: `Đánh dấu khách vé ${guest.code} đã đến` })
    expect(arrived).toHaveAttribute('aria-pressed', 'false')
    // marking is one click, not asked
    await user.click(arrived)
    await waitFor(() => expect(db.tickets.find(guest.id)!.is_arrived).toBe(1))
    await waitFor(() => expect(arrived).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await wire.to(PATHS.updatePick)[0].body).toMatchObject({ ticket_id: guest.id, is_arrived: 1 })

    // taking it back is asked, once; "Hủy" sends nothing
    await user.click(arrived)
    const question = `Bỏ đánh dấu khách vé ${guest.code} đã đến?`
    const asked = await findDialog(question)
    await user.click(within(asked).getByRole('button', { name: 'Hủy' }))
    await waitForClose(asked)
    expect(wire.to(PATHS.updatePick)).toHaveLength(1)
    await user.click(arrived)
    const ask = await findDialog(question)
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    await user.click(within(ask).getByRole('button', { name: 'Bỏ đánh dấu' }))
    await waitFor(() => expect(db.tickets.find(guest.id)!.is_arrived).toBe(0))
    await waitFor(() => expect(arrived).toHaveAttribute('aria-pressed', 'false'))
    await waitForClose(ask)
    expect(wire.to(PATHS.updatePick)).toHaveLength(2)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('the run sheet', () => {
  it('prints in one step: the button prints the driver’s sheet, guests in pick order, and it goes after the print', async () => {
    await signInDemo('letan.sg', 'letan123')
    const sheets: Array<{ heading: string; rows: string[]; printOnly: boolean }> = []
    const print = vi.spyOn(window, 'print')
    onTestFinished(() => print.mockRestore())
    print.mockImplementation(() => {
      const sheet = document.querySelector('[data-print]')
      sheets.push({
        heading: sheet?.querySelector('h2')?.textContent ?? '',
        rows: Array.from(sheet?.querySelectorAll('tbody tr') ?? [], (tr) => tr.textContent ?? ''),
        printOnly: !!sheet?.hasAttribute('data-print-only'),
      })
    })
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    const button = (await screen.findAllByRole('button', { name: /^In danh sách đón của / }))[0]
    const driver = button.textContent!.replace('In danh sách đón của ', '')
    const group = screen.getByRole('region', { name: driver })
    const codes = within(group)
      .getAllByRole('row')
      .slice(1)
      .map((tr) => /VE\d+/.exec(tr.textContent ?? '')![0])
    await user.click(button)
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    expect(sheets[0].heading).toBe('Danh sách đón khách · Khách cần đón ra bến')
    expect(sheets[0].printOnly).toBe(true)
    expect(sheets[0].rows).toHaveLength(codes.length)
    codes.forEach((code, i) => expect(sheets[0].rows[i]).toContain(code))
    // nothing to open first, nor to close after
    expect(screen.queryByRole('button', { name: 'In' })).toBeNull()
    act(() => void window.dispatchEvent(new Event('afterprint')))
    await waitFor(() => expect(document.querySelector('[data-print]')).toBeNull())
    // each click prints once
    await user.click(button)
    await waitFor(() => expect(print).toHaveBeenCalledTimes(2))
  })
})

describe('final statuses and a stale fee', () => {
  it('asks before "Không liên lạc được" and "Hoàn thành" (final moves)', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => pickOf(k.id)?.status === 0 && k.pick_status === 0)!
    db.motorPicks.update(pickOf(guest.id)!.id, { status: 1 })
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp('/list-guests-require-pick-to-station')
    const passenger = await screen.findByRole('group', { name: `Trạng thái đón khách vé ${guest.code}` })
    await user.click(within(passenger).getByRole('button', { name: 'Không liên lạc được' }))
    const ask = await findDialog(
      `Chuyển khách vé ${guest.code} sang "Không liên lạc được"? Trạng thái này không đổi lại được.`,
    )
    // not sent until confirmed; "Hủy" sends nothing
    await user.click(within(ask).getByRole('button', { name: 'Hủy' }))
    expect(wire.to(PATHS.updatePick)).toHaveLength(0)
    expect(db.tickets.find(guest.id)!.pick_status).toBe(0)

    const motor = screen.getByRole('group', { name: `Trạng thái đón xe ôm vé ${guest.code}` })
    await user.click(within(motor).getByRole('button', { name: 'Hoàn thành' }))
    const done = await findDialog(
      `Chuyển đón xe ôm vé ${guest.code} sang "Hoàn thành"? Trạng thái này không đổi lại được.`,
    )
    expect(wire.to(PATHS.status)).toHaveLength(0)
    await user.click(within(done).getByRole('button', { name: 'Hoàn thành' }))
    await waitFor(() => expect(pickOf(guest.id)!.status).toBe(2))
    expect(wire.to(PATHS.status)).toHaveLength(1)
  })

  it('disables the status moves while one is under way (no double click)', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => pickOf(k.id)?.status === 0 && k.pick_status === 0)!
    // the backend answers only once the test lets it
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post(`*${PATHS.updatePick}`, async () => {
        await gate
      }),
    )
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    const passenger = await screen.findByRole('group', { name: `Trạng thái đón khách vé ${guest.code}` })
    await user.click(within(passenger).getByRole('button', { name: 'Đã đón' }))
    await waitFor(() => expect(within(passenger).getByRole('button', { name: 'Đã đón' })).toBeDisabled())
    expect(within(passenger).getByRole('button', { name: 'Không liên lạc được' })).toBeDisabled()
    release()
    await waitFor(() => expect(db.tickets.find(guest.id)!.pick_status).toBe(1))
  })

  it('a fee refused because the ticket changed meanwhile offers the latest version, then saves', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1)[0]
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    await user.click(await screen.findByRole('button', { name: `Sửa phí đón vé ${guest.code}` }))
    const dialog = await findDialog(`Sửa phí đón vé ${guest.code}`)
    // another clerk changes the ticket after this dialog opened
    db.tickets.update(guest.id, { pick_fee: 30_000 })
    const fee = within(dialog).getByRole('textbox', { name: /Phí đón/ })
    await user.clear(fee)
    await user.type(fee, '45000')
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }))
    const reload = await within(dialog).findByRole('button', { name: 'Tải bản mới nhất' })
    expect(fee).toHaveValue('45.000')
    await user.click(reload)
    await waitFor(() => expect(fee).toHaveValue('30.000'))
    await user.clear(fee)
    await user.type(fee, '50000')
    await user.click(within(dialog).getByRole('button', { name: 'Lưu' }))
    await waitFor(() => expect(db.tickets.find(guest.id)!.pick_fee).toBe(50_000))
  })
})

describe('a clerk who may only read the lists', () => {
  it('sees the guests and their statuses but no change: no assign, order, fee, status or driver buttons', async () => {
    // the manager's role with "cancelled tickets" (a booking code that reads) but not the selling code
    const role = db.roles.findBy((r) => r.slug === 'quan-ly')!
    const view = db.modules
      .all()
      .flatMap((m) => m.sub_actions)
      .find((a) => a.code === 'booking.canceled-tickets')!
    db.roles.update(role.id, { action_ids: [...role.action_ids, view.id] })
    await signInDemo('quanly', 'quanly123')
    const guest = todays(1).find((k) => pickOf(k.id)?.status === 0 && k.pick_status === 0)!
    renderApp('/list-guests-require-pick-to-station')
    const motor = await screen.findByRole('group', { name: `Trạng thái đón xe ôm vé ${guest.code}` })
    expect(within(motor).getByText('Chưa đón')).toBeVisible()
    expect(within(motor).queryAllByRole('button')).toEqual([])
    const passenger = screen.getByRole('group', { name: `Trạng thái đón khách vé ${guest.code}` })
    expect(within(passenger).queryAllByRole('button')).toEqual([])
    expect(screen.queryByRole('group', { name: 'Giao cho tài xế xe ôm' })).toBeNull()
    expect(screen.queryByRole('button', { name: `Sửa phí đón vé ${guest.code}` })).toBeNull()
    expect(screen.queryByRole('button', { name: new RegExp(`^Bỏ tài xế xe ôm`) })).toBeNull()
    expect(screen.queryByRole('button', { name: new RegExp(`Đưa vé .* xuống sau`) })).toBeNull()
    expect(screen.queryByRole('checkbox', { name: `Chọn khách vé ${guest.code}` })).toBeNull()
    // the arrival is a word, not a control
    const row = screen.getByText(guest.code).closest('tr')!
    expect(within(row).queryAllByRole('checkbox')).toEqual([])
    expect(within(row).queryByRole('button', { name: /đã đến/ })).toBeNull()
    expect(within(row).getByText(guest.is_arrived ? 'Đã đến' : 'Chưa đến')).toBeVisible()
    // the run sheet still prints
    expect(screen.getAllByRole('button', { name: /In danh sách đón của/ }).length).toBeGreaterThan(0)
  })
})

describe('in English', () => {
  it('names the list, the statuses and the moves in English', async () => {
    await signInDemo('letan.sg', 'letan123')
    const guest = todays(1).find((k) => pickOf(k.id)?.status === 0 && k.pick_status === 0)!
    const user = userEvent.setup({ delay: null })
    renderApp('/list-guests-require-pick-to-station')
    await screen.findByRole('region', { name: 'Chưa có tài xế xe ôm' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    expect(await screen.findByRole('heading', { level: 1, name: 'Pick-up to the station' })).toBeVisible()
    const motor = await screen.findByRole('group', {
      name: `Motorbike pick-up status of ticket ${guest.code}`,
    })
    expect(within(motor).getByText('Not yet')).toBeVisible()
    expect(
      within(motor)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Picked up', 'Cancel pick-up'])
    expect(screen.getByRole('region', { name: 'No motorbike driver yet' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Give guests' })).toHaveAccessibleDescription(
      'Select guests in the list to give them',
    )
    expect(
      screen.getByRole('button', { name: `Mark the guest of ticket ${guest.code} as arrived` }),
    ).toHaveAttribute('aria-pressed', String(guest.is_arrived === 1))
  })
})

describe('/list-guests-require-pick-to-home', () => {
  it('groups by the trip’s driver and sets the pick order by keyboard', async () => {
    await signInDemo('letan.sg', 'letan123')
    const trip = db.trips
      .all()
      .find((t) => t.plan_date === db.seededOn && todays(2).filter((k) => k.trip_id === t.id).length > 1)!
    const driver = db.users.find(trip.user_id!)!
    const guests = todays(2)
      .filter((k) => k.trip_id === trip.id)
      .map((k) => ({ ...k, pick_order: k.pick_order ?? null, pick_time: k.pick_time ?? null }))
      .sort(byPickOrder)
    const user = userEvent.setup({ delay: null })
    const wire = recordRequests()
    renderApp(`/list-guests-require-pick-to-home?trip_id=${trip.id}`)
    const group = await screen.findByRole('region', { name: `${driver.fullname} · ${trip.name}` })
    const first = within(group).getByRole('button', { name: `Đưa vé ${guests[0].code} xuống sau` })
    first.focus()
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}')
    await waitFor(() => expect(wire.to(PATHS.order)).toHaveLength(1))
    expect(await wire.to(PATHS.order)[0].body).toEqual({
      mode: 'home',
      ticket_ids: [guests[1].id, guests[0].id, ...guests.slice(2).map((k) => k.id)],
    })
    await waitFor(() => expect(within(group).getAllByRole('row')[2]).toHaveTextContent(guests[0].code))
    expect(db.tickets.find(guests[0].id)!.pick_order).toBe(2)
    expect(screen.queryByRole('combobox', { name: 'Chọn tài xế xe ôm' })).toBeNull()
  })

  it('opens for a clerk with any code of the booking group only (DECISIONS #2)', async () => {
    await signInDemo('quanly', 'quanly123')
    renderApp('/list-guests-require-pick-to-home')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeVisible()
  })
})
