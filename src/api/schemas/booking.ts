import { z } from 'zod'
import {
  BOOKING_FORM,
  CANCEL_REASONS,
  PICK_TYPE,
  PICK_TYPES,
  TICKET_SOURCES,
  WISHED_SEAT_TYPES,
} from '../contracts/booking.ts'
import { carSchema, seatTypeSchema, vehicleTypeSchema } from './fleet.ts'
import {
  because,
  integer,
  isoDate,
  mobilePhone,
  money,
  optionalText,
  reference,
  requiredText,
  text,
  CLOCK_TIME,
} from './fields.ts'
import { tripSchema } from './trips.ts'

/** SPEC §9 pick-up / drop-off form (PICK_TYPE): self 0, motorbike 1, driver 2. */
export const pickTypeSchema = z.number().int().min(0).max(2)
/** SPEC §4 passenger pick-up status: 0 not picked up, 1 picked up, 2 unable to contact, 3 alighted. */
export const pickStatusSchema = z.number().int().min(0).max(3)
/** SPEC §9 ticket source (TICKET_SOURCE): admin 0, web 1, app 2, forwarded 3. */
export const ticketSourceSchema = z.number().int().min(0).max(3)

/**
 * What a waiting booking and a ticket share: the passenger and how they travel. Pick-up and drop-off each have a
 * form, an address and a fee (whole dong); the pick-up lists read the pick-up fee by form (DECISIONS #19: the
 * motorbike's is SPEC's pick_to_station_fee, the driver's pick_to_home_fee).
 */
const bookingBase = z.object({
  id: z.number(),
  version: z.number(),
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
  form: z.number().int().min(0).max(1), // BOOKING_FORM
  pick_type: pickTypeSchema,
  pick_address: z.string().nullable().optional(),
  pick_fee: z.number().int().min(0),
  drop_type: pickTypeSchema,
  drop_address: z.string().nullable().optional(),
  drop_fee: z.number().int().min(0),
  seat_type: seatTypeSchema,
  is_madagui: z.boolean(),
  is_outside: z.boolean(),
  source: ticketSourceSchema,
  note: z.string().nullable().optional(),
  booking_at: z.string(), // ISO 8601 with +07:00
  employee_id: z.number().nullable().optional(),
  /** a CANCEL_REASONS key; `reason_note` is the free text of "other" */
  reason_cancel: z.string().nullable().optional(),
  reason_note: z.string().nullable().optional(),
})

export const ticketSchema = bookingBase.extend({
  trip_id: z.number(),
  seat_id: z.number(),
  seat_code: z.string(),
  seat_reserved: z.boolean(),
  pick_status: pickStatusSchema,
  is_arrived: z.number().int().min(0).max(1),
  pick_time: z.string().nullable().optional(),
  /** the trip driver's pick-up order of an at-home guest (1 first); a motorbike pick-up keeps its own */
  pick_order: z.number().int().min(1).nullable().optional(),
  /** the waiting booking the ticket was made from, if any */
  waiting_booking_id: z.number().nullable().optional(),
  deleted_at: z.string().nullable().optional(),
  /** the trip the ticket was last moved from (split / merge), and its name */
  moved_from_trip_id: z.number().nullable().optional(),
  moved_from_trip_name: z.string().nullable().optional(),
})
export type Ticket = z.infer<typeof ticketSchema>

export const waitingBookingSchema = bookingBase.extend({
  map_detail_id: z.number(),
  number_ticket: z.number().int().min(1), // SPEC §5: fewer than 1 ticket fails
  preferred_time: z.string().nullable().optional(), // HH:mm
  status: z.number().int().min(0).max(2), // WAITING_BOOKING_STATUS
  /** when a clerk first opened it; null: still new (arrived from the web or the app, not looked at yet) */
  opened_at: z.string().nullable().optional(),
})
export type WaitingBooking = z.infer<typeof waitingBookingSchema>

// ---------------------------------------------------------------------------------------------- writes

/** The passenger and how they travel: the same fields in the waiting booking's form and a direct sale's. */
export const passengerFields = {
  customer_name: requiredText(255),
  phone: mobilePhone(),
  pick_type: z.literal(PICK_TYPES),
  pick_address: optionalText(255),
  pick_fee: money(),
  drop_type: z.literal(PICK_TYPES),
  drop_address: optionalText(255),
  drop_fee: money(),
  surcharge: money(),
  note: optionalText(1000, { multiline: true }),
  is_paid: z.boolean(),
}
type PassengerValues = {
  pick_type: number
  pick_address: string | null
  drop_type: number
  drop_address: string | null
}

