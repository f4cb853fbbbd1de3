/* /user, /users, /user/add and /user/{id} through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  callApi,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  loginToken,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./AccountsPage'),
  () => import('./AccountFormPage'),
  () => import('./ResetPasswordDialog'),
])

const SAVE = /Lưu$/

/** A role holding these codes, and an account with it (password 'truong123'): a manager below the super administrator. */
function managerWith(codes: string[]) {
  const actions = db.modules.all().flatMap((m) => m.sub_actions)
  const role = db.roles.insert({
    name: 'Trưởng phòng vé',
    slug: 'truong-phong-ve',
    color: null,
    description: null,
    parent_id: null,
    status: 1,
    action_ids: actions.filter((a) => codes.includes(a.code)).map((a) => a.id),
  })
  const seedUser = db.users.findBy((u) => u.username === 'letan.sg')!
  const { id: _id, ...rest } = seedUser
  db.users.insert({
    ...rest,
    username: 'truong',
    fullname: 'Đỗ Thị Mai',
    email: 'truong@nhaxe.vn',
    phone: '0909111222',
    password: 'truong123',
    role_ids: [role.id],
  })
  return role
}

async function openList(url: string, username = 'admin', password = 'admin123') {
  await signInDemo(username, password)
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách tài khoản' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, wire, table, user: userEvent.setup({ delay: null }) }
}

const settled = (table: HTMLElement) => waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))

describe('/user: the staff directory', () => {
  it('finds a colleague by the digits of a phone however typed, filters by type, and keeps it in the address', async () => {
    const { table, user, router, wire } = await openList('/user')
    expect(columnValues(table, 'Họ và tên')).toContain('Nguyễn Thị Thu Hà')
    // a directory: no row actions, no selection
    expect(within(table).queryByRole('button', { name: /^Sửa / })).toBeNull()
    await user.type(screen.getByRole('searchbox'), '938 456{Enter}')
    await waitFor(() => expect(columnValues(table, 'Họ và tên')).toEqual(['Nguyễn Thị Thu Hà']))
    expect(columnValues(table, 'Số điện thoại')).toEqual(['0938.456.789'])
    expect(router.state.location.search).toMatchObject({ q: '938 456' })

    await user.clear(screen.getByRole('searchbox'))
    await user.type(screen.getByRole('searchbox'), '{Enter}')
    await user.click(screen.getByRole('combobox', { name: 'Loại tài khoản' }))
    await user.click((await screen.findAllByTitle('Tài xế xe khách')).at(-1)!)
    await settled(table)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 'driver' }))
    await waitFor(() =>
      expect(new Set(columnValues(table, 'Loại tài khoản'))).toEqual(new Set(['Tài xế xe khách'])),
    )
    expect(wire.log.some((r) => r.path === `${API.user}/list` && r.query.type === 'driver')).toBe(true)
  })

  it('leads an administrator to the administration, and shows a clerk without user.update no way there', async () => {
    const { user, router } = await openList('/user')
    await user.click(screen.getByRole('button', { name: 'Quản lý tài khoản' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'))
    expect(await screen.findByRole('heading', { name: 'Quản lý tài khoản' })).toBeInTheDocument()
  })

  it('shows the 403 page on /users to a holder of user.view alone', async () => {
    managerWith(['user.view'])
    await signInDemo('truong', 'truong123')
    renderApp('/users')
    expect(await screen.findByText('403')).toBeInTheDocument()
  })
})

describe('/user/add', () => {
  it('refuses an account without a role or with mismatched passwords, then creates it and goes back to the list', async () => {
    await signInDemo('admin', 'admin123')
    const wire = recordRequests()
    const { router } = renderApp('/user/add')
    const user = userEvent.setup({ delay: null })
    const username = await screen.findByRole('textbox', { name: 'Tên đăng nhập' })
    await waitFor(() => expect(username).toHaveFocus())
    await user.type(username, 'thu.ngan')
    await user.type(screen.getByRole('textbox', { name: 'Họ và tên' }), 'Lý Thu Ngân')
    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0912 000 111')
    await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'ngan123')
    await user.type(screen.getByLabelText('Mật khẩu xác nhận', { selector: 'input' }), 'ngan124')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Tài khoản phải có ít nhất một vai trò')).toBeInTheDocument()
    expect(screen.getByText('Giá trị không khớp với mật khẩu')).toBeInTheDocument()
    expect(wire.log.filter((r) => r.path === `${API.user}/create`)).toHaveLength(0)

    await user.click(screen.getByRole('checkbox', { name: 'Nhân viên phòng vé Sài Gòn' }))
    const confirm = screen.getByLabelText('Mật khẩu xác nhận', { selector: 'input' })
    await user.clear(confirm)
    await user.type(confirm, 'ngan123')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'))
    const sent = wire.log.find((r) => r.path === `${API.user}/create`)!
    expect(await sent.body).toMatchObject({
      username: 'thu.ngan',
      fullname: 'Lý Thu Ngân',
      phone: '0912000111',
      role_ids: [db.roles.findBy((r) => r.slug === 'le-tan-sai-gon')!.id],
      password: 'ngan123',
    })
    // the new clerk signs in
    expect(await loginToken('thu.ngan', 'ngan123')).toBeTruthy()
  })

  it('shows the backend’s refusal beside its field and keeps what was typed', async () => {
    await signInDemo('admin', 'admin123')
    renderApp('/user/add')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'KHO')
    await user.type(screen.getByRole('textbox', { name: 'Họ và tên' }), 'Kho Hai')
    await user.click(screen.getByRole('checkbox', { name: 'Kho hàng' }))
    await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'kho2123')
    await user.type(screen.getByLabelText('Mật khẩu xác nhận', { selector: 'input' }), 'kho2123')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Tên đăng nhập đã tồn tại')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Kho Hai')
  })
})

