import { z } from 'zod'
import { isVietnameseMobile, phoneDigits } from '../../lib/phone.ts'
import { CANCEL_REASONS } from '../contracts/booking.ts'
import {
  PARCEL_LIMITS,
  SHIPPING_DELIVERIES,
  SHIPPING_DELIVERY,
  SHIPPING_PAYMENTS,
} from '../contracts/shipping.ts'
import {
  because,
  integer,
  mobilePhone,
  money,
  optionalText,
  reference,
  requiredText,
  text,
} from './fields.ts'
import { tripSchema } from './trips.ts'

export { SHIPPING_STATUS } from '../contracts/shipping.ts'
export const shippingStatusSchema = z.number().int().min(0).max(5)

/** Shipping payment forms: 0 sender pays at the office, 1 receiver pays, 2 free. */
export const shippingPaymentTypeSchema = z.number().int().min(0).max(2)
/** SPEC §9 handover: customer pick-up 0, proxy 1, motorbike delivery 2. */
export const deliveryTypeSchema = z.number().int().min(0).max(2)

export const goodsSchema = z.object({
  id: z.number(),
  version: z.number(),
  code: z.string(),
  package_name: z.string().min(1),
  product_type_id: z.number().nullable(),
  weight: z.number().min(0), // kg
  quantity: z.number().int().min(1),
  product_value: z.number().int().min(0),
  cod_amount: z.number().int().min(0),
  /** the shipping fee; `delivery_fee` is the motorbike's, `surcharge` anything extra */
  fee: z.number().int().min(0),
  delivery_fee: z.number().int().min(0),
  surcharge: z.number().int().min(0),
  payment_type: shippingPaymentTypeSchema,
  sender_name: z.string().min(1),
  sender_phone: z.string().regex(/^0\d{9}$/),
  sender_citizen_id: z.string().nullable().optional(),
  receiver_name: z.string().min(1),
  receiver_phone: z.string().regex(/^0\d{9}$/),
  receiver_citizen_id: z.string().nullable().optional(),
  sending_office_id: z.number(),
  receiving_office_id: z.number(),
  map_detail_id: z.number(),
  delivery_type: deliveryTypeSchema,
  delivery_address: z.string().nullable().optional(),
  receiving_address: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  status: shippingStatusSchema,
  /** a CANCEL_REASONS key (DECISIONS #13); `cancel_note` is the free text of "other" */
  cancel_reason: z.string().nullable().optional(),
  cancel_note: z.string().nullable().optional(),
  /** the clerk who received it */
  employee_id: z.number().nullable().optional(),
  created_at: z.string(), // ISO 8601 with +07:00
})

/** Waiting goods: not on a vehicle yet (status 4 not yet, or 3 cancelled). */
export const waitingGoodsSchema = goodsSchema
export type WaitingGoods = z.infer<typeof waitingGoodsSchema>

export const shippingOrderSchema = goodsSchema.extend({
  trip_id: z.number().nullable(),
  proxy_name: z.string().nullable().optional(),
  proxy_phone: z.string().nullable().optional(),
  proxy_citizen_id: z.string().nullable().optional(),
  motorbike_driver_id: z.number().nullable().optional(),
  /** when it was handed over (to the receiver, a proxy or a motorbike driver) */
  received_at: z.string().nullable().optional(),
  /**
   * its amount to collect at the hand-over (`parcelTotals(…).receiverPays`: the COD and the fees still unpaid),
   * taken at the counter, or by the motorbike driver at the door
   */
  collected_amount: z.number().int().nullable().optional(),
  /** the clerk who handed it over */
  handed_over_by: z.number().nullable().optional(),
  /** the waiting goods row it was loaded from (it goes back under that id when removed from the vehicle) */
  waiting_id: z.number().nullable().optional(),
})
export type ShippingOrder = z.infer<typeof shippingOrderSchema>

// ---------------------------------------------------------------------------------------------- writes

