/* /car through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import type { Car } from '../../api/schemas/fleet'
import { renderApp } from '../../app/test-utils'
import {
  callApi,
  columnValues,
  db,
  findDialog,
  loginToken,
  recordRequests,
  server,
  showColumns,
  signInDemo,
  withDemoBackend,
  waitForClose,
  rowWith,
  chooseOption,
} from '../../test/demo-backend'

withDemoBackend([() => import('./CarsPage'), () => import('./CarDialog')])

const LIST = `${API.car}/list`
/** "Lưu" (jsdom never ends antd's loading-icon animation: after a first save its name stays "loading Lưu") */
const SAVE = /Lưu$/
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'
const SEED_PLATES = [
  '51B-123.45',
  '51B-246.80',
  '49B-012.34',
  '51B-678.90',
  '49B-135.79',
  '51B-555.21',
  '51B-888.66',
  '49B-246.13',
  '51B-369.12',
]

/** Signs in as the fleet manager and opens /car (or `url`) with its rows on screen. */
async function openCars(url = '/car') {
  const session = await signInDemo('quanly', 'quanly123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách xe' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  const plates = () => columnValues(table, 'Biển số')
  return { ...app, ...session, wire, table, plates, user: userEvent.setup({ delay: null }) }
}

/** Waits until the list has settled after a change (its refetch done). */
const settled = (table: HTMLElement) => waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))