describe('/users: the administration', () => {
  it('locks an account after asking, which ends its sign-ins', async () => {
    const clerkToken = await loginToken('letan.sg', 'letan123')
    const { table, user } = await openList('/users')
    await chooseRowAction(user, table, 'Nguyễn Thị Thu Hà', 'Khóa')
    const dialog = await findDialog(
      'Khóa tài khoản Nguyễn Thị Thu Hà? Tài khoản bị đăng xuất khỏi mọi thiết bị và không đăng nhập được cho tới khi được mở khóa.',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Khóa' }))
    expect(await screen.findByText('Đã khóa tài khoản Nguyễn Thị Thu Hà')).toBeInTheDocument()
    await waitFor(() => expect(db.users.findBy((u) => u.username === 'letan.sg')!.status).toBe(0))
    expect((await callApi(API.profile, { token: clerkToken })).status).toBe(401)
  })

  it('resets a password with its confirmation and no other way', async () => {
    const { table, user, wire } = await openList('/users')
    await chooseRowAction(user, table, 'Lê Văn Hùng', 'Đặt lại mật khẩu')
    const dialog = await findDialog('Đặt lại mật khẩu cho Lê Văn Hùng')
    await user.type(within(dialog).getByLabelText('Mật khẩu', { selector: 'input' }), 'moi1234')
    await user.type(within(dialog).getByLabelText('Mật khẩu xác nhận', { selector: 'input' }), 'moi1234')
    await user.click(within(dialog).getByRole('button', { name: /Đặt lại mật khẩu$/ }))
    await waitForClose(dialog)
    const kho = db.users.findBy((u) => u.username === 'kho')!
    expect(await wire.log.find((r) => r.path === `${API.user}/update`)!.body).toMatchObject({
      id: kho.id,
      password: 'moi1234',
      confirmPassword: 'moi1234',
    })
    expect(await loginToken('kho', 'moi1234')).toBeTruthy()
  })

  it('edits an account with the version it opened, and offers the latest after another save', async () => {
    const { table, user, router } = await openList('/users')
    await chooseRowAction(user, table, 'Lê Văn Hùng', 'Sửa')
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/user\/\d+$/))
    const fullname = await screen.findByRole('textbox', { name: 'Họ và tên' })
    expect(screen.getByRole('checkbox', { name: 'Kho hàng' })).toBeChecked()
    // another administrator saves meanwhile
    const kho = db.users.findBy((u) => u.username === 'kho')!
    db.users.update(kho.id, { address: 'Bến xe Miền Đông' })
    await user.clear(fullname)
    await user.type(fullname, 'Lê Văn Hùng Anh')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await user.click(await screen.findByRole('button', { name: 'Tải bản mới nhất' }))
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Địa chỉ' })).toHaveValue('Bến xe Miền Đông'),
    )
    await user.clear(screen.getByRole('textbox', { name: 'Họ và tên' }))
    await user.type(screen.getByRole('textbox', { name: 'Họ và tên' }), 'Lê Văn Hùng Anh')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'))
    expect(db.users.find(kho.id)!.fullname).toBe('Lê Văn Hùng Anh')
  })
})

describe('the ceiling: nobody manages more than they hold', () => {
  it('offers a manager nothing on a stronger account, only roles they hold, and no lock or delete of their own', async () => {
    managerWith(['user.view', 'user.create', 'user.update', 'user.delete', 'shipping.view', 'trip.confirm'])
    const { table, user } = await openList('/users', 'truong', 'truong123')
    // the super administrator's row: no action at all
    expect(within(table).queryByRole('button', { name: 'Sửa Trần Minh Quân' })).toBeNull()
    // the warehouse's clerk holds more than shipping.view: out of reach; a driver (trip.confirm) within it
    expect(within(table).queryByRole('button', { name: 'Sửa Lê Văn Hùng' })).toBeNull()
    expect(within(table).getByRole('button', { name: 'Sửa Võ Văn Tài' })).toBeInTheDocument()
    // their own row: edit only
    await user.type(screen.getByRole('searchbox'), 'truong@nhaxe.vn{Enter}')
    await waitFor(() => expect(columnValues(table, 'Họ và tên')).toEqual(['Đỗ Thị Mai']))
    expect(within(table).getByRole('button', { name: 'Sửa Đỗ Thị Mai' })).toBeInTheDocument()
    expect(within(table).queryByRole('button', { name: 'Thao tác khác cho Đỗ Thị Mai' })).toBeNull()
    expect(within(table).queryByRole('button', { name: 'Khóa Đỗ Thị Mai' })).toBeNull()
    expect(within(table).queryByRole('button', { name: 'Xóa Đỗ Thị Mai' })).toBeNull()

    await user.click(screen.getByRole('button', { name: /Thêm tài khoản/ }))
    const superRole = await screen.findByRole('checkbox', { name: /Quản trị hệ thống/ })
    expect(superRole).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: /^Kho hàng/ })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Trưởng phòng vé' })).toBeEnabled()
  })

  it('shows a stronger account read-only', async () => {
    managerWith(['user.view', 'user.update'])
    await signInDemo('truong', 'truong123')
    renderApp(`/user/${db.users.findBy((u) => u.username === 'admin')!.id}`)
    expect(
      await screen.findByText('Tài khoản này có nhiều quyền hơn bạn: bạn chỉ xem được, không sửa được.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull()
    expect(screen.getByText('admin@nhaxe.vn')).toBeInTheDocument()
  })
})
