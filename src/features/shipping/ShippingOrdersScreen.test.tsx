/* /shipping through the real app, against the demo backend's own handlers (msw/node). */
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderApp } from '../../app/test-utils'
import i18n from '../../i18n'
import { formatPhone } from '../../lib/format'
import {
  db,
  findDialog,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./ShippingOrdersPage'),
  () => import('./OrderDialogs'),
  () => import('./LoadListPage'),
  () => import('../../components/confirm/ConfirmDialog'),
])

afterEach(async () => {
  await i18n.changeLanguage('vi')
})

const OPEN = [0, 1, 3]

async function open(url: string, listName = 'Danh sách đơn gửi hàng') {
  await signInDemo('letan.sg', 'letan123')
  renderApp(url)
  const table = await screen.findByRole('table', { name: listName })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { table, user: userEvent.setup({ delay: null }) }
}

/** The row of a parcel code in the table. */
const rowOf = (table: HTMLElement, code: string) =>
  within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(code))!

describe('/shipping', () => {
  it('loads a selected waiting parcel onto a trip of its direction', async () => {
    const parcel = db.waitingGoods
      .filter((p) => p.status === 4)
      .find((p) => db.trips.findBy((t) => t.map_detail_id === p.map_detail_id && OPEN.includes(t.status)))!
    const trip = db.trips.findBy((t) => t.map_detail_id === parcel.map_detail_id && OPEN.includes(t.status))!
    const { user, table } = await open(
      `/shipping?date=${trip.plan_date}&map_detail_id=${trip.map_detail_id}&trip_id=${trip.id}`,
    )
    await user.click(screen.getByRole('button', { name: 'Xếp hàng lên xe' }))
    const dialog = await findDialog(`Xếp hàng lên chuyến ${trip.name}`)
    await user.click(await within(dialog).findByRole('checkbox', { name: `Chọn ${parcel.code}` }))
    await user.click(within(dialog).getByRole('button', { name: 'Xếp 1 hàng lên xe' }))
    await waitForClose(dialog)
    expect(db.waitingGoods.byCode(parcel.code)).toBeUndefined()
    expect(db.shippingOrders.byCode(parcel.code)).toMatchObject({ trip_id: trip.id, status: 0 })
    await waitFor(() => expect(within(table).getByText(parcel.code)).toBeInTheDocument())
  })

  it('imports into the warehouse after a confirmation', async () => {
    const order = db.shippingOrders.findBy((o) => o.status === 0)!
    const { user, table } = await open(`/shipping?q=${order.code}`)
    await user.click(within(rowOf(table, order.code)).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Nhập kho (1)' }))
    const confirm = await findDialog('Nhập kho 1 đơn gửi hàng?')
    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))
    await waitFor(() => expect(db.shippingOrders.find(order.id)!.status).toBe(1))
  })

  it('hands over to a proxy: name, phone and citizen id required', async () => {
    const order = db.shippingOrders.findBy((o) => o.status === 1)!
    const { user, table } = await open(`/shipping?q=${order.code}`)
    await user.click(
      within(rowOf(table, order.code)).getByRole('button', { name: `Giao hàng ${order.code}` }),
    )
    const dialog = await findDialog('Giao 1 hàng')
    await user.click(within(dialog).getByRole('radio', { name: 'Giao cho người nhận hộ' }))
    await user.click(within(dialog).getByRole('button', { name: 'Giao hàng' }))
    const name = await within(dialog).findByRole('textbox', { name: 'Tên người nhận hộ' })
    await waitFor(() => expect(name).toHaveAccessibleDescription('Vui lòng nhập tên người nhận hộ'))
    await user.click(name)
    await user.paste('Trần Văn Hộ')
    await user.click(within(dialog).getByRole('textbox', { name: 'Số điện thoại người nhận hộ' }))
    await user.paste('0912345678')
    await user.click(within(dialog).getByRole('textbox', { name: 'CCCD người nhận hộ' }))
    await user.paste('079123456789')
    await user.click(within(dialog).getByRole('button', { name: 'Giao hàng' }))
    await waitForClose(dialog)
    expect(db.shippingOrders.find(order.id)).toMatchObject({
      status: 2,
      delivery_type: 1,
      proxy_name: 'Trần Văn Hộ',
    })
  })

  /** An order in the receiving office's stock: COD 3.400.000 ₫, its 50.000 ₫ fee paid by the receiver. */
  const inStock = (skip = 0) => {
    const order = db.shippingOrders.filter((o) => o.status === 1)[skip]
    return db.shippingOrders.update(order.id, {
      cod_amount: 3_400_000,
      fee: 50_000,
      delivery_fee: 0,
      surcharge: 0,
      payment_type: 1,
    })!
  }
  const asks = (handover_requires_id: boolean) => (db.settings = { ...db.settings, handover_requires_id })
  /** The text of each cell of a table's row, row header included. */
  const cells = (row: HTMLElement) => [...row.children].map((cell) => cell.textContent)

  it('shows the amount to collect before the hand-over, records who took it and says what was collected', async () => {
    asks(false)
    const order = inStock()
    const { user, table } = await open(`/shipping?q=${order.code}`)
    const wire = recordRequests()
    await user.click(
      within(rowOf(table, order.code)).getByRole('button', { name: `Giao hàng ${order.code}` }),
    )
    const dialog = await findDialog('Giao 1 hàng')
    const money = within(dialog).getByRole('table', { name: 'Số tiền cần thu' })
    const [head, row] = within(money).getAllByRole('row')
    expect(cells(head)).toEqual(['Mã hàng', 'Thu hộ (COD)', 'Cước chưa trả', 'Cần thu'])
    expect(cells(row)).toEqual([order.code, '3.400.000 ₫', '50.000 ₫', '3.450.000 ₫'])
    expect(within(dialog).getByText('Số tiền cần thu: 3.450.000 ₫')).toBeInTheDocument()
    // the receiver, as the parcel names them; the CCCD is not asked for
    expect(within(dialog).getByRole('textbox', { name: 'Tên người nhận' })).toHaveValue(order.receiver_name)
    expect(within(dialog).getByRole('textbox', { name: 'Số điện thoại người nhận' })).toHaveValue(
      formatPhone(order.receiver_phone),
    )
    expect(within(dialog).getByRole('textbox', { name: 'CCCD người nhận' })).not.toBeRequired()
    await user.click(within(dialog).getByRole('button', { name: 'Giao hàng' }))
    await waitForClose(dialog)
    expect(await screen.findByText(`Đã giao ${order.code}, thu 3.450.000 ₫`)).toBeInTheDocument()
    const [sent] = wire.to('/api/shipping/complete-pick-up', 'POST')
    expect(await sent.body).toMatchObject({
      ids: [order.id],
      versions: [order.version],
      kind: 0,
      receiver_name: order.receiver_name,
      receiver_phone: order.receiver_phone,
      receiver_citizen_id: null,
    })
    expect(db.shippingOrders.find(order.id)).toMatchObject({ status: 2, collected_amount: 3_450_000 })
    // the parcel's history: the hand-over, to whom, with its amount
    await user.click(await within(table).findByRole('button', { name: `Lịch sử ${order.code}` }))
    const history = await findDialog(`Lịch sử hàng ${order.code}`)
    expect(await within(history).findByText('Đã thu: 3.450.000 ₫')).toBeInTheDocument()
    expect(
      within(history).getByText(`Người nhận: ${order.receiver_name} · ${formatPhone(order.receiver_phone)}`),
    ).toBeInTheDocument()
  })

  it('asks for the receiver’s CCCD when the operator asks for one', async () => {
    asks(true)
    const order = inStock()
    const { user, table } = await open(`/shipping?q=${order.code}`)
    await user.click(
      within(rowOf(table, order.code)).getByRole('button', { name: `Giao hàng ${order.code}` }),
    )
    const dialog = await findDialog('Giao 1 hàng')
    const id = within(dialog).getByRole('textbox', { name: 'CCCD người nhận' })
    expect(id).toBeRequired()
    await user.click(within(dialog).getByRole('button', { name: 'Giao hàng' }))
    await waitFor(() => expect(id).toHaveAccessibleDescription('Vui lòng nhập CCCD người nhận'))
    expect(db.shippingOrders.find(order.id)!.status).toBe(1)
    await user.click(id)
    await user.paste('079123456789')
    await user.click(within(dialog).getByRole('button', { name: 'Giao hàng' }))
    await waitForClose(dialog)
    expect(db.shippingOrders.find(order.id)).toMatchObject({ status: 2, receiver_citizen_id: '079123456789' })
  })

  it('hands several parcels to their receiver at once: each amount, the total, the toast', async () => {
    asks(false)
    const a = inStock()
    const b = db.shippingOrders.update(db.shippingOrders.filter((o) => o.status === 1)[1].id, {
      receiver_name: a.receiver_name,
      receiver_phone: a.receiver_phone,
      cod_amount: 0,
      fee: 30_000,
      delivery_fee: 20_000,
      surcharge: 0,
      payment_type: 1,
    })!
    const { user, table } = await open('/shipping?status=1')
    await user.click(within(rowOf(table, a.code)).getByRole('checkbox'))
    await user.click(within(rowOf(table, b.code)).getByRole('checkbox'))
    await user.click(screen.getByRole('button', { name: 'Giao hàng (2)' }))
    const dialog = await findDialog('Giao 2 hàng')
    const rows = within(within(dialog).getByRole('table', { name: 'Số tiền cần thu' })).getAllByRole('row')
    expect(rows.slice(1).map(cells)).toEqual(
      expect.arrayContaining([
        [a.code, '3.400.000 ₫', '50.000 ₫', '3.450.000 ₫'],
        [b.code, '0 ₫', '50.000 ₫', '50.000 ₫'],
        ['Tổng (2)', '3.400.000 ₫', '100.000 ₫', '3.500.000 ₫'],
      ]),
    )
    expect(within(dialog).getByText('Số tiền cần thu: 3.500.000 ₫')).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox', { name: 'Tên người nhận' })).toHaveValue(a.receiver_name)
    await user.click(within(dialog).getByRole('button', { name: 'Giao hàng' }))
    await waitForClose(dialog)
    expect(await screen.findByText('Đã giao 2 hàng, thu 3.500.000 ₫')).toBeInTheDocument()
  })

  it('cancel needs a reason', async () => {
    const order = db.shippingOrders.findBy((o) => o.status === 1)!
    const { user, table } = await open(`/shipping?q=${order.code}`)
    // a row keeps two buttons at most: the rest are in its menu, walked with the keyboard
    const row = rowOf(table, order.code)
    expect(within(row).getAllByRole('button').length).toBeLessThanOrEqual(2)
    const more = within(row).getByRole('button', {
      name: `Thao tác khác cho ${order.code} ${order.package_name}`,
    })
    expect(more).toHaveAttribute('aria-haspopup', 'menu')
    more.focus()
    await user.keyboard('{Enter}')
    const cancel = await screen.findByRole('menuitem', { name: 'Hủy đơn' })
    expect(more).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('menuitem', { name: 'Lịch sử' })).toBeInTheDocument()
    await user.click(cancel)
    const dialog = await findDialog('Hủy 1 đơn gửi hàng')
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }))
    await waitFor(() => expect(db.shippingOrders.find(order.id)!.status).toBe(1))
    expect(within(dialog).getAllByRole('radio')[0]).toBeInTheDocument()
    await user.click(within(dialog).getByRole('radio', { name: 'Khách hủy' }))
    await user.click(within(dialog).getByRole('button', { name: 'Hủy đơn' }))
    await waitForClose(dialog)
    expect(db.shippingOrders.find(order.id)).toMatchObject({ status: 3, cancel_reason: 'customer_cancelled' })
  })

  it('offers only allowed actions; a refused bulk action keeps the selection', async () => {
    const order = db.shippingOrders.findBy((o) => o.status === 0)!
    const { user, table } = await open(`/shipping?q=${order.code}`)
    const row = rowOf(table, order.code)
    expect(within(row).queryByRole('button', { name: `Giao hàng ${order.code}` })).not.toBeInTheDocument()
    await user.click(within(row).getByRole('checkbox'))
    // someone else imports it meanwhile: the bulk import is refused (409) and the row stays selected
    db.shippingOrders.update(order.id, { status: 1 })
    await user.click(screen.getByRole('button', { name: 'Nhập kho (1)' }))
    const confirm = await findDialog('Nhập kho 1 đơn gửi hàng?')
    await user.click(within(confirm).getByRole('button', { name: 'Đồng ý' }))
    await screen.findByText(new RegExp(`Hàng ${order.code} đang ở trạng thái "Trong kho"`))
    expect(within(row).getByRole('checkbox')).toBeChecked()
  })

  it('speaks English', async () => {
    const { user } = await open('/shipping')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    await screen.findByRole('table', { name: 'Shipping orders list' })
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping orders' })).toBeInTheDocument()
    expect(
      screen.getByText('Choose a trip to load goods onto it and print its load list'),
    ).toBeInTheDocument()
  })
})
