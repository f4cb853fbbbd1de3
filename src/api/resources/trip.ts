/** Trips (/trip, /trip/{id}, /trip-need-to-confirm): the roster's CRUD, status moves, a trip's detail, the driver's answer. */
import { defineResource } from '../define-resource'
import { each, get, send } from '../define-group'
import { API } from '../paths'
import type { Ticket } from '../schemas/booking'
import type { ShippingOrder } from '../schemas/shipping'
import type {
  Trip,
  TripAnswer,
  TripCrew,
  TripMoneyWrite,
  TripToConfirm,
  TripTransfer,
} from '../schemas/trips'
import { resourceEvent } from '../../realtime/events'
import { tripContract } from '../contracts/groups'
import { TRIP_CONFIRM_API } from '../contracts/trip-confirm'
import { TRIP_STATUS } from '../contracts/trips'
import { tripCrewSchema, tripSchema, tripToConfirmSchema, tripTransferSchema } from 'virtual:shapes/trips'
import { shippingOrderSchema } from 'virtual:shapes/shipping'
import { ticketSchema } from 'virtual:shapes/booking'

export const trips = defineResource(tripContract, tripSchema)
const trip = trips.group
/** A status move, a send, an answer or the money refreshes what the trip's socket event refreshes elsewhere. */
const event = resourceEvent('trip', 'updated')

/** What a status move sends (POST /api/trip/status): the version the clerk saw, and a cancel's reason. */
export interface TripMove {
  id: number
  version: number
  status: number
  reason?: string | null
}

/** A clerk's status move of DECISIONS #7. */
export const moveTrip = trip.command('status', (move: TripMove) => send<Trip>(API.tripStatus, move), {
  event,
})

// ---- trips sent to their driver and the driver's answer (/trip-need-to-confirm) ----

/** The sent trips awaiting an answer: the driver's own, or every driver's for the clerks (`seesEveryDriver`). */
export const tripsToConfirm = trip.query('to-confirm', () =>
  get<TripToConfirm[]>(TRIP_CONFIRM_API.pending, undefined, {
    fallback: [],
    shape: each(tripToConfirmSchema),
  }),
)

/** The trips accepted, from today on: the driver's own, or every driver's for the clerks. */
export const acceptedTrips = trip.query('accepted', () =>
  get<TripToConfirm[]>(
    TRIP_CONFIRM_API.pending,
    { status: TRIP_STATUS.accepted },
    { fallback: [], shape: each(tripToConfirmSchema) },
  ),
)

/** Send a trip to its driver ("Gửi cho tài xế"). */
export const sendToDriver = trip.command(
  'send-to-driver',
  (id: number) => send<Trip>(TRIP_CONFIRM_API.send, { id }),
  {
    event,
  },
)

/** The driver's answer: accept, or decline with a reason. */
export const answerTrip = trip.command(
  'answer',
  (answer: TripAnswer) => send<Trip>(TRIP_CONFIRM_API.answer, answer),
  {
    event,
  },
)

// ---- a trip's detail (/trip/{id}) ----

const D = API.tripDetail

/** A trip that answers without its crew has none: no driver, no car, no seat map. */
const NO_CREW: TripCrew = { driver: null, car: null, vehicle_type: null }
/** The trip's driver, car and seat map. */
export const tripDriverAndCar = trip.query('driver-and-car', (tripId: number) =>
  get<TripCrew>(`${D.driverAndCar}/${tripId}`, undefined, { fallback: NO_CREW, shape: tripCrewSchema }),
)
/** The trip's tickets (those travelling first, cancelled ones after, with `deleted_at`). */
export const tripTickets = trip.query('tickets', (tripId: number) =>
  get<Ticket[]>(`${D.tickets}/${tripId}`, undefined, { fallback: [], shape: each(ticketSchema) }),
)
/** The shipping orders loaded on the trip (a parcel's change refreshes them: realtime/events.ts). */
export const tripGoods = trip.query('goods', (tripId: number) =>
  get<ShippingOrder[]>(`${D.goods}/${tripId}`, undefined, { fallback: [], shape: each(shippingOrderSchema) }),
)
/** Passengers moved into or out of the trip, the latest first. */
export const tripTransfers = trip.query('transfers', (tripId: number) =>
  get<TripTransfer[]>(`${D.transferHistory}/${tripId}`, undefined, {
    fallback: [],
    shape: each(tripTransferSchema),
  }),
)

/** Saves the trip's money and kilometers with the version edited (409 when someone saved in between). */
export const updateTripMoney = trip.command(
  'update-money',
  (body: TripMoneyWrite & { id: number; version: number }) => send<Trip>(D.updateMoney, body),
  { event },
)
