/** The pick-up lists' rows, the motor-pick record and what their actions send. */
import { z } from 'zod'
import { MOTOR_PICK_STATUSES, PICK_FEE_MAX, PICK_STATUSES, PICKUP_MODES } from '../contracts/pickup.ts'
import { integer, isoDate, reference } from './fields.ts'
import { tripSchema } from './trips.ts'

/** SPEC §4 motor-pick status: 0 not yet, 1 picked up, 2 complete, 3 cancel. */
export const motorPickStatusSchema = z.number().int().min(0).max(3)

/**
 * A motorbike driver's pick-up of one guest to the station (SPEC resource group motor-pick). `fee` is the
 * ticket's pick-up fee (pick_to_station_fee, DECISIONS #19), kept equal to it.
 */
export const motorPickSchema = z.object({
  id: z.number(),
  version: z.number(),
  ticket_id: z.number(),
  motorbike_driver_id: z.number(),
  status: motorPickStatusSchema,
  fee: z.number().int().min(0),
  pick_order: z.number().int().min(1).nullable(),
  created_at: z.string(),
})
export type MotorPick = z.infer<typeof motorPickSchema>

/** Who picks a guest up: a motorbike driver (to the station) or the trip's driver (at home). */
export const pickerSchema = z.object({
  id: z.number(),
  fullname: z.string(),
  phone: z.string().nullable(),
})
export type Picker = z.infer<typeof pickerSchema>

/** One guest of a pick-up list (GET …/guests?date&mode[&trip_id][&map_detail_id]). */
export const pickUpGuestSchema = z.object({
  ticket_id: z.number(),
  /** the ticket's version: arrival, fee, order and passenger status send it back */
  version: z.number(),
  code: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  pick_address: z.string().nullable(),
  pick_time: z.string().nullable(),
  pick_fee: z.number(),
  /** SPEC §4 passenger pick-up status */
  pick_status: z.number(),
  is_arrived: z.number(),
  trip: tripSchema.pick({ id: true, name: true, departure_time: true, map_detail_id: true }),
  seat_code: z.string(),
  /** the motorbike driver (station) or the trip's driver (home); null: nobody yet */
  picker: pickerSchema.nullable(),
  pick_order: z.number().nullable(),
  /** station only: the motorbike driver's pick-up of this guest */
  motor_pick: motorPickSchema.pick({ id: true, version: true, status: true }).nullable(),
})
export type PickUpGuest = z.infer<typeof pickUpGuestSchema>

export const pickUpListSchema = z.object({
  date: z.string(),
  mode: z.enum(PICKUP_MODES),
  guests: z.array(pickUpGuestSchema),
})
export type PickUpList = z.infer<typeof pickUpListSchema>

// ---------------------------------------------------------------------------------------------- writes

const ticketRef = { ticket_id: reference(), version: integer(0, Number.MAX_SAFE_INTEGER) }

/** Give one or many guests to a motorbike driver (an active one with `is_motorbike_driver`). */
export const motorPickAssignWriteSchema = z.object({
  ticket_ids: z
    .array(reference())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length),
  motorbike_driver_id: reference(),
})
export type MotorPickAssignWrite = z.output<typeof motorPickAssignWriteSchema>

/** A picker's guests in their new pick order (the first is picked up first). */
export const pickOrderWriteSchema = z.object({
  mode: z.enum(PICKUP_MODES),
  ticket_ids: z
    .array(reference())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length),
})
export type PickOrderWrite = z.output<typeof pickOrderWriteSchema>

/** The passenger's pick-up status moves (DECISIONS #7). */
export const pickStatusWriteSchema = z.object({ ...ticketRef, pick_status: z.literal(PICK_STATUSES) })
export type PickStatusWrite = z.output<typeof pickStatusWriteSchema>

/** The motorbike driver's pick-up moves (DECISIONS #7). */
export const motorPickStatusWriteSchema = z.object({
  id: reference(),
  version: integer(0, Number.MAX_SAFE_INTEGER),
  status: z.literal(MOTOR_PICK_STATUSES),
})
export type MotorPickStatusWrite = z.output<typeof motorPickStatusWriteSchema>

/** The guest is at the station (or on the car): 1, or not yet: 0. */
export const arrivalWriteSchema = z.object({ ...ticketRef, is_arrived: z.literal([0, 1]) })
export type ArrivalWrite = z.output<typeof arrivalWriteSchema>

/** The pick-up fee of a guest (whole dong, at most PICK_FEE_MAX). */
export const pickFeeWriteSchema = z.object({ ...ticketRef, pick_fee: integer(0, PICK_FEE_MAX) })
export type PickFeeWrite = z.output<typeof pickFeeWriteSchema>

/** The list's query. */
export const pickUpQuerySchema = z.object({
  date: isoDate(),
  mode: z.enum(PICKUP_MODES),
  trip_id: reference().optional(),
  map_detail_id: reference().optional(),
})
