/* /module through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  columnValues,
  db,
  findDialog,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([() => import('./ModulesPage'), () => import('./ModuleDialog')])

const LIST = `${API.module}/list`
const SAVE = /Lưu$/

/** Signs in as the administrator and opens /module (or `url`) with its rows on screen. */
async function openModules(url = '/module') {
  const session = await signInDemo('admin', 'admin123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách chức năng' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

/** A module of two actions, the first held by a role "Kế toán". */
function contractModule() {
  const module = db.modules.insert({
    name: 'Hợp đồng',
    code: 'contract',
    description: null,
    icon: 'FileTextOutlined',
    sub_actions: [
      { id: 901, name: 'Xem hợp đồng', code: 'contract.view', description: null },
      { id: 902, name: 'Tạo hợp đồng', code: 'contract.create', description: null },
    ],
    createdAt: '2026-01-01T08:00:00+07:00',
  })
  const role = db.roles.insert({
    name: 'Kế toán',
    slug: 'ke-toan',
    color: null,
    description: null,
    parent_id: null,
    status: 1,
    action_ids: [901],
  })
  return { module, role }
}

describe('/module', () => {
  it('lists the modules with their code, icon and number of actions, and searches through the URL', async () => {
    const { table, wire, router, user } = await openModules()
    expect(columnValues(table, 'Tên')).toEqual([
      'Đặt vé',
      'Gửi hàng',
      'Thống kê',
      'Quản lý tuyến',
      'Quản lý xe',
      'Quản lý tin tức',
      'Cài đặt',
      'Người dùng',
    ])
    const setting = db.modules.findBy((m) => m.code === 'setting')!
    const row = within(table).getByRole('cell', { name: 'Cài đặt' }).closest('tr')!
    expect(within(row).getByText('setting')).toBeInTheDocument()
    expect(within(row).getByText('SettingOutlined')).toBeInTheDocument()
    expect(within(row).getByRole('cell', { name: String(setting.sub_actions.length) })).toBeInTheDocument()

    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), 'shippingWaiting{Enter}')
    await waitFor(() => expect(columnValues(table, 'Tên')).toEqual(['Gửi hàng']))
    expect(router.state.location.search).toEqual({ q: 'shippingWaiting' })
    expect(wire.to(LIST).at(-1)!.query).toEqual({ page: '1', itemsPerPage: '10', q: 'shippingWaiting' })
  })

  it('creates a module with its actions edited as rows', async () => {
    const { table, wire, user } = await openModules()
    await user.click(screen.getByRole('button', { name: 'Thêm chức năng' }))
    const dialog = await findDialog('Thêm chức năng')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên' }), 'Hợp đồng')
    await user.type(within(dialog).getByRole('textbox', { name: 'Mã' }), 'contract')
    await user.click(within(dialog).getByRole('button', { name: 'Thêm quyền' }))
    await user.click(within(dialog).getByRole('button', { name: 'Thêm quyền' }))
    const rows = within(dialog).getAllByRole('group', { name: /^Quyền / })
    expect(rows).toHaveLength(2)
    const fill = async (row: HTMLElement, name: string, code: string) => {
      await user.type(within(row).getByRole('textbox', { name: 'Tên quyền' }), name)
      // a new row's code starts with the module's
      expect(within(row).getByRole('textbox', { name: 'Mã quyền' })).toHaveValue('contract.')
      await user.type(within(row).getByRole('textbox', { name: 'Mã quyền' }), code)
    }
    await fill(rows[0], 'Xem hợp đồng', 'view')
    await fill(rows[1], 'Tạo hợp đồng', 'create')
    await user.type(within(rows[1]).getByRole('textbox', { name: 'Mô tả quyền' }), 'Lập hợp đồng mới')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitForClose(dialog)
    expect(await wire.to(`${API.module}/create`)[0].body).toMatchObject({
      name: 'Hợp đồng',
      code: 'contract',
      sub_actions: [
        { id: null, name: 'Xem hợp đồng', code: 'contract.view', description: null },
        { id: null, name: 'Tạo hợp đồng', code: 'contract.create', description: 'Lập hợp đồng mới' },
      ],
    })
    expect(db.modules.findBy((m) => m.code === 'contract')!.sub_actions.map((a) => a.code)).toEqual([
      'contract.view',
      'contract.create',
    ])
    await within(table).findByRole('cell', { name: 'Hợp đồng' })
  })

  it('asks before removing an action a role holds, naming the role, then sends the confirmation', async () => {
    const { module, role } = contractModule()
    const { wire, user } = await openModules()
    await user.click(await screen.findByRole('button', { name: 'Sửa Hợp đồng' }))
    const dialog = await findDialog('Sửa chức năng')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa quyền Xem hợp đồng' }))
    expect(within(dialog).getAllByRole('group', { name: /^Quyền / })).toHaveLength(1)

    // cancelled: nothing sent, the dialog stays
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    const question =
      'Các quyền contract.view đang được cấp cho vai trò: Kế toán. Lưu sẽ gỡ các quyền này khỏi các vai trò đó.'
    let ask = await findDialog(question)
    await user.click(within(ask).getByRole('button', { name: /Hủy/ }))
    await waitForClose(ask)
    expect(wire.to(`${API.module}/update`)).toHaveLength(0)

    // confirmed: the save carries the confirmation, the role loses the action
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    ask = await findDialog(question)
    await user.click(within(ask).getByRole('button', { name: 'Gỡ quyền và lưu' }))
    await waitForClose(dialog)
    expect(await wire.to(`${API.module}/update`)[0].body).toMatchObject({
      id: module.id,
      version: module.version,
      confirm_remove_granted: true,
      sub_actions: [{ id: 902, code: 'contract.create' }],
    })
    expect(db.roles.find(role.id)!.action_ids).toEqual([])
  })

  it('says above the rows when a role was granted the removed action meanwhile, keeping what was typed', async () => {
    contractModule()
    const { wire, user } = await openModules()
    await user.click(await screen.findByRole('button', { name: 'Sửa Hợp đồng' }))
    const dialog = await findDialog('Sửa chức năng')
    // another administrator grants "contract.create" after the screen read the roles
    db.roles.insert({
      name: 'Kiểm soát',
      slug: 'kiem-soat',
      color: null,
      description: null,
      parent_id: null,
      status: 1,
      action_ids: [902],
    })
    await user.click(within(dialog).getByRole('button', { name: 'Xóa quyền Tạo hợp đồng' }))
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Các quyền contract.create đang được cấp cho vai trò: Kiểm soát. Hãy xác nhận để gỡ khỏi các vai trò này.',
    )
    expect(wire.to(`${API.module}/update`)).toHaveLength(1)
    expect(within(dialog).getAllByRole('group', { name: /^Quyền / })).toHaveLength(1)
    expect(db.modules.findBy((m) => m.code === 'contract')!.sub_actions).toHaveLength(2)
  })

  it('shows the actions a chosen role holds, module by module', async () => {
    const { role } = contractModule()
    const { user } = await openModules()
    expect(
      screen.getByText('Chọn một vai trò để xem các quyền của nó theo từng chức năng.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('combobox', { name: 'Vai trò' }))
    await user.click(await screen.findByTitle(role.name))
    const list = await screen.findByRole('list', { name: 'Quyền của vai trò Kế toán theo chức năng' })
    const held = within(list).getByRole('list', { name: 'Hợp đồng' })
    expect(
      within(held)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Xem hợp đồng contract.view'])
  })
})
