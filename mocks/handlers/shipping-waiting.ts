/**
 * Waiting goods (/shipping-waiting): receive, list, edit, cancel with a reason, delete, export, the phone look-ups
 * of returning senders and receivers, the label's data (print-bill), and the `POST /__mock/parcels` control.
 */
import { http } from 'msw'
import type { z } from 'zod'
import {
  isWaitingParcel,
  parcelTotals,
  SHIPPING_STATUS,
  SHIPPING_WAITING_CANCEL_CODE,
} from '../../src/api/contracts/shipping.ts'
import { SHIPPING_API } from '../../src/api/contracts/shipping-paths.ts'
import { shippingWaitingContract } from '../../src/api/contracts/groups.ts'
import { MOCK_CONTROL } from '../../src/api/paths.ts'
import { cancelWriteSchema } from '../../src/api/schemas/booking.ts'
import {
  shippingWaitingWriteSchema,
  type ParcelLabel,
  type ParcelParty,
  type WaitingGoods,
} from '../../src/api/schemas/shipping.ts'
import viShipping from '../../src/i18n/locales/vi/shipping.ts'
import enShipping from '../../src/i18n/locales/en/shipping.ts'
import { phoneDigits } from '../../src/lib/phone.ts'
import { customerWithPhone, db } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { crud, type ExportColumn } from './crud.ts'
import { logParcel } from './shipping.ts'
import { formatPhone } from '../../src/lib/format.ts'
import { directionOf } from './trips.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  envelope,
  langOf,
  normalise,
  ok,
  param,
  parseIds,
  readJson,
  requirePermission,
  safe,
  t,
  type Lang,
} from './util.ts'
import { parseWrite } from './validate.ts'

type Values = z.output<typeof shippingWaitingWriteSchema>
type Action = 'edit' | 'cancel' | 'delete'

const words = (lang: Lang) => (lang === 'vi' ? viShipping : enShipping)
const ACTIONS = SHIPPING_API.shippingWaiting
const { group, path, permission, writes } = shippingWaitingContract

/** A usable direction: it exists and its route is active. */
const usableDirection = (id: number) => {
  const direction = directionOf(id)
  return direction && direction.map.status === 1 ? direction : undefined
}

/** Only a waiting parcel (status 4) may be edited, cancelled or deleted. */
function assertWaiting(request: Request, row: WaitingGoods, action: Action): void {
  if (isWaitingParcel(row.status)) return
  const w = words(langOf(request))
  const status = w.status[row.status as keyof typeof w.status] ?? String(row.status)
  throw new ApiError(
    409,
    w.validation.notWaiting
      .replace('{{0}}', row.code)
      .replace('{{1}}', status)
      .replace('{{2}}', w.validation[action]),
  )
}

let lastCode = 0
/**
 * DECISIONS #14: a parcel's code, unique for ever (from the clock, never reused after a delete), upper-case
 * letters and digits, 10 characters ("HG" and the clock in base 36).
 */
export function nextParcelCode(): string {
  let code: string
  do {
    lastCode = Math.max(Date.now(), lastCode + 1)
    code = `HG${lastCode.toString(36).toUpperCase()}`
  } while (db.waitingGoods.byCode(code) || db.shippingOrders.byCode(code))
  return code
}

/**
 * The direction is usable, both offices are on its route, the goods type is active. Rule 23: only a new
 * reference must be active; an edit keeps its stored direction and goods type even once they were stopped.
 */
function parcelRules(request: Request, values: Values, existing: WaitingGoods | undefined): Values {
  const w = words(langOf(request)).validation
  const keptDirection = existing?.map_detail_id === values.map_detail_id
  const direction = keptDirection ? directionOf(values.map_detail_id) : usableDirection(values.map_detail_id)
  const onRoute = (id: number) => !direction || direction.map.offices.some((o) => o.id === id)
  const type = db.productTypes.find(values.product_type_id)
  const keptType = existing?.product_type_id === values.product_type_id
  assertValid(request, {
    map_detail_id: direction ? [] : [w.directionNotFound],
    sending_office_id: onRoute(values.sending_office_id) ? [] : [w.officeNotOnRoute],
    receiving_office_id: onRoute(values.receiving_office_id) ? [] : [w.officeNotOnRoute],
    product_type_id: type && (keptType || type.status === 1) ? [] : [w.productTypeNotFound],
  })
  // a parcel collected at the office keeps no delivery address nor its fee
  const delivered = values.delivery_type === 2
  const checked = {
    ...values,
    delivery_address: delivered ? values.delivery_address : null,
    delivery_fee: delivered ? values.delivery_fee : 0,
  }
  // the last check passed: the crud stores what is returned, and the history says so
  if (existing) {
    logParcel(request, 'edited', existing, existing.status, existing.status, existing.sending_office_id)
    return checked
  }
  const clerk = requirePermission(request, writes.create)
  const received = {
    ...checked,
    code: nextParcelCode(),
    status: SHIPPING_STATUS.notYet,
    cancel_reason: null,
    cancel_note: null,
    employee_id: clerk.id,
    created_at: vnIsoAt(),
  }
  logParcel(request, 'received', received, null, received.status, received.sending_office_id)
  return received as Values
}

