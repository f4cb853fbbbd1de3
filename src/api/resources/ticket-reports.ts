/** The day's ticket reports: a trip's manifest, cancelled tickets and their counts, the ticket-history search. */
import { defineGroup, download, get, page } from '../define-group'
import type { ListQuery } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type {
  CancelledSummary,
  CancelledTicket,
  HistoryTicket,
  TripManifest,
} from '../schemas/ticket-reports'
import {
  cancelledSummarySchema,
  cancelledTicketSchema,
  historyTicketSchema,
  tripManifestSchema,
} from 'virtual:shapes/ticket-reports'

const R = BOOKING_API.reports
/** Under ['ticket']: every ticket event refreshes them; a trip's change refreshes the manifests too. */
const ticket = defineGroup('ticket')

/** The days (YYYY-MM-DD, both included) and the direction of the cancelled-ticket list. */
export interface CancelledRange {
  from: string
  to: string
  map_detail_id?: number
}

export const tripManifest = ticket.query('manifest', (tripId: number) =>
  get<TripManifest>(`${R.manifest}/${tripId}`, undefined, { shape: tripManifestSchema }),
)

export const cancelledTickets = ticket.query(
  'cancelled',
  (query: ListQuery) => page<CancelledTicket>(R.cancelled, query, cancelledTicketSchema),
  { keepPrevious: true },
)

export const cancelledSummary = ticket.query(
  'cancelled-summary',
  (range: CancelledRange) =>
    get<CancelledSummary>(R.cancelledSummary, { ...range }, { shape: cancelledSummarySchema }),
  { keepPrevious: true },
)

export const ticketHistory = ticket.query(
  'history',
  (query: ListQuery) => page<HistoryTicket>(R.history, query, historyTicketSchema),
  {
    keepPrevious: true,
  },
)

/** Downloads the trip's manifest as .xlsx. */
export const exportManifest = ticket.command(
  'export-manifest',
  ({ tripId, filename }: { tripId: number; filename: string }) =>
    download(`${R.manifestExport}/${tripId}`, {}, filename),
)

/** Downloads the cancelled tickets of the range (every row, not the page) as .xlsx. */
export const exportCancelled = ticket.command(
  'export-cancelled',
  ({ range, filename }: { range: CancelledRange; filename: string }) =>
    download(R.cancelledExport, { ...range }, filename),
)