describe('/car', () => {
  it('lists the seed, and writes paging, filters, search and sort to the URL and the list call', async () => {
    for (const plate of ['51F-111.11', '51F-222.22', '51F-333.33'])
      db.cars.insert({
        name: `Transit ${plate}`,
        brand_id: 2,
        vehicle_type_id: 2,
        license_plate: plate,
        seats: 16,
        status: 1,
        note: null,
      })
    const { table, wire, router, user, plates } = await openCars()
    expect(plates()).toEqual([...SEED_PLATES, '51F-111.11'])
    expect(rowWith(table, /51B-123\.45/)).toHaveTextContent('Limousine Solati 01')
    // the brand is among the columns the chooser adds
    expect(within(table).queryByRole('columnheader', { name: /Hãng xe/ })).not.toBeInTheDocument()
    await showColumns(user, 'Hãng xe')
    expect(rowWith(table, /51B-123\.45/)).toHaveTextContent('Hyundai')
    expect(rowWith(table, /51B-123\.45/)).toHaveTextContent('Limousine 10 chỗ')
    expect(screen.getByText('Tổng 12 dòng')).toBeInTheDocument()
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])

    await user.click(screen.getByRole('button', { name: 'Trang 2' }))
    await waitFor(() => expect(plates()).toEqual(['51F-222.22', '51F-333.33']))
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '2', itemsPerPage: '10' })

    // a filter goes back to page 1 (one call, for page 1)
    const before = wire.to(LIST).length
    await chooseOption(user, screen.getByRole('combobox', { name: 'Hãng xe' }), 'Ford')
    await waitFor(() =>
      expect(plates()).toEqual(['51B-246.80', '51B-678.90', '51F-111.11', '51F-222.22', '51F-333.33']),
    )
    expect(router.state.location.search).toEqual({ brand_id: 2 })
    expect(
      wire
        .to(LIST)
        .slice(before)
        .map((r) => r.query),
    ).toEqual([{ page: '1', itemsPerPage: '10', brand_id: '2' }])

    await chooseOption(user, screen.getByRole('combobox', { name: 'Loại xe' }), 'Xe 16 chỗ')
    await waitFor(() => expect(plates()).toEqual(['51B-678.90', '51F-111.11', '51F-222.22', '51F-333.33']))
    expect(router.state.location.search).toEqual({ brand_id: 2, vehicle_type_id: 2 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      brand_id: '2',
      vehicle_type_id: '2',
    })

    await user.click(within(table).getByRole('button', { name: 'Biển số' }))
    await user.click(within(table).getByRole('button', { name: 'Biển số' }))
    await waitFor(() => expect(plates()).toEqual(['51F-333.33', '51F-222.22', '51F-111.11', '51B-678.90']))
    expect(router.state.location.search).toEqual({
      brand_id: 2,
      vehicle_type_id: 2,
      sortBy: 'license_plate',
      sortDesc: 'desc',
    })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      brand_id: '2',
      vehicle_type_id: '2',
      sortBy: 'license_plate',
      sortDesc: 'desc',
    })

    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), '678{Enter}')
    await waitFor(() => expect(plates()).toEqual(['51B-678.90']))
    expect(router.state.location.search).toMatchObject({ q: '678' })
    expect(wire.to(LIST).at(-1)!.query).toMatchObject({ q: '678', brand_id: '2', page: '1' })
  })

  it('refuses a bad car with the backend’s own messages beside the fields, keeps the typing, then creates', async () => {
    const { table, wire, token, user, plates } = await openCars()
    await user.click(screen.getByRole('button', { name: 'Thêm xe' }))
    const dialog = await findDialog('Thêm xe')
    const plate = within(dialog).getByRole('textbox', { name: 'Biển số' })
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const brand = within(dialog).getByRole('combobox', { name: 'Hãng xe' })

    // refused before any call, with what the backend says for the same values
    const backend = await callApi(`${API.car}/create`, {
      token,
      body: { name: '', license_plate: '51B12345', vehicle_type_id: 2, seats: 16, status: 1 },
    })
    expect(backend.status).toBe(422)
    expect(backend.body.errors).toMatchObject({
      name: ['Vui lòng nhập tên'],
      license_plate: ['Biển số xe không đúng định dạng (VD: 51B-123.45)'],
      brand_id: ['Vui lòng chọn hãng xe'],
    })
    await user.type(plate, '51B12345')
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Xe mới về')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() =>
      expect(plate).toHaveAccessibleDescription('Biển số xe không đúng định dạng (VD: 51B-123.45)'),
    )
    expect(name).toHaveAccessibleDescription('Vui lòng nhập tên')
    expect(brand).toHaveAccessibleDescription('Vui lòng chọn hãng xe')
    expect(plate).toHaveValue('51B12345')
    expect(wire.to(`${API.car}/create`)).toHaveLength(0)

    // a plate another car has: the backend refuses it, beside the field
    await user.clear(plate)
    await user.type(plate, '51b-123.45')
    await user.type(name, 'Solati 16 chỗ 10')
    await chooseOption(user, brand, 'Hyundai')
    // choosing a vehicle type brings its seat count
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Loại xe' }), 'Xe 16 chỗ')
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Số chỗ' })).toHaveValue('15'))
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(plate).toHaveAccessibleDescription('Biển số xe đã tồn tại'))
    expect(wire.to(`${API.car}/create`)).toHaveLength(1)
    expect(name).toHaveValue('Solati 16 chỗ 10')
    expect(plate).toHaveValue('51b-123.45')
    expect(within(dialog).getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Xe mới về')

    // a good save: closes, toasts, the row is there after exactly one list call
    const listCalls = wire.to(LIST).length
    await user.clear(plate)
    await user.type(plate, '51f-123.45')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Thêm xe thành công')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(plates()).toEqual([...SEED_PLATES, '51F-123.45']))
    expect(await wire.to(`${API.car}/create`)[1].body).toMatchObject({
      name: 'Solati 16 chỗ 10',
      license_plate: '51F-123.45',
      brand_id: 1,
      vehicle_type_id: 2,
      seats: 15,
      status: 1,
      note: 'Xe mới về',
    })
    expect(db.cars.findBy((c) => c.license_plate === '51F-123.45')).toMatchObject({ brand_id: 1, seats: 15 })
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('edits with id and version; a save after another clerk’s is refused, keeps the typing, reloads the latest', async () => {
    const { table, wire, user } = await openCars()
    const car = db.cars.findBy((c) => c.license_plate === '51B-678.90')!
    await user.click(within(table).getByRole('button', { name: 'Sửa 51B-678.90' }))
    const dialog = await findDialog('Sửa xe')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const note = within(dialog).getByRole('textbox', { name: 'Ghi chú' })
    expect(name).toHaveValue('Transit 16 chỗ 04')
    await user.type(note, 'Thay lốp tháng 5')

    const other = await loginToken('admin', 'admin123')
    const theirs = await callApi<Car>(`${API.car}/update`, {
      token: other,
      body: { id: car.id, version: car.version, name: 'Ford Transit 04', seats: 15 },
    })
    expect(theirs.status).toBe(200)

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE)
    expect(await wire.to(`${API.car}/update`)[0].body).toMatchObject({
      id: car.id,
      version: car.version,
      name: 'Transit 16 chỗ 04',
      license_plate: '51B-678.90',
      note: 'Thay lốp tháng 5',
    })
    expect(note).toHaveValue('Thay lốp tháng 5')
    expect(db.cars.find(car.id)).toMatchObject({ name: 'Ford Transit 04', note: null })

    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() => expect(name).toHaveValue('Ford Transit 04'))
    await waitFor(() => expect(within(dialog).getByRole('spinbutton', { name: 'Số chỗ' })).toHaveValue('15'))
    expect(note).toHaveValue('')
    await user.type(note, 'Thay lốp tháng 5')
    const listCalls = wire.to(LIST).length
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa xe thành công')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await within(table).findByRole('cell', { name: 'Ford Transit 04' })
    expect(await wire.to(`${API.car}/update`)[1].body).toMatchObject({
      id: car.id,
      version: theirs.body.data.version,
      note: 'Thay lốp tháng 5',
    })
    expect(db.cars.find(car.id)).toMatchObject({
      name: 'Ford Transit 04',
      seats: 15,
      note: 'Thay lốp tháng 5',
    })
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('keeps the rows on screen when the refetch after a save fails', async () => {
    const { table, wire, user, plates } = await openCars()
    await user.click(within(table).getByRole('button', { name: 'Sửa 51B-123.45' }))
    const dialog = await findDialog('Sửa xe')
    await user.type(within(dialog).getByRole('textbox', { name: 'Ghi chú' }), 'Bảo dưỡng')
    server.use(mswHttp.get(`*${LIST}`, () => HttpResponse.error(), { once: true }))
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa xe thành công')).toBeInTheDocument()
    expect(await screen.findByText('Không tải được dữ liệu.')).toBeInTheDocument()
    expect(wire.to(LIST)).toHaveLength(2)
    expect(plates()).toEqual(SEED_PLATES)
  })

  it('deletes after the confirmation; a car on an open trip is refused with the backend message', async () => {
    const spare = db.cars.insert({
      name: 'Xe dự phòng',
      brand_id: 5,
      vehicle_type_id: 2,
      license_plate: '51F-999.99',
      seats: 16,
      status: 1,
      note: null,
    })
    const { table, wire, user, plates } = await openCars()
    const busy = db.cars.find(1)!
    expect(db.trips.findBy((t) => t.car_id === busy.id && t.status !== 4 && t.status !== 5)).toBeDefined()

    await user.click(within(table).getByRole('button', { name: `Xóa ${busy.license_plate}` }))
    let confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    expect(await screen.findByText('Không thể xóa vì dữ liệu đang được sử dụng')).toBeInTheDocument()
    expect(wire.to(`${API.car}/${busy.id}`, 'DELETE')).toHaveLength(1)
    expect(plates()).toContain(busy.license_plate)
    await waitForClose(confirm)

    const listCalls = wire.to(LIST).length
    await user.click(within(table).getByRole('button', { name: 'Xóa 51F-999.99' }))
    confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(plates()).toEqual(SEED_PLATES))
    expect(wire.to(`${API.car}/${spare.id}`, 'DELETE')).toHaveLength(1)
    expect(db.cars.find(spare.id)).toBeUndefined()
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('exports after the confirmation, with the list’s filters and sort but no paging', async () => {
    // jsdom has no download: the file handed to it is what the test sees
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:cars')
    const revokeObjectURL = vi.fn()
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL }
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    onTestFinished(() => void Object.assign(URL, original))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const { wire, user, plates } = await openCars(
      '/car?vehicle_type_id=2&status=1&q=16&sortBy=license_plate&sortDesc=asc&page=1&itemsPerPage=20',
    )
    expect(plates()).toEqual(['49B-135.79', '51B-555.21', '51B-678.90'])

    await user.click(screen.getByRole('button', { name: 'Xuất Excel' }))
    const confirm = await findDialog('Bạn có chắc chắn muốn xuất?')
    expect(wire.to(`${API.car}/export-excel`)).toHaveLength(0)
    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))
    expect(await screen.findByText('Đã xuất tệp Excel')).toBeInTheDocument()
    expect(wire.to(`${API.car}/export-excel`).map((r) => r.query)).toEqual([
      { vehicle_type_id: '2', status: '1', q: '16', sortBy: 'license_plate', sortDesc: 'asc' },
    ])
    expect(createObjectURL).toHaveBeenCalledTimes(1)
    const file = createObjectURL.mock.calls[0][0]
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(file.size).toBeGreaterThan(0)
    const link = click.mock.contexts[0] as HTMLAnchorElement
    expect(link.download).toBe('danh-sach-xe.xlsx')
    expect(link.href).toBe('blob:cars')
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:cars'))
  })

  it('shows the 403 page to an account without car.view, and calls nothing of the screen', async () => {
    await signInDemo('kho', 'kho123')
    const wire = recordRequests()
    renderApp('/car')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect([...wire.under(API.car), ...wire.under(API.brand), ...wire.under(API.vehicle)]).toEqual([])
  })
})
