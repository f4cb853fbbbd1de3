/** The day's ticket reports: a trip's manifest, cancelled tickets and their counts, the ticket-history search. */
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query'
import { exportFile, getList, getOne, type ListQuery } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type {
  CancelledSummary,
  CancelledTicket,
  HistoryTicket,
  TripManifest,
} from '../schemas/ticket-reports'

const R = BOOKING_API.reports

/**
 * Keys: the manifest under its trip's (['trip', id, …]: a trip's change and every ticket event refresh it), the
 * cancelled tickets and the history under ['ticket'] (every ticket event refreshes them).
 */
export const reportKeys = {
  manifest: (tripId: number) => ['trip', tripId, 'manifest'] as const,
  cancelled: (query: ListQuery) => ['ticket', 'cancelled', query] as const,
  cancelledSummary: (range: CancelledRange) => ['ticket', 'cancelled-summary', range] as const,
  history: (query: ListQuery) => ['ticket', 'history', query] as const,
}

/** The days (YYYY-MM-DD, both included) and the direction of the cancelled-ticket list. */
export interface CancelledRange {
  from: string
  to: string
  map_detail_id?: number
}

export const tripManifest = (tripId: number) =>
  queryOptions({
    queryKey: reportKeys.manifest(tripId),
    queryFn: ({ signal }): Promise<TripManifest | null> =>
      getOne<TripManifest>(`${R.manifest}/${tripId}`, undefined, { signal, strict: true }),
  })

export const cancelledTickets = (query: ListQuery) =>
  queryOptions({
    queryKey: reportKeys.cancelled(query),
    queryFn: ({ signal }) => getList<CancelledTicket>(R.cancelled, query, { signal, strict: true }),
    placeholderData: keepPreviousData,
  })

export const cancelledSummary = (range: CancelledRange) =>
  queryOptions({
    queryKey: reportKeys.cancelledSummary(range),
    queryFn: ({ signal }): Promise<CancelledSummary | null> =>
      getOne<CancelledSummary>(R.cancelledSummary, { ...range }, { signal, strict: true }),
    placeholderData: keepPreviousData,
  })

export const ticketHistory = (query: ListQuery) =>
  queryOptions({
    queryKey: reportKeys.history(query),
    queryFn: ({ signal }) => getList<HistoryTicket>(R.history, query, { signal, strict: true }),
    placeholderData: keepPreviousData,
  })

/** Downloads the trip's manifest as .xlsx. */
export const exportManifest = () =>
  mutationOptions({
    mutationKey: ['trip', 'manifest', 'export'],
    mutationFn: ({ tripId, filename }: { tripId: number; filename: string }) =>
      exportFile(`${R.manifestExport}/${tripId}`, {}, filename),
  })

/** Downloads the cancelled tickets of the range (every row, not the page) as .xlsx. */
export const exportCancelled = () =>
  mutationOptions({
    mutationKey: ['ticket', 'cancelled', 'export'],
    mutationFn: ({ range, filename }: { range: CancelledRange; filename: string }) =>
      exportFile(R.cancelledExport, { ...range }, filename),
  })
