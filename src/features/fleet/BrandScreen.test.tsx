/* /brand through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http as mswHttp, HttpResponse } from 'msw'
import { API } from '../../api/paths'
import type { Brand } from '../../api/schemas/fleet'
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
} from '../../test/demo-backend'

withDemoBackend([() => import('./CatalogPage'), () => import('./CatalogDialog')])

const LIST = `${API.brand}/list`
/** "Lưu" (jsdom never ends antd's loading-icon animation: after a first save its name stays "loading Lưu") */
const SAVE = /Lưu$/
const STALE = 'Bản ghi đã được người khác thay đổi trong lúc bạn sửa. Hãy tải lại bản mới nhất rồi lưu lại.'

/** Signs in as the fleet manager and opens /brand (or `url`) with its rows on screen. */
async function openBrands(url = '/brand') {
  const session = await signInDemo('quanly', 'quanly123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách hãng xe' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

/** The names in the table, top to bottom. */
const names = (table: HTMLElement) => columnValues(table, 'Tên')

describe('/brand', () => {
  it('lists the seed, and writes search, status filter, sort and paging to the URL and the list call', async () => {
    for (let i = 1; i <= 8; i++)
      db.brands.insert({ name: `Hãng thử ${i}`, color: null, status: 1, note: null })
    const { table, wire, router, user } = await openBrands()
    expect(names(table)).toEqual([
      'Hyundai',
      'Ford',
      'Thaco',
      'Mercedes-Benz',
      'Toyota',
      'Isuzu',
      'Kia',
      'Hãng thử 1',
      'Hãng thử 2',
      'Hãng thử 3',
    ])
    expect(screen.getByText('Tổng 15 dòng')).toBeInTheDocument()
    expect(wire.to(LIST).map((r) => r.query)).toEqual([{ page: '1', itemsPerPage: '10' }])

    // paging
    await user.click(screen.getByRole('button', { name: 'Trang 2' }))
    await waitFor(() => expect(names(table)[0]).toBe('Hãng thử 4'))
    expect(router.state.location.search).toEqual({ page: 2 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '2', itemsPerPage: '10' })
    await user.selectOptions(screen.getByLabelText('Số dòng mỗi trang'), '20')
    await waitFor(() => expect(names(table)).toHaveLength(15))
    expect(router.state.location.search).toEqual({ itemsPerPage: 20 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '1', itemsPerPage: '20' })

    // sort: ascending, then descending
    await user.click(within(table).getByRole('button', { name: 'Tên' }))
    await waitFor(() => expect(names(table)[0]).toBe('Ford'))
    expect(router.state.location.search).toEqual({ itemsPerPage: 20, sortBy: 'name', sortDesc: 'asc' })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '20',
      sortBy: 'name',
      sortDesc: 'asc',
    })
    expect(within(table).getByRole('columnheader', { name: 'Tên' })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(within(table).getByRole('button', { name: 'Tên' }))
    await waitFor(() => expect(names(table)[0]).toBe('Toyota'))
    expect(wire.to(LIST).at(-1)!.query).toMatchObject({ sortBy: 'name', sortDesc: 'desc' })

    // free text: Enter applies it at once, back to page 1
    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'toy{Enter}')
    await waitFor(() => expect(names(table)).toEqual(['Toyota']))
    expect(router.state.location.search).toEqual({
      itemsPerPage: 20,
      sortBy: 'name',
      sortDesc: 'desc',
      q: 'toy',
    })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '20',
      sortBy: 'name',
      sortDesc: 'desc',
      q: 'toy',
    })
  })

  it('filters by status from the toolbar and from an address with the list state', async () => {
    const { table, wire, router, user } = await openBrands('/brand?sortBy=name&sortDesc=asc&page=1')
    expect(wire.to(LIST)[0].query).toEqual({ page: '1', itemsPerPage: '10', sortBy: 'name', sortDesc: 'asc' })
    expect(names(table)[0]).toBe('Ford')

    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }))
    await user.click(await screen.findByTitle('Ngừng hoạt động'))
    await waitFor(() => expect(names(table)).toEqual(['Kia']))
    expect(router.state.location.search).toEqual({ sortBy: 'name', sortDesc: 'asc', status: 0 })
    expect(wire.to(LIST).at(-1)!.query).toEqual({
      page: '1',
      itemsPerPage: '10',
      sortBy: 'name',
      sortDesc: 'asc',
      status: '0',
    })
  })

  it('refuses a save with the backend’s own messages beside the field, keeps what was typed, then creates', async () => {
    const { table, wire, token, user } = await openBrands()
    await user.click(screen.getByRole('button', { name: 'Thêm hãng xe' }))
    const dialog = await findDialog('Thêm hãng xe')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    const note = within(dialog).getByRole('textbox', { name: 'Ghi chú' })

    // an empty name: refused before any call, with the message the backend gives for it
    const backend = await callApi(`${API.brand}/create`, { token, body: { name: '   ', status: 1 } })
    expect(backend.body.errors?.name).toEqual(['Vui lòng nhập tên'])
    await user.type(note, 'Xe khách Hàn Quốc')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Vui lòng nhập tên'))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(wire.to(`${API.brand}/create`)).toHaveLength(0)

    // a name another brand has (case and accents aside): refused by the backend, beside the field
    await user.type(name, 'HYUNDAI')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Tên đã tồn tại'))
    expect(wire.to(`${API.brand}/create`)).toHaveLength(1)
    expect(dialog).toBeInTheDocument()
    expect(name).toHaveValue('HYUNDAI')
    expect(note).toHaveValue('Xe khách Hàn Quốc')

    // a good save: closes, toasts, the row is there after exactly one list call
    const listCalls = wire.to(LIST).length
    await user.clear(name)
    await user.type(name, 'Daewoo')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Thêm hãng xe thành công')).toBeInTheDocument()
    await within(table).findByRole('cell', { name: 'Daewoo' })
    expect(await wire.to(`${API.brand}/create`)[1].body).toEqual({
      name: 'Daewoo',
      color: null,
      status: 1,
      note: 'Xe khách Hàn Quốc',
    })
    expect(db.brands.findBy((b) => b.name === 'Daewoo')).toMatchObject({
      note: 'Xe khách Hàn Quốc',
      status: 1,
    })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('edits with id and version; a save after another clerk’s is refused, keeps the typing, reloads the latest', async () => {
    const { table, wire, user } = await openBrands()
    const ford = db.brands.findBy((b) => b.name === 'Ford')!
    await user.click(within(table).getByRole('button', { name: 'Sửa Ford' }))
    const dialog = await findDialog('Sửa hãng xe')
    const name = within(dialog).getByRole('textbox', { name: 'Tên' })
    expect(name).toHaveValue('Ford')
    await user.clear(name)
    await user.type(name, 'Ford Việt Nam')

    // another clerk saves the row meanwhile
    const other = await loginToken('admin', 'admin123')
    const theirs = await callApi<Brand>(`${API.brand}/update`, {
      token: other,
      body: { id: ford.id, version: ford.version, note: 'Đại lý Ford Sài Gòn' },
    })
    expect(theirs.status).toBe(200)

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(STALE)
    expect(await wire.to(`${API.brand}/update`)[0].body).toEqual({
      id: ford.id,
      version: ford.version,
      name: 'Ford Việt Nam',
      color: '#003478',
      status: 1,
      note: 'Transit',
    })
    expect(name).toHaveValue('Ford Việt Nam')
    expect(within(dialog).getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Transit')

    // the latest version replaces the form's values; saving again works
    await user.click(within(dialog).getByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Đại lý Ford Sài Gòn'),
    )
    expect(name).toHaveValue('Ford')
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
    await user.clear(name)
    await user.type(name, 'Ford Việt Nam')
    const listCalls = wire.to(LIST).length
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Sửa hãng xe thành công')).toBeInTheDocument()
    await within(table).findByRole('cell', { name: 'Ford Việt Nam' })
    expect(await wire.to(`${API.brand}/update`)[1].body).toMatchObject({
      id: ford.id,
      version: theirs.body.data.version,
      name: 'Ford Việt Nam',
      note: 'Đại lý Ford Sài Gòn',
    })
    expect(db.brands.find(ford.id)).toMatchObject({ name: 'Ford Việt Nam', note: 'Đại lý Ford Sài Gòn' })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('deletes after the confirmation; a brand with cars is refused with the backend message', async () => {
    const { table, wire, user } = await openBrands()
    const hyundai = db.brands.findBy((b) => b.name === 'Hyundai')!
    const kia = db.brands.findBy((b) => b.name === 'Kia')!

    await user.click(within(table).getByRole('button', { name: 'Xóa Hyundai' }))
    let confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    expect(await screen.findByText('Không thể xóa vì dữ liệu đang được sử dụng')).toBeInTheDocument()
    expect(wire.to(`${API.brand}/${hyundai.id}`, 'DELETE')).toHaveLength(1)
    expect(within(table).getByRole('cell', { name: 'Hyundai' })).toBeInTheDocument()
    expect(db.brands.find(hyundai.id)).toBeDefined()

    await waitForClose(confirm)

    // Kia has no car
    const listCalls = wire.to(LIST).length
    await user.click(within(table).getByRole('button', { name: 'Xóa Kia' }))
    confirm = await findDialog('Bạn có chắc chắn muốn xóa?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'Kia' })).not.toBeInTheDocument())
    expect(wire.to(`${API.brand}/${kia.id}`, 'DELETE')).toHaveLength(1)
    expect(db.brands.find(kia.id)).toBeUndefined()
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    expect(wire.to(LIST).length - listCalls).toBe(1)
  })

  it('keeps the rows on screen when a refetch fails, and says so', async () => {
    const { table, wire, queryClient, user } = await openBrands()
    server.use(mswHttp.get(`*${LIST}`, () => HttpResponse.error(), { once: true }))
    await queryClient.invalidateQueries({ queryKey: ['brand'] })
    expect(wire.to(LIST)).toHaveLength(2)
    expect(await screen.findByText('Lỗi mạng. Vui lòng thử lại!')).toBeInTheDocument()
    expect(await screen.findByText('Không tải được dữ liệu.')).toBeInTheDocument()
    expect(names(table)).toEqual(['Hyundai', 'Ford', 'Thaco', 'Mercedes-Benz', 'Toyota', 'Isuzu', 'Kia'])

    // Retry: the next call answers
    await user.click(screen.getByRole('button', { name: 'Thử lại' }))
    await waitFor(() => expect(screen.queryByText('Không tải được dữ liệu.')).not.toBeInTheDocument())
    expect(wire.to(LIST)).toHaveLength(3)
    expect(names(table)).toHaveLength(7)
  })

  it('shows the 403 page to an account without brand.view, and calls nothing of the group', async () => {
    await signInDemo('kho', 'kho123')
    const wire = recordRequests()
    renderApp('/brand')
    expect(await screen.findByText('Bạn không có quyền truy cập chức năng này!')).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(wire.under(API.brand)).toEqual([])
  })
})
