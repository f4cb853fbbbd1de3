/* /menu through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import { http as mswHttp, HttpResponse } from 'msw'
import {
  db,
  chooseRowAction,
  findDialog,
  grantCodes,
  recordRequests,
  revokeCodes,
  server,
  signInDemo,
  waitForClose,
  withDemoBackend,
  buttonNamed,
} from '../../test/demo-backend'

withDemoBackend([() => import('./MenusPage'), () => import('./MenuItemDialog')])

const SAVE = /Lưu$/

/** Signs in (the administrator by default) and opens /menu with its entries on screen. */
async function openMenus(username = 'admin', password = 'admin123') {
  const session = await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp('/menu')
  const table = await screen.findByRole('table', { name: 'Các mục menu' })
  const nav = screen.getByRole('navigation', { name: 'Menu chính' })
  return { ...app, ...session, wire, table, nav, user: userEvent.setup({ delay: null }) }
}

/** The entries' Vietnamese names, top to bottom (each row's header, its first line). */
// the rows' headers from the table itself (a role query over every row is slow)
const entryNames = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody th[scope="row"]')].map(
    (th) => th.querySelector('.menu-entry-name')?.textContent,
  )

/** A button of the table by its name (its aria-label), which must be there. */
const buttonIn = (table: HTMLElement, name: string) => {
  const button = buttonNamed(table, name)
  if (!button) throw new Error(`no button "${name}"`)
  return button
}

/** An entry's row, by its Vietnamese name (a plain query: a role query by name over the whole menu is slow). */
const rowOf = (table: HTMLElement, name: string) =>
  within(table).getByText(name, { selector: '.menu-entry-name' }).closest('tr')!

/** The side menu's links, top to bottom. */
const menuLinks = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent)

