/* /car-contract, /car-contract/add, /car-contract/{id} and /car-contract-customer through the real app, against the demo backend (msw/node). */
import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { CAR_CONTRACT_API } from '../../api/contracts/car-contract-paths'
import { CAR_CONTRACT_STATUS } from '../../api/contracts/car-contract'
import { renderApp } from '../../app/test-utils'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import {
  buttonNamed,
  chooseRowAction,
  columnValues,
  db,
  findDialog,
  recordRequests,
  signInDemo,
  waitForClose,
  withDemoBackend,
  chooseOption,
} from '../../test/demo-backend'

withDemoBackend([
  () => import('./CarContractsPage'),
  () => import('./CarContractPage'),
  () => import('./NewContractPage'),
  () => import('./ContractPayments'),
  () => import('./PaymentDialogs'),
  () => import('./ContractTrips'),
  () => import('../../entities/trip/TripDialog'),
  () => import('../../entities/booking/CustomerLookupField'),
  () => import('./CustomerContractsPage'),
  () => import('../booking/WaitingListPage'),
])

/** DD/MM/YYYY, as a clerk types a day. */
const typed = (day: string) => day.split('-').reverse().join('/')

async function open(url: string) {
  await signInDemo('admin', 'admin123')
  const wire = recordRequests()
  const app = renderApp(url)
  return { ...app, wire, user: userEvent.setup({ delay: null }) }
}

async function typeInto(
  user: UserEvent,
  name: string,
  text: string,
  role: 'textbox' | 'combobox' | 'spinbutton' = 'textbox',
) {
  const field = await screen.findByRole(role, { name })
  await user.clear(field)
  await user.type(field, text)
  await user.tab()
}

describe('/car-contract', () => {
  it('lists the contracts with their money, and filters by status on the wire', async () => {
    const { user, wire } = await open('/car-contract')
    const table = await screen.findByRole('table', { name: 'Danh sách hợp đồng thuê xe' })
    await waitFor(() =>
      expect(columnValues(table, 'Mã hợp đồng')).toEqual(['HD000002', 'HD000001', 'HD000003']),
    )
    expect(columnValues(table, 'Còn nợ')).toEqual(['13.600.000 ₫', '4.500.000 ₫', '0 ₫'])
    await user.click(screen.getByRole('combobox', { name: 'Trạng thái' }))
    await user.click(await screen.findByTitle('Hoàn thành'))
    await waitFor(() => expect(columnValues(table, 'Mã hợp đồng')).toEqual(['HD000003']))
    expect(wire.to(`${CAR_CONTRACT_API.base}/list`).some((r) => r.query.status === '3')).toBe(true)
  })
})

