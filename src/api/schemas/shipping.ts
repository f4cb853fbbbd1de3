import { z } from 'zod'
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
  received_at: z.string().nullable().optional(),
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

/** What a parcel's label prints (GET /api/shipping-waiting/print-bill/:id). */
export interface ParcelLabel {
  parcel: WaitingGoods
  direction: string
  goods_type: string | null
  sending_office: { name: string; address: string | null; phone: string | null }
  receiving_office: { name: string; address: string | null; phone: string | null }
  clerk: string | null
  operator: string
  charges: number
  sender_pays: number
  receiver_pays: number
}
