/* The scan modes of /shipping (receive, load a trip, unload) through the real app, against the demo backend (msw/node). */
import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../../app/test-utils'
import { forgetScanSessions } from '../../../entities/scan/use-scan-session'
import i18n from '../../../i18n'
import {
  callApi,
  db,
  findDialog,
  holdNextRequest,
  loginToken,
  loseNextAnswer,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../../test/demo-backend'

withDemoBackend([
  () => import('../ShippingOrdersPage'),
  () => import('./ShippingScanDesk'),
  () => import('../../../components/confirm/ConfirmDialog'),
])

afterEach(async () => {
  forgetScanSessions()
  await i18n.changeLanguage('vi')
})

const OPEN = [0, 1, 3]

/** A direction with an open trip and at least two waiting parcels sent from one office, and one elsewhere. */
function loadCase() {
  const waiting = db.waitingGoods.filter((p) => p.status === 4)
  for (const trip of db.trips.filter((t) => OPEN.includes(t.status))) {
    const here = waiting.filter((p) => p.map_detail_id === trip.map_detail_id)
    const office = here[0]?.sending_office_id
    const expected = here.filter((p) => p.sending_office_id === office)
    const other = waiting.find((p) => p.map_detail_id !== trip.map_detail_id)
    if (expected.length >= 2 && other) return { trip, office, expected, other }
  }
  throw new Error('the seed has no trip to load')
}

async function openDesk(url: string, account: [string, string] = ['kho', 'kho123']) {
  await signInDemo(...account)
  const app = renderApp(url)
  const field = await screen.findByRole('textbox', { name: /(Mã hàng \(quét|Parcel code \(scan)/ })
  await waitFor(() => expect(field).toHaveFocus())
  return { ...app, field, user: userEvent.setup({ delay: null }) }
}

const LOAD = '/api/shipping/transfer-waiting-to-shipping'
type Sent = { idempotency_key: string }

/** Confirms the load of the `count` parcels scanned (the button, then the dialog's). */
async function confirmLoad(user: ReturnType<typeof userEvent.setup>, trip: string, count: number) {
  const name = `Xếp ${count} hàng đã quét lên xe`
  await user.click(screen.getByRole('button', { name }))
  const dialog = await findDialog(`Xếp ${count} hàng đã quét lên chuyến ${trip}?`)
  await user.click(within(dialog).getByRole('button', { name }))
  await waitForClose(dialog)
}

/** The load desk of `loadCase()`'s trip and office, its expected parcels read. */
async function openLoadDesk() {
  const { trip, office, expected } = loadCase()
  const desk = await openDesk(
    `/shipping?mode=load&date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}&office_id=${office}`,
  )
  await waitFor(() => expect(balance()[0]).toBe(`Cần xếp: ${expected.length}`))
  return { ...desk, trip, expected }
}

/** The first expected parcel scanned and confirmed: the backend loads it, its answer is lost on the way back. */
async function loseFirstLoad() {
  const desk = await openLoadDesk()
  const [first, second] = desk.expected
  const wire = recordRequests()
  await desk.user.type(desk.field, `${first.code}{Enter}`)
  loseNextAnswer(LOAD)
  await confirmLoad(desk.user, desk.trip.name, 1)
  // said by the toast and beside the scan list
  await waitFor(() => expect(screen.getAllByText('Lỗi mạng. Vui lòng thử lại!')).toHaveLength(2))
  return { ...desk, wire, first, second }
}

const result = () => screen.getByTestId('scan-result')
const balance = (name = 'Đối chiếu hàng cần và hàng đã quét') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)
const listed = () =>
  within(screen.getByRole('table', { name: /^(Danh sách quét|Scan list)$/ }))
    .getAllByRole('row')
    .slice(1)

describe('/shipping scan modes', () => {
  it('offers the modes as links, the current one marked; the orders list is the default', async () => {
    await signInDemo('kho', 'kho123')
    const { router } = renderApp('/shipping')
    const modes = await screen.findByRole('navigation', { name: 'Chế độ' })
    expect(
      within(modes)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Đơn gửi hàng', 'Quét nhập kho', 'Quét xếp hàng lên xe', 'Quét dỡ hàng'])
    expect(within(modes).getByRole('link', { name: 'Đơn gửi hàng' })).toHaveAttribute('aria-current', 'page')
    const receive = within(modes).getByRole('link', { name: 'Quét nhập kho' })
    expect(receive).toHaveAttribute('href', '/shipping?mode=receive')
    await userEvent.click(receive)
    expect(await screen.findByText('Chọn văn phòng để bắt đầu quét')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ mode: 'receive' })
    expect(within(modes).getByRole('link', { name: 'Quét nhập kho' })).toHaveAttribute('aria-current', 'page')
    expect(within(modes).getByRole('link', { name: 'Đơn gửi hàng' })).not.toHaveAttribute('aria-current')
    expect(screen.queryByRole('table', { name: 'Danh sách đơn gửi hàng' })).not.toBeInTheDocument()
  })

  it('names the mode on the scan field and the office on its select; another mode starts without trip and office', async () => {
    const { trip, office } = loadCase()
    const { field, router } = await openDesk(
      `/shipping?mode=load&date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}&office_id=${office}`,
    )
    expect(field).toHaveAccessibleName('Quét xếp hàng lên xe: Mã hàng (quét hoặc gõ rồi nhấn Enter)')
    const officeName = db.offices.find(office)!.name
    expect(screen.getByRole('combobox', { name: 'Văn phòng gửi' }).closest('.ant-select')).toHaveTextContent(
      `Văn phòng gửi: ${officeName}`,
    )
    const modes = screen.getByRole('navigation', { name: 'Chế độ' })
    await userEvent.click(within(modes).getByRole('link', { name: 'Quét dỡ hàng' }))
    expect(await screen.findByText('Chọn ngày, chiều và chuyến để bắt đầu quét')).toBeInTheDocument()
    expect(router.state.location.search).toMatchObject({ mode: 'unload', map_detail_id: trip.map_detail_id })
    expect(router.state.location.search).not.toHaveProperty('trip_id')
    expect(router.state.location.search).not.toHaveProperty('office_id')
  })

  it('offers only the scan modes the clerk may confirm; another mode in the address says so', async () => {
    const role = db.roles.findBy((r) => r.slug === 'kho-hang')!
    const load = db.modules
      .all()
      .flatMap((m) => m.sub_actions)
      .find((a) => a.code === 'shipping.load')!
    db.roles.update(role.id, { action_ids: role.action_ids.filter((a) => a !== load.id) })
    await signInDemo('kho', 'kho123')
    renderApp('/shipping?mode=load')
    const modes = await screen.findByRole('navigation', { name: 'Chế độ' })
    expect(
      within(modes)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Đơn gửi hàng', 'Quét nhập kho', 'Quét dỡ hàng'])
    expect(
      await screen.findByText('Bạn không có quyền dùng chế độ “Quét xếp hàng lên xe”.'),
    ).toBeInTheDocument()
    expect(within(modes).queryByRole('link', { current: 'page' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Mã hàng \(quét/ })).not.toBeInTheDocument()
  })

  it('loads a trip by scanning: expected ones found without the network, missing and extra, one confirmation', async () => {
    const { trip, office, expected, other } = loadCase()
    const { field, user } = await openDesk(
      `/shipping?mode=load&date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}&office_id=${office}`,
    )
    const n = expected.length
    await waitFor(() =>
      expect(balance()).toEqual([
        `Cần xếp: ${n}`,
        'Đã quét đúng: 0',
        `Còn thiếu: ${n}`,
        'Thừa (không thuộc chuyến): 0',
      ]),
    )
    const wire = recordRequests()
    await user.type(field, `${expected[0].code}{Enter}`)
    // classified in the render of the Enter: no look-up on the wire
    expect(result()).toHaveTextContent(`Đúng hàng: ${expected[0].code}`)
    expect(wire.under('/api/shipping/search/')).toEqual([])
    expect(field).toHaveFocus()
    await user.type(field, `${other.code}{Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Hàng nơi khác: ${other.code}`))
    // where it belongs, named
    const direction = db.maps
      .all()
      .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
      .find((d) => d.id === other.map_detail_id)!
    expect(result()).toHaveTextContent(`Hàng đi chiều ${direction.name}`)
    // an order with the id of a waiting parcel still missing (two tables, two id counters): another parcel
    const twin = db.shippingOrders.find(expected[1].id)!
    await user.type(field, `${twin.code}{Enter}`)
    await waitFor(() => expect(result()).toHaveTextContent(`Hàng nơi khác: ${twin.code}`))
    // an unknown code: in the list with its error, no error toast of the HTTP layer
    await user.type(field, 'ZZ404404{Enter}')
    await waitFor(() => expect(result()).toHaveTextContent('Không tìm thấy mã: ZZ404404'))
    expect(screen.queryByText('Không tìm thấy hàng ZZ404404')).not.toBeInTheDocument()
    expect(balance()).toEqual([
      `Cần xếp: ${n}`,
      'Đã quét đúng: 1',
      `Còn thiếu: ${n - 1}`,
      'Thừa (không thuộc chuyến): 2',
    ])
    expect(screen.getByText(`Hàng thừa: ${other.code}, ${twin.code}`)).toBeInTheDocument()
    expect(screen.getByText(/^Hàng còn thiếu:/)).toHaveTextContent(expected[1].code)
    expect(listed()).toHaveLength(4)

    await user.click(screen.getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }))
    const dialog = await findDialog(`Xếp 1 hàng đã quét lên chuyến ${trip.name}?`)
    await user.click(within(dialog).getByRole('button', { name: 'Xếp 1 hàng đã quét lên xe' }))
    await waitForClose(dialog)
    await screen.findByText(`Đã xếp 1 hàng lên chuyến ${trip.name}`)
    const [sent] = wire.to('/api/shipping/transfer-waiting-to-shipping', 'POST')
    expect(await sent.body).toEqual({
      trip_id: trip.id,
      codes: [expected[0].code],
      idempotency_key: expect.any(String),
    })
    expect(db.shippingOrders.byCode(expected[0].code)).toMatchObject({ trip_id: trip.id, status: 0 })
    expect(db.waitingGoods.byCode(other.code)).toMatchObject({ status: 4 })
    // only what was loaded leaves the list; the extra and the unknown stay said
    await waitFor(() =>
      expect(listed().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual([
        'ZZ404404',
        twin.code,
        other.code,
      ]),
    )
    await waitFor(() => expect(field).toHaveFocus())
  })

  it('a refused load keeps the scan list, names the parcel and where it went, and gives the focus back', async () => {
    const { trip, expected, field, user } = await openLoadDesk()
    await user.type(field, `${expected[0].code}{Enter}`)
    await user.type(field, `${expected[1].code}{Enter}`)
    // another desk loads the first one meanwhile
    const other = await loginToken('admin', 'admin123')
    const raced = await callApi('/api/shipping/transfer-waiting-to-shipping', {
      token: other,
      body: { trip_id: trip.id, codes: [expected[0].code], idempotency_key: 'other-desk' },
    })
    expect(raced.status).toBe(200)
    await user.click(screen.getByRole('button', { name: 'Xếp 2 hàng đã quét lên xe' }))
    const dialog = await findDialog(`Xếp 2 hàng đã quét lên chuyến ${trip.name}?`)
    await user.click(within(dialog).getByRole('button', { name: 'Xếp 2 hàng đã quét lên xe' }))
    await waitForClose(dialog)
    const message = `Hàng ${expected[0].code} đã được xếp lên chuyến ${trip.name}`
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    // all or nothing: the second is still waiting; the list is as it was, its line says why
    expect(db.waitingGoods.byCode(expected[1].code)).toMatchObject({ status: 4 })
    expect(listed()).toHaveLength(2)
    expect(within(listed()[1]).getByText(message)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Xếp 2 hàng đã quét lên xe' })).toBeEnabled()
    await waitFor(() => expect(field).toHaveFocus())
  })

  it('a load whose answer was lost, retried with another batch, is another confirmation: nothing is taken off the list', async () => {
    const { trip, field, user, wire, first, second } = await loseFirstLoad()
    // the backend loaded it; the desk never heard, so its line stays
    expect(db.shippingOrders.byCode(first.code)).toMatchObject({ trip_id: trip.id })
    expect(listed()).toHaveLength(1)

    await user.type(field, `${second.code}{Enter}`)
    await confirmLoad(user, trip.name, 2)
    // a new key: the backend does not answer the first load again, it refuses the parcel already loaded
    const message = `Hàng ${first.code} đã được xếp lên chuyến ${trip.name}`
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(message))
    const [lost, retry] = await Promise.all(wire.to(LOAD, 'POST').map((r) => r.body as Promise<Sent>))
    expect(retry.idempotency_key).not.toBe(lost.idempotency_key)
    expect(db.waitingGoods.byCode(second.code)).toMatchObject({ status: 4 })
    expect(listed()).toHaveLength(2)
    expect(screen.queryByText(/^Đã xếp/)).not.toBeInTheDocument()
  })

  it('a load whose answer was lost, retried as it was, gets that load back; what was scanned meanwhile stays listed', async () => {
    const { trip, field, user, wire, first, second } = await loseFirstLoad()

    const release = holdNextRequest(LOAD)
    await confirmLoad(user, trip.name, 1)
    // scanned while the retry is on its way: not part of it
    await user.type(field, `${second.code}{Enter}`)
    expect(result()).toHaveTextContent(`Đúng hàng: ${second.code}`)
    release()
    await screen.findByText(`Đã xếp 1 hàng lên chuyến ${trip.name}`)
    const [lost, retry] = await Promise.all(wire.to(LOAD, 'POST').map((r) => r.body as Promise<Sent>))
    expect(retry.idempotency_key).toBe(lost.idempotency_key)
    expect(db.shippingOrders.filter((o) => o.code === first.code)).toHaveLength(1)
    await waitFor(() => expect(listed()).toHaveLength(1))
    expect(within(listed()[0]).getByText(second.code)).toBeInTheDocument()
    expect(balance()[1]).toBe('Đã quét đúng: 1')
  })

  it('unloads a running trip at its arrival office, in English, and keeps the focus after a live refresh', async () => {
    const order = db.shippingOrders.findBy((o) => o.status === 0 && db.trips.find(o.trip_id!)?.status === 3)!
    const trip = db.trips.find(order.trip_id!)!
    const onTrip = db.shippingOrders.filter(
      (o) => o.trip_id === trip.id && o.status === 0 && o.receiving_office_id === order.receiving_office_id,
    )
    const { field, user, queryClient } = await openDesk(
      `/shipping?mode=unload&date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}&office_id=${order.receiving_office_id}`,
    )
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    await screen.findByRole('table', { name: 'Scan list' })
    await user.click(field)
    const name = 'Expected against scanned'
    await waitFor(() => expect(balance(name)[0]).toBe(`To unload: ${onTrip.length}`))
    await user.type(field, `${order.code}{Enter}`)
    expect(result()).toHaveTextContent(`Expected here: ${order.code}`)
    expect(balance(name)).toEqual([
      `To unload: ${onTrip.length}`,
      'Scanned and expected: 1',
      `Missing: ${onTrip.length - 1}`,
      'Extra (not unloaded here): 0',
    ])
    await act(() => queryClient.invalidateQueries())
    expect(field).toHaveFocus()
    expect(listed()).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Unload the 1 scanned parcel' }))
    const dialog = await findDialog(
      `Unload the 1 scanned parcel from trip ${trip.name} at ${db.offices.find(order.receiving_office_id)!.name}?`,
    )
    await user.click(within(dialog).getByRole('button', { name: 'Unload the 1 scanned parcel' }))
    await waitForClose(dialog)
    await screen.findByText(`1 parcel unloaded at ${db.offices.find(order.receiving_office_id)!.name}`)
    expect(db.shippingOrders.find(order.id)).toMatchObject({ status: 1 })
    await waitFor(() => expect(field).toHaveFocus())
  })

  it('imports into the warehouse what arrives at this office', async () => {
    const order = db.shippingOrders.findBy((o) => o.status === 0)!
    const office = db.offices.find(order.receiving_office_id)!
    const { field, user } = await openDesk(`/shipping?mode=receive&office_id=${office.id}`)
    await waitFor(() => expect(balance()[1]).toBe('Đã quét đúng: 0'))
    await user.type(field, `${order.code}{Enter}`)
    expect(result()).toHaveTextContent(`Đúng hàng: ${order.code}`)
    await user.click(screen.getByRole('button', { name: 'Nhập kho 1 hàng đã quét' }))
    const dialog = await findDialog(`Nhập kho 1 hàng đã quét tại ${office.name}?`)
    await user.click(within(dialog).getByRole('button', { name: 'Nhập kho 1 hàng đã quét' }))
    await waitForClose(dialog)
    await screen.findByText(`Đã nhập kho 1 hàng tại ${office.name}`)
    expect(db.shippingOrders.find(order.id)).toMatchObject({ status: 1 })
  })
})
