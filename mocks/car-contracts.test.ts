// @vitest-environment node
/**
 * Car-rental contracts (handlers/car-contracts.ts): totals from the lines, a busy car refused by its plate,
 * status moves as DECISIONS #7 allows, payments never above what is owed and reversed by a counter-entry, a
 * closed contract kept as it is, versions, and who may do what.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { readSheet } from 'read-excel-file/node'
import { WAITING_BOOKING_STATUS } from '../src/api/contracts/booking.ts'
import { CAR_CONTRACT_API as P } from '../src/api/contracts/car-contract-paths.ts'
import { API } from '../src/api/paths.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import type { CarContract } from '../src/api/schemas/car-contracts.ts'
import { addDays, vnToday } from './db/time.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { accountWith, call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

/** A free car: none of the seed's trips or contracts uses it on the days ahead the tests rent on. */
const freeCar = () =>
  db.cars.all().find((c) => c.status === 1 && !db.carContracts.all().some((k) => k.car_ids.includes(c.id)))!

function newContract(carId: number, days = 60) {
  return {
    customer_name: 'Nguyễn Thị Lan',
    phone: '0912 345 678',
    email: 'lan@example.vn',
    address: '12 Trần Hưng Đạo, Đà Lạt',
    start_date: addDays(vnToday(), days),
    start_time: '06:00',
    end_date: addDays(vnToday(), days + 1),
    end_time: '18:00',
    car_ids: [carId],
    note: '',
    lines: [
      { description: 'Thuê xe 29 chỗ (ngày)', quantity: 2, price: 3_000_000, discount: 10, discount_type: 1 },
      { description: 'Đón tại nhà', quantity: 1, price: 300_000, discount: 50_000, discount_type: 0 },
    ],
  }
}

