import { z } from 'zod'
import {
  CONTRACT_TYPE,
  DECLINE_REASONS,
  TRIP_MONEY_FIELDS,
  TRIP_STATUS,
  type TripMoneyField,
} from '../contracts/trips.ts'
import { carSchema, vehicleTypeSchema } from './fleet.ts'
import {
  because,
  CLOCK_TIME,
  clockTime,
  integer,
  isoDate,
  money,
  optionalText,
  reference,
  text,
} from './fields.ts'

/** A trip (SPEC §3): a car and a driver on one direction of a route, on one day. */
export const tripSchema = z.object({
  id: z.number(),
  version: z.number(),
  name: z.string(),
  map_id: z.number(),
  /** the directional map-detail entry (forward or reverse) */
  map_detail_id: z.number(),
  user_id: z.number().nullable(), // driver
  car_id: z.number().nullable(),
  departure_time: z.string(), // ISO 8601 with +07:00
  return_time: z.string().nullable().optional(), // ISO 8601 with +07:00
  plan_date: z.string(), // YYYY-MM-DD, an Asia/Ho_Chi_Minh day (DECISIONS #16)
  /** TRIP_STATUS (DECISIONS #4) */
  status: z.number().int().min(0).max(6),
  note: z.string().nullable().optional(),
  is_heighway: z.boolean(),
  is_madagui: z.boolean(),
  is_contract: z.boolean(),
  contract_type: z.number().int().min(0).max(1).nullable().optional(), // CONTRACT_TYPE
  contract_price: z.number().int().nullable().optional(),
  pick_place: z.string().nullable().optional(),
  drop_place: z.string().nullable().optional(),
  /** the car-rental contract the trip runs for (/car-contract/{id}), if any */
  car_contract_id: z.number().int().nullable().optional(),
  /** when the trip was last sent to its driver (send-noti-to-driver); null = not sent */
  sent_to_driver_at: z.string().nullable().optional(),
  /** the driver's reason when declining; the clerk's when cancelling */
  reason: z.string().nullable().optional(),
  // money of the trip, whole dong (TRIP_MONEY_FIELDS)
  driver_money: z.number().int(),
  petrol_money: z.number().int(),
  repair_money: z.number().int(),
  other_money: z.number().int(),
  road_money: z.number().int(),
  cash_money: z.number().int(),
  driver_fund: z.number().int(),
  bonus: z.number().int(),
  retention_tax: z.number().int(),
  surcharge: z.number().int(),
  motorbike_fare: z.number().int(),
  revenue: z.number().int(),
  kilometers_after_travel: z.number().nullable().optional(),
  /** read-only, on list rows: tickets sold on the trip (cancelled ones left out) */
  seats_sold: z.number().int().optional(),
  /** read-only, on list rows: the seats of the trip's car */
  seat_count: z.number().int().optional(),
})
export type Trip = z.infer<typeof tripSchema>

/**
 * What create and update send. Times are "HH:mm" of `plan_date` (Asia/Ho_Chi_Minh); a return earlier than
 * the departure is on the next day. A contract trip needs its type, price and places.
 */
export const tripWriteSchema = z
  .object({
    map_detail_id: reference(),
    plan_date: isoDate(),
    departure_time: clockTime(),
    return_time: text(5)
      .nullable()
      .optional()
      .transform((s) => (s ? s : null))
      .refine((s) => s === null || CLOCK_TIME.test(s), because('clockTime')),
    car_id: reference(),
    user_id: reference(),
    note: optionalText(1000, { multiline: true }),
    is_heighway: z.boolean(),
    is_madagui: z.boolean(),
    is_contract: z.boolean(),
    contract_type: z.literal([CONTRACT_TYPE.oneWay, CONTRACT_TYPE.twoWays]).nullable().optional(),
    contract_price: money().nullable().optional(),
    pick_place: optionalText(255),
    drop_place: optionalText(255),
    /** a trip of a car-rental contract: one of its cars, on a day of the rental (the backend checks) */
    car_contract_id: reference().nullable().optional(),
  })
  .superRefine((trip, ctx) => {
    // a contract's trip is a chartered one: its type, price and places too
    if (!trip.is_contract && !trip.car_contract_id) return
    const missing = (path: string, key: string) =>
      ctx.addIssue({ code: 'custom', path: [path], ...because(key) })
    if (trip.contract_type == null) missing('contract_type', 'contractTypeRequired')
    if (trip.contract_price == null) missing('contract_price', 'contractPriceRequired')
    if (!trip.pick_place) missing('pick_place', 'pickPlaceRequired')
    if (!trip.drop_place) missing('drop_place', 'dropPlaceRequired')
  })
