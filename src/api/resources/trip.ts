import { mutationOptions } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { post } from '../http'
import { API } from '../paths'
import type { Trip } from '../schemas/trips'
import { EVENT_INVALIDATES, resourceEvent } from '../../realtime/events'
import { tripContract } from '../contracts/trips'

/** Trips (/trip, /trip/{id}, /trip-need-to-confirm). */
export const trips = defineResource(tripContract)

/** What a status move sends (POST /api/trip/status): the version the clerk saw, and a cancel's reason. */
export interface TripMove {
  id: number
  version: number
  status: number
  reason?: string | null
}

/** A clerk's status move of DECISIONS #7; refreshes what a trip save refreshes. */
export const moveTrip = () =>
  mutationOptions({
    mutationKey: [trips.name, 'status'],
    mutationFn: (move: TripMove): Promise<Trip | null> => post<Trip>(API.tripStatus, move),
    meta: { invalidates: EVENT_INVALIDATES[resourceEvent('trip', 'updated')] },
  })
