/** Shipping orders (/shipping): the list, loading, every order action, a parcel's history, the load list, the look-up. */
import type { QueryClient } from '@tanstack/react-query'
import { defineGroup, each, get, page, send } from '../define-group'
import { SHIPPING_API } from '../contracts/shipping-paths'
import { isApiError, type ListQuery } from '../http'
import type {
  DayTrip,
  LoadList,
  MotorbikeDriver,
  ParcelLookup,
  ShippingCancelWrite,
  ShippingCompleteWrite,
  ShippingHistory,
  ShippingLoadWrite,
  ShippingOrder,
  ShippingSelectionWrite,
  ShippingTransferWrite,
} from '../schemas/shipping'
import { resourceEvent } from '../../realtime/events'
import {
  dayTripSchema,
  loadListSchema,
  motorbikeDriverSchema,
  parcelLookupSchema,
  shippingHistorySchema,
  shippingOrderSchema,
} from 'virtual:shapes/shipping'

const P = SHIPPING_API.shipping
/** Under ['shipping']; a trip's goods stay under the trip's (['trip', 'goods', id]), which a parcel's change refreshes. */
const shipping = defineGroup('shipping')
/** A change refreshes here what the socket's event refreshes in the other browsers. */
const event = resourceEvent('shipping', 'updated')

export const shippingOrderList = shipping.query(
  'list',
  (query: ListQuery) => page<ShippingOrder>(P.list, query, shippingOrderSchema),
  {
    keepPrevious: true,
  },
)

/** A parcel's history by code, newest first. */
export const parcelHistory = shipping.query('history', (code: string) =>
  get<ShippingHistory[]>(`${P.history}/${encodeURIComponent(code)}`, undefined, {
    fallback: [],
    shape: each(shippingHistorySchema),
  }),
)

/** A parcel by code, waiting or on its way, and where it is; a code nobody has rejects 404 without a toast. */
export const parcelLookup = shipping.query('lookup', (code: string) =>
  get<ParcelLookup>(`${P.lookup}/${encodeURIComponent(code)}`, undefined, {
    quiet: [404],
    shape: parcelLookupSchema,
  }),
)

/** The scan desks' look-up: the parcel with this code (asked afresh), or null when nobody has it. */
export const findParcel = (queryClient: QueryClient, code: string): Promise<ShippingOrder | null> =>
  queryClient.fetchQuery({ ...parcelLookup(code), staleTime: 0 }).then(
    (found) => found?.parcel ?? null,
    (error: unknown) => {
      if (isApiError(error) && error.status === 404) return null
      throw error
    },
  )

/** A trip's load list. */
export const loadList = shipping.query('load-list', (tripId: number) =>
  get<LoadList>(`${P.printList}/${tripId}`, undefined, { shape: loadListSchema }),
)

/** The trips of a day and direction. */
export const dayTrips = shipping.query('trips', (date: string, directionId: number | undefined) =>
  get<DayTrip[]>(P.trips, { date, map_detail_id: directionId }, { fallback: [], shape: each(dayTripSchema) }),
)

export const motorbikeDrivers = shipping.query(
  'motorbike-drivers',
  () =>
    get<MotorbikeDriver[]>(P.motorbikeDrivers, undefined, {
      fallback: [],
      shape: each(motorbikeDriverSchema),
    }),
  { staleTime: 60_000 },
)

const action = <B>(name: string, path: string) =>
  shipping.command(name, (body: B) => send<ShippingOrder[]>(path, body), { event })

/** Load waiting goods onto a trip (one confirmation, one idempotency key). */
export const loadOntoTrip = shipping.command(
  'load',
  (body: ShippingLoadWrite) =>
    send<{ trip_id: number; orders: ShippingOrder[] }>(P.transferWaitingToShipping, body),
  { event, confirm: true },
)
export const unloadGoods = action<ShippingSelectionWrite>('unload', P.unload)
export const removeFromVehicle = action<ShippingSelectionWrite>('remove', P.remove)
export const transferToVehicle = action<ShippingTransferWrite>('transfer', P.transferToVehicle)
export const warehouseImport = action<ShippingSelectionWrite>('warehouse-import', P.warehouseImport)
export const completePickUp = action<ShippingCompleteWrite>('complete', P.complete)
export const cancelOrders = action<ShippingCancelWrite>('cancel', P.cancel)
