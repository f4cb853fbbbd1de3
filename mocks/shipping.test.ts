// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SHIPPING_API } from '../src/api/contracts/shipping-paths.ts'
import { API } from '../src/api/paths.ts'
import type {
  ParcelLookup,
  ShippingHistory,
  ShippingOrder,
  WaitingGoods,
} from '../src/api/schemas/shipping.ts'
import type { Trip } from '../src/api/schemas/trips.ts'
import { formatPhone } from '../src/lib/format.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { call, login } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const P = SHIPPING_API.shipping
const OPEN = [0, 1, 3]

/** A waiting parcel and an open trip of its direction. */
function waitingWithTrip(skip = 0): { parcel: WaitingGoods; trip: Trip } {
  const pairs = db.waitingGoods
    .filter((p) => p.status === 4)
    .map((parcel) => ({
      parcel,
      trip: db.trips.findBy((t) => t.map_detail_id === parcel.map_detail_id && OPEN.includes(t.status))!,
    }))
    .filter((p) => p.trip)
  return pairs[skip]
}

let clerk: string
let key = 0
beforeEach(async () => {
  clerk = await login('letan.sg', 'letan123')
})

const load = (body: Record<string, unknown>, token = clerk, lang?: string) =>
  call<{ trip_id: number; orders: ShippingOrder[] }>(P.transferWaitingToShipping, {
    token,
    lang,
    body: { idempotency_key: `k${++key}`, ...body },
  })
const act = (path: string, orders: ShippingOrder[], extra: Record<string, unknown> = {}, lang?: string) =>
  call<ShippingOrder[]>(path, {
    token: clerk,
    lang,
    body: { ids: orders.map((o) => o.id), versions: orders.map((o) => o.version), ...extra },
  })
const orderWith = (status: number) => db.shippingOrders.findBy((o) => o.status === status)!

