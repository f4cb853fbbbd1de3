/* /vehicle (vehicle types, their seat diagrams and fares by date) through the real app, against the demo backend. */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import type { FareDateRange, VehicleType } from '../../api/schemas/fleet'
import { renderApp } from '../../app/test-utils'
import { emptyDiagram } from '../../components/seat-map'
import {
  callApi,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  loginToken,
  recordRequests,
  server,
  signInDemo,
  withDemoBackend,
  waitForClose,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./VehicleTypesPage'),
  () => import('./VehicleTypeDialog'),
  () => import('./FareRangesDialog'),
])

const LIST = `${API.vehicle}/list`
/** "Lưu" (jsdom never ends antd's loading-icon animation: after a first save its name stays "loading Lưu") */
const SAVE = /Lưu$/
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'
const SEED = ['Limousine 10 chỗ', 'Xe 16 chỗ', 'Xe giường nằm 34 giường']

/** Signs in as the fleet manager and opens /vehicle (or `url`) with its rows on screen. */
async function openTypes(url = '/vehicle') {
  const session = await signInDemo('quanly', 'quanly123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách loại xe' })
  await settled(table)
  const names = () => columnValues(table, 'Tên')
  return { ...app, ...session, wire, table, names, user: userEvent.setup({ delay: null }) }
}

/** Waits until the list has settled after a change (its refetch done). */
const settled = (table: HTMLElement) => waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))

const sleeper = () => db.vehicleTypes.findBy((v) => v.name === 'Xe giường nằm 34 giường')!

