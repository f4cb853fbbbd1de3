/** Trips (/trip, /trip/{id}, /trip-need-to-confirm): contract and constants, free of zod. */
import { shiftDay } from '../../lib/hcm-day.ts'
import type { PermissionCode } from '../../lib/permission-codes.ts'

/** DECISIONS #4: 0 new (admin created), 1 driver accepted, 2 driver declined, 3 running, 4 finished, 5 cancelled, 6 broken. */
export const TRIP_STATUS = {
  new: 0,
  accepted: 1,
  declined: 2,
  running: 3,
  finished: 4,
  cancelled: 5,
  broken: 6,
} as const
export type TripStatus = (typeof TRIP_STATUS)[keyof typeof TRIP_STATUS]

/** Why a driver declines a trip: the common reasons, and "other" with its text. */
export const DECLINE_REASONS = ['broken', 'sick', 'conflict', 'other'] as const
export type DeclineReason = (typeof DECLINE_REASONS)[number]

/**
 * DECISIONS #7: 0 → 1 or 2 (by the driver); 1 → 3 → 4; 0/1/2 → 5 (with a reason); 3 → 6.
 * The backend refuses any other change; the screens offer only these.
 */
export const TRIP_TRANSITIONS: Record<TripStatus, readonly TripStatus[]> = {
  0: [1, 2, 5],
  1: [3, 5],
  2: [5],
  3: [4, 6],
  4: [],
  5: [],
  6: [],
}
/** Answers only the trip's driver gives (/trip-need-to-confirm). */
export const DRIVER_ANSWERS: readonly TripStatus[] = [TRIP_STATUS.accepted, TRIP_STATUS.declined]

export const canMoveTrip = (from: number, to: number): boolean =>
  (TRIP_TRANSITIONS[from as TripStatus] ?? []).includes(to as TripStatus)

/** A chartered trip's contract (SPEC §3 contract_type): one way 0, two ways 1. */
export const CONTRACT_TYPE = { oneWay: 0, twoWays: 1 } as const

/** The trip's money (whole dong) that adds up to its net figure: what comes in, what goes out. */
export const TRIP_INCOME_FIELDS = ['revenue', 'surcharge'] as const
export const TRIP_EXPENSE_FIELDS = [
  'driver_money',
  'petrol_money',
  'repair_money',
  'other_money',
  'road_money',
  'driver_fund',
  'bonus',
  'retention_tax',
  'motorbike_fare',
] as const
/** Every money field of a trip (cash_money is what the driver handed in, outside the net figure). */
export const TRIP_MONEY_FIELDS = [...TRIP_INCOME_FIELDS, ...TRIP_EXPENSE_FIELDS, 'cash_money'] as const
export type TripMoneyField = (typeof TRIP_MONEY_FIELDS)[number]

/** A new trip's money: none yet, and no kilometres. */
export const noTripMoney = (): Record<TripMoneyField, number> & { kilometers_after_travel: null } => ({
  ...(Object.fromEntries(TRIP_MONEY_FIELDS.map((f) => [f, 0])) as Record<TripMoneyField, number>),
  kilometers_after_travel: null,
})

/** Net of a trip (README "Trip money"): revenue + surcharge − every expense. */
export const tripNet = (trip: Record<TripMoneyField, number>): number =>
  TRIP_INCOME_FIELDS.reduce((sum, f) => sum + trip[f], 0) -
  TRIP_EXPENSE_FIELDS.reduce((sum, f) => sum + trip[f], 0)

/** A driver or car on a trip in these states is free again: declined (2), finished (4), cancelled (5). */
export const TRIP_FREE_STATUSES: readonly TripStatus[] = [
  TRIP_STATUS.declined,
  TRIP_STATUS.finished,
  TRIP_STATUS.cancelled,
]
/** A trip in these states is closed: no more edits (finished, cancelled, broken). */
export const TRIP_CLOSED_STATUSES: readonly TripStatus[] = [
  TRIP_STATUS.finished,
  TRIP_STATUS.cancelled,
  TRIP_STATUS.broken,
]

/** The moves a clerk makes on the roster (DECISIONS #7 without the driver's answers), by target status. */
export const clerkMoves = (from: number): TripStatus[] =>
  (TRIP_TRANSITIONS[from as TripStatus] ?? []).filter((to) => !DRIVER_ANSWERS.includes(to))

/**
 * Who makes a clerk's move, by target status (the backend checks it, the screens offer the move by it): a
 * breakdown (→ 6) the holders of trip.update or trip.report-broken (the booking clerks, from their desks), every
 * other move trip.update's.
 */
export const tripMoveCodes = (to: number): readonly PermissionCode[] =>
  to === TRIP_STATUS.broken ? ['trip.update', 'trip.report-broken'] : ['trip.update']

/** ISO 8601 with +07:00 of a day's "HH:mm" (Asia/Ho_Chi_Minh: no daylight saving). */
export const vnInstant = (date: string, clock: string): string => `${date}T${clock}:00+07:00`

/** The stored times of a trip: departure on `plan_date`, the return on the next day when not later. */
export function tripTimes(planDate: string, departure: string, back: string | null | undefined) {
  return {
    departure_time: vnInstant(planDate, departure),
    return_time: back ? vnInstant(back <= departure ? shiftDay(planDate, 1) : planDate, back) : null,
  }
}

/** When the trip is on the road (ms): departure → return, or departure + the route's duration (minutes). */
export function tripInterval(
  trip: { departure_time: string; return_time?: string | null },
  durationMinutes: number,
): [number, number] {
  const start = Date.parse(trip.departure_time)
  const end = trip.return_time ? Date.parse(trip.return_time) : start + durationMinutes * 60_000
  return [start, Math.max(start, end)]
}

/** Two intervals share a moment (touching ends do not count). */
export const intervalsOverlap = (a: [number, number], b: [number, number]): boolean =>
  a[0] < b[1] && b[0] < a[1]
