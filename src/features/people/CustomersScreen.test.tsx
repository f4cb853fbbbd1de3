/* /user/customer, /user/customer/add and /user/customer/{id} through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { customerStanding, levelKeyOf } from '../../api/contracts/customer'
import { API } from '../../api/paths'
import { renderApp } from '../../app/test-utils'
import viCustomers from '../../i18n/locales/vi/customers'
import { formatPhone } from '../../lib/format'
import { hcmToday } from '../../lib/hcm-day'
import {
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  grantCodes,
  recordRequests,
  signInDemo,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./CustomersPage'),
  () => import('./CustomerPage'),
  () => import('./MergeCustomerDialog'),
])

const SAVE = /Lưu$/

/** The seeded customer with the most tickets, and their tickets. */
function busiest() {
  const count = (phone: string) => db.tickets.filter((k) => k.phone === phone).length
  const customer = [...db.customers.all()].sort((a, b) => count(b.phone) - count(a.phone))[0]
  return { customer, tickets: db.tickets.filter((k) => k.phone === customer.phone) }
}

async function openCustomers(url = '/user/customer') {
  await signInDemo('admin', 'admin123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách khách hàng' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, wire, table, user: userEvent.setup({ delay: null }) }
}

describe('/user/customer', () => {
  it('lists customers with their level, points and trips from their tickets; finds one by the digits of a phone', async () => {
    const { table, user, wire, router } = await openCustomers()
    const { customer, tickets } = busiest()
    const standing = customerStanding(tickets, hcmToday())
    const digits = `${customer.phone.slice(1, 4)} ${customer.phone.slice(4, 7)}`
    await user.type(screen.getByRole('searchbox', { name: 'Tìm kiếm' }), `${digits}{Enter}`)
    await waitFor(() => expect(columnValues(table, 'Họ và tên')).toEqual([customer.fullname]))
    expect(router.state.location.search).toMatchObject({ q: digits })
    expect(wire.to(`${API.customer}/list`).at(-1)!.query).toMatchObject({ q: digits })
    const [, row] = within(table).getAllByRole('row')
    expect(within(row).getByText(viCustomers.levels[levelKeyOf(standing.level)])).toBeInTheDocument()
    expect(within(row).getByText(String(standing.points))).toBeInTheDocument()
    expect(within(row).getByText(String(standing.trips_count))).toBeInTheDocument()
    expect(within(row).getByText(formatPhone(customer.phone))).toBeInTheDocument()
  })

  it('filters by level through the address', async () => {
    const { table, user, router } = await openCustomers()
    await user.click(screen.getByRole('combobox', { name: 'Hạng' }))
    await user.click((await screen.findAllByTitle('Thành viên')).at(-1)!)
    await waitFor(() => expect(router.state.location.search).toMatchObject({ level: 1 }))
    await waitFor(() => expect(within(table).queryAllByText(/^(Bạc|Vàng|Kim cương)$/)).toHaveLength(0))
  })

  it('refuses to delete a customer with bookings, saying how many', async () => {
    const { customer } = busiest()
    const { table, user } = await openCustomers(`/user/customer?q=${customer.phone}`)
    await waitFor(() => expect(columnValues(table, 'Họ và tên')).toEqual([customer.fullname]))
    await chooseRowAction(user, table, customer.fullname, 'Xóa')
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Xóa' }))
    expect(
      await screen.findByText(
        new RegExp(`^Khách hàng ${customer.fullname} có \\d+ vé và \\d+ vé chờ xếp xe`),
      ),
    ).toBeInTheDocument()
    expect(db.customers.find(customer.id)).toBeDefined()
  })
})

