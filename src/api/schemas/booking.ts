import { z } from 'zod'
import { seatTypeSchema } from './fleet.ts'

/** SPEC §9: pick-up / drop-off type: go yourself 0, motorbike 1 (pick: require pick 1), driver 2. */
export const pickTypeSchema = z.number().int().min(0).max(2)
/** SPEC §4 passenger pick-up status: 0 not picked up, 1 picked up, 2 unable to contact, 3 alighted. */
export const pickStatusSchema = z.number().int().min(0).max(3)
/** SPEC §9 ticket source: admin 0, web 1, app 2, forwarded 3. */
export const ticketSourceSchema = z.number().int().min(0).max(3)

const bookingBase = z.object({
  id: z.number(),
  code: z.string(),
  customer_id: z.number().nullable(),
  customer_name: z.string().min(1),
  phone: z.string().regex(/^0\d{9}$/),
  departure_point: z.string().nullable().optional(),
  destination_point: z.string().nullable().optional(),
  departure_date: z.string(), // YYYY-MM-DD
  return_date: z.string().nullable().optional(),
  price: z.number().int().min(0),
  surcharge: z.number().int().min(0),
  is_paid: z.boolean(),
  form: z.number().int().min(0).max(1), // 0 one way, 1 round trip
  pick_type: pickTypeSchema,
  drop_type: pickTypeSchema,
  pick_to_station_fee: z.number().int().min(0),
  pick_to_home_fee: z.number().int().min(0),
  seat_type: seatTypeSchema,
  is_madagui: z.boolean(),
  is_outside: z.boolean(),
  source: ticketSourceSchema,
  note: z.string().nullable().optional(),
  booking_at: z.string(), // ISO 8601 with +07:00
  employee_id: z.number().nullable().optional(),
  reason_cancel: z.string().nullable().optional(),
})

export const ticketSchema = bookingBase.extend({
  trip_id: z.number(),
  seat_id: z.number(),
  seat_code: z.string(),
  seat_reserved: z.boolean(),
  pick_status: pickStatusSchema,
  is_arrived: z.number().int().min(0).max(1),
  pick_time: z.string().nullable().optional(),
  deleted_at: z.string().nullable().optional(),
})
export type Ticket = z.infer<typeof ticketSchema>

/** Waiting booking status: 0 waiting, 1 imported into a trip, 2 cancelled. */
export const WAITING_BOOKING_STATUS = { waiting: 0, imported: 1, cancelled: 2 } as const

export const waitingBookingSchema = bookingBase.extend({
  map_detail_id: z.number(),
  number_ticket: z.number().int().min(1), // SPEC §5: fewer than 1 ticket fails
  preferred_time: z.string().nullable().optional(), // HH:mm
  status: z.number().int().min(0).max(2),
})
export type WaitingBooking = z.infer<typeof waitingBookingSchema>

/** SPEC §5 cancel-reason choices. */
export const CANCEL_REASONS = [
  'cannot_reach_customer',
  'missed_trip',
  'customer_forgot',
  'customer_cancelled',
  'other',
] as const
