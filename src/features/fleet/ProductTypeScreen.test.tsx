/* /product-type (goods types, the shipping desk's) through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import type { ProductType } from '../../api/schemas/fleet'
import { renderApp } from '../../app/test-utils'
import {
  callApi,
  columnValues,
  db,
  findDialog,
  loginToken,
  recordRequests,
  server,
  signInDemo,
  withDemoBackend,
  waitForClose,
  rowWith,
} from '../../test/demo-backend'

withDemoBackend([() => import('./CatalogPage'), () => import('./CatalogDialog')])

const LIST = `${API.productType}/list`
/** "Lưu" (jsdom never ends antd's loading-icon animation: after a first save its name stays "loading Lưu") */
const SAVE = /Lưu$/
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'
const SEED = [
  'Tài liệu, giấy tờ',
  'Thực phẩm khô',
  'Nông sản Đà Lạt (rau, hoa)',
  'Hàng dễ vỡ',
  'Đồ điện tử',
  'Quần áo, vải vóc',
  'Hàng cồng kềnh',
]

/** Signs in as the warehouse clerk (shipping.view and the goods type writes) and opens /product-type. */
async function openGoodsTypes(url = '/product-type') {
  const session = await signInDemo('kho', 'kho123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách loại hàng' })
  await settled(table)
  const names = () => columnValues(table, 'Tên')
  return { ...app, ...session, wire, table, names, user: userEvent.setup({ delay: null }) }
}

/** Waits until the list has settled after a change (its refetch done). */
const settled = (table: HTMLElement) => waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))

const inUse = (id: number) =>
  !!db.waitingGoods.findBy((g) => g.product_type_id === id) ||
  !!db.shippingOrders.findBy((o) => o.product_type_id === id)

