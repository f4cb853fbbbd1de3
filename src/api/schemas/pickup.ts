/** The pick-up lists' rows, the motor-pick record and what their actions send. */
import { z } from 'zod'
import {
  MOTOR_PICK_STATUSES,
  PICK_FEE_MAX,
  PICK_STATUSES,
  PICKUP_MODES,
  type PickUpMode,
} from '../contracts/pickup.ts'
import { integer, isoDate, reference } from './fields.ts'

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
export interface Picker {
  id: number
  fullname: string
  phone: string | null
}

/** One guest of a pick-up list (GET …/guests?date&mode[&trip_id][&map_detail_id]). */
export interface PickUpGuest {
  ticket_id: number
  /** the ticket's version: arrival, fee, order and passenger status send it back */
  version: number
  code: string
  customer_name: string
  phone: string
  pick_address: string | null
  pick_time: string | null
  pick_fee: number
  /** SPEC §4 passenger pick-up status */
  pick_status: number
  is_arrived: number
  trip: { id: number; name: string; departure_time: string; map_detail_id: number }
  seat_code: string
  /** the motorbike driver (station) or the trip's driver (home); null: nobody yet */
  picker: Picker | null
  pick_order: number | null
  /** station only: the motorbike driver's pick-up of this guest */
  motor_pick: Pick<MotorPick, 'id' | 'version' | 'status'> | null
}

export interface PickUpList {
  date: string
  mode: PickUpMode
  guests: PickUpGuest[]
}

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
