import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { getOne, post } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type {
  CancelWrite,
  Ticket,
  TicketLog,
  TicketRefWrite,
  TicketSeatWrite,
  TicketUpdateWrite,
  WaitingBooking,
} from '../schemas/booking'
import { EVENT_INVALIDATES, SOCKET_EVENTS } from '../../realtime/events'

/** An action on a ticket refreshes what another clerk's screen refreshes on the ticket's socket event. */
const TICKET_EVENT_INVALIDATES = EVENT_INVALIDATES[SOCKET_EVENTS.ticketCreateOrUpdate]!

const action = <V, R = Ticket>(name: string, path: string) =>
  mutationOptions({
    mutationKey: ['ticket', name],
    mutationFn: (body: V): Promise<R | null> => post<R>(path, body),
    meta: { invalidates: TICKET_EVENT_INVALIDATES },
  })

const PATHS = BOOKING_API.ticket

/** Actions on a sold ticket (each with the version the clerk saw; 409 when someone changed it meanwhile). */
export const ticketActions = {
  update: () => action<TicketUpdateWrite>('update', PATHS.update),
  changeSeat: () => action<TicketSeatWrite>('change-seat', PATHS.changeSeat),
  markPaid: () => action<TicketRefWrite>('mark-paid', PATHS.markPaid),
  cancel: () => action<CancelWrite>('cancel', PATHS.cancel),
  backBooking: () =>
    action<TicketRefWrite, { ticket: Ticket; booking: WaitingBooking }>('back-booking', PATHS.backBooking),
}

/** The ticket's log, newest first (under ['ticket'], so every ticket event refreshes it). */
export const ticketLog = (ticketId: number) =>
  queryOptions({
    queryKey: ['ticket', 'log', ticketId] as const,
    queryFn: async ({ signal }): Promise<TicketLog[]> =>
      (await getOne<TicketLog[]>(`${PATHS.log}/${ticketId}`, undefined, { signal, strict: true })) ?? [],
  })