describe('loading waiting goods onto a trip', () => {
  it('moves the parcel out of the waiting goods into the orders, same code, both code indexes right', async () => {
    const { parcel, trip } = waitingWithTrip()
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const { status, body } = await load({ trip_id: trip.id, parcel_ids: [parcel.id] })
    expect(status).toBe(200)
    const [order] = body.data.orders
    expect(order).toMatchObject({ code: parcel.code, status: 0, trip_id: trip.id })
    expect(db.waitingGoods.find(parcel.id)).toBeUndefined()
    expect(db.waitingGoods.byCode(parcel.code)).toBeUndefined()
    expect(db.shippingOrders.byCode(parcel.code)?.id).toBe(order.id)
    expect(events).toEqual(expect.arrayContaining(['shipping-waiting:deleted', 'shipping:created']))
    // the trip detail's goods tab shows it
    const goods = await call<ShippingOrder[]>(`${API.tripDetail.goods}/${trip.id}`, { token: clerk })
    expect(goods.body.data.map((o) => o.code)).toContain(parcel.code)
    // history
    const history = await call<ShippingHistory[]>(`${P.history}/${parcel.code}`, { token: clerk })
    expect(history.body.data[0]).toMatchObject({
      action: 'load',
      status_from: 4,
      status_to: 0,
      trip_id: trip.id,
    })
  })

  it('loads by code too', async () => {
    const { parcel, trip } = waitingWithTrip()
    const { status } = await load({ trip_id: trip.id, codes: [parcel.code.toLowerCase()] })
    expect(status).toBe(200)
    expect(db.shippingOrders.byCode(parcel.code)).toBeDefined()
  })

  it('an empty selection is refused with SPEC §5 words, vi and en', async () => {
    const { trip } = waitingWithTrip()
    const vi = await load({ trip_id: trip.id, parcel_ids: [] })
    expect(vi.status).toBe(422)
    expect(vi.body.errors?.parcel_ids).toEqual(['Hàng cần dỡ hoặc bỏ khỏi xe phải được chọn'])
    const en = await act(P.unload, [], {}, 'en')
    expect(en.status).toBe(422)
    expect(en.body.errors?.ids).toEqual(['Goods to unload or remove must be selected'])
  })

  it('is all or nothing: one parcel of another direction refuses the whole load', async () => {
    const { parcel, trip } = waitingWithTrip()
    const other = db.waitingGoods.findBy((p) => p.status === 4 && p.map_detail_id !== trip.map_detail_id)!
    const { status, body } = await load({ trip_id: trip.id, parcel_ids: [parcel.id, other.id] })
    expect(status).toBe(409)
    expect(body.message).toBe(`Hàng ${other.code} đi chiều khác với chuyến ${trip.name}`)
    expect(db.waitingGoods.find(parcel.id)).toBeDefined()
    expect(db.shippingOrders.byCode(parcel.code)).toBeUndefined()
  })

  it('refuses a closed trip and a cancelled parcel', async () => {
    const { parcel, trip } = waitingWithTrip()
    db.trips.update(trip.id, { status: 4 })
    const closed = await load({ trip_id: trip.id, parcel_ids: [parcel.id] })
    expect(closed.status).toBe(409)
    expect(closed.body.message).toContain(trip.name)
    db.trips.update(trip.id, { status: 1 })
    const cancelled = db.waitingGoods.findBy((p) => p.status === 3)!
    const refused = await load({ trip_id: trip.id, parcel_ids: [cancelled.id] })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(`Hàng ${cancelled.code} đã hủy`)
  })

  it('two desks loading one parcel at once: exactly one wins, the other is told where it went', async () => {
    const { parcel, trip } = waitingWithTrip()
    const other = await login('kho', 'kho123')
    const answers = await Promise.all([
      load({ trip_id: trip.id, parcel_ids: [parcel.id] }),
      load({ trip_id: trip.id, codes: [parcel.code] }, other, 'en'),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const lost = answers.find((a) => a.status === 409)!
    expect(lost.body.message).toMatch(new RegExp(`${parcel.code}.*${trip.name}`))
    expect(db.shippingOrders.filter((o) => o.code === parcel.code)).toHaveLength(1)
  })

  it('a repeated idempotency key answers the first load', async () => {
    const { parcel, trip } = waitingWithTrip()
    const body = { trip_id: trip.id, parcel_ids: [parcel.id], idempotency_key: 'same' }
    const first = await call<{ orders: ShippingOrder[] }>(P.transferWaitingToShipping, { token: clerk, body })
    const again = await call<{ orders: ShippingOrder[] }>(P.transferWaitingToShipping, { token: clerk, body })
    expect(again.status).toBe(200)
    expect(again.body.data.orders[0].id).toBe(first.body.data.orders[0].id)
    expect(db.shippingOrders.filter((o) => o.code === parcel.code)).toHaveLength(1)
  })

  it('needs the load code', async () => {
    const { parcel, trip } = waitingWithTrip()
    const driver = await login('taixe', 'taixe123')
    const { status } = await load({ trip_id: trip.id, parcel_ids: [parcel.id] }, driver)
    expect(status).toBe(403)
  })
})

describe('order actions follow DECISIONS #7', () => {
  async function loaded(): Promise<ShippingOrder> {
    const { parcel, trip } = waitingWithTrip()
    const { body } = await load({ trip_id: trip.id, parcel_ids: [parcel.id] })
    return body.data.orders[0]
  }

  it('warehouse import, then each hand-over; refused where not allowed', async () => {
    const order = await loaded()
    const early = await act(P.complete, [order], {
      kind: 0,
      receiver_name: order.receiver_name,
      receiver_phone: order.receiver_phone,
      receiver_citizen_id: '079123456789',
    })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe(
      `Hàng ${order.code} đang ở trạng thái "Đang chuyển về kho": không thể giao cho người nhận`,
    )
    const imported = await act(P.warehouseImport, [order])
    expect(imported.status).toBe(200)
    expect(imported.body.data[0].status).toBe(1)
    const again = await act(P.warehouseImport, [imported.body.data[0]])
    expect(again.status).toBe(409)
    const done = await act(P.complete, imported.body.data, {
      kind: 0,
      receiver_name: order.receiver_name,
      receiver_phone: order.receiver_phone,
      receiver_citizen_id: '079123456789',
    })
    expect(done.body.data[0]).toMatchObject({ status: 2, delivery_type: 0 })
    const history = await call<ShippingHistory[]>(`${P.history}/${order.code}`, { token: clerk })
    expect(history.body.data.map((h) => h.action)).toEqual(['complete', 'warehouseImport', 'load'])
    expect(history.body.data[0].user_name).toBeTruthy()
  })

  it('a proxy hand-over needs name, phone and a 12-digit citizen id', async () => {
    const order = orderWith(1)
    const missing = await act(P.complete, [order], { kind: 1 })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toMatchObject({
      proxy_name: ['Vui lòng nhập tên người nhận hộ'],
      proxy_phone: ['Vui lòng nhập số điện thoại người nhận hộ'],
      proxy_citizen_id: ['Vui lòng nhập CCCD người nhận hộ'],
    })
    const bad = await act(P.complete, [order], {
      kind: 1,
      proxy_name: 'A',
      proxy_phone: '123',
      proxy_citizen_id: '12',
    })
    expect(bad.body.errors?.proxy_citizen_id).toEqual(['CCCD gồm đúng 12 chữ số'])
    const good = await act(P.complete, [order], {
      kind: 1,
      proxy_name: 'Trần Văn Hộ',
      proxy_phone: '0912.345.678',
      proxy_citizen_id: '079123456789',
    })
    expect(good.status).toBe(200)
    expect(good.body.data[0]).toMatchObject({ status: 2, delivery_type: 1, proxy_phone: '0912345678' })
  })

  it('a motorbike delivery needs an active motorbike driver', async () => {
    const order = orderWith(1)
    const none = await act(P.complete, [order], { kind: 2 })
    expect(none.body.errors?.motorbike_driver_id).toEqual(['Vui lòng chọn tài xế xe ôm'])
    const notDriver = await act(P.complete, [order], { kind: 2, motorbike_driver_id: 1 })
    expect(notDriver.status).toBe(422)
    const driver = db.users.findBy((u) => !!u.is_motorbike_driver && u.status === 1)!
    const ok = await act(P.complete, [order], { kind: 2, motorbike_driver_id: driver.id })
    expect(ok.body.data[0]).toMatchObject({ status: 2, delivery_type: 2, motorbike_driver_id: driver.id })
  })

  it('unload needs a trip that set off; remove sends it back to the waiting goods', async () => {
    const order = await loaded()
    const trip = db.trips.update(order.trip_id!, { status: 1 })!
    const refused = await act(P.unload, [order])
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `Hàng ${order.code} chưa đến văn phòng nhận: chuyến ${trip.name} chưa chạy`,
    )
    const removed = await act(P.remove, [order])
    expect(removed.status).toBe(200)
    expect(db.shippingOrders.byCode(order.code)).toBeUndefined()
    expect(db.waitingGoods.byCode(order.code)).toMatchObject({ status: 4, id: order.waiting_id })
  })

  it('unload at the arrival office', async () => {
    const order = orderWith(0)
    db.trips.update(order.trip_id!, { status: 4 })
    const { status, body } = await act(P.unload, [order])
    expect(status).toBe(200)
    expect(body.data[0].status).toBe(1)
  })

  it('transfer to another open trip of the same direction', async () => {
    const order = await loaded()
    const other = db.trips.findBy(
      (t) => t.id !== order.trip_id && t.map_detail_id === order.map_detail_id && OPEN.includes(t.status),
    )!
    expect(other).toBeDefined()
    const moved = await act(P.transferToVehicle, [order], { trip_id: other.id })
    expect(moved.body.data[0].trip_id).toBe(other.id)
    const same = await act(P.transferToVehicle, moved.body.data, { trip_id: other.id })
    expect(same.status).toBe(409)
  })

  it('cancel needs a reason; bulk is all or nothing; a stale version is 409', async () => {
    const inStock = orderWith(1)
    const complete = orderWith(2)
    const noReason = await act(P.cancel, [inStock], {})
    expect(noReason.status).toBe(422)
    const other = await act(P.cancel, [inStock], { reason_cancel: 'other' })
    expect(other.body.errors?.reason_note).toEqual(['Vui lòng nhập lý do hủy'])
    const mixed = await act(P.cancel, [inStock, complete], { reason_cancel: 'customer_cancelled' })
    expect(mixed.status).toBe(409)
    expect(mixed.body.message).toContain(complete.code)
    expect(db.shippingOrders.find(inStock.id)!.status).toBe(1)
    const stale = await act(P.cancel, [{ ...inStock, version: inStock.version - 1 }], {
      reason_cancel: 'customer_cancelled',
    })
    expect(stale.status).toBe(409)
    const done = await act(P.cancel, [inStock], { reason_cancel: 'other', reason_note: 'Khách đổi ý' })
    expect(done.body.data[0]).toMatchObject({ status: 3, cancel_reason: 'other', cancel_note: 'Khách đổi ý' })
  })
})

describe('a hand-over says and records the money and who took the parcel', () => {
  /** A parcel in the receiving office's stock: COD 3.400.000 ₫, its 50.000 ₫ fee paid by the receiver. */
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
  const receiver = (o: ShippingOrder) => ({
    receiver_name: o.receiver_name,
    receiver_phone: o.receiver_phone,
  })

  it('to the receiver: name and mobile phone required, the phone the parcel’s receiver’s', async () => {
    asks(false)
    const order = inStock()
    const missing = await act(P.complete, [order], { kind: 0 })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toMatchObject({
      receiver_name: ['Vui lòng nhập tên người nhận'],
      receiver_phone: ['Vui lòng nhập số điện thoại người nhận'],
    })
    const badPhone = await act(P.complete, [order], { kind: 0, receiver_name: 'A', receiver_phone: '123' })
    expect(badPhone.body.errors?.receiver_phone).toEqual([
      'Số điện thoại di động phải có 10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09',
    ])
    const other = order.receiver_phone === '0912345678' ? '0987654321' : '0912345678'
    const someoneElse = await act(P.complete, [order], { kind: 0, receiver_name: 'A', receiver_phone: other })
    expect(someoneElse.status).toBe(422)
    expect(someoneElse.body.errors?.receiver_phone).toEqual([
      `Hàng ${order.code} gửi cho số ${formatPhone(order.receiver_phone)}: người khác đến nhận thì chọn giao cho người nhận hộ`,
    ])
    expect(db.shippingOrders.find(order.id)!.status).toBe(1)
  })

  it('asks the receiver’s CCCD only when the operator asks for one; a proxy always shows one', async () => {
    asks(true)
    const order = inStock()
    const missing = await act(P.complete, [order], { kind: 0, ...receiver(order) })
    expect(missing.status).toBe(422)
    expect(missing.body.errors).toEqual({ receiver_citizen_id: ['Vui lòng nhập CCCD người nhận'] })
    const short = await act(P.complete, [order], { kind: 0, ...receiver(order), receiver_citizen_id: '0791' })
    expect(short.body.errors?.receiver_citizen_id).toEqual(['CCCD gồm đúng 12 chữ số'])
    const en = await act(P.complete, [order], { kind: 0, ...receiver(order) }, 'en')
    expect(en.body.errors?.receiver_citizen_id).toEqual(['Please enter receiver citizen ID'])
    const shown = await act(P.complete, [order], {
      kind: 0,
      ...receiver(order),
      receiver_citizen_id: '079123456789',
    })
    expect(shown.status).toBe(200)
    expect(shown.body.data[0]).toMatchObject({ status: 2, receiver_citizen_id: '079123456789' })

    asks(false)
    const next = inStock()
    const without = await act(P.complete, [next], { kind: 0, ...receiver(next) })
    expect(without.status).toBe(200)
    const another = inStock()
    const noId = await act(P.complete, [another], {
      kind: 1,
      proxy_name: 'Trần Văn Hộ',
      proxy_phone: '0912345678',
    })
    expect(noId.body.errors).toEqual({ proxy_citizen_id: ['Vui lòng nhập CCCD người nhận hộ'] })
  })

  it('records the amount collected, who handed over and when; says it; the history shows it', async () => {
    asks(false)
    const me = db.users.findBy((u) => u.username === 'letan.sg')!
    const order = inStock()
    const done = await act(P.complete, [order], {
      kind: 0,
      ...receiver(order),
      receiver_name: 'Nguyễn Thị Nhận',
    })
    expect(done.status).toBe(200)
    expect(done.body.message).toBe(`Đã giao ${order.code}, thu 3.450.000 ₫`)
    const saved = db.shippingOrders.find(order.id)!
    expect(saved).toMatchObject({
      status: 2,
      delivery_type: 0,
      receiver_name: 'Nguyễn Thị Nhận',
      receiver_phone: order.receiver_phone,
      collected_amount: 3_450_000,
      handed_over_by: me.id,
    })
    expect(Date.now() - Date.parse(saved.received_at!)).toBeLessThan(60_000)
    const history = await call<ShippingHistory[]>(`${P.history}/${order.code}`, { token: clerk })
    expect(history.body.data[0]).toMatchObject({
      action: 'complete',
      handover_kind: 0,
      amount: 3_450_000,
      taker_name: 'Nguyễn Thị Nhận',
      taker_phone: order.receiver_phone,
      user_id: me.id,
    })
  })

  it('bulk: the count and the total; by motorbike the driver has it to collect, in either language', async () => {
    const [a, b] = [inStock(), db.shippingOrders.filter((o) => o.status === 1)[1]]
    db.shippingOrders.update(b.id, {
      cod_amount: 0,
      fee: 30_000,
      delivery_fee: 20_000,
      surcharge: 0,
      payment_type: 1,
    })
    const free = db.shippingOrders.filter((o) => o.status === 1)[2]
    db.shippingOrders.update(free.id, { cod_amount: 0, payment_type: 0 })
    const driver = db.users.findBy((u) => !!u.is_motorbike_driver && u.status === 1)!
    const orders = [a, b].map((o) => db.shippingOrders.find(o.id)!)
    const done = await act(P.complete, orders, { kind: 2, motorbike_driver_id: driver.id })
    expect(done.body.message).toBe('Đã giao 2 hàng cho xe ôm, cần thu 3.500.000 ₫')
    expect(done.body.data.map((o) => o.collected_amount)).toEqual([3_450_000, 50_000])
    const history = await call<ShippingHistory[]>(`${P.history}/${a.code}`, { token: clerk })
    expect(history.body.data[0]).toMatchObject({
      handover_kind: 2,
      amount: 3_450_000,
      taker_name: driver.fullname,
    })
    const nothing = await act(
      P.complete,
      [db.shippingOrders.find(free.id)!],
      { kind: 1, proxy_name: 'Trần Văn Hộ', proxy_phone: '0912345678', proxy_citizen_id: '079123456789' },
      'en',
    )
    expect(nothing.body.message).toBe(`Handed over ${free.code}, nothing to collect`)
  })
})

describe('reads', () => {
  it('looks a parcel up by code in either collection and says where it is', async () => {
    const waiting = db.waitingGoods.findBy((p) => p.status === 4)!
    const a = await call<ParcelLookup>(`${P.lookup}/${waiting.code}`, { token: clerk })
    expect(a.body.data).toMatchObject({
      source: 'waiting',
      place: { kind: 'waiting', office_id: waiting.sending_office_id },
    })
    const stocked = orderWith(1)
    const b = await call<ParcelLookup>(`${P.lookup}/${stocked.code}`, { token: clerk })
    expect(b.body.data.place).toMatchObject({ kind: 'inStock', office_id: stocked.receiving_office_id })
    const missing = await call(`${P.lookup}/ZZZZ9999`, { token: clerk })
    expect(missing.status).toBe(404)
  })

  it('lists with filters and prints a trip load list', async () => {
    const order = orderWith(1)
    const list = await call<{ data: ShippingOrder[] }>(`${P.list}?status=1&trip_id=${order.trip_id}`, {
      token: clerk,
    })
    expect(list.body.data.data.every((o) => o.status === 1 && o.trip_id === order.trip_id)).toBe(true)
    const byCode = await call<{ data: ShippingOrder[] }>(`${P.list}?q=${order.code}`, { token: clerk })
    expect(byCode.body.data.data.map((o) => o.code)).toEqual([order.code])
    const print = await call<{ orders: ShippingOrder[]; trip: { id: number } }>(
      `${P.printList}/${order.trip_id}`,
      {
        token: clerk,
      },
    )
    expect(print.body.data.trip.id).toBe(order.trip_id)
    expect(print.body.data.orders.map((o) => o.code)).toContain(order.code)
  })

  it('the waiting goods write history rows too (receive, cancel)', async () => {
    const waiting = db.waitingGoods.findBy((p) => p.status === 4)!
    const cancel = await call(SHIPPING_API.shippingWaiting.cancel, {
      token: clerk,
      body: { id: waiting.id, version: waiting.version, reason_cancel: 'customer_cancelled' },
    })
    expect(cancel.status).toBe(200)
    const history = await call<ShippingHistory[]>(`${P.history}/${waiting.code}`, { token: clerk })
    expect(history.body.data[0]).toMatchObject({ action: 'cancel', status_from: 4, status_to: 3 })
  })
})
