/** The statistics' limits, shared by the routes (in the first download), the screens and the demo backend. */
/** Top N choices (/top-drivers, /top-customers). */
export const TOP_LIMITS = [10, 20, 50] as const
/** The longest range a statistics call covers at once (days). */
export const STATS_MAX_DAYS = 366
/** Who /statistics/money-driver-and-moto shows: drivers, motorbike drivers (a user with is_motorbike_driver). */
export const PAY_KINDS = ['driver', 'motorbike'] as const
/**
 * Who may open the tickets behind the dashboard's "tickets sold today" (names and phones): the clerks who sell
 * (booking.import_customer) or take bookings (booking.create), those who read manifests, and the managers who
 * read customers' tickets.
 */
export const TICKETS_TODAY_READERS = [
  'booking.import_customer',
  'booking.create',
  'booking.list-ticket-by-car',
  'ticket.top_customers',
] as const