describe('car-rental contracts', () => {
  it('creates a contract whose total is its lines’, less their discounts, and lists it', async () => {
    const admin = await login('admin', 'admin123')
    const car = freeCar()
    const created = await call<CarContract>(`${P.base}/create`, { token: admin, body: newContract(car.id) })
    expect(created.status).toBe(200)
    // 6.000.000 − 10 % = 5.400.000; 300.000 − 50.000 = 250.000
    expect(created.body.data).toMatchObject({
      code: expect.stringMatching(/^HD\d{6}$/),
      phone: '0912345678',
      status: 0,
      car_plates: [car.license_plate],
      total_fee: 5_650_000,
      paid: 0,
      outstanding: 5_650_000,
      lines: [{ sub_total: 5_400_000 }, { sub_total: 250_000 }],
    })
    const listed = await call<{ data: CarContract[] }>(`${P.base}/list?car_id=${car.id}`, { token: admin })
    expect(listed.body.data.data.map((c) => c.id)).toEqual([created.body.data.id])
  })

  it('refuses a car busy with a trip or with another contract in that time, by its plate', async () => {
    const admin = await login('admin', 'admin123')
    const trip = db.trips.all().find((tr) => tr.car_id !== null && tr.status !== 5)!
    const plate = db.cars.find(trip.car_id!)!.license_plate
    const onTrip = {
      ...newContract(trip.car_id!),
      start_date: trip.plan_date,
      start_time: '00:00',
      end_date: trip.plan_date,
      end_time: '23:00',
    }
    const refused = await call(`${P.base}/create`, { token: admin, body: onTrip })
    expect(refused.status).toBe(422)
    expect(refused.body.errors?.car_ids?.[0]).toMatch(
      new RegExp(`^Xe ${plate.replace('.', '\\.')} đã có chuyến `),
    )

    const hired = db.carContracts.find(2)!
    const twice = await call(`${P.base}/create`, {
      token: admin,
      body: {
        ...newContract(hired.car_ids[0]),
        start_date: hired.start_at.slice(0, 10),
        end_date: hired.end_at.slice(0, 10),
      },
    })
    expect(twice.body.errors?.car_ids).toEqual([
      `Xe ${db.cars.find(hired.car_ids[0])!.license_plate} đã thuộc hợp đồng ${hired.code} trong thời gian này`,
    ])
    // the cars' list says which are busy then, and why
    const cars = await call<Array<{ id: number; busy: string | null }>>(
      `${P.cars}?start_at=${encodeURIComponent(hired.start_at)}&end_at=${encodeURIComponent(hired.end_at)}`,
      { token: admin },
    )
    expect(cars.body.data.find((c) => c.id === hired.car_ids[0])?.busy).toContain(hired.code)
  })

  it('moves through its statuses one step at a time, cancels with a reason, and a closed one stays as it is', async () => {
    const admin = await login('admin', 'admin123')
    const move = (status: number, reason?: string) => {
      const c = db.carContracts.find(1)!
      return call<CarContract>(P.status, {
        token: admin,
        body: { id: 1, version: c.version, status, reason },
      })
    }
    expect((await move(1)).body.message).toBe('Không thể chuyển hợp đồng từ “Mới tạo” sang “Chốt hợp đồng”')
    expect((await move(5)).body.data.status).toBe(5)
    expect((await move(1)).body.data.status).toBe(1)
    expect((await move(4)).body.errors).toEqual({ reason: ['Vui lòng nhập lý do hủy'] })
    expect((await move(4, 'Khách đổi ngày cưới')).body.data).toMatchObject({
      status: 4,
      reason: 'Khách đổi ngày cưới',
    })
    // a cancelled contract: no move, no edit, no payment
    expect((await move(0)).body.message).toBe(
      'Hợp đồng HD000001 đã ở trạng thái “Hủy thuê”: không thể thay đổi',
    )
    const edit = await call(`${P.base}/update`, {
      token: admin,
      body: { id: 1, version: db.carContracts.find(1)!.version, ...newContract(freeCar().id) },
    })
    expect(edit.status).toBe(422)
    const pay = await call(P.createPayment, {
      token: admin,
      body: { contract_id: 1, version: db.carContracts.find(1)!.version, money: 1000, payment_type: 0 },
    })
    expect(pay.status).toBe(422)
    // a stale version is a 409
    const stale = await call(P.status, { token: admin, body: { id: 2, version: 0, status: 3 } })
    expect(stale.status).toBe(409)
  })

  it('takes payments up to what is owed, refuses more, and reverses one by a counter-entry with its reason', async () => {
    const admin = await login('admin', 'admin123')
    const contract = db.carContracts.find(2)!
    const before = (await call<CarContract>(`${P.base}/${contract.id}`, { token: admin })).body.data
    // 6 × 4.000.000 − 1.000.000 + 2 × 300.000 = 23.600.000, 10.000.000 paid
    expect(before).toMatchObject({ total_fee: 23_600_000, paid: 10_000_000, outstanding: 13_600_000 })
    const pay = (money: number, version = db.carContracts.find(contract.id)!.version) =>
      call<CarContract>(P.createPayment, {
        token: admin,
        body: { contract_id: contract.id, version, money, payment_type: 1 },
      })
    const over = await pay(13_600_001)
    expect(over.status).toBe(422)
    expect(over.body.errors).toEqual({ money: ['Số tiền vượt quá số còn nợ (13.600.000 ₫)'] })
    const seen = db.carContracts.find(contract.id)!.version
    const taken = await pay(5_000_000, seen)
    expect(taken.body.message).toBe('Đã thu 5.000.000 ₫')
    expect(taken.body.data).toMatchObject({ paid: 15_000_000, outstanding: 8_600_000 })
    // the same payment sent again from the screen that saw the contract before it: a 409, never a second payment
    expect((await pay(5_000_000, seen)).status).toBe(409)
    expect(db.carContracts.find(contract.id)!.payments).toHaveLength(2)
    const payment = taken.body.data.payments.at(-1)!
    expect(payment).toMatchObject({ money: 5_000_000, user_name: 'Trần Minh Quân', reverses: null })

    const reverse = (reason: string) =>
      call<CarContract>(P.reversePayment, {
        token: admin,
        body: { payment_id: payment.id, version: db.carContracts.find(contract.id)!.version, reason },
      })
    expect((await reverse('')).body.errors).toEqual({ reason: ['Vui lòng nhập lý do'] })
    const reversed = await reverse('Thu nhầm hợp đồng')
    expect(reversed.body.data).toMatchObject({ paid: 10_000_000, outstanding: 13_600_000 })
    expect(reversed.body.data.payments.slice(-2)).toMatchObject([
      { id: payment.id, money: 5_000_000, reversed_by: expect.any(Number) },
      { money: -5_000_000, reverses: payment.id, reason: 'Thu nhầm hợp đồng' },
    ])
    expect((await reverse('Lần nữa')).body.message).toBe('Khoản thu này đã được hoàn')
    // a total below what is paid is refused: a payment is reversed first
    const c = db.carContracts.find(contract.id)!
    const cheaper = await call(`${P.base}/update`, {
      token: admin,
      body: {
        id: c.id,
        version: c.version,
        customer_name: c.customer_name,
        phone: c.phone,
        start_date: c.start_at.slice(0, 10),
        start_time: c.start_at.slice(11, 16),
        end_date: c.end_at.slice(0, 10),
        end_time: c.end_at.slice(11, 16),
        car_ids: c.car_ids,
        lines: [
          { description: 'Thuê xe (ngày)', quantity: 1, price: 1_000_000, discount: 0, discount_type: 0 },
        ],
      },
    })
    expect(cheaper.body.message).toBe(
      'Tổng tiền mới (1.000.000 ₫) thấp hơn số khách đã trả (10.000.000 ₫): hãy hoàn bớt khoản thu trước',
    )
    const counter = reversed.body.data.payments.at(-1)!
    const ofCounter = await call(P.reversePayment, {
      token: admin,
      body: { payment_id: counter.id, version: db.carContracts.find(contract.id)!.version, reason: 'x' },
    })
    expect(ofCounter.body.message).toBe('Không thể hoàn một khoản hoàn')
  })

  it('completes a contract only once paid in full, and cancels one only once its payments are reversed', async () => {
    const admin = await login('admin', 'admin123')
    const move = (status: number, reason?: string) => {
      const c = db.carContracts.find(2)!
      return call<CarContract>(P.status, {
        token: admin,
        body: { id: 2, version: c.version, status, reason },
      })
    }
    expect((await move(2)).body.data.status).toBe(2)
    expect((await move(3)).body.message).toBe('Hợp đồng còn nợ 13.600.000 ₫: hãy thu đủ trước khi hoàn thành')
    expect((await move(4, 'Khách hủy')).body.message).toBe(
      'Khách đã trả 10.000.000 ₫: hãy hoàn các khoản thu trước khi hủy thuê',
    )
    // a rental right after another's end on the same car: touching ends do not count
    const hired = db.carContracts.find(2)!
    const next = await call(`${P.base}/create`, {
      token: admin,
      body: {
        ...newContract(hired.car_ids[0]),
        start_date: hired.end_at.slice(0, 10),
        start_time: hired.end_at.slice(11, 16),
        end_date: addDays(hired.end_at.slice(0, 10), 1),
        end_time: '18:00',
      },
    })
    expect(next.status).toBe(200)
  })

  it('needs carContract.view to read, and each write its own code', async () => {
    const { token } = await accountWith(['carContract.view'])
    expect((await call(`${P.base}/list`, { token })).status).toBe(200)
    expect((await call(`${P.base}/create`, { token, body: newContract(freeCar().id) })).status).toBe(403)
    expect(
      (
        await call(P.createPayment, {
          token,
          body: { contract_id: 2, version: db.carContracts.find(2)!.version, money: 1000, payment_type: 0 },
        })
      ).status,
    ).toBe(403)
    expect((await call(`${P.base}/2`, { token, method: 'DELETE' })).status).toBe(403)
    const kho = await login('kho', 'kho123')
    expect((await call(`${P.base}/list`, { token: kho })).status).toBe(403)
    // only a new contract may be deleted
    const admin = await login('admin', 'admin123')
    expect((await call(`${P.base}/2`, { token: admin, method: 'DELETE' })).body.message).toBe(
      'Chỉ xóa được hợp đồng mới tạo chưa thu tiền; hãy hủy thuê các hợp đồng khác',
    )
    expect((await call(`${P.base}/1`, { token: admin, method: 'DELETE' })).status).toBe(200)
  })

  it('shows one customer’s contracts, what they still owe and their payments', async () => {
    const admin = await login('admin', 'admin123')
    const second = db.carContracts.find(2)!
    const view = await call<{ contracts: CarContract[]; outstanding: number }>(
      `${P.customerList}?phone=${second.phone}`,
      { token: admin },
    )
    expect(view.body.data.contracts.map((c) => c.code)).toContain(second.code)
    expect(view.body.data.outstanding).toBe(
      view.body.data.contracts.filter((c) => c.status !== 4).reduce((sum, c) => sum + c.outstanding, 0),
    )
  })

  it('runs a contract’s trips on its cars within its days, and keeps its car free of its own trips', async () => {
    const admin = await login('admin', 'admin123')
    const contract = db.carContracts.find(2)!
    const [first] = [contract.start_at.slice(0, 10)]
    const direction = db.trips.all()[0].map_detail_id
    const driver = db.users.findBy((u) => !!u.is_driver && u.status === 1)!
    const trip = (over: Record<string, unknown>) => ({
      map_detail_id: direction,
      plan_date: first,
      departure_time: '06:00',
      return_time: '18:00',
      car_id: contract.car_ids[0],
      user_id: driver.id,
      note: '',
      is_heighway: false,
      is_madagui: false,
      is_contract: true,
      contract_type: 0,
      contract_price: 5_000_000,
      pick_place: 'Khách sạn Hoa Sen',
      drop_place: 'Đà Lạt',
      car_contract_id: contract.id,
      ...over,
    })
    const other = freeCar()
    const refused = await call(`${API.trip}/create`, {
      token: admin,
      body: trip({ car_id: other.id, plan_date: addDays(first, -1) }),
    })
    expect(refused.status).toBe(422)
    expect(refused.body.errors).toMatchObject({
      car_id: [`Xe ${other.license_plate} không thuộc hợp đồng ${contract.code}`],
      plan_date: [
        expect.stringMatching(
          new RegExp(`^Ngày chạy phải trong thời gian thuê của hợp đồng ${contract.code} `),
        ),
      ],
    })
    const made = await call<Trip>(`${API.trip}/create`, { token: admin, body: trip({}) })
    expect(made.status).toBe(200)
    expect(made.body.data).toMatchObject({ car_contract_id: contract.id, is_contract: true })
    const listed = await call<{ data: Trip[] }>(`${API.trip}/list?car_contract_id=${contract.id}`, {
      token: admin,
    })
    expect(listed.body.data.data.map((t) => t.id)).toEqual([made.body.data.id])
    // the contract's own trip does not make its car busy for it
    const cars = await call<Array<{ id: number; busy: string | null }>>(
      `${P.cars}?start_at=${encodeURIComponent(contract.start_at)}&end_at=${encodeURIComponent(contract.end_at)}&contract_id=${contract.id}`,
      { token: admin },
    )
    expect(cars.body.data.find((c) => c.id === contract.car_ids[0])!.busy).toBeNull()
    // its trips keep the contract as it is: not cancelled while one runs, no car or time taken from under one
    const cancel = await call(P.status, {
      token: admin,
      body: {
        id: contract.id,
        version: db.carContracts.find(contract.id)!.version,
        status: 4,
        reason: 'Khách đổi ý',
      },
    })
    expect(cancel.body.message).toBe(
      `Hợp đồng còn chuyến chưa xong: ${made.body.data.name}. Hãy hoàn thành hoặc hủy các chuyến trước`,
    )
    const current = db.carContracts.find(contract.id)!
    const edit = await call(`${P.base}/update`, {
      token: admin,
      body: {
        ...newContract(current.car_ids[1], 40),
        start_date: current.start_at.slice(0, 10),
        end_date: current.end_at.slice(0, 10),
        car_ids: [current.car_ids[1]],
        id: current.id,
        version: current.version,
      },
    })
    expect(edit.body.message).toBe(
      `Các chuyến ${made.body.data.name} của hợp đồng sẽ nằm ngoài thời gian thuê hoặc trên xe đã bỏ: hãy sửa các chuyến trước`,
    )
    // a trip stays with its contract
    const moved = await call(`${API.trip}/update`, {
      token: admin,
      body: { ...trip({ car_contract_id: 1 }), id: made.body.data.id, version: made.body.data.version },
    })
    expect(moved.body.errors).toMatchObject({
      car_id: [`Chuyến này thuộc hợp đồng ${contract.code}: không chuyển sang hợp đồng khác`],
    })
  })

  it('moves a waiting booking into a new contract once; the booking leaves the waiting list', async () => {
    const admin = await login('admin', 'admin123')
    const booking = db.waitingBookings.findBy((b) => b.status === WAITING_BOOKING_STATUS.waiting)!
    // two clerks at once, each hiring a car of their own for it
    const [carA, carB] = db.cars
      .all()
      .filter((c) => c.status === 1 && !db.carContracts.all().some((k) => k.car_ids.includes(c.id)))
    const body = (carId: number) => ({ ...newContract(carId, 200), booking_id: booking.id })
    const [first, second] = await Promise.all([
      call<CarContract>(`${P.base}/create`, { token: admin, body: body(carA.id) }),
      call<CarContract>(`${P.base}/create`, { token: admin, body: body(carB.id) }),
    ])
    expect([first.status, second.status].sort()).toEqual([200, 409])
    const loser = first.status === 409 ? first : second
    expect(loser.body.message).toBe(
      `Vé chờ ${booking.code} đã được xếp xe, đã hủy hoặc đã chuyển thành hợp đồng`,
    )
    const winner = first.status === 200 ? first : second
    expect(winner.body.data.booking_id).toBe(booking.id)
    expect(db.waitingBookings.find(booking.id)!.status).toBe(WAITING_BOOKING_STATUS.imported)
    // deleted, the contract gives the booking back to the waiting list
    const removed = await call(`${P.base}/${winner.body.data.id}`, { token: admin, method: 'DELETE' })
    expect(removed.status).toBe(200)
    expect(db.waitingBookings.find(booking.id)!.status).toBe(WAITING_BOOKING_STATUS.waiting)
  })

  it('exports the list as filtered, and gives a contract with the template it prints on', async () => {
    const admin = await login('admin', 'admin123')
    const file = await request(`${P.base}/export-excel?status=1`, { token: admin })
    expect(file.headers.get('content-disposition')).toMatch(/hop-dong-thue-xe-\d{4}-\d{2}-\d{2}\.xlsx/)
    const rows = await readSheet(Buffer.from(await file.arrayBuffer()))
    expect(rows[0].slice(0, 3)).toEqual(['Mã hợp đồng', 'Tên khách hàng', 'Số điện thoại'])
    expect(rows.slice(1).map((r) => r[0])).toEqual(['HD000002'])
    const paper = await call<{ contract: CarContract; template: string }>(`${P.print}/2`, { token: admin })
    expect(paper.body.data.contract.code).toBe('HD000002')
    expect(paper.body.data.template).toBe(db.templates.contract.content)
  })
})
