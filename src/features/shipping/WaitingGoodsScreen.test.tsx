/* /shipping-waiting through the real app, against the demo backend's own handlers (msw/node). */
import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { SHIPPING_API } from '../../api/contracts/shipping-paths'
import { renderApp } from '../../app/test-utils'
import { formatPhone } from '../../lib/format'
import {
  callApi,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  loginToken,
  openRowMenu,
  recordRequests,
  signInDemo,
  withDemoBackend,
  chooseOption,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./WaitingGoodsPage'),
  () => import('./ParcelDialog'),
  () => import('./CancelParcelDialog'),
  () => import('./ParcelLabelPage'),
])

const PATH = '/api/shipping-waiting'
const SAVE = /^Lưu$/

/** The receive form's route and offices: Sài Gòn ➡️ Đà Lạt, from the Sài Gòn office to the Đà Lạt one. */
async function sendSaiGonToDaLat(user: UserEvent, dialog: HTMLElement) {
  await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều' }), 'Sài Gòn ➡️ Đà Lạt')
  await chooseOption(
    user,
    within(dialog).getByRole('combobox', { name: 'Văn phòng gửi' }),
    'Văn phòng Sài Gòn',
  )
  await chooseOption(
    user,
    within(dialog).getByRole('combobox', { name: 'Văn phòng nhận' }),
    'Văn phòng Đà Lạt',
  )
}

async function openList(url = '/shipping-waiting') {
  const session = await signInDemo('kho', 'kho123')
  const wire = recordRequests()
  const app = renderApp(url)
  const table = await screen.findByRole('table', { name: 'Danh sách hàng chờ gửi' })
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
  return { ...app, ...session, wire, table, user: userEvent.setup({ delay: null }) }
}

const waitingRow = () => db.waitingGoods.findBy((g) => g.status === 4)!

