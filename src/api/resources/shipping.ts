import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query'
import { SHIPPING_API } from '../contracts/shipping-paths'
import { getList, getOne, isApiError, post, type ListQuery } from '../http'
import type {
  DayTrip,
  LoadList,
  ParcelLookup,
  ShippingCancelWrite,
  ShippingCompleteWrite,
  ShippingHistory,
  ShippingLoadWrite,
  ShippingOrder,
  ShippingSelectionWrite,
  ShippingTransferWrite,
} from '../schemas/shipping'
import { EVENT_INVALIDATES } from '../../realtime/events'

const PATHS = SHIPPING_API.shipping

/** Keys of the shipping orders: everything under ['shipping']; a trip's goods stay under ['trip', id, 'goods']. */
export const shippingKeys = {
  all: ['shipping'] as const,
  list: (query: ListQuery) => ['shipping', 'list', query] as const,
  history: (code: string) => ['shipping', 'history', code] as const,
  lookup: (code: string) => ['shipping', 'lookup', code] as const,
  loadList: (tripId: number) => ['shipping', 'load-list', tripId] as const,
  motorbikeDrivers: ['shipping', 'motorbike-drivers'] as const,
}

/** A change refreshes here what the socket's event refreshes in the other browsers. */
const CHANGE_INVALIDATES = EVENT_INVALIDATES['shipping:updated']

export const shippingOrderList = (query: ListQuery) =>
  queryOptions({
    queryKey: shippingKeys.list(query),
    queryFn: ({ signal }) => getList<ShippingOrder>(PATHS.list, query, { signal }),
  })

/** A parcel's history by code, newest first. */
export const parcelHistory = (code: string) =>
  queryOptions({
    queryKey: shippingKeys.history(code),
    queryFn: async ({ signal }): Promise<ShippingHistory[]> =>
      (await getOne<ShippingHistory[]>(`${PATHS.history}/${encodeURIComponent(code)}`, undefined, {
        signal,
        strict: true,
      })) ?? [],
  })

/** A parcel by code, waiting or on its way, and where it is; a code nobody has rejects 404 without a toast. */
export const parcelLookup = (code: string) =>
  queryOptions({
    queryKey: shippingKeys.lookup(code),
    queryFn: ({ signal }): Promise<ParcelLookup | null> =>
      getOne<ParcelLookup>(`${PATHS.lookup}/${encodeURIComponent(code)}`, undefined, {
        signal,
        strict: true,
        quiet: [404],
      }),
  })

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
export const loadList = (tripId: number) =>
  queryOptions({
    queryKey: shippingKeys.loadList(tripId),
    queryFn: ({ signal }): Promise<LoadList | null> =>
      getOne<LoadList>(`${PATHS.printList}/${tripId}`, undefined, { signal, strict: true }),
  })

/** The trips of a day and direction. */
export const dayTrips = (day: string, directionId: number | undefined) =>
  queryOptions({
    queryKey: ['shipping', 'trips', day, directionId ?? null] as const,
    queryFn: async ({ signal }): Promise<DayTrip[]> =>
      (await getOne<DayTrip[]>(PATHS.trips, { day, map_detail_id: directionId }, { signal, strict: true })) ??
      [],
  })

export interface MotorbikeDriver {
  id: number
  fullname: string
  phone: string | null
}
export const motorbikeDrivers = () =>
  queryOptions({
    queryKey: shippingKeys.motorbikeDrivers,
    queryFn: async ({ signal }): Promise<MotorbikeDriver[]> =>
      (await getOne<MotorbikeDriver[]>(PATHS.motorbikeDrivers, undefined, { signal, strict: true })) ?? [],
    staleTime: 60_000,
  })

const action = <B>(name: string, path: string) =>
  mutationOptions({
    mutationKey: ['shipping', name],
    mutationFn: (body: B): Promise<ShippingOrder[] | null> => post<ShippingOrder[]>(path, body),
    meta: { invalidates: CHANGE_INVALIDATES },
  })

/** Load waiting goods onto a trip (one confirmation, one idempotency key). */
export const loadOntoTrip = () =>
  mutationOptions({
    mutationKey: ['shipping', 'load'],
    mutationFn: (body: ShippingLoadWrite) =>
      post<{ trip_id: number; orders: ShippingOrder[] }>(PATHS.transferWaitingToShipping, body),
    meta: { invalidates: CHANGE_INVALIDATES },
  })
export const unloadGoods = () => action<ShippingSelectionWrite>('unload', PATHS.unload)
export const removeFromVehicle = () => action<ShippingSelectionWrite>('remove', PATHS.remove)
export const transferToVehicle = () => action<ShippingTransferWrite>('transfer', PATHS.transferToVehicle)
export const warehouseImport = () => action<ShippingSelectionWrite>('warehouse-import', PATHS.warehouseImport)
export const completePickUp = () => action<ShippingCompleteWrite>('complete', PATHS.complete)
export const cancelOrders = () => action<ShippingCancelWrite>('cancel', PATHS.cancel)