/** Newest first. */
const newestFirst = (a: WaitingGoods, b: WaitingGoods) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id

/**
 * The list's own filters: `q` (code, sender or receiver name, or phone by its digits), `status` (default:
 * waiting; 3 the cancelled ones), `office_id` (sending or receiving), `date` (received that Asia/Ho_Chi_Minh day),
 * `map_detail_id`, `product_type_id`. Each is taken out of the query once applied here, so the generic filters do
 * not apply it again.
 */
function parcelFilter(rows: WaitingGoods[], filters: Record<string, string>): WaitingGoods[] {
  const take = (key: string) => {
    const value = filters[key]
    delete filters[key]
    return value === undefined || value === '' ? undefined : value
  }
  const q = take('q')?.trim()
  const status = Number(take('status') ?? SHIPPING_STATUS.notYet)
  const office = take('office_id')
  const day = take('date')
  const direction = take('map_detail_id')
  const type = take('product_type_id')
  const code = q?.toUpperCase()
  // a whole code: one look-up in the index
  if (code && /^[A-Z0-9]{4,12}$/.test(code) && /\d/.test(code) && /[A-Z]/.test(code)) {
    const hit = db.waitingGoods.byCode(code)
    if (hit) rows = [hit]
  }
  let out = rows.filter((r) => r.status === status)
  if (office)
    out = out.filter(
      (r) => String(r.sending_office_id) === office || String(r.receiving_office_id) === office,
    )
  if (day) out = out.filter((r) => r.created_at.slice(0, 10) === day)
  if (direction) out = out.filter((r) => String(r.map_detail_id) === direction)
  if (type) out = out.filter((r) => String(r.product_type_id) === type)
  if (q) {
    const needle = normalise(q)
    const digits = phoneDigits(q).replace(/\D/g, '')
    out = out.filter(
      (r) =>
        normalise(r.code).includes(needle) ||
        normalise(r.sender_name).includes(needle) ||
        normalise(r.receiver_name).includes(needle) ||
        (digits.length >= 3 && (r.sender_phone.includes(digits) || r.receiver_phone.includes(digits))),
    )
  }
  return out.sort(newestFirst)
}

const officeName = (id: number) => db.offices.find(id)?.name ?? null
const directionName = (id: number) => directionOf(id)?.entry.name ?? null
const typeName = (id: number | null) => (id ? (db.productTypes.find(id)?.name ?? null) : null)

/** The list's columns as it shows them; headers are the form's field labels. */
const EXPORT_COLUMNS: Array<ExportColumn<WaitingGoods>> = [
  { key: 'code', value: (r) => r.code },
  {
    key: 'created_at',
    value: (r) => `${displayDate(r.created_at.slice(0, 10))} ${r.created_at.slice(11, 16)}`,
  },
  { key: 'sender_name', value: (r) => r.sender_name },
  { key: 'sender_phone', value: (r) => formatPhone(r.sender_phone) },
  { key: 'receiver_name', value: (r) => r.receiver_name },
  { key: 'receiver_phone', value: (r) => formatPhone(r.receiver_phone) },
  { key: 'package_name', value: (r) => r.package_name },
  { key: 'product_type_id', value: (r) => typeName(r.product_type_id) },
  { key: 'weight', value: (r) => r.weight },
  { key: 'quantity', value: (r) => r.quantity },
  { key: 'map_detail_id', value: (r) => directionName(r.map_detail_id) },
  { key: 'sending_office_id', value: (r) => officeName(r.sending_office_id) },
  { key: 'receiving_office_id', value: (r) => officeName(r.receiving_office_id) },
  { key: 'fee', value: (r) => r.fee },
  { key: 'delivery_fee', value: (r) => r.delivery_fee },
  { key: 'surcharge', value: (r) => r.surcharge },
  { key: 'cod_amount', value: (r) => r.cod_amount },
  {
    key: 'payment_type',
    value: (r, lang) => words(lang).paymentType[r.payment_type as 0 | 1 | 2],
  },
  {
    key: 'delivery_type',
    value: (r, lang) => words(lang).deliveryType[r.delivery_type as 0 | 2],
  },
  { key: 'delivery_address', value: (r) => r.delivery_address ?? null },
  { key: 'status', value: (r, lang) => words(lang).status[r.status as 3 | 4] },
  { key: 'note', value: (r) => r.note ?? null },
]

