import { z } from 'zod'
import { TRIP_MONEY_FIELDS, type TripMoneyField } from '../contracts/trips.ts'
import type { SeatDiagram } from './fleet.ts'
import { integer, money } from './fields.ts'

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
})
export type Trip = z.infer<typeof tripSchema>

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
export interface TripCrew {
  driver: { id: number; fullname: string; phone: string | null } | null
  car: { id: number; name: string; license_plate: string } | null
  vehicle_type: { id: number; name: string; diagram: SeatDiagram } | null
}