describe('/car-contract/add', () => {
  it('computes each line and the total as typed, and opens the new contract once saved', async () => {
    const { user, wire, router } = await open('/car-contract/add')
    const day = shiftDay(hcmToday(), 90)
    await typeInto(user, 'Số điện thoại', '0912 345 678', 'combobox')
    await typeInto(user, 'Tên khách hàng', 'Công ty Hoa Sen', 'combobox')
    await typeInto(user, 'Ngày bắt đầu', typed(day))
    await typeInto(user, 'Ngày kết thúc', typed(shiftDay(day, 1)))
    await user.click(await screen.findByRole('checkbox', { name: /^51B-123\.45/ }))
    await typeInto(user, 'Dịch vụ dòng 1', 'Thuê xe 9 chỗ (ngày)')
    await typeInto(user, 'Số lượng dòng 1', '2', 'spinbutton')
    await typeInto(user, 'Đơn giá dòng 1', '3000000')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kiểu giảm giá dòng 1' }), '%')
    await typeInto(user, 'Giảm giá dòng 1', '10', 'spinbutton')
    expect(screen.getByRole('status', { name: 'Thành tiền dòng 1' })).toHaveTextContent('5.400.000 ₫')
    await user.click(screen.getByRole('button', { name: 'Thêm dịch vụ' }))
    await typeInto(user, 'Dịch vụ dòng 2', 'Phụ phí cao tốc')
    await typeInto(user, 'Đơn giá dòng 2', '300000')
    const lines = screen.getByRole('table', { name: 'Dịch vụ' })
    expect(within(lines).getByRole('rowheader', { name: 'Tổng tiền' }).closest('tr')).toHaveTextContent(
      '5.700.000 ₫',
    )

    await user.click(screen.getByRole('button', { name: /Lưu$/ }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/car-contract\/\d+$/))
    const [sent] = wire.to(`${CAR_CONTRACT_API.base}/create`)
    expect(await sent.body).toMatchObject({
      phone: '0912345678',
      start_date: day,
      start_time: '06:00',
      lines: [
        {
          description: 'Thuê xe 9 chỗ (ngày)',
          quantity: 2,
          price: 3_000_000,
          discount: 10,
          discount_type: 1,
        },
        { description: 'Phụ phí cao tốc', quantity: 1, price: 300_000, discount: 0, discount_type: 0 },
      ],
    })
    expect(await screen.findByRole('heading', { name: /^Hợp đồng HD\d{6}$/ })).toBeInTheDocument()
    expect(screen.getByText('Trạng thái: Mới tạo')).toBeInTheDocument()
  })

  it('loses no keystroke while the customer lookup replaces the plain phone field', async () => {
    const { user } = await open('/car-contract/add')
    await screen.findByRole('heading', { name: 'Thêm hợp đồng thuê xe' })
    // typed at once into whatever has the focus: the phone field, plain or looked up
    await user.keyboard('0912')
    const phone = await screen.findByRole('combobox', { name: 'Số điện thoại' })
    await user.keyboard('345678')
    await waitFor(() => expect(phone).toHaveValue('0912345678'))
    expect(phone).toHaveFocus()
  })

  it('warns of a busy car before the save, and the backend refuses it naming the plate', async () => {
    const { user } = await open('/car-contract/add')
    const taken = db.carContracts.find(2)!
    await typeInto(user, 'Số điện thoại', '0912345678', 'combobox')
    await typeInto(user, 'Tên khách hàng', 'Công ty Hoa Sen', 'combobox')
    await typeInto(user, 'Ngày bắt đầu', typed(taken.start_at.slice(0, 10)))
    await typeInto(user, 'Ngày kết thúc', typed(taken.start_at.slice(0, 10)))
    const busy = await screen.findByRole('checkbox', { name: /^51B-888\.66 .* · \(bận\)$/ })
    await user.click(busy)
    expect(
      await screen.findByText('Xe 51B-888.66 đã thuộc hợp đồng HD000002 trong thời gian này'),
    ).toBeInTheDocument()
    await typeInto(user, 'Dịch vụ dòng 1', 'Thuê xe')
    await typeInto(user, 'Đơn giá dòng 1', '1000000')
    await user.click(screen.getByRole('button', { name: /Lưu$/ }))
    expect(
      await screen.findAllByText('Xe 51B-888.66 đã thuộc hợp đồng HD000002 trong thời gian này'),
    ).toHaveLength(2)
    expect(db.carContracts.all()).toHaveLength(3)
  })
})