/** A pick-up or drop-off other than "self" needs its address. */
export function checkPassenger(values: PassengerValues, ctx: z.RefinementCtx): void {
  if (values.pick_type !== PICK_TYPE.self && !values.pick_address)
    ctx.addIssue({ code: 'custom', path: ['pick_address'], ...because('pickAddressRequired') })
  if (values.drop_type !== PICK_TYPE.self && !values.drop_address)
    ctx.addIssue({ code: 'custom', path: ['drop_address'], ...because('dropAddressRequired') })
}

/**
 * A pick-up or drop-off by oneself has no address and no fee: what a hidden field still holds from before the
 * form was changed is not charged.
 */
export function withoutUnusedPickUp<T extends PassengerValues & { pick_fee: number; drop_fee: number }>(
  values: T,
): T {
  return {
    ...values,
    ...(values.pick_type === PICK_TYPE.self ? { pick_address: null, pick_fee: 0 } : {}),
    ...(values.drop_type === PICK_TYPE.self ? { drop_address: null, drop_fee: 0 } : {}),
  }
}

const clockTimeOrNull = () =>
  text(5)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))
    .refine((s) => s === null || CLOCK_TIME.test(s), because('clockTime'))

/** What creating or editing a waiting booking sends. A round trip needs a return day, not before departure. */
export const waitingBookingWriteSchema = z
  .object({
    ...passengerFields,
    map_detail_id: reference(),
    departure_point: optionalText(255),
    destination_point: optionalText(255),
    departure_date: isoDate(),
    return_date: isoDate()
      .or(z.literal(''))
      .nullable()
      .optional()
      .transform((s) => (s ? s : null)),
    preferred_time: clockTimeOrNull(),
    number_ticket: integer(1, 45),
    form: z.literal([BOOKING_FORM.oneWay, BOOKING_FORM.roundTrip]),
    seat_type: z.literal(WISHED_SEAT_TYPES),
    is_madagui: z.boolean(),
    is_outside: z.boolean(),
    source: z.literal(TICKET_SOURCES),
  })
  .superRefine((values, ctx) => {
    checkPassenger(values, ctx)
    if (values.form === BOOKING_FORM.roundTrip && !values.return_date)
      ctx.addIssue({ code: 'custom', path: ['return_date'], ...because('returnDateRequired') })
    if (values.return_date && values.return_date < values.departure_date)
      ctx.addIssue({ code: 'custom', path: ['return_date'], ...because('returnBeforeDeparture') })
  })
export type WaitingBookingWrite = z.output<typeof waitingBookingWriteSchema>

/** Cancelling a waiting booking or a ticket (DECISIONS #13): a reason of SPEC §5; "other" needs its text. */
export const cancelWriteSchema = z
  .object({
    id: reference(),
    version: integer(0, Number.MAX_SAFE_INTEGER),
    reason_cancel: z.enum(CANCEL_REASONS),
    reason_note: optionalText(500, { multiline: true }),
  })
  .superRefine((values, ctx) => {
    if (values.reason_cancel === 'other' && !values.reason_note)
      ctx.addIssue({ code: 'custom', path: ['reason_note'], ...because('reasonNoteRequired') })
  })
export type CancelWrite = z.output<typeof cancelWriteSchema>

// ----------------------------------------------------------------------------------------------- the log

/** What happened to a ticket (GET /api/ticket/log/:ticketId; the ticket-history screen reads the same rows). */
export const TICKET_LOG_ACTIONS = [
  'sold',
  'updated',
  'seat_changed',
  'paid',
  'cancelled',
  'back_booking',
  'moved',
] as const
export type TicketLogAction = (typeof TICKET_LOG_ACTIONS)[number]

export const ticketLogSchema = z.object({
  id: z.number(),
  ticket_id: z.number(),
  ticket_code: z.string(),
  action: z.enum(TICKET_LOG_ACTIONS),
  /** each field the action changed, by its API name, with the values before and after */
  changes: z.array(
    z.object({
      field: z.string(),
      from: z.union([z.string(), z.number(), z.boolean()]).nullable(),
      to: z.union([z.string(), z.number(), z.boolean()]).nullable(),
    }),
  ),
  /** the clerk; null for the web or the app */
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  at: z.string(), // ISO 8601 with +07:00
})
export type TicketLog = z.infer<typeof ticketLogSchema>

// ---------------------------------------------------------------------------- selling seats (the sale)

/** The seats of a sale or a hold: at least one, each once, at most a full car. */
const seatIds = () =>
  z
    .array(reference())
    .min(1)
    .max(45)
    .refine((ids) => new Set(ids).size === ids.length, because('seatsTwice'))

/** One confirmation's key (DECISIONS #12): the backend answers a repeat of it with the first sale. */
export const idempotencyKey = () => z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

/**
 * A sale (POST /api/ticket/create): the trip, its seats and the passenger, from a waiting booking (its seats
 * as many as its guests: a rule on the data, checked by the backend and the screen) or direct.
 */
