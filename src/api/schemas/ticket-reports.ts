/** What the day's reports answer (BOOKING_API.reports): a trip's manifest, cancelled tickets, ticket history. */
import type { CancelReason } from '../contracts/booking.ts'
import type { Ticket } from './booking.ts'

/** The money of a list of tickets: how many, and what is paid and unpaid (ticketTotal, whole dong). */
export interface TicketTotals {
  passengers: number
  paid: number
  unpaid: number
}

/** A trip's manifest (GET /api/ticket/print-trip-info/:tripId): its live tickets in seat order. */
export interface TripManifest {
  trip: {
    id: number
    name: string
    plan_date: string
    departure_time: string
    status: number
    map_detail_id: number
  }
  car: { name: string; license_plate: string } | null
  driver: { fullname: string; phone: string | null } | null
  tickets: Ticket[]
  totals: TicketTotals
}

/** A cancelled ticket (GET /api/ticket/cancelled): who cancelled it, when and why. */
export interface CancelledTicket {
  id: number
  code: string
  customer_name: string
  phone: string
  trip_id: number
  trip_name: string
  departure_time: string
  seat_code: string
  /** ticketTotal of the ticket */
  total: number
  reason_cancel: CancelReason
  reason_note: string | null
  cancelled_by: string | null
  cancelled_at: string
}

/** Cancelled tickets per reason over the whole range asked (GET /api/ticket/cancelled-summary). */
export interface CancelledSummary {
  total: number
  counts: Record<CancelReason, number>
}

/** A ticket found by the history search (GET /api/statistics/ticket-history). */
export interface HistoryTicket {
  id: number
  code: string
  customer_name: string
  phone: string
  trip_id: number
  trip_name: string
  departure_time: string
  seat_code: string
  booking_at: string
  /** cancelled or sent back to the waiting list */
  deleted_at: string | null
  reason_cancel: string | null
  reason_note: string | null
}
