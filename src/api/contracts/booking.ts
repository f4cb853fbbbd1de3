/** The booking desk (/booking-waiting, /add-customer-to-car): contracts and constants, free of zod. */
import { API } from '../paths.ts'
import type { WaitingBooking, waitingBookingWriteSchema } from '../schemas/booking.ts'
import { defineContract } from './contract.ts'

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

/** Waiting bookings (/booking-waiting). */
export const bookingWaitingContract = defineContract<WaitingBooking, typeof waitingBookingWriteSchema>({
  group: 'booking-waiting',
  path: API.bookingWaiting,
  permission: 'booking.create',
  writes: { create: 'booking.create', update: 'booking.create', delete: 'booking.create' },
  ns: 'booking',
})
