import { mutationOptions, queryOptions, useMutation } from '@tanstack/react-query'
import { defineResource } from '../define-resource'
import { getOne, post } from '../http'
import { API } from '../paths'
import type { Ticket } from '../schemas/booking'
import type { ShippingOrder } from '../schemas/shipping'
import type { Trip, TripAnswer, TripCrew, TripMoneyWrite, TripTransfer } from '../schemas/trips'
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

// ---- a trip's detail (/trip/{id}) ----
// Keys under ['trip', id, …]: every trip socket event (and the money save) refreshes them with the trip.
// Tickets and goods have no socket group yet: a ticket change must invalidate ['trip', trip_id] (its tickets,
// its transfer history) and a shipping order's move ['trip', trip_id, 'goods'] once those events are wired.
export const tripDetailKeys = {
  driverAndCar: (tripId: number) => ['trip', tripId, 'driver-and-car'] as const,
  tickets: (tripId: number) => ['trip', tripId, 'tickets'] as const,
  goods: (tripId: number) => ['trip', tripId, 'goods'] as const,
  transfers: (tripId: number) => ['trip', tripId, 'transfers'] as const,
}

const byTrip = <T>(key: readonly unknown[], path: string, tripId: number) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<T[]> =>
      (await getOne<T[]>(`${path}/${tripId}`, undefined, { signal, strict: true })) ?? [],
  })

/** The trip's driver, car and seat map. */
export const tripDriverAndCar = (tripId: number) =>
  queryOptions({
    queryKey: tripDetailKeys.driverAndCar(tripId),
    queryFn: ({ signal }): Promise<TripCrew | null> =>
      getOne<TripCrew>(`${API.tripDetail.driverAndCar}/${tripId}`, undefined, { signal, strict: true }),
  })
/** The trip's tickets (those travelling first, cancelled ones after, with `deleted_at`). */
export const tripTickets = (tripId: number) =>
  byTrip<Ticket>(tripDetailKeys.tickets(tripId), API.tripDetail.tickets, tripId)
/** The shipping orders loaded on the trip. */
export const tripGoods = (tripId: number) =>
  byTrip<ShippingOrder>(tripDetailKeys.goods(tripId), API.tripDetail.goods, tripId)
/** Passengers moved into or out of the trip, the latest first. */
export const tripTransfers = (tripId: number) =>
  byTrip<TripTransfer>(tripDetailKeys.transfers(tripId), API.tripDetail.transferHistory, tripId)

/** Saves the trip's money and kilometers with the version edited (409 when someone saved in between). */
export const useUpdateTripMoney = () =>
  useMutation({
    mutationKey: ['trip', 'update-money'],
    mutationFn: (body: TripMoneyWrite & { id: number; version: number }): Promise<Trip | null> =>
      post<Trip>(API.tripDetail.updateMoney, body),
    meta: { invalidates: EVENT_INVALIDATES[resourceEvent('trip', 'updated')] },
  })