export const ticketSaleWriteSchema = z
  .object({
    ...passengerFields,
    trip_id: reference(),
    seat_ids: seatIds(),
    waiting_booking_id: reference()
      .nullable()
      .optional()
      .transform((id) => id ?? null),
    idempotency_key: idempotencyKey(),
  })
  .superRefine(checkPassenger)
  .transform(withoutUnusedPickUp)
export type TicketSaleWrite = z.input<typeof ticketSaleWriteSchema>

/** This clerk's holds on a trip, set to exactly these seats (POST /api/ticket/check-seat-keeping). */
export const seatHoldWriteSchema = z.object({ trip_id: reference(), seat_ids: z.array(reference()).max(45) })

/** A seat held by a clerk (DECISIONS #11); `mine`: held by the sign-in asking. */
export const seatHoldSchema = z.object({
  seat_id: z.number(),
  seat_code: z.string(),
  holder_name: z.string(),
  expires_at: z.string(), // ISO 8601
  mine: z.boolean(),
})
export type SeatHold = z.infer<typeof seatHoldSchema>

/** A trip of the selling screen's day and direction (GET /api/trip/by-day-and-map-detail). */
export const saleTripSchema = tripSchema
  .pick({ id: true, name: true, departure_time: true, status: true })
  .extend({
    car: carSchema.pick({ name: true, license_plate: true }).nullable(),
    seats_sold: z.number(),
    seat_count: z.number(),
  })
export type SaleTrip = z.infer<typeof saleTripSchema>

/** A trip's seat map for the sale (GET /api/booking-waiting/diagram-by-trip/:tripId). */
export const saleDiagramSchema = z.object({
  /** `version`: the trip's, as the map was read (a merge sends it) */
  trip: saleTripSchema.extend(tripSchema.pick({ plan_date: true, map_detail_id: true, version: true }).shape),
  vehicle_type: vehicleTypeSchema.pick({ id: true, name: true, diagram: true }).nullable(),
  /** the vehicle type's fare on the trip's day */
  fare: z.number(),
  /** the trip's live tickets (not cancelled), as GET /api/ticket/by-trip gives them */
  tickets: z.array(ticketSchema),
  holds: z.array(seatHoldSchema),
})
export type SaleDiagram = z.infer<typeof saleDiagramSchema>

// ------------------------------------------------------------------------------------ phone-first lookups

/** A customer offered by the phone-first lookup (GET /api/booking-waiting/customer-by-name-or-phone?q=). */
export const customerMatchSchema = z.object({
  id: z.number(),
  fullname: z.string(),
  phone: z.string(),
  address: z.string().nullable(),
})
export type CustomerMatch = z.infer<typeof customerMatchSchema>

/** A phone's travels (GET /api/ticket/search-histories-by-phone?phone=): its last 5 tickets, newest first. */
export const phoneHistorySchema = z.object({
  phone: z.string(),
  /** the name on its newest ticket */
  customer_name: z.string().nullable(),
  /** the most frequent non-empty pick-up address of its tickets */
  usual_pick_address: z.string().nullable(),
  trips: z.array(
    z.object({
      ticket_id: z.number(),
      code: z.string(),
      departure_date: z.string(),
      trip_name: z.string(),
      seat_code: z.string(),
      pick_address: z.string().nullable(),
    }),
  ),
})
export type PhoneHistory = z.infer<typeof phoneHistorySchema>

/** What `booking:newest` carries: a booking that just arrived from the website or the app. */
export const newestBookingSchema = z.object({
  id: z.number(),
  code: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  departure_date: z.string(),
  /** the direction (a map detail's directional entry) and its name, "Sài Gòn ➡️ Đà Lạt" */
  map_detail_id: z.number(),
  direction: z.string(),
})
export type NewestBooking = z.infer<typeof newestBookingSchema>

// ------------------------------------------------------------------------------------- ticket actions

/** The ticket acted on and the version the clerk saw (a stale one gets 409). */
const ticketRef = { id: reference(), version: integer(0, Number.MAX_SAFE_INTEGER) }

/** Editing a sold ticket's passenger (POST /api/ticket/update): the same fields as the waiting booking's. */
export const ticketUpdateWriteSchema = z
  .object({ ...ticketRef, ...passengerFields })
  // paid is its own logged action (mark paid): an edit never changes it
  .omit({ is_paid: true })
  .superRefine(checkPassenger)
  .transform(withoutUnusedPickUp)
export type TicketUpdateWrite = z.output<typeof ticketUpdateWriteSchema>

/** Another seat of the same trip (POST /api/ticket/change-seat). */
export const ticketSeatWriteSchema = z.object({ ...ticketRef, seat_id: reference() })
export type TicketSeatWrite = z.output<typeof ticketSeatWriteSchema>

/** A one-click action on a ticket: mark paid, back to the waiting list. */
export const ticketRefWriteSchema = z.object(ticketRef)
export type TicketRefWrite = z.output<typeof ticketRefWriteSchema>