describe('/shipping-waiting', () => {
  it('lists the waiting parcels newest first, phones written 0912.345.678, money as 1.250.000 ₫', async () => {
    const cod = waitingRow()
    db.waitingGoods.update(cod.id, { cod_amount: 1_250_000 }, { keepVersion: true })
    const { table } = await openList()
    const waiting = db.waitingGoods
      .filter((g) => g.status === 4)
      .sort((a, b) => b.created_at.localeCompare(a.created_at))
    const codes = columnValues(table, 'Mã hàng')
    expect(codes).toEqual(waiting.map((g) => g.code))
    const first = waiting[0]
    expect(columnValues(table, 'Người gửi')[0]).toBe(`${first.sender_name}${formatPhone(first.sender_phone)}`)
    expect(formatPhone(first.sender_phone)).toMatch(/^\d{4}\.\d{3}\.\d{3}$/)
    expect(columnValues(table, 'Cước và thu hộ')[codes.indexOf(cod.code)]).toMatch(/COD 1\.250\.000 ₫$/)
  })

  it('receives a parcel: the sender found by phone, offices of the direction, totals shown before saving', async () => {
    const { user, wire } = await openList()
    const returning = waitingRow()
    await user.click(screen.getByRole('button', { name: 'Nhận hàng' }))
    const dialog = await findDialog('Nhận hàng')
    const senderPhone = within(dialog).getByRole('textbox', { name: 'Số điện thoại người gửi' })
    expect(senderPhone).toHaveFocus()

    // a bad phone is refused before any call
    await user.type(senderPhone, '028 3838 6868')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() =>
      expect(senderPhone).toHaveAccessibleDescription(
        'Số điện thoại di động phải có 10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09',
      ),
    )

    // a returning sender, typed with dots: the name comes from the last parcel
    expect(wire.to(`${PATH}/create`)).toHaveLength(0)
    await user.clear(senderPhone)
    await user.type(senderPhone, formatPhone(returning.sender_phone))
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Tên người gửi' })).toHaveValue(
        returning.sender_name,
      ),
    )
    expect(
      within(dialog).getByText(`Đã điền theo lần gửi trước: ${returning.sender_name}`),
    ).toBeInTheDocument()
    expect(wire.under(SHIPPING_API.shippingWaiting.customerByPhone).length).toBeGreaterThan(0)

    await user.type(within(dialog).getByRole('textbox', { name: 'Số điện thoại người nhận' }), '0399.111.222')
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên người nhận' }), 'Lê Thị Hoa')
    await sendSaiGonToDaLat(user, dialog)
    await user.type(within(dialog).getByRole('textbox', { name: 'Tên hàng' }), 'Thùng chén bát sứ')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Loại hàng' }), 'Hàng dễ vỡ')
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Cân nặng (kg)' }), '7.5')

    // the totals follow what is typed
    const totals = within(dialog).getByRole('region', { name: 'Tổng tiền' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Cước gửi' }), '60000')
    await user.type(within(dialog).getByRole('textbox', { name: 'Phụ thu' }), '10000')
    await user.type(within(dialog).getByRole('textbox', { name: 'Thu hộ (COD)' }), '1250000')
    expect(within(dialog).getByRole('textbox', { name: 'Thu hộ (COD)' })).toHaveValue('1.250.000')
    await waitFor(() =>
      expect(totals).toHaveTextContent('Tổng cước (cước gửi + phí giao hàng + phụ thu)70.000 ₫'),
    )
    expect(totals).toHaveTextContent('Người gửi trả70.000 ₫')
    expect(totals).toHaveTextContent('Người nhận trả (gồm thu hộ)1.250.000 ₫')
    await user.click(within(dialog).getByRole('radio', { name: 'Người nhận trả' }))
    await waitFor(() => expect(totals).toHaveTextContent('Người nhận trả (gồm thu hộ)1.320.000 ₫'))
    expect(totals).toHaveTextContent('Người gửi trả0 ₫')

    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await screen.findByText('Nhận hàng thành công')).toBeInTheDocument()
    const sent = (await wire.to(`${PATH}/create`)[0].body) as Record<string, unknown>
    expect(sent).toMatchObject({
      sender_phone: returning.sender_phone,
      sender_name: returning.sender_name,
      receiver_name: 'Lê Thị Hoa',
      weight: 7.5,
      fee: 60_000,
      surcharge: 10_000,
      cod_amount: 1_250_000,
      payment_type: 1,
    })
    const stored = db.waitingGoods.findBy((g) => g.receiver_name === 'Lê Thị Hoa')!
    expect(stored).toMatchObject({ status: 4, receiver_phone: '0399111222' })
    const table = screen.getByRole('table', { name: 'Danh sách hàng chờ gửi' })
    expect(await within(table).findByText(stored.code)).toBeInTheDocument()
  })

  it('receives parcel after parcel: "Lưu và in nhãn" first (Enter), then the next one of the same sender, the office last used', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const { user, wire } = await openList()
    await user.click(screen.getByRole('button', { name: 'Nhận hàng' }))
    let dialog = await findDialog('Nhận hàng')
    const submits = within(dialog)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('type') === 'submit')
    expect(submits.map((b) => b.textContent)).toEqual(['Lưu và in nhãn', 'Lưu'])
    expect(submits[0]).toHaveClass('ant-btn-primary')
    const fill = async (party: 'gửi' | 'nhận', phone: string, name: string) => {
      await user.type(within(dialog).getByRole('textbox', { name: `Số điện thoại người ${party}` }), phone)
      await user.type(within(dialog).getByRole('textbox', { name: `Tên người ${party}` }), name)
    }
    const parcel = async (name: string, fee: string) => {
      await user.type(within(dialog).getByRole('textbox', { name: 'Tên hàng' }), name)
      await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Loại hàng' }), 'Hàng dễ vỡ')
      await user.type(within(dialog).getByRole('spinbutton', { name: 'Cân nặng (kg)' }), '2')
      await user.type(within(dialog).getByRole('textbox', { name: 'Cước gửi' }), fee)
    }
    await fill('gửi', '0912.300.401', 'Trần Văn Gửi')
    await fill('nhận', '0399.300.402', 'Lê Văn Nhận')
    await sendSaiGonToDaLat(user, dialog)
    await parcel('Thùng trái cây', '40000{Enter}')
    // Enter: saved, and its label printed
    await screen.findByRole('article', { name: /^Nhãn hàng / })
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    const first = (await wire.to(`${PATH}/create`)[0].body) as Record<string, unknown>

    await user.click(screen.getByRole('button', { name: 'Gửi tiếp cho Trần Văn Gửi' }))
    dialog = await findDialog('Nhận hàng')
    expect(within(dialog).getByRole('textbox', { name: 'Tên người gửi' })).toHaveValue('Trần Văn Gửi')
    expect(within(dialog).getByRole('textbox', { name: 'Số điện thoại người nhận' })).toHaveFocus()
    await fill('nhận', '0399.300.403', 'Phạm Thị Nhận')
    await chooseOption(
      user,
      within(dialog).getByRole('combobox', { name: 'Văn phòng nhận' }),
      'Văn phòng Đà Lạt',
    )
    await parcel('Thùng rau', '30000')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() => expect(wire.to(`${PATH}/create`)).toHaveLength(2))
    expect(await wire.to(`${PATH}/create`)[1].body).toMatchObject({
      sender_name: 'Trần Văn Gửi',
      sender_phone: first.sender_phone,
      map_detail_id: first.map_detail_id,
      sending_office_id: first.sending_office_id,
      receiver_name: 'Phạm Thị Nhận',
    })
    // a plain save prints nothing: the list is back
    await screen.findByRole('table', { name: 'Danh sách hàng chờ gửi' })
    expect(print).toHaveBeenCalledTimes(1)

    // another sender: the sending office is the one last used at this desk
    await user.click(screen.getByRole('button', { name: 'Nhận hàng' }))
    dialog = await findDialog('Nhận hàng')
    expect(within(dialog).getByRole('textbox', { name: 'Tên người gửi' })).toHaveValue('')
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều' }), 'Sài Gòn ➡️ Đà Lạt')
    await waitFor(() =>
      expect(
        within(dialog).getByRole('combobox', { name: 'Văn phòng gửi' }).closest('.ant-select'),
      ).toHaveTextContent('Văn phòng Sài Gòn'),
    )
    print.mockRestore()
  })

  it('a "save and print" refused by the form checks does not make the next plain save print', async () => {
    const { user, table } = await openList()
    const row = waitingRow()
    await chooseRowAction(user, table, `${row.code} ${row.package_name}`, 'Sửa')
    const dialog = await findDialog('Sửa hàng chờ gửi')
    const name = within(dialog).getByRole('textbox', { name: 'Tên hàng' })
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Lưu và in nhãn' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription(/tên hàng/))
    await user.type(name, 'Thùng sơn')
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sửa hàng chờ gửi' })).not.toBeInTheDocument(),
    )
    expect(db.waitingGoods.find(row.id)!.package_name).toBe('Thùng sơn')
    expect(screen.queryByRole('article', { name: `Nhãn hàng ${row.code}` })).not.toBeInTheDocument()
  })

  it('a refused save keeps what was typed', async () => {
    const { user } = await openList()
    const row = waitingRow()
    const table = screen.getByRole('table', { name: 'Danh sách hàng chờ gửi' })
    await chooseRowAction(user, table, `${row.code} ${row.package_name}`, 'Sửa')
    const dialog = await findDialog('Sửa hàng chờ gửi')
    const note = within(dialog).getByRole('textbox', { name: 'Ghi chú' })
    await user.clear(note)
    await user.type(note, 'Xếp trên cùng')
    // meanwhile another clerk cancels it
    const other = await loginToken('admin', 'admin123')
    const theirs = await callApi(SHIPPING_API.shippingWaiting.cancel, {
      token: other,
      body: { id: row.id, version: row.version, reason_cancel: 'customer_cancelled' },
    })
    expect(theirs.status).toBe(200)
    await user.click(within(dialog).getByRole('button', { name: SAVE }))
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument()
    expect(note).toHaveValue('Xếp trên cùng')
  })

  it('cancel needs a reason; "other" needs its text', async () => {
    const { user, wire } = await openList()
    const row = waitingRow()
    const table = screen.getByRole('table', { name: 'Danh sách hàng chờ gửi' })
    await chooseRowAction(user, table, `${row.code} ${row.package_name}`, 'Hủy')
    const dialog = await findDialog(`Hủy hàng ${row.code} ${row.package_name}`)
    await user.click(within(dialog).getByRole('button', { name: /Hủy hàng$/ }))
    const group = within(dialog).getByRole('radiogroup', { name: 'Lý do hủy' })
    await waitFor(() => expect(group).toHaveAccessibleDescription('Vui lòng chọn lý do hủy'))
    expect(wire.to(SHIPPING_API.shippingWaiting.cancel)).toHaveLength(0)
    await user.click(within(dialog).getByRole('radio', { name: 'Lý do khác' }))
    await user.click(within(dialog).getByRole('button', { name: /Hủy hàng$/ }))
    const note = await within(dialog).findByRole('textbox', { name: 'Lý do khác' })
    await waitFor(() => expect(note).toHaveAccessibleDescription('Vui lòng nhập lý do hủy'))
    await user.type(note, 'Người gửi đổi ý')
    await user.click(within(dialog).getByRole('button', { name: /Hủy hàng$/ }))
    expect(await screen.findByText(`Đã hủy hàng ${row.code}`)).toBeInTheDocument()
    expect(db.waitingGoods.find(row.id)).toMatchObject({
      status: 3,
      cancel_reason: 'other',
      cancel_note: 'Người gửi đổi ý',
    })
    await waitFor(() => expect(within(table).queryByText(row.code)).not.toBeInTheDocument())
  })

  it('speaks English: labels, messages and totals', async () => {
    const { user } = await openList()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ngôn ngữ' }), 'English')
    await screen.findByRole('table', { name: 'Waiting goods list' })
    await user.click(screen.getByRole('button', { name: 'Receive goods' }))
    const dialog = await findDialog('Receive goods')
    const phone = within(dialog).getByRole('textbox', { name: 'Receiver phone' })
    await user.type(phone, '1234')
    await user.click(within(dialog).getByRole('radio', { name: 'Delivered by motorbike' }))
    await user.click(within(dialog).getByRole('button', { name: /^Save$/ }))
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'A mobile number has 10 digits and starts with 03, 05, 07, 08 or 09',
      ),
    )
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Delivery address' })).toHaveAccessibleDescription(
        'Please enter delivery address',
      ),
    )
    expect(within(dialog).getByRole('region', { name: 'Totals' })).toHaveTextContent(
      'Receiver pays (COD included)0 ₫',
    )
  })

  it('filters by status from the address; the cancelled ones have no edit, cancel or delete', async () => {
    const cancelled = db.waitingGoods.filter((g) => g.status === 3)
    const { table } = await openList('/shipping-waiting?status=3')
    expect([...columnValues(table, 'Mã hàng')].sort()).toEqual(cancelled.map((g) => g.code).sort())
    expect(within(table).queryByRole('button', { name: /^(Sửa|Hủy|Xóa) / })).not.toBeInTheDocument()
  })

  it('shows Cancel only to a clerk holding the cancel code, Edit still to one who may update', async () => {
    const role = db.roles.findBy((r) => r.slug === 'kho-hang')!
    const cancel = db.modules
      .all()
      .flatMap((m) => m.sub_actions)
      .find((a) => a.code === 'shippingWaiting.cancel')!
    db.roles.update(role.id, { action_ids: role.action_ids.filter((a) => a !== cancel.id) })
    const row = waitingRow()
    const { user, table } = await openList()
    const menu = await openRowMenu(user, table, `${row.code} ${row.package_name}`)
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sửa', 'Xóa'])
  })

  it('filters by goods type from the address', async () => {
    const type = db.waitingGoods.findBy((g) => g.status === 4)!.product_type_id!
    const { table, router } = await openList(`/shipping-waiting?product_type_id=${type}`)
    expect(columnValues(table, 'Mã hàng')).toEqual(
      db.waitingGoods
        .filter((g) => g.status === 4 && g.product_type_id === type)
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .map((g) => g.code),
    )
    expect(router.state.location.search).toEqual({ product_type_id: type })
  })

  it('shows a parcel’s label with its barcode, offices, money and the operator, and prints it', async () => {
    const row = waitingRow()
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const { user } = await openList()
    const table = screen.getByRole('table', { name: 'Danh sách hàng chờ gửi' })
    await user.click(within(table).getByRole('button', { name: `In nhãn ${row.code}` }))
    const label = await screen.findByRole('article', { name: `Nhãn hàng ${row.code}` })
    expect(within(label).getByRole('img', { name: `Mã vạch ${row.code}` })).toBeInTheDocument()
    expect(label).toHaveTextContent(db.offices.find(row.sending_office_id)!.name)
    expect(label).toHaveTextContent(db.offices.find(row.receiving_office_id)!.name)
    expect(label).toHaveTextContent(`${row.receiver_name} · ${formatPhone(row.receiver_phone)}`)
    expect(label).toHaveTextContent(db.settings.company_name)
    expect(label).toHaveTextContent(/Tổng cước\d{1,3}(\.\d{3})* ₫/)
    await user.click(screen.getByRole('button', { name: 'In nhãn' }))
    expect(print).toHaveBeenCalledTimes(1)
    await user.click(screen.getByRole('button', { name: 'Về danh sách hàng chờ gửi' }))
    expect(await screen.findByRole('table', { name: 'Danh sách hàng chờ gửi' })).toBeInTheDocument()
    print.mockRestore()
  })

  it('says so when a label’s parcel does not exist', async () => {
    await signInDemo('kho', 'kho123')
    renderApp('/shipping-waiting?label=99999')
    expect(await screen.findByText('Không tìm thấy hàng này')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Về danh sách hàng chờ gửi' })).toBeInTheDocument()
  })
})
