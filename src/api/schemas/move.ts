/** What the mover sends (POST /api/ticket/transfer-customer, split-to-new-trip, merge-trip) and what it answers. */
import { z } from 'zod'
import { because, CLOCK_TIME, clockTime, integer, optionalText, reference, text } from './fields.ts'
import { idempotencyKey, ticketSchema } from './booking.ts'
import { tripSchema, tripTransferSchema } from './trips.ts'

/** The tickets moved, each with the version the clerk saw (a stale one gets 409). */
const movedTickets = () =>
  z
    .array(z.object({ id: reference(), version: integer(0, Number.MAX_SAFE_INTEGER) }))
    .max(45)
    .refine((list) => list.length > 0, because('needSelection'))
    .refine((list) => new Set(list.map((k) => k.id)).size === list.length, because('needSelection'))

/** The target's seats, one per ticket in the same order, each once. */
const targetSeats = () =>
  z
    .array(reference())
    .max(45)
    .refine((ids) => new Set(ids).size === ids.length, because('seatsTwice'))

const sameTripTwice = (values: { from_trip_id: number; to_trip_id: number }, ctx: z.RefinementCtx) => {
  if (values.from_trip_id === values.to_trip_id)
    ctx.addIssue({ code: 'custom', path: ['to_trip_id'], ...because('sameTrip') })
}
const seatsMatchGuests = (values: { tickets: unknown[]; seat_ids: unknown[] }, ctx: z.RefinementCtx) => {
  if (values.tickets.length && values.seat_ids.length !== values.tickets.length)
    ctx.addIssue({ code: 'custom', path: ['seat_ids'], ...because('seatsMatchGuests') })
}

/** Passengers of one trip onto chosen seats of another (of this day or another, same direction). */
export const transferWriteSchema = z
  .object({
    from_trip_id: reference(),
    to_trip_id: reference(),
    tickets: movedTickets(),
    seat_ids: targetSeats(),
    idempotency_key: idempotencyKey(),
  })
  .superRefine((values, ctx) => {
    sameTripTwice(values, ctx)
    seatsMatchGuests(values, ctx)
  })
export type TransferWrite = z.input<typeof transferWriteSchema>

/** Every passenger of another trip onto this one; the emptied trip is cancelled (README, backend contract). */
export const mergeWriteSchema = z
  .object({
    from_trip_id: reference(),
    /** the emptied trip's version as the clerk saw it */
    from_version: integer(0, Number.MAX_SAFE_INTEGER),
    to_trip_id: reference(),
    tickets: movedTickets(),
    seat_ids: targetSeats(),
    idempotency_key: idempotencyKey(),
  })
  .superRefine((values, ctx) => {
    sameTripTwice(values, ctx)
    seatsMatchGuests(values, ctx)
  })
export type MergeWrite = z.input<typeof mergeWriteSchema>

/** Passengers of a trip into a new trip of the same day and direction, with another car and driver. */
export const splitWriteSchema = z.object({
  from_trip_id: reference(),
  car_id: reference(),
  user_id: reference(),
  departure_time: clockTime(),
  return_time: text(5)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))
    .refine((s) => s === null || CLOCK_TIME.test(s), because('clockTime')),
  note: optionalText(1000, { multiline: true }),
  tickets: movedTickets(),
  idempotency_key: idempotencyKey(),
})
export type SplitWrite = z.input<typeof splitWriteSchema>

/** What every move answers: the moved tickets, the trip they are on now, the transfer rows written. */
export const moveAnswerSchema = z.object({
  tickets: z.array(ticketSchema),
  trip: tripSchema,
  transfers: z.array(tripTransferSchema),
})
export type MoveAnswer = z.infer<typeof moveAnswerSchema>