/** POST …/cancel { id, version, reason_cancel, reason_note? } (DECISIONS #13's reasons; "other" needs its text). */
const cancel = http.post(
  `*${ACTIONS.cancel}`,
  safe(async ({ request }) => {
    requirePermission(request, SHIPPING_WAITING_CANCEL_CODE)
    const body = await readJson(request)
    const row = db.waitingGoods.find(Number(body.id))
    if (!row) throw new ApiError(404, t(request, 'notFound'))
    const values = parseWrite(request, cancelWriteSchema, body, 'booking')
    // what became of it (cancelled, loaded) is said before that it changed
    assertWaiting(request, row, 'cancel')
    if (values.version !== row.version) throw new ApiError(409, t(request, 'staleWrite'))
    const next = db.waitingGoods.update(row.id, {
      status: SHIPPING_STATUS.cancel,
      cancel_reason: values.reason_cancel,
      cancel_note: values.reason_cancel === 'other' ? values.reason_note : null,
    })!
    logParcel(request, 'cancel', next, row.status, next.status, next.sending_office_id)
    emitChanged(group, 'updated', [row.id], request)
    return ok(next, t(request, 'updated'))
  }),
)

/** A delete of anything but a waiting parcel is refused; otherwise (and without the code) the crud's delete answers. */
const refuseDelete = http.delete(`*${path}/:ids`, ({ request, params }) => {
  const settled = parseIds(params.ids)
    .map((id) => db.waitingGoods.find(id))
    .find((row) => row && !isWaitingParcel(row.status))
  if (!settled) return undefined
  try {
    requirePermission(request, writes.delete)
    assertWaiting(request, settled, 'delete')
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return envelope(409, error.message, null)
  }
  return undefined
})

/** Every parcel, waiting or on its way, newest first: where returning senders and receivers are found. */
const everyParcel = () =>
  [...db.waitingGoods.all(), ...db.shippingOrders.all()].sort((a, b) =>
    b.created_at.localeCompare(a.created_at),
  )

/**
 * GET …?phone=&role=sender|receiver: the person with that phone as the last parcel names them (as a sender or a
 * receiver; the role asked first), else the customer with that phone; null when nobody has it. A receiver's
 * address is the last one a parcel went to.
 */
const customerByPhone = http.get(
  `*${ACTIONS.customerByPhone}`,
  safe(({ request }) => {
    requirePermission(request, [permission, writes.create, writes.update])
    const query = new URL(request.url).searchParams
    const phone = phoneDigits(query.get('phone') ?? '')
    const role = query.get('role') === 'receiver' ? 'receiver' : 'sender'
    if (!/^0\d{9}$/.test(phone)) return ok(null)
    const parcels = everyParcel()
    const asReceiver = parcels.find((p) => p.receiver_phone === phone)
    const asSender = parcels.find((p) => p.sender_phone === phone)
    const receiverAddress = asReceiver
      ? (asReceiver.receiving_address ?? asReceiver.delivery_address ?? null)
      : null
    const fromReceiver = asReceiver && {
      phone,
      name: asReceiver.receiver_name,
      citizen_id: asReceiver.receiver_citizen_id ?? null,
      address: receiverAddress,
    }
    const fromSender = asSender && {
      phone,
      name: asSender.sender_name,
      citizen_id: asSender.sender_citizen_id ?? null,
      address: receiverAddress,
    }
    const customer = customerWithPhone(phone)
    const found: ParcelParty | null =
      (role === 'receiver' ? (fromReceiver ?? fromSender) : (fromSender ?? fromReceiver)) ??
      (customer
        ? { phone, name: customer.fullname, citizen_id: null, address: customer.address ?? null }
        : null)
    return ok(found)
  }),
)

/** GET …/print-bill/:id: what the label prints. */
const printBill = http.get(
  `*${ACTIONS.printBill}/:id`,
  safe(({ request, params }) => {
    requirePermission(request, permission)
    const parcel = db.waitingGoods.find(Number(param(params.id)))
    if (!parcel) throw new ApiError(404, t(request, 'notFound'))
    const office = (id: number) => {
      const o = db.offices.find(id)
      return { name: o?.name ?? '', address: o?.address ?? null, phone: o?.phone ?? null }
    }
    const totals = parcelTotals(parcel)
    const label: ParcelLabel = {
      parcel,
      direction: directionName(parcel.map_detail_id) ?? '',
      goods_type: typeName(parcel.product_type_id),
      sending_office: office(parcel.sending_office_id),
      receiving_office: office(parcel.receiving_office_id),
      clerk: parcel.employee_id ? (db.users.find(parcel.employee_id)?.fullname ?? null) : null,
      operator: db.settings.company_name,
      charges: totals.charges,
      sender_pays: totals.senderPays,
      receiver_pays: totals.receiverPays,
    }
    return ok(label)
  }),
)