/** A citizen id (CCCD): 12 digits, or left empty (stored as null). */
const citizenId = () =>
  text(PARCEL_LIMITS.citizenId)
    .refine((s) => s === '' || /^\d{12}$/.test(s), because('citizenId'))
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))

/** Kilograms, up to two decimals. */
const weight = () =>
  z
    .number()
    .min(0.01)
    .max(PARCEL_LIMITS.weightKg)
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, because('weightDecimals'))

/**
 * Receiving a parcel (POST /api/shipping-waiting/create and /update): who sends it to whom, what it is, its
 * money, the direction and its two offices (the backend checks they are on the direction's route), and how
 * the receiver gets it. The code, status and clerk are the backend's.
 */
export const shippingWaitingWriteSchema = z
  .object({
    sender_name: requiredText(255),
    sender_phone: mobilePhone(),
    sender_citizen_id: citizenId(),
    receiver_name: requiredText(255),
    receiver_phone: mobilePhone(),
    receiver_citizen_id: citizenId(),
    package_name: requiredText(255),
    product_type_id: reference(),
    weight: weight(),
    quantity: integer(1, PARCEL_LIMITS.quantity),
    product_value: money(),
    fee: money(),
    delivery_fee: money(),
    surcharge: money(),
    cod_amount: money(),
    payment_type: z.literal(SHIPPING_PAYMENTS),
    map_detail_id: reference(),
    sending_office_id: reference(),
    receiving_office_id: reference(),
    delivery_type: z.literal(SHIPPING_DELIVERIES),
    delivery_address: optionalText(500),
    receiving_address: optionalText(500),
    note: optionalText(1000, { multiline: true }),
  })
  // `when`: said with the other fields' messages, not only once every field is right
  .refine((v) => v.sending_office_id !== v.receiving_office_id, {
    path: ['receiving_office_id'],
    ...because('sameOffice'),
    when: ({ value }) => {
      const v = value as Record<string, unknown>
      return typeof v.sending_office_id === 'number' && typeof v.receiving_office_id === 'number'
    },
  })
  .refine((v) => v.delivery_type !== SHIPPING_DELIVERY.motorbike || !!v.delivery_address, {
    path: ['delivery_address'],
    ...because('deliveryAddressRequired'),
    when: ({ value }) => (value as Record<string, unknown>).delivery_type === SHIPPING_DELIVERY.motorbike,
  })
export type ShippingWaitingWrite = z.output<typeof shippingWaitingWriteSchema>

/** A returning sender or receiver, found by phone (the receive form fills the empty fields from it). */
export const parcelPartySchema = z.object({
  phone: z.string(),
  name: z.string(),
  citizen_id: z.string().nullable(),
  address: z.string().nullable(),
})
export type ParcelParty = z.infer<typeof parcelPartySchema>

/** An office as the label prints it. */
const labelOfficeSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
})

/** What a parcel's label prints (GET /api/shipping-waiting/print-bill/:id). */
export const parcelLabelSchema = z.object({
  parcel: waitingGoodsSchema,
  direction: z.string(),
  goods_type: z.string().nullable(),
  sending_office: labelOfficeSchema,
  receiving_office: labelOfficeSchema,
  clerk: z.string().nullable(),
  operator: z.string(),
  charges: z.number(),
  sender_pays: z.number(),
  receiver_pays: z.number(),
})
export type ParcelLabel = z.infer<typeof parcelLabelSchema>

// ------------------------------------------------------------------------------------- shipping orders

/** What happened to a parcel (its history by code). */
export const SHIPPING_HISTORY_ACTIONS = [
  'received',
  'edited',
  'load',
  'unload',
  'remove',
  'transfer',
  'warehouseImport',
  'complete',
  'cancel',
  /** its trip was merged into another one (/split-merge-trip): it goes along */
  'merged',
] as const
export type ShippingHistoryAction = (typeof SHIPPING_HISTORY_ACTIONS)[number]

