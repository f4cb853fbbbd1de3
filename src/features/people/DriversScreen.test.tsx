/* /user/driver, /user/driver/add and /user/driver/{id} through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import {
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  recordRequests,
  revokeCodes,
  signInDemo,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([() => import('./DriversPage'), () => import('./DriverFormPage')])

const SAVE = /Lưu$/

async function openDrivers(url = '/user/driver') {
  await signInDemo('admin', 'admin123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: /Danh sách tài xế|Tài xế xe ôm/ })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, wire, table, user: userEvent.setup({ delay: null }) }
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByText(name))!

describe('/user/driver', () => {
  it('lists the coach drivers with their licences flagged, then the motorbike drivers apart', async () => {
    const { table, user, router, wire } = await openDrivers()
    expect(columnValues(table, 'Họ và tên')).toContain('Huỳnh Tấn Lộc')
    expect(columnValues(table, 'Họ và tên')).not.toContain('Lý Văn Nam')
    // 20 days left, and 12 days past
    expect(within(rowOf(table, 'Huỳnh Tấn Lộc')).getByText('Sắp hết hạn')).toBeInTheDocument()
    expect(rowOf(table, 'Huỳnh Tấn Lộc')).toHaveAttribute('data-tone', 'warning')
    expect(within(rowOf(table, 'Trương Công Danh')).getByText('Đã hết hạn')).toBeInTheDocument()
    expect(within(rowOf(table, 'Võ Văn Tài')).queryByText(/hết hạn/)).toBeNull()

    await user.click(screen.getByRole('radio', { name: 'Tài xế xe ôm' }).closest('label')!)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ type: 1 }))
    await waitFor(() => expect(columnValues(table, 'Họ và tên')).toContain('Lý Văn Nam'))
    expect(columnValues(table, 'Họ và tên')).not.toContain('Huỳnh Tấn Lộc')
    expect(wire.log.some((r) => r.path === `${API.driver}/list` && r.query.type === '1')).toBe(true)
  })

  it('refuses to delete a driver with trips, naming them, and offers the lock', async () => {
    const { table, user } = await openDrivers()
    await chooseRowAction(user, table, 'Võ Văn Tài', 'Xóa')
    const dialog = await findDialog('Xóa tài khoản Võ Văn Tài? Tài khoản bị đăng xuất khỏi mọi thiết bị.')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }))
    expect(
      await screen.findByText(/^Tài xế Võ Văn Tài có \d+ chuyến \(.+\): không thể xóa, hãy khóa tài khoản$/),
    ).toBeInTheDocument()
    expect(db.users.findBy((u) => u.username === 'taixe')).toBeDefined()
  })

  it('shows the 403 page without the code driver', async () => {
    revokeCodes('quan-ly', 'driver')
    await signInDemo('quanly', 'quanly123')
    renderApp('/user/driver')
    expect(await screen.findByText('403')).toBeInTheDocument()
  })
})

describe('/user/driver/add', () => {
  it('asks a coach driver for a licence, then creates the driver with the drivers’ role', async () => {
    await signInDemo('admin', 'admin123')
    const wire = recordRequests()
    const { router } = renderApp('/user/driver/add')
    const user = userEvent.setup({ delay: null })
    await user.type(await screen.findByRole('textbox', { name: 'Tên đăng nhập' }), 'taixe9')
    await user.type(screen.getByRole('textbox', { name: 'Họ và tên' }), 'Ngô Văn Chín')
    await user.type(screen.getByRole('textbox', { name: 'Số điện thoại' }), '0905 111 999')
    await user.type(screen.getByLabelText('Mật khẩu', { selector: 'input' }), 'chin1234')
    await user.type(screen.getByLabelText('Mật khẩu xác nhận', { selector: 'input' }), 'chin1234')
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Tài xế xe khách cần hạng và hạn bằng lái')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hạng bằng lái' }), 'D')
    const expiry = screen.getByRole('textbox', { name: 'Hạn bằng lái' })
    // Enter reads the day and sends the form, as in any field
    await user.type(expiry, '01/01/2030{Enter}')
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/driver'))
    expect(await wire.log.find((r) => r.path === `${API.driver}/create`)!.body).toMatchObject({
      username: 'taixe9',
      phone: '0905111999',
      type: 0,
      license_class: 'D',
      license_expiry: '2030-01-01',
    })
    const created = db.users.findBy((u) => u.username === 'taixe9')!
    expect(created.is_driver).toBe(true)
    expect(created.role_ids).toEqual([db.roles.findBy((r) => r.slug === 'tai-xe')!.id])
  })
})

describe('/user/driver/{id}', () => {
  it('shows the driver’s trips of the last 30 days and this month’s pay, and saves an edit', async () => {
    await signInDemo('admin', 'admin123')
    const driver = db.users.findBy((u) => u.username === 'taixe')!
    const { router } = renderApp(`/user/driver/${driver.id}`)
    const user = userEvent.setup({ delay: null })
    const trips = await screen.findByRole('table', { name: 'Chuyến 30 ngày qua' })
    await waitFor(() => expect(within(trips).getAllByRole('row').length).toBeGreaterThan(1))
    const pay = screen.getByRole('region', { name: 'Tiền công tháng này' })
    expect(await within(pay).findByText('Số dư')).toBeInTheDocument()
    expect(within(pay).getAllByText(/₫$/)).toHaveLength(5)

    const group = screen.getByRole('textbox', { name: 'Nhóm' })
    await user.clear(group)
    await user.type(group, 'Tổ lái Phan Thiết')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/driver'))
    expect(db.users.find(driver.id)!.group_name).toBe('Tổ lái Phan Thiết')
  })
})
