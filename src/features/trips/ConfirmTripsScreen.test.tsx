/* /trip-need-to-confirm through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { act, renderHook, screen, waitFor, within } from '@testing-library/react'
import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import { TRIP_CONFIRM_API } from '../../api/contracts/trip-confirm'
import { sendToDriver } from '../../api/resources/trip'
import { EVENT_INVALIDATES } from '../../realtime/events'
import { renderApp } from '../../app/test-utils'
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
import { tripLabel } from './confirm-label'
import type { TripToConfirm } from '../../api/schemas/trips'

withDemoBackend([() => import('./ConfirmTripsPage'), () => import('./DeclineTripDialog')])

const LIST = 'Chuyến chờ tài xế xác nhận'
const userId = (username: string) => db.users.findBy((u) => u.username === username)!.id

/** The pending trips as the backend lists them for `username`. */
async function pendingOf(username: string, password: string) {
  const token = await loginToken(username, password)
  return (await callApi<TripToConfirm[]>(TRIP_CONFIRM_API.pending, { token })).body.data
}

async function open(username: string, password: string) {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp('/trip-need-to-confirm')
  await screen.findByRole('heading', { name: 'Chuyến chờ xác nhận', level: 1 })
  return { ...app, wire, user: userEvent.setup({ delay: null }) }
}

const cards = () => within(screen.getByRole('list', { name: LIST })).getAllByRole('article')

