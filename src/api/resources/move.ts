/** Moving passengers between trips: the transfer onto chosen seats, the split into a new trip, the merge. */
import { mutationOptions } from '@tanstack/react-query'
import { post } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type { MergeWrite, MoveAnswer, SplitWrite, TransferWrite } from '../schemas/move'
import { EVENT_INVALIDATES, resourceEvent, SOCKET_EVENTS } from '../../realtime/events'

/** A move refreshes here what its events refresh in the other clerks' browsers: seat maps, trips, their details. */
const INVALIDATES = [
  ...(EVENT_INVALIDATES[SOCKET_EVENTS.ticketCreateOrUpdate] ?? []),
  ...EVENT_INVALIDATES[resourceEvent('trip', 'updated')],
]

/** Passengers onto chosen seats of another trip; a repeat of the key answers the first move. */
export const transferPassengers = () =>
  mutationOptions({
    mutationKey: ['ticket', 'transfer'],
    mutationFn: (body: TransferWrite): Promise<MoveAnswer | null> =>
      post<MoveAnswer>(BOOKING_API.move.transfer, body),
    meta: { invalidates: INVALIDATES },
  })

/** A new trip with another car and driver, and the passengers moved onto it. */
export const splitToNewTrip = () =>
  mutationOptions({
    mutationKey: ['ticket', 'split'],
    mutationFn: (body: SplitWrite): Promise<MoveAnswer | null> =>
      post<MoveAnswer>(BOOKING_API.move.split, body),
    meta: { invalidates: INVALIDATES },
  })

/** Every passenger of another trip onto this one; the emptied trip is cancelled. */
export const mergeTrip = () =>
  mutationOptions({
    mutationKey: ['ticket', 'merge'],
    mutationFn: (body: MergeWrite): Promise<MoveAnswer | null> =>
      post<MoveAnswer>(BOOKING_API.move.merge, body),
    meta: { invalidates: INVALIDATES },
  })