const BULK_MAX = 20_000
const BULK_PACKAGES = [
  'Hộp hồ sơ công ty',
  'Vali quần áo',
  'Hộp bánh tráng',
  'Thùng chén bát sứ',
  'Hộp trà Bảo Lộc',
]

/** The highest bulk number issued in each database (a reset starts again): a deleted code is never issued again. */
const bulkIssued = new WeakMap<object, number>()

/**
 * POST /__mock/parcels { count }: `count` waiting parcels (1 to 20 000) arrive at once, the same for the same
 * data: codes `HB` and 8 digits in order, on the active routes' directions in turn, offices of the route, the
 * goods types in turn. Announced as one `shipping-waiting:created`. Guarded like every control.
 */
const bulkParcels = http.post(`*${MOCK_CONTROL.parcels}`, async ({ request }) => {
  const body = await readJson<{ count?: unknown }>(request).catch(() => ({}) as { count?: unknown })
  const count = Number(body.count)
  if (!Number.isInteger(count) || count < 1 || count > BULK_MAX)
    return envelope(400, `count must be an integer from 1 to ${BULK_MAX}`, null)
  const directions = db.maps
    .all()
    .filter((m) => m.status === 1 && m.offices.length >= 2)
    .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]).map((entry) => ({ map: m, entry })))
  const types = db.productTypes.filter((p) => p.status === 1)
  const now = vnIsoAt()
  const ids: number[] = []
  let n = bulkIssued.get(db.waitingGoods) ?? 0
  for (let i = 0; i < count; i++) {
    let code: string
    do code = `HB${String(++n).padStart(8, '0')}`
    while (db.waitingGoods.byCode(code) || db.shippingOrders.byCode(code))
    const { map, entry } = directions[i % directions.length]
    const first = map.offices[0].id
    const last = map.offices[map.offices.length - 1].id
    const [from, to] = entry.is_reverse_direction ? [last, first] : [first, last]
    const row = db.waitingGoods.insert({
      code,
      package_name: BULK_PACKAGES[i % BULK_PACKAGES.length],
      product_type_id: types[i % types.length].id,
      weight: 1 + (i % 20),
      quantity: 1,
      product_value: 0,
      cod_amount: i % 3 === 0 ? 500_000 : 0,
      fee: 30_000,
      delivery_fee: 0,
      surcharge: 0,
      payment_type: i % 2,
      sender_name: `Người gửi ${n}`,
      sender_phone: `09${String(10_000_000 + (n % 90_000_000)).padStart(8, '0')}`,
      sender_citizen_id: null,
      receiver_name: `Người nhận ${n}`,
      receiver_phone: `08${String(10_000_000 + (n % 90_000_000)).padStart(8, '0')}`,
      receiver_citizen_id: null,
      sending_office_id: from,
      receiving_office_id: to,
      map_detail_id: entry.id,
      delivery_type: 0,
      delivery_address: null,
      receiving_address: null,
      note: null,
      status: SHIPPING_STATUS.notYet,
      cancel_reason: null,
      cancel_note: null,
      employee_id: null,
      created_at: now,
    })
    ids.push(row.id)
  }
  bulkIssued.set(db.waitingGoods, n)
  emitChanged(group, 'created', ids)
  return ok({
    count,
    first: db.waitingGoods.find(ids[0])!.code,
    last: db.waitingGoods.find(ids.at(-1)!)!.code,
  })
})

export const shippingWaitingHandlers = [
  bulkParcels,
  cancel,
  customerByPhone,
  printBill,
  refuseDelete,
  ...crud({
    contract: shippingWaitingContract,
    write: shippingWaitingWriteSchema,
    rows: () => db.waitingGoods,
    readCodes: [permission],
    defaults: () => ({ surcharge: 0, delivery_fee: 0, cod_amount: 0, product_value: 0 }),
    rules: parcelRules,
    guard: (request, row) => assertWaiting(request, row, 'edit'),
    filter: parcelFilter,
    exportExcel: {
      code: permission,
      sheet: { vi: viShipping.list.list, en: enShipping.list.list },
      filename: 'hang-cho-gui',
      columns: EXPORT_COLUMNS,
    },
  }),
]
