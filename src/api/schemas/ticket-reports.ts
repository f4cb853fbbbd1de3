/** What the day's reports answer (BOOKING_API.reports): a trip's manifest, cancelled tickets, ticket history. */
import { z } from 'zod'
import { CANCEL_REASONS } from '../contracts/booking.ts'
import { ticketSchema } from './booking.ts'
import { carSchema } from './fleet.ts'
import { tripSchema } from './trips.ts'

/** The money of a list of tickets: how many, and what is paid and unpaid (ticketTotal, whole dong). */
export const ticketTotalsSchema = z.object({
  passengers: z.number(),
  paid: z.number(),
  unpaid: z.number(),
})
export type TicketTotals = z.infer<typeof ticketTotalsSchema>

/**
 * A trip's manifest (GET /api/ticket/print-trip-info/:tripId): its live tickets in seat order; the trip's version,
 * as read, for a breakdown reported from it.
 */
export const tripManifestSchema = z.object({
  trip: tripSchema.pick({
    id: true,
    version: true,
    name: true,
    plan_date: true,
    departure_time: true,
    status: true,
    map_detail_id: true,
  }),
  car: carSchema.pick({ name: true, license_plate: true }).nullable(),
  driver: z.object({ fullname: z.string(), phone: z.string().nullable() }).nullable(),
  tickets: z.array(ticketSchema),
  totals: ticketTotalsSchema,
})
export type TripManifest = z.infer<typeof tripManifestSchema>

/** A cancelled ticket (GET /api/ticket/cancelled): who cancelled it, when and why. */
export const cancelledTicketSchema = z.object({
  id: z.number(),
  code: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  trip_id: z.number(),
  trip_name: z.string(),
  departure_time: z.string(),
  seat_code: z.string(),
  /** ticketTotal of the ticket */
  total: z.number(),
  reason_cancel: z.enum(CANCEL_REASONS),
  reason_note: z.string().nullable(),
  cancelled_by: z.string().nullable(),
  cancelled_at: z.string(),
})
export type CancelledTicket = z.infer<typeof cancelledTicketSchema>

/** Cancelled tickets per reason over the whole range asked (GET /api/ticket/cancelled-summary). */
export const cancelledSummarySchema = z.object({
  total: z.number(),
  counts: z.record(z.enum(CANCEL_REASONS), z.number()),
})
export type CancelledSummary = z.infer<typeof cancelledSummarySchema>

/** A ticket found by the history search (GET /api/statistics/ticket-history). */
export const historyTicketSchema = z.object({
  id: z.number(),
  code: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  trip_id: z.number(),
  trip_name: z.string(),
  departure_time: z.string(),
  seat_code: z.string(),
  booking_at: z.string(),
  /** cancelled or sent back to the waiting list */
  deleted_at: z.string().nullable(),
  reason_cancel: z.string().nullable(),
  reason_note: z.string().nullable(),
})
export type HistoryTicket = z.infer<typeof historyTicketSchema>
