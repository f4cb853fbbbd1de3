import { z } from 'zod'

/** SPEC §4: 0 in transit to warehouse, 1 inventory, 2 complete, 3 cancel, 4 not yet, 5 search. */
export const SHIPPING_STATUS = {
  inTransit: 0,
  inventory: 1,
  complete: 2,
  cancel: 3,
  notYet: 4,
  search: 5,
} as const
export const shippingStatusSchema = z.number().int().min(0).max(5)

/** Shipping payment forms: 0 sender pays at the office, 1 receiver pays, 2 free. */
export const shippingPaymentTypeSchema = z.number().int().min(0).max(2)
/** SPEC §9 handover: customer pick-up 0, proxy 1, motorbike delivery 2. */
export const deliveryTypeSchema = z.number().int().min(0).max(2)

export const goodsSchema = z.object({
  id: z.number(),
  code: z.string(),
  package_name: z.string().min(1),
  product_type_id: z.number().nullable(),
  weight: z.number().min(0), // kg
  quantity: z.number().int().min(1),
  product_value: z.number().int().min(0),
  cod_amount: z.number().int().min(0),
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
  delivery_address: z.string().nullable().optional(),
  note: z.string().nullable().optional(),
  status: shippingStatusSchema,
  cancel_reason: z.string().nullable().optional(),
  created_at: z.string(), // ISO 8601 with +07:00
})

/** Waiting goods: not on a vehicle yet (status 4 not yet, or 3 cancelled). */
export const waitingGoodsSchema = goodsSchema
export type WaitingGoods = z.infer<typeof waitingGoodsSchema>

export const shippingOrderSchema = goodsSchema.extend({
  trip_id: z.number().nullable(),
  delivery_type: deliveryTypeSchema,
  proxy_name: z.string().nullable().optional(),
  proxy_phone: z.string().nullable().optional(),
  proxy_citizen_id: z.string().nullable().optional(),
  motorbike_driver_id: z.number().nullable().optional(),
  received_at: z.string().nullable().optional(),
})
export type ShippingOrder = z.infer<typeof shippingOrderSchema>
