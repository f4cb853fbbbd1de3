/**
 * The side menu's count beside "Vé chờ xếp xe": the website bookings no clerk has opened yet. It is the waiting
 * list's own call, filtered and asking for one row, whose `total` is the count; its key sits under the group's
 * root, so the socket events that refresh the list refresh it. A module of its own: the signed-in frame loads it,
 * without the group's screens and response shapes.
 */
import { defineGroup, page } from '../define-group'
import { API } from '../paths'
import type { ResponseShape } from '../response-shape'

const ROW_UNREAD: ResponseShape<unknown> = 'any'

const waiting = defineGroup('booking-waiting')

/**
 * Unopened (`new=1`) website bookings still waiting: read `.total`. The source is TICKET_SOURCE.web, written as
 * its value: the booking contracts would bring the fleet's and the trips' into the frame's first load.
 */
export const newWebBookings = waiting.query('new-web', () =>
  // only the page's `total` is read (the list envelope is checked as every page's): its one row may be anything
  page(`${API.bookingWaiting}/list`, { page: 1, itemsPerPage: 1, new: 1, source: 1 }, ROW_UNREAD),
)
