/** The booking desk (/booking-waiting, /add-customer-to-car): contracts and constants, free of zod. */
import { SEAT_TYPES } from './fleet.ts'
import { TRIP_CLOSED_STATUSES } from './trips.ts'

/** SPEC §9 ticket source: admin 0, web 1, app 2, forwarded 3. */
export const TICKET_SOURCE = { admin: 0, web: 1, app: 2, forwarded: 3 } as const
export const TICKET_SOURCES = [0, 1, 2, 3] as const

/** SPEC §9 / DECISIONS #19 pick-up and drop-off form: self 0, motorbike taxi 1, the trip's driver 2. */
export const PICK_TYPE = { self: 0, motorbike: 1, driver: 2 } as const
export const PICK_TYPES = [0, 1, 2] as const

/** A booking's form: one way 0, round trip 1. */
export const BOOKING_FORM = { oneWay: 0, roundTrip: 1 } as const

/** The seat types a customer may wish for (DECISIONS #5): CB, STX, Giữa, Cuối, normal; never "not for sale". */
export const WISHED_SEAT_TYPES = [5, 0, 1, 2, 3] as const

/** A waiting booking's state: waiting 0, put on a car 1, cancelled 2. */
export const WAITING_BOOKING_STATUS = { waiting: 0, imported: 1, cancelled: 2 } as const

/** SPEC §5 / DECISIONS #13 cancel reasons; "other" needs a free text. */
export const CANCEL_REASONS = [
  'cannot_reach_customer',
  'missed_trip',
  'customer_forgot',
  'customer_cancelled',
  'other',
] as const
export type CancelReason = (typeof CANCEL_REASONS)[number]

/** DECISIONS #11: a seat hold lasts 5 minutes unless renewed, sold or released. */
export const SEAT_HOLD_MS = 5 * 60_000

// ------------------------------------------------------------------ selling seats (/add-customer-to-car)

/** Seats are sold only on a trip that is not finished, cancelled or broken down (DECISIONS #4). */
export const tripOpenForSale = (status: number): boolean =>
  !(TRIP_CLOSED_STATUSES as readonly number[]).includes(status)

interface FareRange {
  date_start: string
  date_end: string
  fare: number
}

/** The fare period holding a day, if any (both ends included). */
export const fareRangeOn = <R extends FareRange>(type: { fare_date_ranges: readonly R[] }, day: string) =>
  type.fare_date_ranges.find((r) => r.date_start <= day && day <= r.date_end)

/** The fare of a vehicle type on a day (GET /api/vehicle/fare-by-vehicle): its fare period's, else its regular fare. */
export const fareOnDay = (
  type: { fare: number; fare_date_ranges: readonly FareRange[] },
  day: string,
): number => fareRangeOn(type, day)?.fare ?? type.fare

/** What a sale costs besides the fare (whole dong). */
export interface SaleExtras {
  surcharge: number
  pick_fee: number
  drop_fee: number
}

/** The ticket total before confirming: fare × seats + surcharge + pick-up fee + drop-off fee (whole dong). */
export const saleTotal = (fare: number, seats: number, extras: SaleExtras): number =>
  Math.round(fare) * seats +
  Math.round(extras.surcharge) +
  Math.round(extras.pick_fee) +
  Math.round(extras.drop_fee)

/** What one ticket costs its passenger: fare, surcharge and the pick-up and drop-off fees (whole dong). */
export const ticketTotal = (ticket: {
  price: number
  surcharge: number
  pick_fee: number
  drop_fee: number
}) => ticket.price + ticket.surcharge + ticket.pick_fee + ticket.drop_fee

/**
 * The money written on each ticket of a sale: the fare on every ticket; the surcharge and the fees once, on the
 * first ticket (one customer is picked up and dropped off once), so the tickets add up to {@link saleTotal}.
 */
export const ticketMoney = (fare: number, index: number, extras: SaleExtras) => ({
  price: Math.round(fare),
  surcharge: index === 0 ? extras.surcharge : 0,
  pick_fee: index === 0 ? extras.pick_fee : 0,
  drop_fee: index === 0 ? extras.drop_fee : 0,
})

/** A hold still counts until its expiry (ms since epoch), then lapses by itself (DECISIONS #11). */
export const holdLive = (hold: { expires_at: number }, now: number): boolean => hold.expires_at > now

/** A seat as the selling screen shows it. */
export type SaleSeatState = 'free' | 'held' | 'selected' | 'soldPaid' | 'soldUnpaid' | 'notForSale'

/** A seat's state (type 4 is never sold, DECISIONS #5): not for sale, sold (paid or not), held by another clerk, selected (held) by me, or free. */
export function saleSeatState(
  seat: { type: number },
  sold: { is_paid: boolean } | undefined,
  hold: { mine: boolean } | undefined,
  selected: boolean,
): SaleSeatState {
  if (seat.type === SEAT_TYPES.RESERVED) return 'notForSale'
  if (sold) return sold.is_paid ? 'soldPaid' : 'soldUnpaid'
  if (hold && !hold.mine) return 'held'
  return selected ? 'selected' : 'free'
}
