/* /role and /role/{id}/permissions through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  callApi,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  grantCodes,
  loginToken,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'
import { columnOf } from './permission-diff'

withDemoBackend([
  () => import('./RolesPage'),
  () => import('./RoleDialog'),
  () => import('./RolePermissionsPage'),
])

const SAVE = /Lưu$/
const KHO = 3

const settled = (table: HTMLElement) => waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))

async function openList(username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp('/role')
  const table = await screen.findByRole('table', { name: 'Danh sách vai trò' })
  await settled(table)
  return { ...app, wire, table, user: userEvent.setup({ delay: null }) }
}

async function openMatrix(id: number, username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp(`/role/${id}/permissions`)
  const grid = await screen.findByRole('table', { name: 'Quyền theo chức năng' })
  return { ...app, wire, grid, user: userEvent.setup({ delay: null }) }
}

const accountsOf = (roleId: number) => db.users.filter((u) => u.role_ids.includes(roleId)).length
const modules = () => db.modules.all()
const moduleOf = (code: string) => modules().find((m) => m.sub_actions.some((a) => a.code === code))!
/** A cell's checkbox name: "<action> — <module>". */
const cellName = (code: string) => {
  const m = moduleOf(code)
  return `${m.sub_actions.find((a) => a.code === code)!.name} — ${m.name}`
}
const codesOf = (roleId: number) => {
  const byId = new Map(modules().flatMap((m) => m.sub_actions.map((a) => [a.id, a.code])))
  return db.roles.find(roleId)!.action_ids.map((id) => byId.get(id)!)
}
const ORDER = () => modules().flatMap((m) => m.sub_actions.map((a) => a.code))

describe('/role: the roles', () => {
  it('lists each role with its colour by name, its accounts, and finds one by name in the address', async () => {
    const { table, user, router } = await openList()
    expect(columnValues(table, 'Tên')).toContain('Kho hàng')
    const row = within(table).getByRole('row', { name: /Kho hàng/ })
    expect(within(row).getByText('Xanh lá')).toBeInTheDocument()
    expect(within(row).getByText(String(accountsOf(KHO)))).toBeInTheDocument()
    // no edit nor delete on the super role
    expect(within(table).queryByRole('button', { name: 'Sửa Quản trị hệ thống' })).toBeNull()

    await user.type(screen.getByRole('searchbox'), 'kho{Enter}')
    await waitFor(() => expect(columnValues(table, 'Tên')).toEqual(['Kho hàng']))
    expect(router.state.location.search).toMatchObject({ q: 'kho' })
  })

  it('edits a role: a slug in the wrong form and one taken are refused, the rest kept as typed', async () => {
    const { table, user, wire } = await openList()
    await chooseRowAction(user, table, 'Kho hàng', 'Sửa')
    const dialog = await findDialog('Sửa vai trò')
    const slug = within(dialog).getByRole('textbox', { name: 'Mã vai trò' })
    const description = within(dialog).getByRole('textbox', { name: 'Mô tả' })
    await user.clear(description)
    await user.type(description, 'Kho Sài Gòn')
    await user.clear(slug)
    await user.type(slug, 'Kho Hàng')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(
      await within(dialog).findByText('Mã vai trò chỉ gồm chữ thường không dấu, số và dấu gạch ngang'),
    ).toBeInTheDocument()
    expect(wire.to(`${API.role}/update`)).toHaveLength(0)

    await user.clear(slug)
    await user.type(slug, 'le-tan-sai-gon')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByText('Mã vai trò đã tồn tại')).toBeInTheDocument()
    expect(description).toHaveValue('Kho Sài Gòn')

    await user.clear(slug)
    await user.type(slug, 'kho-sai-gon')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitForClose(dialog)
    expect(db.roles.find(KHO)).toMatchObject({ slug: 'kho-sai-gon', description: 'Kho Sài Gòn' })
    const sent = (await wire.to(`${API.role}/update`).at(-1)!.body) as Record<string, unknown>
    expect(sent).toMatchObject({ id: KHO, version: 1, slug: 'kho-sai-gon' })
    // the permissions are the matrix's: the form never sends them
    expect(Object.keys(sent)).not.toContain('permissions')
  })
})

describe('/role: deleting a role', () => {
  it('asks by name; a role held by accounts stays, the refusal saying how many; an unused one goes', async () => {
    const spare = db.roles.insert({
      name: 'Lễ tân',
      slug: 'le-tan',
      color: null,
      description: null,
      parent_id: null,
      status: 1,
      action_ids: [],
    })
    const staff = db.users.filter((u) => u.username !== 'admin').slice(0, 3)
    for (const u of staff) db.users.update(u.id, { role_ids: [...u.role_ids, spare.id] })
    const { table, user } = await openList()
    await chooseRowAction(user, table, 'Lễ tân', 'Xóa')
    const ask = await findDialog('Xóa vai trò Lễ tân?')
    await user.click(within(ask).getByRole('button', { name: 'Xóa' }))
    expect(
      await screen.findByText('Vai trò Lễ tân đang được 3 tài khoản dùng: không thể xóa'),
    ).toBeInTheDocument()
    expect(db.roles.find(spare.id)).toBeDefined()

    for (const u of staff) db.users.update(u.id, { role_ids: u.role_ids.filter((r) => r !== spare.id) })
    await chooseRowAction(user, table, 'Lễ tân', 'Xóa')
    const again = await findDialog('Xóa vai trò Lễ tân?')
    await user.click(within(again).getByRole('button', { name: 'Xóa' }))
    await waitFor(() => expect(db.roles.find(spare.id)).toBeUndefined())
    await waitFor(() => expect(columnValues(table, 'Tên')).not.toContain('Lễ tân'))
  })
})

