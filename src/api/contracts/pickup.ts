/** The pick-up lists (/list-guests-require-pick-to-station, /list-guests-require-pick-to-home): rules, free of zod. */
import { PICK_TYPE } from './booking.ts'

/** The two lists: to the station by a motorbike driver (pick-up form 1), at home by the trip's driver (form 2). */
export const PICKUP_MODES = ['station', 'home'] as const
export type PickUpMode = (typeof PICKUP_MODES)[number]

/** The pick-up form (PICK_TYPE) each list shows (DECISIONS #19). */
export const PICK_TYPE_OF_MODE: Record<PickUpMode, number> = {
  station: PICK_TYPE.motorbike,
  home: PICK_TYPE.driver,
}

/** SPEC §4 passenger pick-up status. */
export const PICK_STATUS = { waiting: 0, pickedUp: 1, unreachable: 2, alighted: 3 } as const
export const PICK_STATUSES = [0, 1, 2, 3] as const
export type PickStatus = (typeof PICK_STATUSES)[number]

/** SPEC §4 motor-pick status. */
export const MOTOR_PICK_STATUS = { notYet: 0, pickedUp: 1, complete: 2, cancel: 3 } as const
export const MOTOR_PICK_STATUSES = [0, 1, 2, 3] as const
export type MotorPickStatus = (typeof MOTOR_PICK_STATUSES)[number]

/** DECISIONS #7, passenger pick-up: 0 → 1 picked up or 2 unable to contact; 1 → 3 alighted. */
const PICK_NEXT: Record<PickStatus, readonly PickStatus[]> = {
  0: [1, 2],
  1: [3],
  2: [],
  3: [],
}

/** DECISIONS #7, motor-pick: 0 → 1 picked up → 2 complete; 0 or 1 → 3 cancel. */
const MOTOR_PICK_NEXT: Record<MotorPickStatus, readonly MotorPickStatus[]> = {
  0: [1, 3],
  1: [2, 3],
  2: [],
  3: [],
}

/** The passenger pick-up statuses a guest may move to from `status` (none for an unknown one). */
export const nextPickStatuses = (status: number): readonly PickStatus[] =>
  PICK_NEXT[status as PickStatus] ?? []

/** The motor-pick statuses a pick-up run may move to from `status` (none for an unknown one). */
export const nextMotorPickStatuses = (status: number): readonly MotorPickStatus[] =>
  MOTOR_PICK_NEXT[status as MotorPickStatus] ?? []

/** Another motorbike driver may take the guest (or the driver be removed) only before the pick-up starts or after a cancel. */
export const motorPickReassignable = (status: number): boolean =>
  status === MOTOR_PICK_STATUS.notYet || status === MOTOR_PICK_STATUS.cancel

/** Rows in pick order: ordered ones first by their order, then the rest by pick time, then by ticket code. */
export function byPickOrder<R extends { pick_order: number | null; pick_time: string | null; code: string }>(
  a: R,
  b: R,
): number {
  if (a.pick_order !== null && b.pick_order !== null && a.pick_order !== b.pick_order)
    return a.pick_order - b.pick_order
  if (a.pick_order !== null && b.pick_order === null) return -1
  if (a.pick_order === null && b.pick_order !== null) return 1
  return (a.pick_time ?? '').localeCompare(b.pick_time ?? '') || a.code.localeCompare(b.code)
}

/** The highest fee a clerk may write for one pick-up (whole dong). */
export const PICK_FEE_MAX = 1_000_000
