import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { shippingWaitingContract } from '../contracts/shipping-waiting'
import { SHIPPING_API } from '../contracts/shipping-paths'
import { defineResource } from '../define-resource'
import { getOne, post } from '../http'
import { API } from '../paths'
import type { CancelWrite } from '../schemas/booking'
import type { Office } from '../schemas/routes'
import type { ParcelLabel, ParcelParty, WaitingGoods } from '../schemas/shipping'
import { EVENT_INVALIDATES, resourceEvent } from '../../realtime/events'

/** Waiting goods (/shipping-waiting). */
export const waitingGoods = defineResource(shippingWaitingContract)

const ACTIONS = SHIPPING_API.shippingWaiting
/** A cancel refreshes what the group's socket event refreshes in the other browsers. */
const CHANGE_INVALIDATES = EVENT_INVALIDATES[resourceEvent(waitingGoods.name, 'updated')]

/** Cancel a waiting parcel with a reason (DECISIONS #13; 409 when it changed meanwhile). */
export const cancelParcel = () =>
  mutationOptions({
    mutationKey: [waitingGoods.name, 'cancel'],
    mutationFn: (body: CancelWrite): Promise<WaitingGoods | null> => post<WaitingGoods>(ACTIONS.cancel, body),
    meta: { invalidates: CHANGE_INVALIDATES },
  })

/** The returning sender or receiver with this phone (10 digits), or null. */
export const parcelParty = (phone: string, role: 'sender' | 'receiver') =>
  queryOptions({
    queryKey: [waitingGoods.name, 'party', role, phone] as const,
    queryFn: ({ signal }): Promise<ParcelParty | null> =>
      getOne<ParcelParty>(ACTIONS.customerByPhone, { phone, role }, { signal }),
    staleTime: 30_000,
  })

/** What a parcel's label prints. */
export const parcelLabel = (id: number) =>
  queryOptions({
    queryKey: [waitingGoods.name, 'label', id] as const,
    queryFn: ({ signal }): Promise<ParcelLabel | null> =>
      getOne<ParcelLabel>(`${ACTIONS.printBill}/${id}`, undefined, { signal, strict: true }),
  })

/** The offices of the route a direction belongs to: a parcel's sending and receiving office are among them. */
export const officesOfDirection = (directionId: number) =>
  queryOptions({
    queryKey: [waitingGoods.name, 'offices', directionId] as const,
    queryFn: async ({ signal }): Promise<Office[]> =>
      (await getOne<Office[]>(`${API.map}/get-office-by-id-map-detail/${directionId}`, undefined, {
        signal,
        strict: true,
      })) ?? [],
    staleTime: 60_000,
  })