/** One step of a parcel (GET /api/shipping/history-by-code/:code, newest first). */
export const shippingHistorySchema = z.object({
  id: z.number(),
  code: z.string(),
  action: z.enum(SHIPPING_HISTORY_ACTIONS),
  status_from: z.number().nullable(),
  status_to: z.number(),
  office_id: z.number().nullable(),
  office_name: z.string().nullable(),
  trip_id: z.number().nullable(),
  trip_name: z.string().nullable(),
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  at: z.string(),
  /** a hand-over: to whom (SPEC §9: the receiver 0, a proxy 1, a motorbike driver 2), their name and phone */
  handover_kind: z.number().nullable().optional(),
  taker_name: z.string().nullable().optional(),
  taker_phone: z.string().nullable().optional(),
  /** a hand-over: its amount to collect (whole dong) */
  amount: z.number().nullable().optional(),
})
export type ShippingHistory = z.infer<typeof shippingHistorySchema>

/** The orders a bulk action acts on, each with the version the clerk saw (all or nothing). */
const selection = {
  ids: z.array(reference()).max(5000),
  versions: z.array(integer(0, Number.MAX_SAFE_INTEGER)).max(5000),
}

/** Unload, remove from a vehicle, warehouse import: only the selection. */
export const shippingSelectionWriteSchema = z.object(selection)
export type ShippingSelectionWrite = z.output<typeof shippingSelectionWriteSchema>

/** Loading waiting goods onto a trip: by id (the screen) or by code (a barcode gun). */
export const shippingLoadWriteSchema = z.object({
  trip_id: reference(),
  parcel_ids: z.array(reference()).max(5000).optional(),
  codes: z.array(z.string().max(12)).max(5000).optional(),
  idempotency_key: requiredText(100),
})
export type ShippingLoadWrite = z.output<typeof shippingLoadWriteSchema>

/** Moving orders onto another trip of the same direction. */
export const shippingTransferWriteSchema = z.object({ ...selection, trip_id: reference() })
export type ShippingTransferWrite = z.output<typeof shippingTransferWriteSchema>

/** What the operator asks of a hand-over (the general settings). */
export interface HandoverRules {
  /** the receiver shows a citizen ID (`handover_requires_id`); a proxy always does */
  requiresId: boolean
}

type Person = 'receiver' | 'proxy'

/** A person who takes parcels: name and mobile phone required, a 12-digit citizen ID when `idRequired` (else optional). */
function checkPerson(
  values: Record<string, unknown>,
  ctx: z.RefinementCtx,
  who: Person,
  idRequired: boolean,
) {
  const [name, phone, id] = ['name', 'phone', 'citizen_id'].map((f) => values[`${who}_${f}`] as string | null)
  const issue = (field: string, why: ReturnType<typeof because>) =>
    ctx.addIssue({ code: 'custom', path: [`${who}_${field}`], ...why })
  const required = (field: string) => because('required', { 0: { field: `${who}_${field}` } })
  if (!name) issue('name', required('name'))
  if (!phone) issue('phone', required('phone'))
  else if (!isVietnameseMobile(phoneDigits(phone))) issue('phone', because('mobilePhone'))
  if (!id) {
    if (idRequired) issue('citizen_id', required('citizen_id'))
  } else if (!/^\d{12}$/.test(id)) issue('citizen_id', because('citizenId'))
}

const digitsOrNull = (phone: string | null | undefined) => (phone ? phoneDigits(phone) : null)

/**
 * Handing orders over (SPEC §9): to the receiver 0 (name and phone, their citizen ID when the operator asks for
 * one), a proxy 1 (name, phone and citizen ID) or a motorbike driver 2. The form builds it with the settings it
 * loaded, the demo backend with its own: the same rule, the same messages.
 */