describe('/trip-need-to-confirm', () => {
  it('shows the driver his own sent trips, soonest first; accepting asks first and sends the trip’s version', async () => {
    const mine = await pendingOf('taixe', 'taixe123')
    expect(mine.length).toBe(2)
    const { wire, user } = await open('taixe', 'taixe123')
    await screen.findByRole('list', { name: LIST })
    expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(mine.map(tripLabel))
    const first = cards()[0]
    expect(first).toHaveTextContent(mine[0].car_plate!)
    expect(first).toHaveTextContent(mine[0].direction_name)
    // his own screen: no driver column
    expect(first).not.toHaveTextContent('Võ Văn Tài')

    await user.click(within(first).getByRole('button', { name: `Nhận chuyến ${tripLabel(mine[0])}` }))
    const question = await findDialog(`Nhận chuyến ${tripLabel(mine[0])}?`)
    await user.click(within(question).getByRole('button', { name: 'Nhận chuyến' }))
    await waitFor(() => expect(cards()).toHaveLength(1))
    expect(await wire.to(TRIP_CONFIRM_API.answer)[0].body).toEqual({
      id: mine[0].id,
      version: mine[0].version,
      accept: true,
    })
    expect(db.trips.find(mine[0].id)!.status).toBe(1)
    expect(await screen.findByText('Đã nhận chuyến')).toBeInTheDocument()
    // answered, the trip is among those he accepted, not gone
    const accepted = screen.getByRole('list', { name: 'Các chuyến đã nhận từ hôm nay' })
    await waitFor(() =>
      expect(
        within(accepted)
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toContain(tripLabel(mine[0])),
    )
    expect(within(accepted).queryByRole('button')).toBeNull()
  })

  it('declining offers the common reasons, sent by their key; the trip keeps their words', async () => {
    const [trip] = await pendingOf('taixe', 'taixe123')
    const { wire, user } = await open('taixe', 'taixe123')
    await screen.findByRole('list', { name: LIST })
    await user.click(screen.getByRole('button', { name: `Từ chối chuyến ${tripLabel(trip)}` }))
    const dialog = await findDialog(`Từ chối chuyến ${tripLabel(trip)}`)
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Lý do từ chối' })
    // the first reason has the focus; the arrow keys walk the reasons, "other" does not take the focus away
    await waitFor(() => expect(within(reasons).getByRole('radio', { name: 'Xe hỏng' })).toHaveFocus())
    await user.keyboard('{ArrowUp}')
    expect(within(reasons).getByRole('radio', { name: 'Lý do khác' })).toBeChecked()
    expect(await within(dialog).findByRole('textbox', { name: 'Lý do' })).toBeInTheDocument()
    expect(within(reasons).getByRole('radio', { name: 'Lý do khác' })).toHaveFocus()
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Xe hỏng', 'Bị ốm', 'Trùng lịch', 'Lý do khác'])
    await user.click(within(reasons).getByRole('radio', { name: 'Trùng lịch' }))
    await user.click(within(dialog).getByRole('button', { name: /Từ chối$/ }))
    await waitForClose(dialog)
    expect(await wire.to(TRIP_CONFIRM_API.answer)[0]!.body).toEqual({
      id: trip.id,
      version: trip.version,
      accept: false,
      reason_key: 'conflict',
      reason: null,
    })
    expect(db.trips.find(trip.id)).toMatchObject({ status: 2, reason: 'Trùng lịch' })
  })

  it('declining needs a reason; "other" needs its text; a refused decline keeps what was typed; then the trip leaves the list', async () => {
    const [trip] = await pendingOf('taixe', 'taixe123')
    const { wire, user } = await open('taixe', 'taixe123')
    await screen.findByRole('list', { name: LIST })
    await user.click(screen.getByRole('button', { name: `Từ chối chuyến ${tripLabel(trip)}` }))
    const dialog = await findDialog(`Từ chối chuyến ${tripLabel(trip)}`)
    await user.click(within(dialog).getByRole('button', { name: /Từ chối$/ }))
    expect(await within(dialog).findByText(/lý do từ chối/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    await user.click(within(dialog).getByRole('button', { name: /Từ chối$/ }))
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeInTheDocument()
    expect(wire.to(TRIP_CONFIRM_API.answer)).toHaveLength(0)

    // the clerk cancelled it meanwhile: the answer is refused, the typed reason stays
    db.trips.update(trip.id, { status: 5 }, { keepVersion: true })
    await user.type(within(dialog).getByLabelText('Lý do'), 'Xe đang bảo dưỡng')
    await user.click(within(dialog).getByRole('button', { name: /Từ chối$/ }))
    expect(await within(dialog).findByText('Chuyến đã bị hủy')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Lý do')).toHaveValue('Xe đang bảo dưỡng')

    db.trips.update(trip.id, { status: 0 }, { keepVersion: true })
    await user.click(within(dialog).getByRole('button', { name: /Từ chối$/ }))
    await waitForClose(dialog)
    expect(await wire.to(TRIP_CONFIRM_API.answer).at(-1)!.body).toEqual({
      id: trip.id,
      version: trip.version,
      accept: false,
      reason_key: 'other',
      reason: 'Xe đang bảo dưỡng',
    })
    expect(db.trips.find(trip.id)).toMatchObject({ status: 2, reason: 'Xe đang bảo dưỡng' })
    await waitFor(() => expect(cards()).toHaveLength(1))
  })

  it('shows a clerk every driver’s pending trips with the driver, and no answer buttons', async () => {
    const all = await pendingOf('admin', 'admin123')
    await open('admin', 'admin123')
    await screen.findByRole('list', { name: LIST })
    expect(cards()).toHaveLength(all.length)
    const other = all.find((t) => t.user_id !== userId('taixe'))!
    const card = cards()[all.indexOf(other)]
    expect(card).toHaveTextContent(other.driver_name!)
    const his = cards()[all.findIndex((t) => t.user_id === userId('taixe'))]
    expect(his).toHaveTextContent('Võ Văn Tài')
    expect(his).toHaveTextContent('0868.345.678')
    expect(screen.queryByRole('button', { name: /^Nhận chuyến/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Từ chối/ })).toBeNull()
  })

  it('refreshes on a trip event, down to the empty state', async () => {
    const { queryClient } = await open('taixe', 'taixe123')
    await screen.findByRole('list', { name: LIST })
    const admin = await loginToken('admin', 'admin123')
    const third = db.trips
      .filter((t) => t.user_id === userId('taixe') && t.status === 0 && !t.sent_to_driver_at)
      .sort((a, b) => a.departure_time.localeCompare(b.departure_time))
      .at(-1)!
    expect((await callApi(TRIP_CONFIRM_API.send, { token: admin, body: { id: third.id } })).status).toBe(200)
    // what the socket's 'trip:updated' does (src/realtime/socket.ts)
    for (const key of EVENT_INVALIDATES['trip:updated'])
      await queryClient.invalidateQueries({ queryKey: key })
    await waitFor(() => expect(cards()).toHaveLength(3))

    for (const trip of db.trips.all()) db.trips.update(trip.id, { sent_to_driver_at: null })
    for (const key of EVENT_INVALIDATES['trip:updated'])
      await queryClient.invalidateQueries({ queryKey: key })
    expect(await screen.findByText('Không có chuyến nào chờ xác nhận')).toBeInTheDocument()
  })

  it('a failed load shows the error with a retry that loads the list', async () => {
    const token = await loginToken('admin', 'admin123')
    await callApi('/__mock/fail', { body: { path: TRIP_CONFIRM_API.pending, mode: 500, times: 2 }, token })
    const { user } = await open('taixe', 'taixe123')
    expect(await screen.findByText('Không tải được danh sách chuyến chờ xác nhận')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    await screen.findByRole('list', { name: LIST })
    expect(cards()).toHaveLength(2)
  })

  it('“Gửi cho tài xế” (sendToDriver) posts the trip’s id, and the open list shows it', async () => {
    const { queryClient, wire } = await open('admin', 'admin123')
    await screen.findByRole('list', { name: LIST })
    const before = cards().length
    const unsent = db.trips.filter(
      (t) =>
        t.user_id === userId('taixe') && t.status === 0 && !t.sent_to_driver_at && t.plan_date >= db.seededOn,
    )[0]
    const { result } = renderHook(() => useMutation(sendToDriver()), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      ),
    })
    await act(async () => {
      expect(await result.current.mutateAsync(unsent.id)).toMatchObject({ id: unsent.id })
    })
    expect(await wire.to(TRIP_CONFIRM_API.send)[0].body).toEqual({ id: unsent.id })
    await waitFor(() => expect(cards()).toHaveLength(before + 1))
    expect(
      screen.getByRole('article', {
        name: tripLabel((await pendingOf('admin', 'admin123')).find((t) => t.id === unsent.id)!),
      }),
    ).toBeInTheDocument()
  })
})