describe('/car-contract/{id}', () => {
  it('refuses a payment over what is owed, takes one, and reverses it with a reason', async () => {
    const { user } = await open('/car-contract/2')
    const payments = await screen.findByRole('region', { name: 'Thanh toán' })
    await user.click(within(payments).getByRole('button', { name: 'Thu tiền' }))
    let dialog = await findDialog('Thu tiền hợp đồng HD000002')
    const money = within(dialog).getByRole('textbox', { name: 'Số tiền' })
    expect(money).toHaveValue('13.600.000')
    await user.clear(money)
    await user.type(money, '20000000')
    await user.click(within(dialog).getByRole('button', { name: /Thu tiền$/ }))
    expect(await within(dialog).findByText('Số tiền vượt quá số còn nợ (13.600.000 ₫)')).toBeInTheDocument()
    await user.clear(money)
    await user.type(money, '3600000')
    await user.click(within(dialog).getByRole('radio', { name: 'Tiền mặt' }))
    await user.click(within(dialog).getByRole('button', { name: /Thu tiền$/ }))
    await waitForClose(dialog)
    await waitFor(() =>
      expect(within(payments).getByText('10.000.000 ₫', { selector: 'dd' })).toBeInTheDocument(),
    )
    const table = within(payments).getByRole('table', { name: 'Các khoản thu của hợp đồng' })
    expect(columnValues(table, 'Số tiền')).toEqual(['10.000.000 ₫', '3.600.000 ₫'])

    const second = db.carContracts.find(2)!.payments[1]
    await user.click(buttonNamed(table, `Hoàn khoản thu ${second.id}`)!)
    dialog = await findDialog(`Hoàn khoản thu ${second.id} (3.600.000 ₫)`)
    await user.click(within(dialog).getByRole('button', { name: /Hoàn khoản thu$/ }))
    expect(await within(dialog).findByText('Vui lòng nhập lý do')).toBeInTheDocument()
    await user.type(within(dialog).getByRole('textbox', { name: 'Lý do' }), 'Thu nhầm')
    await user.click(within(dialog).getByRole('button', { name: /Hoàn khoản thu$/ }))
    await waitForClose(dialog)
    await waitFor(() =>
      expect(columnValues(table, 'Số tiền')).toEqual(['10.000.000 ₫', '3.600.000 ₫', '-3.600.000 ₫']),
    )
    expect(columnValues(table, 'Lý do')[2]).toBe(`Hoàn khoản thu số ${second.id}: Thu nhầm`)
    expect(buttonNamed(table, `Hoàn khoản thu ${second.id}`)).toBeUndefined()
  })

  it('moves the status only as allowed, each asked first; completing and cancelling wait for the money', async () => {
    const { user } = await open('/car-contract/2')
    const moves = await screen.findByRole('group', { name: 'Chuyển trạng thái' })
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Bắt đầu thực hiện', 'Hủy thuê'])
    // 10.000.000 ₫ paid: a cancellation waits for its reversal
    expect(within(moves).getByRole('button', { name: 'Hủy thuê' })).toBeDisabled()
    expect(within(moves).getByRole('button', { name: 'Hủy thuê' })).toHaveAccessibleDescription(
      'Đã thu 10.000.000 ₫: hoàn các khoản thu rồi mới hủy thuê.',
    )
    await user.click(within(moves).getByRole('button', { name: 'Bắt đầu thực hiện' }))
    const dialog = await findDialog('Bắt đầu thực hiện hợp đồng HD000002?')
    await user.click(within(dialog).getByRole('button', { name: 'Bắt đầu thực hiện' }))
    expect(await screen.findByText('Trạng thái: Đang thực hiện')).toBeInTheDocument()
    const next = screen.getByRole('group', { name: 'Chuyển trạng thái' })
    expect(within(next).getByRole('button', { name: 'Hoàn thành' })).toBeDisabled()
    expect(within(next).getByText(/^Còn nợ 13\.600\.000 ₫: thu đủ rồi mới hoàn thành\./)).toBeInTheDocument()
    expect(db.carContracts.find(2)!.status).toBe(CAR_CONTRACT_STATUS.processing)
  })

  it('keeps what the clerk typed when a payment moves the contract’s version on', async () => {
    const { user } = await open('/car-contract/2')
    const note = await screen.findByRole('textbox', { name: 'Ghi chú' })
    await user.clear(note)
    await user.type(note, 'Đón thêm 2 khách ở Bảo Lộc')
    // a payment taken meanwhile moves the contract's version on
    const payments = screen.getByRole('region', { name: 'Thanh toán' })
    await user.click(within(payments).getByRole('button', { name: 'Thu tiền' }))
    const dialog = await findDialog('Thu tiền hợp đồng HD000002')
    const money = within(dialog).getByRole('textbox', { name: 'Số tiền' })
    await user.clear(money)
    await user.type(money, '1000000')
    await user.click(within(dialog).getByRole('button', { name: /Thu tiền$/ }))
    await waitForClose(dialog)
    await waitFor(() =>
      expect(within(payments).getByText('11.000.000 ₫', { selector: 'dd' })).toBeInTheDocument(),
    )
    expect(note).toHaveValue('Đón thêm 2 khách ở Bảo Lộc')
  })

  it('shows a complete contract read-only: no save, no payment, no move', async () => {
    await open('/car-contract/3')
    expect(await screen.findByText('Trạng thái: Hoàn thành')).toBeInTheDocument()
    expect(screen.getByText(/Hợp đồng đang ở trạng thái “Hoàn thành”/)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Tên khách hàng' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: /Lưu$/ })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Thu tiền' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Chuyển trạng thái' })).toBeNull()
    expect(screen.getByRole('button', { name: 'In hợp đồng' })).toBeEnabled()
  })
})

describe('/car-contract-customer', () => {
  it('says what a phone is not, then shows the customer’s contracts and what they owe', async () => {
    const { user, router } = await open('/car-contract-customer')
    const phone = await screen.findByRole('textbox', { name: 'Số điện thoại khách hàng' })
    await user.type(phone, '12345{Enter}')
    expect(await screen.findByRole('alert')).toHaveTextContent('Số điện thoại di động phải có 10 số')
    const owner = db.carContracts.find(2)!
    await user.clear(phone)
    await user.type(phone, `${owner.phone}{Enter}`)
    await waitFor(() => expect(router.state.location.search).toEqual({ phone: owner.phone }))
    const statement = await screen.findByRole('region', { name: 'Bảng kê hợp đồng thuê xe' })
    expect(within(statement).getByText('13.600.000 ₫', { selector: 'dd' })).toBeInTheDocument()
    expect(
      within(statement).getByRole('table', { name: 'Các khoản thu của hợp đồng HD000002' }),
    ).toBeInTheDocument()
  })
})

describe('a contract’s trips and the waiting bookings moved into contracts', () => {
  it('adds a trip of the contract on the roster: chartered, on its car, from its first day', async () => {
    const { user, wire } = await open('/car-contract/2')
    const contract = db.carContracts.find(2)!
    const section = await screen.findByRole('region', { name: 'Chuyến của hợp đồng' })
    expect(await within(section).findByText('Hợp đồng chưa có chuyến nào')).toBeInTheDocument()
    await user.click(within(section).getByRole('button', { name: 'Thêm chuyến' }))
    const dialog = await findDialog('Thêm chuyến cho hợp đồng HD000002')
    expect(within(dialog).getByRole('checkbox', { name: 'Xe hợp đồng' })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'Xe hợp đồng' })).toBeDisabled()
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Chiều đi' }), 'Sài Gòn ➡️ Đà Lạt')
    const driver = db.users.findBy((u) => !!u.is_driver && u.status === 1)!
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Tài xế' }), driver.fullname)
    await user.type(within(dialog).getByRole('textbox', { name: 'Giá hợp đồng' }), '5000000')
    await user.type(within(dialog).getByRole('textbox', { name: 'Nơi trả' }), 'Đà Lạt')
    await user.click(within(dialog).getByRole('button', { name: /Lưu$/ }))
    await waitForClose(dialog)
    expect(await wire.to('/api/trip/create')[0].body).toMatchObject({
      car_contract_id: 2,
      is_contract: true,
      car_id: contract.car_ids[0],
      plan_date: contract.start_at.slice(0, 10),
      departure_time: '06:00',
      pick_place: contract.address,
    })
    const table = within(section).getByRole('table', { name: 'Các chuyến của hợp đồng' })
    await waitFor(() => expect(columnValues(table, 'Giá hợp đồng')).toEqual(['5.000.000 ₫']))
    expect(columnValues(table, 'Xe')).toEqual([db.cars.find(contract.car_ids[0])!.license_plate])
  })

  it('moves a waiting booking into a new contract from the waiting list; the booking leaves the list', async () => {
    const { user, router } = await open('/booking-waiting')
    const booking = db.waitingBookings.findBy((b) => b.status === 0)!
    const table = await screen.findByRole('table', { name: 'Danh sách vé chờ xếp xe' })
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'))
    await chooseRowAction(
      user,
      table,
      `${booking.code} ${booking.customer_name}`,
      'Chuyển thành hợp đồng thuê xe',
    )
    await waitFor(() => expect(router.state.location.search).toEqual({ booking_id: booking.id }))
    expect(
      await screen.findByText(
        `Từ vé chờ ${booking.code} của ${booking.customer_name}: khi lưu, vé chờ rời danh sách chờ xếp xe.`,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Dịch vụ dòng 1' })).toHaveValue(
      `Thuê xe theo vé chờ ${booking.code}`,
    )
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Tên khách hàng' })).toHaveValue(booking.customer_name),
    )
    // the booking's day has trips: a car they keep busy says so; a free one is hired
    const cars = within(await screen.findByRole('group', { name: 'Xe' }))
    await waitFor(() =>
      expect(cars.queryAllByRole('checkbox', { name: /\(bận\)$/ }).length).toBeGreaterThan(0),
    )
    await user.click(
      cars.getAllByRole('checkbox').find((box) => !/\(bận\)$/.test(box.closest('label')!.textContent!))!,
    )
    await typeInto(user, 'Đơn giá dòng 1', '2500000')
    await user.click(screen.getByRole('button', { name: /Lưu$/ }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/car-contract\/\d+$/))
    const made = db.carContracts.all().at(-1)!
    expect(made).toMatchObject({
      booking_id: booking.id,
      phone: booking.phone,
      customer_name: booking.customer_name,
    })
    expect(db.waitingBookings.find(booking.id)!.status).toBe(1)
  })
})