describe('/role/{id}/permissions: the matrix', () => {
  it('sets a whole row and a whole column, shows what changed, and sends exactly the codes added and removed', async () => {
    const { grid, user, wire } = await openMatrix(KHO)
    const before = codesOf(KHO)
    const vehicle = modules().find((m) => m.code === 'vehicle')!
    await user.click(within(grid).getByRole('checkbox', { name: `Mọi quyền của ${vehicle.name}` }))
    for (const a of vehicle.sub_actions)
      expect(screen.getByRole('checkbox', { name: cellName(a.code) })).toBeChecked()
    await user.click(within(grid).getByRole('checkbox', { name: 'Cả cột Xem' }))
    // one the role held, taken away
    await user.click(screen.getByRole('checkbox', { name: cellName('shipping.view') }))
    expect(screen.getByRole('checkbox', { name: cellName('shipping.view') })).not.toBeChecked()

    const views = modules().flatMap((m) =>
      m.sub_actions.filter((a) => columnOf(a.code) === 'view').map((a) => a.code),
    )
    const after = new Set([...before, ...vehicle.sub_actions.map((a) => a.code), ...views])
    after.delete('shipping.view')
    const added = ORDER().filter((c) => after.has(c) && !before.includes(c))
    const changes = screen.getByRole('region', { name: 'Thay đổi chưa lưu' })
    expect(within(changes).getByRole('heading')).toHaveTextContent(
      `Thay đổi chưa lưu: +${added.length} quyền, −1 quyền`,
    )
    expect(
      within(within(changes).getByRole('list', { name: 'Bỏ' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([cellName('shipping.view')])
    expect(within(changes).getByRole('list', { name: 'Thêm' }).children).toHaveLength(added.length)

    await user.click(within(changes).getByRole('button', { name: 'Lưu quyền' }))
    await waitFor(() => expect(within(changes).getByRole('heading')).toHaveTextContent('Chưa có thay đổi'))
    const adds = wire.to(`${API.role}/add-multi-permission`)
    const removes = wire.to(`${API.role}/remove-multi-permission`)
    expect(adds).toHaveLength(1)
    expect(removes).toHaveLength(1)
    expect(await adds[0].body).toEqual({ role_id: KHO, codes: added })
    expect(await removes[0].body).toEqual({ role_id: KHO, codes: ['shipping.view'] })
    expect(new Set(codesOf(KHO))).toEqual(after)
  })

  it('saves only this user’s changes: a code granted meanwhile by someone else stays granted', async () => {
    const { user, wire, queryClient } = await openMatrix(KHO)
    await user.click(screen.getByRole('checkbox', { name: cellName('brand.view') }))
    // another administrator grants car.view meanwhile; the role's event brings it
    const other = await loginToken('admin', 'admin123')
    await callApi(`${API.role}/add-multi-permission`, {
      body: { role_id: KHO, codes: ['car.view'] },
      token: other,
    })
    await act(() => queryClient.invalidateQueries({ queryKey: ['role'] }))
    await waitFor(() => expect(screen.getByRole('checkbox', { name: cellName('car.view') })).toBeChecked())
    const changes = screen.getByRole('region', { name: 'Thay đổi chưa lưu' })
    expect(within(changes).getByRole('heading')).toHaveTextContent('Thay đổi chưa lưu: +1 quyền, −0 quyền')
    await user.click(within(changes).getByRole('button', { name: 'Lưu quyền' }))
    await waitFor(() => expect(within(changes).getByRole('heading')).toHaveTextContent('Chưa có thay đổi'))
    expect(wire.to(`${API.role}/remove-multi-permission`)).toHaveLength(0)
    expect(codesOf(KHO)).toEqual(expect.arrayContaining(['brand.view', 'car.view']))
  })

  it('keeps the cells a non-super user cannot grant disabled, saying why', async () => {
    grantCodes('quan-ly', 'role.view', 'role.permission')
    const { grid, user } = await openMatrix(KHO, 'quanly', 'quanly123')
    const notHeld = screen.getByRole('checkbox', { name: cellName('user.create') })
    expect(notHeld).toBeDisabled()
    expect(notHeld).toHaveAccessibleDescription('bạn không có quyền này nên không cấp được')
    const held = screen.getByRole('checkbox', { name: cellName('car.view') })
    expect(held).toBeEnabled()
    expect(held).not.toHaveAccessibleDescription()
    // a whole column sets only what the user may grant
    await user.click(within(grid).getByRole('checkbox', { name: 'Cả cột Thêm' }))
    expect(screen.getByRole('checkbox', { name: cellName('car.create') })).toBeChecked()
    expect(notHeld).not.toBeChecked()
  })

  it('shows the super role read-only with a note', async () => {
    const { grid } = await openMatrix(1)
    expect(
      screen.getByText('Vai trò quản trị hệ thống luôn có mọi quyền: không sửa được.'),
    ).toBeInTheDocument()
    const boxes = within(grid).getAllByRole('checkbox')
    expect(boxes.every((box) => (box as HTMLInputElement).disabled)).toBe(true)
    expect(screen.queryByRole('button', { name: 'Lưu quyền' })).toBeNull()
  })
})
