import { useMutation } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { tripContract } from '../contracts/trips'
import { TRIP_CONFIRM_API } from '../contracts/trip-confirm'
import { post } from '../http'
import type { Trip, TripAnswer } from '../schemas/trips'
import { EVENT_INVALIDATES, resourceEvent } from '../../realtime/events'

/** Trips (/trip, /trip/{id}, /trip-need-to-confirm). */
export const trips = defineResource(tripContract)

// ---- trips sent to their driver and the driver's answer (/trip-need-to-confirm) ----

export { tripsToConfirm } from '../trips-to-confirm'

/** A send or an answer refreshes what the trip's socket event refreshes in the other browsers. */
const TRIP_EVENT_INVALIDATES = EVENT_INVALIDATES[resourceEvent(trips.name, 'updated')]

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
