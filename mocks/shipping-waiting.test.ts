// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import readXlsxFile from 'read-excel-file/node'
import { isParcelCode, parcelTotals } from '../src/api/contracts/shipping.ts'
import { SHIPPING_API } from '../src/api/contracts/shipping-paths.ts'
import { MOCK_CONTROL } from '../src/api/paths.ts'
import type { ListPage } from '../src/api/schemas/envelope.ts'
import {
  shippingWaitingWriteSchema,
  type ParcelLabel,
  type ParcelParty,
  type WaitingGoods,
} from '../src/api/schemas/shipping.ts'
import { db, resetDb, server } from './node.ts'
import { setEmitter } from './realtime.ts'
import { vnToday } from './db/time.ts'
import { call, login, request } from './test-client.ts'

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => resetDb())
afterEach(() => {
  server.resetHandlers()
  setEmitter(null)
})
afterAll(() => server.close())

const PATH = '/api/shipping-waiting'
const ACTIONS = SHIPPING_API.shippingWaiting

/** The Sài Gòn ⇄ Đà Lạt route's direction from Sài Gòn, and its offices. */
function sgToDl() {
  const map = db.maps.findBy((m) => m.name === 'Sài Gòn ⇄ Đà Lạt')!
  const detail = map.details[0]
  const entry = detail.forward.name.startsWith('Sài Gòn') ? detail.forward : detail.reverse
  const office = (name: string) => db.offices.findBy((o) => o.name === name)!.id
  return {
    map_detail_id: entry.id,
    sending_office_id: office('Văn phòng Sài Gòn'),
    receiving_office_id: office('Văn phòng Đà Lạt'),
  }
}

const parcel = (over: Record<string, unknown> = {}) => ({
  sender_name: 'Trần Văn Bình',
  sender_phone: '0912.345.678',
  sender_citizen_id: '079085001234',
  receiver_name: 'Lê Thị Hoa',
  receiver_phone: '0987 654 321',
  receiver_citizen_id: '',
  package_name: 'Thùng chén bát sứ',
  product_type_id: db.productTypes.findBy((p) => p.name === 'Hàng dễ vỡ')!.id,
  weight: 7.5,
  quantity: 1,
  product_value: 2_000_000,
  fee: 60_000,
  delivery_fee: 0,
  surcharge: 10_000,
  cod_amount: 1_250_000,
  payment_type: 1,
  ...sgToDl(),
  delivery_type: 0,
  delivery_address: '',
  receiving_address: '',
  note: '',
  ...over,
})

describe('receiving a parcel', () => {
  it('gives it a new code, waiting status, the clerk and the time, and announces it to the other desks', async () => {
    const token = await login('kho', 'kho123')
    const events: Array<[string, unknown]> = []
    setEmitter((event, payload) => events.push([event, payload]))
    const { status, body } = await call<WaitingGoods>(`${PATH}/create`, { token, body: parcel() })
    expect(status).toBe(200)
    const row = body.data
    expect(isParcelCode(row.code)).toBe(true)
    expect(row.code).toMatch(/^HG[0-9A-Z]{8}$/)
    expect(row.status).toBe(4)
    expect(row.sender_phone).toBe('0912345678')
    expect(row.receiver_phone).toBe('0987654321')
    expect(row.receiver_citizen_id).toBeNull()
    expect(row.employee_id).toBe(db.users.findBy((u) => u.username === 'kho')!.id)
    expect(row.created_at.slice(0, 10)).toBe(vnToday())
    expect(events).toEqual([['shipping-waiting:created', { ids: [row.id] }]])
    expect(db.waitingGoods.byCode(row.code)?.id).toBe(row.id)
    const second = await call<WaitingGoods>(`${PATH}/create`, { token, body: parcel() })
    expect(second.body.data.code).not.toBe(row.code)
  })

  it('refuses what the form refuses, with the form’s words in Vietnamese and English', async () => {
    const token = await login('kho', 'kho123')
    const bad = parcel({
      sender_phone: '12345',
      sender_citizen_id: '0790',
      weight: 1.234,
      receiving_office_id: sgToDl().sending_office_id,
      delivery_type: 2,
      cod_amount: -1,
    })
    const vi = await call(`${PATH}/create`, { token, body: bad })
    expect(vi.status).toBe(422)
    expect(vi.body.errors).toMatchObject({
      sender_phone: ['Số điện thoại di động phải có 10 số, bắt đầu bằng 03, 05, 07, 08 hoặc 09'],
      sender_citizen_id: ['CCCD gồm đúng 12 chữ số'],
      weight: ['Cân nặng chỉ lấy tối đa 2 chữ số thập phân'],
      receiving_office_id: ['Văn phòng nhận phải khác văn phòng gửi'],
      delivery_address: ['Vui lòng nhập địa chỉ giao'],
      cod_amount: ['Không được nhỏ hơn 0'],
    })
    const en = await call(`${PATH}/create`, { token, body: bad, lang: 'en' })
    expect(en.body.errors).toMatchObject({
      sender_citizen_id: ['A citizen ID has exactly 12 digits'],
      delivery_address: ['Please enter delivery address'],
    })
  })

  it('takes offices of the direction’s route only, an active direction and goods type', async () => {
    const token = await login('kho', 'kho123')
    const vungTau = db.offices.findBy((o) => o.name === 'Văn phòng Vũng Tàu')!.id
    const { status, body } = await call(`${PATH}/create`, {
      token,
      body: parcel({ receiving_office_id: vungTau, product_type_id: 9999 }),
    })
    expect(status).toBe(422)
    expect(body.errors).toEqual({
      receiving_office_id: ['Văn phòng không nằm trên tuyến của chiều đã chọn'],
      product_type_id: ['Loại hàng không tồn tại hoặc đã ngừng hoạt động'],
    })
  })

  it('keeps no delivery address nor delivery fee for a parcel collected at the office', async () => {
    const token = await login('kho', 'kho123')
    const { body } = await call<WaitingGoods>(`${PATH}/create`, {
      token,
      body: parcel({ delivery_type: 0, delivery_address: '12 Lê Lợi', delivery_fee: 30_000 }),
    })
    expect(body.data.delivery_address).toBeNull()
    expect(body.data.delivery_fee).toBe(0)
  })

  it('needs the write codes: a view-only account gets 403', async () => {
    const token = await login('quanly', 'quanly123')
    expect((await call(`${PATH}/create`, { token, body: parcel() })).status).toBe(403)
    expect((await call(`${PATH}/list`, { token })).status).toBe(403)
  })
})

