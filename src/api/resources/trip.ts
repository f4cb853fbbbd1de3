import { mutationOptions, useMutation } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { post } from '../http'
import { API } from '../paths'
import type { Trip, TripAnswer } from '../schemas/trips'
import { EVENT_INVALIDATES, resourceEvent } from '../../realtime/events'
import { tripContract } from '../contracts/trips'
import { TRIP_CONFIRM_API } from '../contracts/trip-confirm'

/** Trips (/trip, /trip/{id}, /trip-need-to-confirm). */
export const trips = defineResource(tripContract)

/** A status move, a send or an answer refreshes what the trip's socket event refreshes in the other browsers. */
const TRIP_EVENT_INVALIDATES = EVENT_INVALIDATES[resourceEvent(trips.name, 'updated')]

/** What a status move sends (POST /api/trip/status): the version the clerk saw, and a cancel's reason. */
export interface TripMove {
  id: number
  version: number
  status: number
  reason?: string | null
}

/** A clerk's status move of DECISIONS #7. */
export const moveTrip = () =>
  mutationOptions({
    mutationKey: [trips.name, 'status'],
    mutationFn: (move: TripMove): Promise<Trip | null> => post<Trip>(API.tripStatus, move),
    meta: { invalidates: TRIP_EVENT_INVALIDATES },
  })

// ---- trips sent to their driver and the driver's answer (/trip-need-to-confirm) ----

export { tripsToConfirm } from '../trips-to-confirm'

/** Send a trip to its driver ("Gửi cho tài xế"); null when refused quietly (no access, offline). */
export const useSendToDriver = () =>
  useMutation({
    mutationKey: [...trips.keys.all, 'send-to-driver'],
    mutationFn: (id: number): Promise<Trip | null> => post<Trip>(TRIP_CONFIRM_API.send, { id }),
    meta: { invalidates: TRIP_EVENT_INVALIDATES },
  })

/** The driver's answer: accept, or decline with a reason. */
export const useAnswerTrip = () =>
  useMutation({
    mutationKey: [...trips.keys.all, 'answer'],
    mutationFn: (answer: TripAnswer): Promise<Trip | null> => post<Trip>(TRIP_CONFIRM_API.answer, answer),
    meta: { invalidates: TRIP_EVENT_INVALIDATES },
  })