describe('/menu', () => {
  it('lists every entry in order, subheaders over their links, with screen, code and state', async () => {
    // an entry turned off
    db.menus.update(db.menus.findBy((m) => m.slug === '/article')!.id, { active: false })
    const { table } = await openMenus()
    const names = entryNames(table)
    expect(names.slice(0, 3)).toEqual(['Đặt vé', 'Vé chờ xếp xe', 'Xếp khách lên xe'])
    expect(names).toHaveLength(db.menus.all().length)
    const articles = rowOf(table, 'Bài viết')
    expect(within(articles).getByText('Tạm ẩn')).toBeInTheDocument()
    const brands = rowOf(table, 'Hãng xe')
    expect(brands.cells[2]).toHaveTextContent(/^Hãng xe\/brand$/)
    expect(within(brands).getByText('Brands')).toBeInTheDocument()
    expect(within(brands).getByText('brand.view')).toBeInTheDocument()
    expect(within(brands).getByText('Đang dùng')).toBeInTheDocument()
  })

  it('moves an entry with Alt+↑ on its move button: saved at once, focus kept, said aloud, the side menu follows', async () => {
    const { table, wire, nav, user } = await openMenus()
    await waitFor(() => expect(menuLinks(nav)).toContain('Hãng xe'))
    const before = menuLinks(nav)
    expect(before.indexOf('Hãng xe')).toBe(before.indexOf('Loại xe') + 1)
    const handle = buttonIn(table, 'Di chuyển Hãng xe')
    handle.focus()
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}')
    const names = entryNames(table)
    expect(names.indexOf('Hãng xe')).toBe(names.indexOf('Loại xe') - 1)
    expect(buttonIn(table, 'Di chuyển Hãng xe')).toHaveFocus()
    expect(screen.getByText(/^Đã chuyển Hãng xe tới vị trí \d+ trên \d+$/)).toBeInTheDocument()
    const sent = (await wire.to(`${API.menu}/reorder`).at(-1)!.body) as { ids: number[] }
    expect(sent.ids).toHaveLength(db.menus.all().length)
    expect(
      db.menus
        .all()
        .sort((a, b) => a.position - b.position)
        .map((m) => m.id),
    ).toEqual(sent.ids)
    await waitFor(() => {
      const links = menuLinks(nav)
      expect(links.indexOf('Hãng xe')).toBe(links.indexOf('Loại xe') - 1)
    })
  })

  it('moves an entry by dragging its row onto another', async () => {
    const { table, wire } = await openMenus()
    const dataTransfer = { setData: () => undefined, effectAllowed: '' }
    fireEvent.dragStart(rowOf(table, 'Xe'), { dataTransfer })
    fireEvent.dragOver(rowOf(table, 'Loại xe'), { dataTransfer })
    fireEvent.drop(rowOf(table, 'Loại xe'), { dataTransfer })
    await waitFor(() => expect(wire.to(`${API.menu}/reorder`)).toHaveLength(1))
    const names = entryNames(table)
    expect(names.indexOf('Xe')).toBe(names.indexOf('Loại xe') - 1)
    // dragged down, a row lands under the one it is dropped on
    fireEvent.dragStart(rowOf(table, 'Loại xe'), { dataTransfer })
    fireEvent.dragOver(rowOf(table, 'Hãng xe'), { dataTransfer })
    expect(rowOf(table, 'Hãng xe')).toHaveAttribute('data-drop', 'after')
    fireEvent.drop(rowOf(table, 'Hãng xe'), { dataTransfer })
    await waitFor(() => expect(wire.to(`${API.menu}/reorder`)).toHaveLength(2))
    const after = entryNames(table)
    expect(after.indexOf('Loại xe')).toBe(after.indexOf('Hãng xe') + 1)
  })

  it('adds an entry for one of the app’s screens, chosen by its title', async () => {
    const { table, wire, nav, user } = await openMenus()
    await user.click(screen.getByRole('button', { name: 'Thêm mục menu' }))
    const dialog = await findDialog('Thêm mục menu')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên (tiếng Việt)' }), 'Nhập khách từ Excel')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên (tiếng Anh)' }), 'Import customers')
    await user.click(within(dialog).getByRole('combobox', { name: 'Màn hình' }))
    await user.keyboard('excel')
    await user.click(await screen.findByText('Nhập khách hàng từ Excel (/import-customer)'))
    // who it shows to: its screen's code
    expect(
      within(dialog).getByText('Hiện cho người có quyền customer.create (quyền mở màn hình này)'),
    ).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitForClose(dialog)
    expect(await wire.to(`${API.menu}/create`).at(-1)!.body).toMatchObject({
      type: 'link',
      name: 'Nhập khách từ Excel',
      name_en: 'Import customers',
      slug: '/import-customer',
      active: true,
    })
    await waitFor(() => expect(entryNames(table).at(-1)).toBe('Nhập khách từ Excel'))
    expect(within(rowOf(table, 'Nhập khách từ Excel')).getByText('customer.create')).toBeInTheDocument()
    await waitFor(() => expect(menuLinks(nav)).toContain('Nhập khách từ Excel'))
  })

  it('refuses a link without a screen, beside the field, keeping what was typed', async () => {
    const { user } = await openMenus()
    await user.click(screen.getByRole('button', { name: 'Thêm mục menu' }))
    const dialog = await findDialog('Thêm mục menu')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên (tiếng Việt)' }), 'Lối tắt')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByText('Chọn màn hình mà mục menu mở')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Tên (tiếng Việt)' })).toHaveValue('Lối tắt')
  })

  it('hides an entry by unticking "Đang dùng": the side menu drops it', async () => {
    const { nav, user } = await openMenus()
    await waitFor(() => expect(menuLinks(nav)).toContain('Hãng xe'))
    await chooseRowAction(user, screen.getByRole('table', { name: 'Các mục menu' }), 'Hãng xe', 'Sửa')
    const dialog = await findDialog('Sửa mục menu')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Đang dùng' }))
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitForClose(dialog)
    await waitFor(() => expect(menuLinks(nav)).not.toContain('Hãng xe'))
    expect(db.menus.findBy((m) => m.name === 'Hãng xe')?.active).toBe(false)
  })

  it('deletes an entry once asked by name', async () => {
    const { table, user } = await openMenus()
    await chooseRowAction(user, table, 'Hãng xe', 'Xóa')
    const confirm = await findDialog('Xóa mục menu “Hãng xe”?')
    await user.click(within(confirm).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(entryNames(table)).not.toContain('Hãng xe'))
    expect(db.menus.findBy((m) => m.name === 'Hãng xe')).toBeUndefined()
    // the focus goes to the row that took its place
    await waitFor(() => expect(buttonIn(table, 'Di chuyển Xe')).toHaveFocus())
  })

  it('moves an entry from its move button’s menu (the pointer’s way without dragging)', async () => {
    const { table, user } = await openMenus()
    await user.click(buttonIn(table, 'Di chuyển Loại xe'))
    await user.click(await screen.findByRole('menuitem', { name: 'Chuyển xuống' }))
    await waitFor(() => {
      const names = entryNames(table)
      expect(names.indexOf('Loại xe')).toBe(names.indexOf('Hãng xe') + 1)
    })
  })

  it('puts the order back when the backend refuses a move, and says so', async () => {
    const { table, user } = await openMenus()
    const before = entryNames(table)
    server.use(
      mswHttp.post(
        `*${API.menu}/reorder`,
        () => HttpResponse.json({ code: 500, message: 'Lỗi' }, { status: 500 }),
        { once: true },
      ),
    )
    buttonIn(table, 'Di chuyển Hãng xe').focus()
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}')
    expect(await screen.findByText('Không lưu được thứ tự menu, thứ tự cũ được giữ lại')).toBeInTheDocument()
    await waitFor(() => expect(entryNames(table)).toEqual(before))
  })

  it('is read-only for a holder of menu.view without menu.update', async () => {
    grantCodes('quan-ly', 'menu.view')
    revokeCodes('quan-ly', 'menu.update')
    const { table } = await openMenus('quanly', 'quanly123')
    expect(within(table).queryByRole('button', { name: /^Di chuyển/ })).toBeNull()
    expect(within(table).queryByRole('button', { name: /^Sửa/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Thêm mục menu' })).toBeNull()
  })
})