describe('/user/customer/add', () => {
  it('names the customer who already has the phone, then creates the customer', async () => {
    await signInDemo('admin', 'admin123')
    const wire = recordRequests()
    const { router } = renderApp('/user/customer/add')
    const user = userEvent.setup({ delay: null })
    const taken = db.customers.all()[0]
    await user.type(await screen.findByRole('textbox', { name: 'Họ và tên' }), 'Phạm Thị Mới')
    const phone = screen.getByRole('textbox', { name: 'Số điện thoại' })
    await user.type(phone, taken.phone)
    await user.click(screen.getByRole('button', { name: SAVE }))
    expect(
      await screen.findByText(`Số điện thoại này là của khách hàng ${taken.fullname}`),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('Phạm Thị Mới')

    await user.clear(phone)
    await user.type(phone, '0912 000 111')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/customer'))
    expect(await wire.to(`${API.customer}/create`).at(-1)!.body).toMatchObject({
      fullname: 'Phạm Thị Mới',
      phone: '0912000111',
    })
    expect(db.customers.findBy((c) => c.phone === '0912000111')).toBeDefined()
  })
})

describe('/user/customer/{id}', () => {
  it('shows the booked history and the level rises, and saves an edit on the page', async () => {
    await signInDemo('admin', 'admin123')
    const { customer, tickets } = busiest()
    renderApp(`/user/customer/${customer.id}`)
    const user = userEvent.setup({ delay: null })
    const history = await screen.findByRole('table', { name: 'Vé' })
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(tickets.length + 1))
    const codes = within(history)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent)
    expect(codes.sort()).toEqual(tickets.map((k) => k.code).sort())
    const standing = screen.getByRole('region', { name: 'Điểm và hạng' })
    expect(within(standing).getByText('Mỗi 10.000 ₫ của vé đã thanh toán được 1 điểm.')).toBeInTheDocument()
    const changes = customerStanding(tickets, hcmToday()).changes
    expect(changes.length).toBeGreaterThan(0)
    expect(await within(standing).findAllByRole('listitem')).toHaveLength(changes.length)

    const note = screen.getByRole('textbox', { name: 'Ghi chú' })
    await user.type(note, 'Thích ghế đầu')
    await user.click(screen.getByRole('button', { name: SAVE }))
    await waitFor(() => expect(db.customers.find(customer.id)!.note).toBe('Thích ghế đầu'))
    expect(screen.getByRole('textbox', { name: 'Ghi chú' })).toHaveValue('Thích ghế đầu')
  })

  it('merges another record of the same person: found by phone, chosen, merged and logged', async () => {
    await signInDemo('admin', 'admin123')
    const { customer } = busiest()
    const other = db.customers.all().find((c) => c.id !== customer.id)!
    const wire = recordRequests()
    renderApp(`/user/customer/${customer.id}`)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Gộp khách hàng' }))
    const dialog = await findDialog(`Gộp một khách hàng khác vào ${customer.fullname}`)
    await user.type(within(dialog).getByRole('searchbox', { name: 'Tìm kiếm' }), `${other.phone}{Enter}`)
    await user.click(
      await within(dialog).findByRole('radio', { name: `${other.fullname} · ${formatPhone(other.phone)}` }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Gộp' }))
    expect(await screen.findByText(`Đã gộp ${other.fullname} vào ${customer.fullname}`)).toBeInTheDocument()
    expect(await wire.to(API.customerPage.merge)[0].body).toEqual({
      keep_id: customer.id,
      keep_version: customer.version,
      merge_id: other.id,
      merge_version: other.version,
    })
    expect(db.customers.find(other.id)).toBeUndefined()
    const standing = screen.getByRole('region', { name: 'Điểm và hạng' })
    expect(await within(standing).findByText(formatPhone(other.phone))).toBeInTheDocument()
    expect(within(standing).getByText(new RegExp(`gộp ${other.fullname}`))).toBeInTheDocument()
  })

  it('offers the latest version when either record changed meanwhile, then merges', async () => {
    await signInDemo('admin', 'admin123')
    const { customer } = busiest()
    const other = db.customers.all().find((c) => c.id !== customer.id)!
    renderApp(`/user/customer/${customer.id}`)
    const user = userEvent.setup({ delay: null })
    await user.click(await screen.findByRole('button', { name: 'Gộp khách hàng' }))
    const dialog = await findDialog(`Gộp một khách hàng khác vào ${customer.fullname}`)
    await user.type(within(dialog).getByRole('searchbox', { name: 'Tìm kiếm' }), `${other.phone}{Enter}`)
    await user.click(
      await within(dialog).findByRole('radio', { name: `${other.fullname} · ${formatPhone(other.phone)}` }),
    )
    // another clerk saves both records meanwhile
    db.customers.update(customer.id, { note: 'Sửa ở quầy khác' })
    db.customers.update(other.id, { note: 'Sửa ở quầy khác' })
    await user.click(within(dialog).getByRole('button', { name: 'Gộp' }))
    await user.click(await within(dialog).findByRole('button', { name: 'Tải bản mới nhất' }))
    await user.click(within(dialog).getByRole('button', { name: 'Gộp' }))
    expect(await screen.findByText(`Đã gộp ${other.fullname} vào ${customer.fullname}`)).toBeInTheDocument()
    expect(db.customers.find(other.id)).toBeUndefined()
  })

  it('shows the details without a form or a merge to a holder of `customer` alone', async () => {
    grantCodes('quan-ly', 'customer')
    await signInDemo('quanly', 'quanly123')
    const { customer } = busiest()
    renderApp(`/user/customer/${customer.id}`)
    expect(await screen.findByRole('heading', { name: customer.fullname, level: 1 })).toBeInTheDocument()
    expect(await screen.findByText(formatPhone(customer.phone))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: SAVE })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Gộp khách hàng' })).toBeNull()
  })
})