export type TripWrite = z.output<typeof tripWriteSchema>

/** POST /api/trip/status: a move of DECISIONS #7 (not a driver's answer); a cancel needs its reason. */
export const tripStatusSchema = z
  .object({
    id: reference(),
    version: integer(0, Number.MAX_SAFE_INTEGER),
    status: integer(TRIP_STATUS.new, TRIP_STATUS.broken),
    reason: optionalText(500, { multiline: true }),
  })
  .superRefine((move, ctx) => {
    if (move.status === TRIP_STATUS.cancelled && !move.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], ...because('reasonRequired') })
  })
// ------------------------------------------------------------------------------- trips to confirm

/**
 * A trip awaiting its driver's answer (GET trip/get-trip-for-driver-confirm): what the screen shows, never the
 * trip's money (a driver holds no trip.view).
 */
export const tripToConfirmSchema = tripSchema
  .pick({
    id: true,
    version: true,
    name: true,
    map_detail_id: true,
    user_id: true,
    car_id: true,
    departure_time: true,
    return_time: true,
    plan_date: true,
    status: true,
    note: true,
    is_heighway: true,
    is_madagui: true,
    is_contract: true,
    pick_place: true,
    drop_place: true,
    sent_to_driver_at: true,
  })
  .extend({
    direction_name: z.string(),
    car_plate: z.string().nullable(),
    car_name: z.string().nullable(),
    driver_name: z.string().nullable(),
    driver_phone: z.string().nullable(),
  })
export type TripToConfirm = z.infer<typeof tripToConfirmSchema>

/** The longest reason a driver gives when declining. */
export const TRIP_REASON_MAX = 500

/**
 * The driver's answer (POST trip/confirm-trip): accept, or decline with a reason. The decline dialog resolves
 * with it too, so the reason's limits and messages are the backend's.
 */
export const tripAnswerWriteSchema = z
  .object({
    id: reference(),
    version: integer(0, Number.MAX_SAFE_INTEGER),
    accept: z.boolean(),
    /** a decline's reason: one of the common ones, or "other" with its text in `reason` */
    reason_key: z.enum(DECLINE_REASONS).optional(),
    reason: optionalText(TRIP_REASON_MAX, { multiline: true }),
  })
  .refine((answer) => answer.accept || !!answer.reason_key, {
    path: ['reason_key'],
    ...because('required', { 0: { field: 'reason_key' } }),
  })
  .refine((answer) => answer.accept || answer.reason_key !== 'other' || !!answer.reason, {
    path: ['reason'],
    ...because('required', { 0: { field: 'reason' } }),
  })
export type TripAnswer = z.input<typeof tripAnswerWriteSchema>
/** What POST /api/trip/update-money sends besides the id and version: every money field, and the kilometers. */
export const tripMoneyWriteSchema = z.object({
  ...(Object.fromEntries(TRIP_MONEY_FIELDS.map((field) => [field, money()])) as Record<
    TripMoneyField,
    ReturnType<typeof money>
  >),
  kilometers_after_travel: integer(0, 2_000_000).nullable().optional(),
})
export type TripMoneyWrite = z.input<typeof tripMoneyWriteSchema>

/** A move of a passenger from one trip (and seat) to another: the trip's transfer history. */
export const tripTransferSchema = z.object({
  id: z.number(),
  ticket_id: z.number(),
  ticket_code: z.string(),
  customer_name: z.string(),
  from_trip_id: z.number(),
  from_trip_name: z.string(),
  from_seat_code: z.string(),
  to_trip_id: z.number(),
  to_trip_name: z.string(),
  to_seat_code: z.string(),
  /** the clerk who moved them */
  user_id: z.number().nullable(),
  user_name: z.string().nullable(),
  moved_at: z.string(), // ISO 8601 with +07:00
})
export type TripTransfer = z.infer<typeof tripTransferSchema>

/** Who and what runs a trip (GET /api/trip/driver-and-car/:tripId): its driver, its car and the car's seat map. */
export const tripCrewSchema = z.object({
  driver: z.object({ id: z.number(), fullname: z.string(), phone: z.string().nullable() }).nullable(),
  car: carSchema.pick({ id: true, name: true, license_plate: true }).nullable(),
  vehicle_type: vehicleTypeSchema.pick({ id: true, name: true, diagram: true }).nullable(),
})
export type TripCrew = z.infer<typeof tripCrewSchema>
