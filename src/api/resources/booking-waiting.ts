/** Waiting bookings (/booking-waiting), their actions, the desk's waiting customers and the phone-first lookups. */
import { defineResource } from '../define-resource'
import { each, get, send } from '../define-group'
import { bookingWaitingContract } from '../contracts/groups'
import { BOOKING_API } from '../contracts/booking-paths'
import type { CancelWrite, CustomerMatch, PhoneHistory, WaitingBooking } from '../schemas/booking'
import { resourceEvent } from '../../realtime/events'
import { customerMatchSchema, phoneHistorySchema, waitingBookingSchema } from 'virtual:shapes/booking'

export const waitingBookings = defineResource(bookingWaitingContract, waitingBookingSchema)
const waiting = waitingBookings.group
const P = BOOKING_API.waiting
/** A cancel or an open refreshes what the group's socket event refreshes in the other browsers. */
const event = resourceEvent('booking-waiting', 'updated')

/** Cancel a waiting booking with a reason of SPEC §5 (409 when it changed meanwhile). */
export const cancelWaitingBooking = waiting.command(
  'cancel',
  (body: CancelWrite) => send<WaitingBooking>(P.cancel, body),
  {
    event,
  },
)

/** A clerk opened a booking: it is no longer new. */
export const openWaitingBooking = waiting.command(
  'open',
  (id: number) => send<WaitingBooking>(P.open, { id }),
  {
    event,
  },
)

/** Waiting bookings of the day and direction not yet on a car (the selling desk's waiting customers). */
export const notImportedBookings = waiting.query('not-imported', (date: string, direction: number) =>
  get<WaitingBooking[]>(
    BOOKING_API.sale.notImported,
    { date, map_detail_id: direction },
    {
      fallback: [],
      shape: each(waitingBookingSchema),
    },
  ),
)

/** Customers whose name or phone matches `q` (phone by its digits); at most 10. */
export const customersByNameOrPhone = waiting.query(
  'customers',
  (q: string) =>
    get<CustomerMatch[]>(P.customerByNameOrPhone, { q }, { fallback: [], shape: each(customerMatchSchema) }),
  { staleTime: 30_000 },
)

/** A phone's last tickets and usual pick-up address (`phone`: 10 digits). */
export const historiesByPhone = waiting.query(
  'histories',
  (phone: string) => get<PhoneHistory>(P.historiesByPhone, { phone }, { shape: phoneHistorySchema }),
  {
    staleTime: 30_000,
  },
)
