/** Moving passengers between trips: the transfer onto chosen seats, the split into a new trip, the merge. */
import { defineGroup, send } from '../define-group'
import { BOOKING_API } from '../contracts/booking-paths'
import type { MergeWrite, MoveAnswer, SplitWrite, TransferWrite } from '../schemas/move'
import { SOCKET_EVENTS } from '../../realtime/events'

const P = BOOKING_API.move
const ticket = defineGroup('ticket')
/** A move refreshes here what its events refresh in the other clerks' browsers: seat maps, trips, their details. */
const extras = { event: SOCKET_EVENTS.ticketCreateOrUpdate, confirm: true }

/** Passengers onto chosen seats of another trip; a repeat of the key answers the first move. */
export const transferPassengers = ticket.command(
  'transfer',
  (body: TransferWrite) => send<MoveAnswer>(P.transfer, body),
  extras,
)

/** A new trip with another car and driver, and the passengers moved onto it. */
export const splitToNewTrip = ticket.command(
  'split',
  (body: SplitWrite) => send<MoveAnswer>(P.split, body),
  extras,
)

/** Every passenger of another trip onto this one; the emptied trip is cancelled. */
export const mergeTrip = ticket.command(
  'merge',
  (body: MergeWrite) => send<MoveAnswer>(P.merge, body),
  extras,
)
