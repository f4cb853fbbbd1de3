import { mutationOptions, queryOptions } from '@tanstack/react-query'
import { bookingWaitingContract } from '../contracts/booking'
import { defineResource } from '../define-resource'
import { getOne, post } from '../http'
import { BOOKING_API } from '../contracts/booking-paths'
import type { CancelWrite, CustomerMatch, PhoneHistory, WaitingBooking } from '../schemas/booking'
import { EVENT_INVALIDATES, resourceEvent } from '../../realtime/events'

/** Waiting bookings (/booking-waiting). */
export const waitingBookings = defineResource(bookingWaitingContract)

const ACTIONS = BOOKING_API.waiting
/** A cancel or an open refreshes what the group's socket event refreshes in the other browsers. */
const WAITING_EVENT_INVALIDATES = EVENT_INVALIDATES[resourceEvent(waitingBookings.name, 'updated')]

/** Cancel a waiting booking with a reason of SPEC §5 (409 when it changed meanwhile). */
export const cancelWaitingBooking = () =>
  mutationOptions({
    mutationKey: [waitingBookings.name, 'cancel'],
    mutationFn: (body: CancelWrite): Promise<WaitingBooking | null> =>
      post<WaitingBooking>(ACTIONS.cancel, body),
    meta: { invalidates: WAITING_EVENT_INVALIDATES },
  })

/** A clerk opened a booking: it is no longer new. */
export const openWaitingBooking = () =>
  mutationOptions({
    mutationKey: [waitingBookings.name, 'open'],
    mutationFn: (id: number): Promise<WaitingBooking | null> => post<WaitingBooking>(ACTIONS.open, { id }),
    meta: { invalidates: WAITING_EVENT_INVALIDATES },
  })

/** Customers whose name or phone matches `q` (phone by its digits); at most 10. */
export const customersByNameOrPhone = (q: string) =>
  queryOptions({
    queryKey: [waitingBookings.name, 'lookup', 'customers', q] as const,
    queryFn: async ({ signal }): Promise<CustomerMatch[]> =>
      (await getOne<CustomerMatch[]>(ACTIONS.customerByNameOrPhone, { q }, { signal })) ?? [],
    staleTime: 30_000,
  })

/** A phone's last tickets and usual pick-up address (`phone`: 10 digits). */
export const historiesByPhone = (phone: string) =>
  queryOptions({
    queryKey: [waitingBookings.name, 'lookup', 'histories', phone] as const,
    queryFn: ({ signal }): Promise<PhoneHistory | null> =>
      getOne<PhoneHistory>(ACTIONS.historiesByPhone, { phone }, { signal }),
    staleTime: 30_000,
  })
