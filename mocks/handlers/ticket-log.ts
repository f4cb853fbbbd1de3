/** The ticket's log (README "The backend contract"): every action on a ticket, who did it, when, what changed. */
import type { Ticket, TicketLog, TicketLogAction } from '../../src/api/schemas/booking.ts'
import { db, validSession } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { bearerOf } from './util.ts'

/** The fields a log line compares (what a clerk sees on the ticket). */
export const LOGGED_FIELDS = [
  'customer_name',
  'phone',
  'trip_id',
  'seat_code',
  'departure_point',
  'destination_point',
  'price',
  'surcharge',
  'is_paid',
  'pick_type',
  'pick_address',
  'pick_fee',
  'drop_type',
  'drop_address',
  'drop_fee',
  'note',
  'reason_cancel',
  'reason_note',
  // the pick-up lists
  'pick_status',
  'is_arrived',
  'pick_order',
] as const satisfies ReadonlyArray<keyof Ticket>

type Value = string | number | boolean | null

/** A value as the log keeps it: a trip by its name at the time (rows written before that keep the id). */
function logged(field: (typeof LOGGED_FIELDS)[number], value: Ticket[typeof field] | undefined): Value {
  if (field === 'trip_id' && typeof value === 'number') return db.trips.find(value)?.name ?? value
  return (value ?? null) as Value
}

/** Writes one line of `ticket`'s log: the fields that differ from `before` (all of them for a sale). */
export function logTicket(
  request: Request,
  action: TicketLogAction,
  ticket: Ticket,
  before?: Ticket,
): TicketLog {
  const session = validSession(bearerOf(request))
  const user = session ? db.users.find(session.userId) : undefined
  const changes = LOGGED_FIELDS.filter((field) => !before || before[field] !== ticket[field]).map(
    (field) => ({
      field,
      from: before ? logged(field, before[field]) : null,
      to: logged(field, ticket[field]),
    }),
  )
  return db.ticketLogs.insert({
    ticket_id: ticket.id,
    ticket_code: ticket.code,
    action,
    changes,
    user_id: user?.id ?? null,
    user_name: user?.fullname ?? null,
    at: vnIsoAt(Date.now()),
  })
}