describe('/vehicle', () => {
  it('lists the seed, and writes paging, sort, search and status to the URL and the list call', async () => {
    // a page past the end (another clerk's deletes) is corrected in place
    const { table, wire, router, user, names } = await openTypes('/vehicle?page=3')
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    // replaced, not pushed: Back does not return to the page that no longer exists
    expect(router.history.length).toBe(1)
    expect(names()).toEqual(SEED)
    expect(columnValues(table, 'Số chỗ')).toEqual(['9', '15', '34'])
    expect(columnValues(table, 'Loại')).toEqual(['Limousine', 'Xe 16 chỗ', 'Xe khách giường nằm'])
    expect(wire.to(LIST).map((r) => r.query)).toEqual([
      { page: '3', itemsPerPage: '10' },
      { page: '1', itemsPerPage: '10' },
    ])

    await user.click(within(table).getByRole('button', { name: 'Số chỗ' }))
    await user.click(within(table).getByRole('button', { name: 'Số chỗ' }))
    await waitFor(() => expect(names()).toEqual([...SEED].reverse()))
    expect(router.state.location.search).toEqual({ sortBy: 'seat_number', sortDesc: 'desc' })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortBy: 'seat_number',
      sortDesc: 'desc',
    })

    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'giuong{Enter}')
    await waitFor(() => expect(names()).toEqual(['Xe giường nằm 34 giường']))
    expect(router.state.location.search).toEqual({ sortBy: 'seat_number', sortDesc: 'desc', q: 'giuong' })
    expect(wire.to(LIST).at(-1)!.query).toMatchObject({ q: 'giuong', page: '1' })

    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }))
    await user.click(await screen.findByTitle('Ngừng hoạt động'))
    expect(await within(table).findByText('Không có dữ liệu')).toBeInTheDocument()
    expect(router.state.location.search).toEqual({
      sortBy: 'seat_number',
      sortDesc: 'desc',
      q: 'giuong',
      status: 0,
    })
    expect(wire.to(LIST).at(-1)!.query).toMatchObject({ q: 'giuong', status: '0' })
  })

  it('refuses a bad type with the backend’s own messages, keeps the typing, then creates it with a generated diagram', async () => {
    const { table, wire, token, user, names } = await openTypes()
    await user.click(screen.getByRole('button', { name: 'Thêm loại xe' }))
    const dialog = await findDialog('Thêm loại xe')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const seats = within(dialog).getByRole('spinbutton', { name: 'Số chỗ' })
    const create = (body: object) =>
      callApi(`${API.vehicle}/create`, {
        token,
        body: { type: 'limousine', fare: 0, status: 1, diagram: emptyDiagram(4), ...body },
      })

    // no name
    const noName = await create({ name: '', seat_number: 12 })
    expect(noName.body.errors?.name).toEqual(['Vui lòng nhập tên'])
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Vui lòng nhập tên'))

    // a seat count the diagram does not have
    const mismatch = await create({ name: 'Limousine 12 chỗ', seat_number: 12 })
    expect(mismatch.body.errors?.seat_number).toEqual(['Số chỗ phải bằng số chỗ trên sơ đồ (0)'])
    await user.type(name, 'Limousine 12 chỗ')
    await user.clear(seats)
    await user.type(seats, '12')
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Ghế da')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(seats).toHaveAccessibleDescription('Số chỗ phải bằng số chỗ trên sơ đồ (0)'))
    expect(name).not.toHaveAttribute('aria-invalid')
    expect(name).toHaveValue('Limousine 12 chỗ')
    expect(seats).toHaveValue('12')
    expect(wire.to(`${API.vehicle}/create`)).toHaveLength(0)

    // a layout with exactly that many seats; saved, the row is there after one list call
    await user.click(within(dialog).getByRole('button', { name: 'Tạo sơ đồ theo số chỗ' }))
    expect(within(dialog).getByText('Số chỗ trên sơ đồ: 12')).toBeInTheDocument()
    const listCalls = wire.to(LIST).length
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Thêm loại xe thành công')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual([...SEED, 'Limousine 12 chỗ']))
    const body = (await wire.to(`${API.vehicle}/create`)[0].body) as VehicleType
    expect(body).toMatchObject({ name: 'Limousine 12 chỗ', type: 'seat16', seat_number: 12, note: 'Ghế da' })
    expect(body).not.toHaveProperty('fare_date_ranges')
    const created = db.vehicleTypes.findBy((v) => v.name === 'Limousine 12 chỗ')!
    expect(created.diagram.floors.flatMap((f) => f.rows.flat()).filter(Boolean)).toHaveLength(12)
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('saves an edit without the fare periods, so one another clerk added meanwhile stays', async () => {
    const { table, wire, user } = await openTypes()
    const bus = sleeper()
    expect(bus.fare_date_ranges).toHaveLength(2)
    await chooseRowAction(user, table, 'Xe giường nằm 34 giường', 'Sửa')
    const dialog = await findDialog('Sửa loại xe')
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), ', có wifi')

    // another clerk adds a fare period (the type's version stays: the period is not part of its write)
    const other = await loginToken('admin', 'admin123')
    const added = await callApi<FareDateRange>(API.vehicleFare.create, {
      token: other,
      body: { vehicle_type_id: bus.id, date_start: '2031-04-28', date_end: '2031-05-03', fare: 400000 },
    })
    expect(added.status).toBe(200)

    const listCalls = wire.to(LIST).length
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa loại xe thành công')).toBeInTheDocument()
    const [update] = wire.to(`${API.vehicle}/update`)
    const body = (await update.body) as Record<string, unknown>
    expect(body).toMatchObject({ id: bus.id, version: bus.version, note: 'Xe giường nằm hai tầng, có wifi' })
    expect(body).not.toHaveProperty('fare_date_ranges')
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)

    // the period is still there, for the backend and in the fares dialog
    const stored = await callApi<VehicleType>(`${API.vehicle}/${bus.id}`, { token: other })
    expect(stored.body.data.note).toBe('Xe giường nằm hai tầng, có wifi')
    expect(stored.body.data.fare_date_ranges.map((r) => r.id)).toContain(added.body.data.id)
    expect(stored.body.data.fare_date_ranges).toHaveLength(3)
    await user.click(within(table).getByRole('button', { name: 'Giá theo đợt Xe giường nằm 34 giường' }))
    const fares = await findDialog('Giá theo đợt – Xe giường nằm 34 giường')
    const periods = await within(fares).findByRole('table', { name: 'Giá theo đợt (lễ, Tết…)' })
    expect(within(periods).getAllByRole('row')).toHaveLength(4)
    expect(within(periods).getByRole('row', { name: /28\/04\/2031/ })).toHaveTextContent('400.000')
  })

  it('adds a fare period typed as a clerk types the days', async () => {
    const { table, wire, user } = await openTypes()
    const bus = sleeper()
    await user.click(within(table).getByRole('button', { name: 'Giá theo đợt Xe giường nằm 34 giường' }))
    const fares = await findDialog('Giá theo đợt – Xe giường nằm 34 giường')
    const start = within(fares).getByRole('textbox', { name: 'Thời gian áp dụng' })
    const end = within(fares).getByRole('textbox', { name: 'Thời gian áp dụng (đến ngày)' })
    await user.type(start, '30/4/32')
    // digits alone: DDMMYYYY
    await user.type(end, '03052032')
    await user.tab()
    expect(start).toHaveValue('30/04/2032')
    expect(end).toHaveValue('03/05/2032')
    await user.type(within(fares).getByRole('textbox', { name: 'Giá vé' }), '450000')
    await user.click(within(fares).getByRole('button', { name: 'Thêm đợt giá' }))
    await waitFor(() => expect(wire.to(API.vehicleFare.create)).toHaveLength(1))
    expect(await wire.to(API.vehicleFare.create)[0].body).toMatchObject({
      vehicle_type_id: bus.id,
      date_start: '2032-04-30',
      date_end: '2032-05-03',
      fare: 450000,
    })
  })

  it('refuses a save after another clerk’s change, keeps the typing, reloads the latest, then saves', async () => {
    const { table, wire, user } = await openTypes()
    const bus = sleeper()
    await chooseRowAction(user, table, 'Xe giường nằm 34 giường', 'Sửa')
    const dialog = await findDialog('Sửa loại xe')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    await user.clear(name)
    await user.type(name, 'Giường nằm VIP')

    const other = await loginToken('admin', 'admin123')
    const theirs = await callApi<VehicleType>(`${API.vehicle}/update`, {
      token: other,
      body: { id: bus.id, version: bus.version, fare: 300000 },
    })
    expect(theirs.status).toBe(200)

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE)
    expect(await wire.to(`${API.vehicle}/update`)[0].body).toMatchObject({
      id: bus.id,
      version: bus.version,
      name: 'Giường nằm VIP',
      fare: 280000,
    })
    expect(name).toHaveValue('Giường nằm VIP')

    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() => expect(name).toHaveValue('Xe giường nằm 34 giường'))
    expect(within(dialog).getByRole('textbox', { name: 'Giá vé' })).toHaveValue('300.000')
    await user.clear(name)
    await user.type(name, 'Giường nằm VIP')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa loại xe thành công')).toBeInTheDocument()
    expect(await wire.to(`${API.vehicle}/update`)[1].body).toMatchObject({
      id: bus.id,
      version: theirs.body.data.version,
      name: 'Giường nằm VIP',
      fare: 300000,
    })
    await within(table).findByRole('cell', { name: 'Giường nằm VIP' })
    expect(db.vehicleTypes.find(bus.id)).toMatchObject({ name: 'Giường nằm VIP', fare: 300000 })
  })

  it('deletes after the confirmation; a type cars use is refused with the backend message', async () => {
    const { id: _id, version: _version, ...bus } = sleeper()
    const spare = db.vehicleTypes.insert({ ...bus, name: 'Xe 29 chỗ (cũ)', fare_date_ranges: [] })
    const { table, wire, user, names } = await openTypes()

    await chooseRowAction(user, table, 'Xe 16 chỗ', 'Xóa')
    let confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    expect(await screen.findByText('Không thể xóa vì dữ liệu đang được sử dụng')).toBeInTheDocument()
    expect(wire.to(`${API.vehicle}/2`, 'DELETE')).toHaveLength(1)
    expect(names()).toContain('Xe 16 chỗ')
    await waitForClose(confirm)

    const listCalls = wire.to(LIST).length
    await chooseRowAction(user, table, 'Xe 29 chỗ (cũ)', 'Xóa')
    confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(names()).toEqual(SEED))
    expect(wire.to(`${API.vehicle}/${spare.id}`, 'DELETE')).toHaveLength(1)
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('keeps the rows on screen when a refetch fails', async () => {
    const { wire, queryClient, names } = await openTypes()
    server.use(mswHttp.get(`*${LIST}`, () => HttpResponse.error(), { once: true }))
    await queryClient.invalidateQueries({ queryKey: ['vehicle'] })
    expect(wire.to(LIST)).toHaveLength(2)
    expect(await screen.findByText('Không tải được dữ liệu.')).toBeInTheDocument()
    expect(names()).toEqual(SEED)
  })

  it('shows the 403 page to an account without vehicle.view, and calls nothing of the group', async () => {
    await signInDemo('letan.sg', 'letan123')
    const wire = recordRequests()
    renderApp('/vehicle')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(wire.under(API.vehicle)).toEqual([])
  })
})