describe('/product-type', () => {
  it('lists the seed, and writes paging, sort and search to the URL and the list call', async () => {
    for (const name of ['Xe máy', 'Thú cưng', 'Cây cảnh', 'Hàng lạnh'])
      db.productTypes.insert({ name, color: null, status: 1, note: null })
    const { table, wire, router, user, names } = await openGoodsTypes()
    expect(names()).toEqual([...SEED, 'Xe máy', 'Thú cưng', 'Cây cảnh'])
    expect(rowWith(table, /Hàng dễ vỡ/)).toHaveTextContent('Hoạt động')
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])

    await user.click(screen.getByRole('button', { name: 'Trang 2' }))
    await waitFor(() => expect(names()).toEqual(['Hàng lạnh']))
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '2', itemsPerPage: '10' })

    await user.click(within(table).getByRole('button', { name: 'Tên' }))
    await waitFor(() => expect(names()[0]).toBe('Cây cảnh'))
    expect(router.state.location.search).toEqual({ sortBy: 'name', sortDesc: 'asc' })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortBy: 'name',
      sortDesc: 'asc',
    })

    // without accents, as a clerk types in a hurry
    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'de vo{Enter}')
    await waitFor(() => expect(names()).toEqual(['Hàng dễ vỡ']))
    expect(router.state.location.search).toEqual({ sortBy: 'name', sortDesc: 'asc', q: 'de vo' })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortBy: 'name',
      sortDesc: 'asc',
      q: 'de vo',
    })
  })

  it('refuses a save with the backend’s own messages beside the field, keeps what was typed, then creates', async () => {
    const { table, wire, token, user, names } = await openGoodsTypes()
    await user.click(screen.getByRole('button', { name: 'Thêm loại hàng' }))
    const dialog = await findDialog('Thêm loại hàng')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const note = within(dialog).getByRole('textbox', { name: 'Ghi chú' })

    const backend = await callApi(`${API.productType}/create`, { token, body: { name: '', status: 1 } })
    expect(backend.body.errors?.name).toEqual(['Vui lòng nhập tên'])
    await user.type(note, 'Đóng thùng xốp')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Vui lòng nhập tên'))
    expect(wire.to(`${API.productType}/create`)).toHaveLength(0)

    await user.type(name, 'HANG DE VO')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Tên đã tồn tại'))
    expect(wire.to(`${API.productType}/create`)).toHaveLength(1)
    expect(name).toHaveValue('HANG DE VO')
    expect(note).toHaveValue('Đóng thùng xốp')

    const listCalls = wire.to(LIST).length
    await user.clear(name)
    await user.type(name, 'Hải sản tươi')
    await user.click(within(dialog).getByRole('radio', { name: 'Ngừng hoạt động' }).closest('label')!)
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Thêm loại hàng thành công')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(names()).toEqual([...SEED, 'Hải sản tươi']))
    expect(rowWith(table, /Hải sản tươi/)).toHaveTextContent('Ngừng hoạt động')
    expect(await wire.to(`${API.productType}/create`)[1].body).toEqual({
      name: 'Hải sản tươi',
      color: null,
      status: 0,
      note: 'Đóng thùng xốp',
    })
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('edits with id and version; a save after another clerk’s is refused, keeps the typing, reloads the latest', async () => {
    const { table, wire, user } = await openGoodsTypes()
    const fragile = db.productTypes.findBy((p) => p.name === 'Hàng dễ vỡ')!
    await user.click(within(table).getByRole('button', { name: 'Sửa Hàng dễ vỡ' }))
    const dialog = await findDialog('Sửa loại hàng')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const note = within(dialog).getByRole('textbox', { name: 'Ghi chú' })
    await user.type(note, 'Dán nhãn "Nhẹ tay"')

    const other = await loginToken('letan.sg', 'letan123')
    const theirs = await callApi<ProductType>(`${API.productType}/update`, {
      token: other,
      body: { id: fragile.id, version: fragile.version, name: 'Hàng dễ vỡ (kính, sứ)' },
    })
    expect(theirs.status).toBe(200)

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(STALE)
    expect(await wire.to(`${API.productType}/update`)[0].body).toEqual({
      id: fragile.id,
      version: fragile.version,
      name: 'Hàng dễ vỡ',
      color: '#f5222d',
      status: 1,
      note: 'Dán nhãn "Nhẹ tay"',
    })
    expect(note).toHaveValue('Dán nhãn "Nhẹ tay"')

    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() => expect(name).toHaveValue('Hàng dễ vỡ (kính, sứ)'))
    expect(note).toHaveValue('')
    await user.type(note, 'Dán nhãn "Nhẹ tay"')
    const listCalls = wire.to(LIST).length
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Sửa loại hàng thành công')).toBeInTheDocument()
    await within(table).findByRole('cell', { name: 'Dán nhãn "Nhẹ tay"' })
    expect(await wire.to(`${API.productType}/update`)[1].body).toMatchObject({
      id: fragile.id,
      version: theirs.body.data.version,
      name: 'Hàng dễ vỡ (kính, sứ)',
    })
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('deletes after the confirmation; a goods type orders use is refused with the backend message', async () => {
    const spare = db.productTypes.insert({ name: 'Hàng mẫu', color: null, status: 1, note: null })
    const { table, wire, user, names } = await openGoodsTypes()
    const used = db.productTypes.all().find((p) => inUse(p.id))!
    expect(used).toBeDefined()

    await user.click(within(table).getByRole('button', { name: `Xóa ${used.name}` }))
    let confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    expect(await screen.findByText('Không thể xóa vì dữ liệu đang được sử dụng')).toBeInTheDocument()
    expect(wire.to(`${API.productType}/${used.id}`, 'DELETE')).toHaveLength(1)
    expect(names()).toContain(used.name)
    await waitForClose(confirm)

    const listCalls = wire.to(LIST).length
    await user.click(within(table).getByRole('button', { name: 'Xóa Hàng mẫu' }))
    confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(names()).toEqual(SEED))
    expect(wire.to(`${API.productType}/${spare.id}`, 'DELETE')).toHaveLength(1)
    await settled(table)
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('keeps the rows on screen when a refetch fails', async () => {
    const { wire, queryClient, names } = await openGoodsTypes()
    server.use(mswHttp.get(`*${LIST}`, () => HttpResponse.error(), { once: true }))
    await queryClient.invalidateQueries({ queryKey: ['product-type'] })
    expect(wire.to(LIST)).toHaveLength(2)
    expect(await screen.findByText('Không tải được dữ liệu.')).toBeInTheDocument()
    expect(names()).toEqual(SEED)
  })

  it('shows the 403 page to an account without shipping.view, and calls nothing of the group', async () => {
    await signInDemo('quanly', 'quanly123')
    const wire = recordRequests()
    renderApp('/product-type')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(wire.under(API.productType)).toEqual([])
  })
})
