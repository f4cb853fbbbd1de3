import { useQueryClient } from '@tanstack/react-query'
import { tripTickets } from '../../api/resources/trip'
import type { Ticket } from '../../api/schemas/booking'

/** Loads the ticket as it is now (its trip's tickets, fetched again): what "Tải bản mới nhất" offers after a 409. */
export function useLatestTicket(ticket: Pick<Ticket, 'id' | 'trip_id'>) {
  const queryClient = useQueryClient()
  return async (): Promise<Ticket | null> => {
    const rows = await queryClient.fetchQuery({ ...tripTickets(ticket.trip_id), staleTime: 0 })
    return rows.find((row) => row.id === ticket.id) ?? null
  }
}