describe('editing, cancelling and deleting', () => {
  const waiting = () => db.waitingGoods.findBy((g) => g.status === 4)!
  const cancelled = () => db.waitingGoods.findBy((g) => g.status === 3)!

  it('edits a waiting parcel with its version; a stale version is 409', async () => {
    const token = await login('kho', 'kho123')
    const row = waiting()
    const saved = await call<WaitingGoods>(`${PATH}/update`, {
      token,
      body: { id: row.id, version: row.version, note: 'Hàng dễ vỡ, xếp trên cùng' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.note).toBe('Hàng dễ vỡ, xếp trên cùng')
    expect(saved.body.data.code).toBe(row.code)
    const stale = await call(`${PATH}/update`, {
      token,
      body: { id: row.id, version: row.version, note: 'x' },
    })
    expect(stale.status).toBe(409)
  })

  it('cancels only with a reason; "other" needs its text; then it is no longer editable', async () => {
    const token = await login('kho', 'kho123')
    const row = waiting()
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const none = await call(ACTIONS.cancel, { token, body: { id: row.id, version: row.version } })
    expect(none.status).toBe(422)
    expect(none.body.errors).toEqual({ reason_cancel: ['Vui lòng chọn lý do hủy'] })
    const other = await call(ACTIONS.cancel, {
      token,
      body: { id: row.id, version: row.version, reason_cancel: 'other', reason_note: ' ' },
    })
    expect(other.body.errors).toEqual({ reason_note: ['Vui lòng nhập lý do hủy'] })
    const done = await call<WaitingGoods>(ACTIONS.cancel, {
      token,
      body: { id: row.id, version: row.version, reason_cancel: 'other', reason_note: 'Người gửi đổi ý' },
    })
    expect(done.status).toBe(200)
    expect(done.body.data).toMatchObject({
      status: 3,
      cancel_reason: 'other',
      cancel_note: 'Người gửi đổi ý',
    })
    expect(events).toEqual(['shipping-waiting:updated'])
    // the version the editing desk still holds is the one before the cancel: the state is said, not "stale"
    const edit = await call(`${PATH}/update`, {
      token,
      body: { id: row.id, version: row.version, note: 'x' },
    })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toBe(`Hàng ${row.code} không còn chờ gửi (Đã hủy): không thể sửa`)
    const again = await call(ACTIONS.cancel, {
      token,
      lang: 'en',
      body: { id: row.id, version: done.body.data.version, reason_cancel: 'customer_cancelled' },
    })
    expect(again.body.message).toBe(`Parcel ${row.code} is no longer waiting (Cancelled): cannot cancel it`)
  })

  it('edits a parcel whose goods type and route were stopped since; a new reference to them is refused', async () => {
    const token = await login('kho', 'kho123')
    const row = waiting()
    const other = db.waitingGoods.findBy(
      (g) => g.status === 4 && g.id !== row.id && g.product_type_id !== row.product_type_id,
    )!
    db.productTypes.update(row.product_type_id!, { status: 0 })
    const route = db.maps
      .all()
      .find((m) =>
        m.details.some((d) => d.forward.id === row.map_detail_id || d.reverse.id === row.map_detail_id),
      )!
    db.maps.update(route.id, { status: 0 })
    const kept = await call<WaitingGoods>(`${PATH}/update`, {
      token,
      body: { id: row.id, version: row.version, note: 'Giữ nguyên loại hàng' },
    })
    expect(kept.status).toBe(200)
    const moved = await call(`${PATH}/update`, {
      token,
      body: { id: other.id, version: other.version, product_type_id: row.product_type_id },
    })
    expect(moved.status).toBe(422)
    expect(moved.body.errors).toHaveProperty('product_type_id')
  })

  it('deletes a waiting parcel; a cancelled one is refused', async () => {
    const token = await login('kho', 'kho123')
    const row = waiting()
    const refused = await call(`${PATH}/${cancelled().id}`, { token, method: 'DELETE' })
    expect(refused.status).toBe(409)
    const gone = await call(`${PATH}/${row.id}`, { token, method: 'DELETE' })
    expect(gone.status).toBe(200)
    expect(db.waitingGoods.find(row.id)).toBeUndefined()
    expect(db.waitingGoods.byCode(row.code)).toBeUndefined()
  })
})

describe('the list', () => {
  it('shows the waiting ones newest first; searches code, name and phone by its digits; filters', async () => {
    const token = await login('kho', 'kho123')
    const list = (query: string) =>
      call<ListPage<WaitingGoods>>(`${PATH}/list?itemsPerPage=100&${query}`, { token }).then(
        (r) => r.body.data,
      )
    const all = await list('')
    expect(all.data.length).toBe(db.waitingGoods.filter((g) => g.status === 4).length)
    const times = all.data.map((g) => g.created_at)
    expect(times).toEqual([...times].sort().reverse())
    const row = all.data[3]
    expect((await list(`q=${row.code.toLowerCase()}`)).data.map((g) => g.id)).toEqual([row.id])
    const dotted = `${row.receiver_phone.slice(0, 4)}.${row.receiver_phone.slice(4, 7)}.${row.receiver_phone.slice(7)}`
    expect((await list(`q=${encodeURIComponent(dotted)}`)).data.map((g) => g.id)).toContain(row.id)
    const cancelled = await list('status=3')
    expect(cancelled.data.length).toBe(2)
    for (const g of (await list(`office_id=${row.sending_office_id}`)).data)
      expect([g.sending_office_id, g.receiving_office_id]).toContain(row.sending_office_id)
    for (const g of (await list(`map_detail_id=${row.map_detail_id}`)).data)
      expect(g.map_detail_id).toBe(row.map_detail_id)
    for (const g of (await list(`product_type_id=${row.product_type_id}`)).data)
      expect(g.product_type_id).toBe(row.product_type_id)
    const today = (await list(`date=${vnToday()}`)).data
    expect(today.length).toBeGreaterThan(0)
    for (const g of today) expect(g.created_at.slice(0, 10)).toBe(vnToday())
  })

  it('exports the filtered list as .xlsx', async () => {
    const token = await login('kho', 'kho123')
    const res = await request(`${PATH}/export-excel?status=3`, { token })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/hang-cho-gui-\d{4}-\d{2}-\d{2}\.xlsx/)
    // phones are written as the screens write them: 0912.345.678
    const [sheet] = await readXlsxFile(Buffer.from(await res.arrayBuffer()))
    const phones = sheet.data
      .slice(1)
      .flatMap((row) => row.filter((cell) => /^0\d{3}\.\d{3}\.\d{3}$/.test(String(cell))))
    expect(phones.length).toBe(2 * (sheet.data.length - 1))
  })
})

describe('phone look-ups and the label', () => {
  it('finds a returning sender and receiver by phone, typed any way', async () => {
    const token = await login('kho', 'kho123')
    const body = parcel({ receiving_address: '01 Tô Hiến Thành, Đà Lạt' })
    await call(`${PATH}/create`, { token, body })
    const sender = await call<ParcelParty>(`${ACTIONS.customerByPhone}?phone=0912%20345%20678&role=sender`, {
      token,
    })
    expect(sender.body.data).toEqual({
      phone: '0912345678',
      name: 'Trần Văn Bình',
      citizen_id: '079085001234',
      address: null,
    })
    const receiver = await call<ParcelParty>(`${ACTIONS.customerByPhone}?phone=0987654321&role=receiver`, {
      token,
    })
    expect(receiver.body.data).toEqual({
      phone: '0987654321',
      name: 'Lê Thị Hoa',
      citizen_id: null,
      address: '01 Tô Hiến Thành, Đà Lạt',
    })
    const customer = db.customers.all()[0]
    const known = await call<ParcelParty>(`${ACTIONS.customerByPhone}?phone=${customer.phone}&role=sender`, {
      token,
    })
    expect(known.body.data?.name).toBeTruthy()
    const nobody = await call(`${ACTIONS.customerByPhone}?phone=0399999991&role=sender`, { token })
    expect(nobody.body.data).toBeNull()
  })

  it('gives the label’s facts: offices, clerk, operator and the totals of parcelTotals', async () => {
    const token = await login('kho', 'kho123')
    const created = (await call<WaitingGoods>(`${PATH}/create`, { token, body: parcel() })).body.data
    const { status, body } = await call<ParcelLabel>(`${ACTIONS.printBill}/${created.id}`, { token })
    expect(status).toBe(200)
    const totals = parcelTotals(created)
    expect(totals).toMatchObject({ charges: 70_000, senderPays: 0, receiverPays: 1_320_000 })
    expect(body.data).toMatchObject({
      direction: expect.stringMatching(/^Sài Gòn ➡️ Đà Lạt/),
      goods_type: 'Hàng dễ vỡ',
      sending_office: { name: 'Văn phòng Sài Gòn' },
      receiving_office: { name: 'Văn phòng Đà Lạt' },
      operator: db.settings.company_name,
      charges: 70_000,
      sender_pays: 0,
      receiver_pays: 1_320_000,
    })
    expect(body.data.clerk).toBe(db.users.findBy((u) => u.username === 'kho')!.fullname)
    expect((await call(`${ACTIONS.printBill}/99999`, { token })).status).toBe(404)
  })
})

describe('the seed', () => {
  it('has waiting parcels at several offices, today and days before, some cancelled, each as its form would save it', () => {
    const rows = db.waitingGoods.all()
    expect(new Set(rows.map((g) => g.sending_office_id)).size).toBeGreaterThan(2)
    expect(rows.some((g) => g.created_at.slice(0, 10) === vnToday())).toBe(true)
    expect(rows.some((g) => g.created_at.slice(0, 10) < vnToday())).toBe(true)
    expect(rows.filter((g) => g.status === 3).length).toBe(2)
    for (const row of rows) {
      expect(isParcelCode(row.code), row.code).toBe(true)
      expect(db.waitingGoods.byCode(row.code)?.id).toBe(row.id)
      expect(shippingWaitingWriteSchema.safeParse(row).success, row.code).toBe(true)
      const map = db.maps
        .all()
        .find((m) => m.details.some((d) => [d.forward.id, d.reverse.id].includes(row.map_detail_id)))!
      const onRoute = map.offices.map((o) => o.id)
      expect(onRoute, row.code).toEqual(
        expect.arrayContaining([row.sending_office_id, row.receiving_office_id]),
      )
    }
  })
})

describe('the parcels control', () => {
  it('adds that many waiting parcels with valid, deterministic codes, found by code at once', async () => {
    const before = db.waitingGoods.size
    const events: string[] = []
    setEmitter((event) => events.push(event))
    const res = await request(MOCK_CONTROL.parcels, { body: { count: 5000 } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { data: { first: string; last: string } }).data).toEqual({
      count: 5000,
      first: 'HB00000001',
      last: 'HB00005000',
    })
    expect(db.waitingGoods.size).toBe(before + 5000)
    expect(events).toEqual(['shipping-waiting:created'])
    const row = db.waitingGoods.byCode('HB00004321')!
    expect(row.status).toBe(4)
    expect(isParcelCode(row.code)).toBe(true)
    const map = db.maps
      .all()
      .find((m) => m.details.some((d) => [d.forward.id, d.reverse.id].includes(row.map_detail_id)))!
    expect(map.offices.map((o) => o.id)).toEqual(
      expect.arrayContaining([row.sending_office_id, row.receiving_office_id]),
    )
    const more = await request(MOCK_CONTROL.parcels, { body: { count: 1 } })
    expect(((await more.json()) as { data: { first: string } }).data.first).toBe('HB00005001')
    // DECISIONS #14: the last code deleted is not issued again
    db.waitingGoods.remove([db.waitingGoods.byCode('HB00005001')!.id])
    const again = await request(MOCK_CONTROL.parcels, { body: { count: 1 } })
    expect(((await again.json()) as { data: { first: string } }).data.first).toBe('HB00005002')
    expect((await request(MOCK_CONTROL.parcels, { body: { count: 0 } })).status).toBe(400)
  })
})