export const shippingCompleteWriteSchema = ({ requiresId }: HandoverRules) =>
  z
    .object({
      ...selection,
      kind: z.literal([0, 1, 2]),
      receiver_name: optionalText(255),
      receiver_phone: z.string().max(20).optional().nullable(),
      receiver_citizen_id: z.string().max(PARCEL_LIMITS.citizenId).optional().nullable(),
      proxy_name: optionalText(255),
      proxy_phone: z.string().max(20).optional().nullable(),
      proxy_citizen_id: z.string().max(PARCEL_LIMITS.citizenId).optional().nullable(),
      motorbike_driver_id: z.number().int().optional().nullable(),
    })
    .superRefine((v, ctx) => {
      if (v.kind === 0) checkPerson(v, ctx, 'receiver', requiresId)
      if (v.kind === 1) checkPerson(v, ctx, 'proxy', true)
      if (v.kind === 2 && !v.motorbike_driver_id)
        ctx.addIssue({
          code: 'custom',
          path: ['motorbike_driver_id'],
          ...because('requiredSelect', { 0: { field: 'motorbike_driver_id' } }),
        })
    })
    .transform((v) => ({
      ...v,
      receiver_phone: digitsOrNull(v.receiver_phone),
      receiver_citizen_id: v.receiver_citizen_id || null,
      proxy_phone: digitsOrNull(v.proxy_phone),
      proxy_citizen_id: v.proxy_citizen_id || null,
    }))
export type ShippingCompleteWrite = z.output<ReturnType<typeof shippingCompleteWriteSchema>>

/** Cancelling orders with a reason (DECISIONS #13; "other" needs its text). */
export const shippingCancelWriteSchema = z
  .object({
    ...selection,
    reason_cancel: z.enum(CANCEL_REASONS),
    reason_note: optionalText(500, { multiline: true }),
  })
  .superRefine((values, ctx) => {
    if (values.reason_cancel === 'other' && !values.reason_note)
      ctx.addIssue({ code: 'custom', path: ['reason_note'], ...because('reasonNoteRequired') })
  })
export type ShippingCancelWrite = z.output<typeof shippingCancelWriteSchema>

/** Where a parcel is, by code (the scan desk). */
export const parcelPlaceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('waiting'), office_id: z.number(), office_name: z.string().nullable() }),
  z.object({ kind: z.literal('onTrip'), trip_id: z.number(), trip_name: z.string().nullable() }),
  z.object({ kind: z.literal('inStock'), office_id: z.number(), office_name: z.string().nullable() }),
  z.object({ kind: z.literal('complete') }),
  z.object({ kind: z.literal('cancelled') }),
])
export type ParcelPlace = z.infer<typeof parcelPlaceSchema>

/** A parcel found by code (GET /api/shipping/search/:code): a waiting one comes as an order without a trip. */
export const parcelLookupSchema = z.object({
  source: z.enum(['waiting', 'order']),
  parcel: shippingOrderSchema,
  place: parcelPlaceSchema,
})
export type ParcelLookup = z.infer<typeof parcelLookupSchema>

/** The load list of a trip (GET /api/shipping/print-list/:tripId). */
export const loadListSchema = z.object({
  operator: z.string(),
  trip: tripSchema.pick({ id: true, name: true, plan_date: true, departure_time: true }),
  direction: z.string().nullable(),
  car: z.string().nullable(),
  driver: z.string().nullable(),
  orders: z.array(shippingOrderSchema),
})
export type LoadList = z.infer<typeof loadListSchema>

/** A trip of the day on /shipping (GET /api/shipping/trips-by-day). */
export const dayTripSchema = tripSchema
  .pick({ id: true, name: true, status: true, map_detail_id: true, departure_time: true })
  .extend({
    /** goods may be loaded onto it (new, accepted, running) */
    open: z.boolean(),
    goods: z.number(),
  })
export type DayTrip = z.infer<typeof dayTripSchema>

/** An active motorbike driver a parcel may be handed to (GET /api/shipping/motorbike-drivers). */
export const motorbikeDriverSchema = z.object({
  id: z.number(),
  fullname: z.string(),
  phone: z.string().nullable(),
})
export type MotorbikeDriver = z.infer<typeof motorbikeDriverSchema>
