/** Actions on a sold ticket (each with the version the clerk saw; 409 when someone changed it meanwhile) and its log. */
import { defineGroup, each, get, send } from '../define-group'
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
import { SOCKET_EVENTS } from '../../realtime/events'
import { ticketLogSchema } from 'virtual:shapes/booking'

const P = BOOKING_API.ticket
const ticket = defineGroup('ticket')
const event = SOCKET_EVENTS.ticketCreateOrUpdate

const action = <V, R = Ticket>(name: string, path: string) =>
  ticket.command(name, (body: V) => send<R>(path, body), { event })

export const ticketActions = {
  update: action<TicketUpdateWrite>('update', P.update),
  changeSeat: action<TicketSeatWrite>('change-seat', P.changeSeat),
  markPaid: action<TicketRefWrite>('mark-paid', P.markPaid),
  cancel: action<CancelWrite>('cancel', P.cancel),
  backBooking: action<TicketRefWrite, { ticket: Ticket; booking: WaitingBooking }>(
    'back-booking',
    P.backBooking,
  ),
}

/** The ticket's log, newest first (every ticket event refreshes it). */
export const ticketLog = ticket.query('log', (ticketId: number) =>
  get<TicketLog[]>(`${P.log}/${ticketId}`, undefined, { fallback: [], shape: each(ticketLogSchema) }),
)
