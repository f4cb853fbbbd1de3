/**
 * The booking desk's own calls (selling, the waiting list's actions and lookups, a ticket's actions), shared by the
 * app and the demo backend. Apart from API (../paths.ts) so that the first download of every screen does not
 * carry them: only the desk's resources import this.
 */
export const BOOKING_API = {
  /** Selling seats (/add-customer-to-car, SPEC §7 names). */
  sale: {
    /** GET ?date&map_detail_id: the day's trips of a direction, by departure */
    tripsByDay: '/api/trip/by-day-and-map-detail',
    /** GET …/:tripId: the seat map, tickets, holds and fare of a trip */
    diagram: '/api/booking-waiting/diagram-by-trip',
    /** GET ?date&map_detail_id: waiting bookings not yet on a car */
    notImported: '/api/booking-waiting/customers-not-imported',
    /** GET …/:tripId: the seat holds of a trip */
    holds: '/api/ticket/seat-keeping',
    /** POST { trip_id, seat_ids }: this clerk's holds on the trip are these seats */
    hold: '/api/ticket/check-seat-keeping',
    /** POST { trip_id }: this clerk's holds on the trip end */
    release: '/api/ticket/forget-seat-keeping',
    /** POST: the sale */
    create: '/api/ticket/create',
  },
  /** The waiting list's own calls and the phone-first lookups (the waiting booking's form and a direct sale). */
  waiting: {
    /** POST { id, version, reason_cancel, reason_note? } */
    cancel: '/api/booking-waiting/cancel',
    /** POST { id }: a clerk opened it, it is no longer new */
    open: '/api/booking-waiting/open',
    /** GET ?q=: customers whose name or phone matches (at most 10) */
    customerByNameOrPhone: '/api/booking-waiting/customer-by-name-or-phone',
    /** GET ?phone=: that phone's last tickets and usual pick-up address */
    historiesByPhone: '/api/ticket/search-histories-by-phone',
  },
  /** Actions on a sold ticket (POST, each with the ticket's `version`) and its log (GET …/:ticketId). */
  ticket: {
    update: '/api/ticket/update',
    changeSeat: '/api/ticket/change-seat',
    markPaid: '/api/ticket/mark-paid',
    cancel: '/api/ticket/cancel',
    backBooking: '/api/ticket/back-booking',
    log: '/api/ticket/log',
  },
  /** Moving passengers between trips (/booking/split-merge, /split-merge-trip/{id}; POST, each with an idempotency key). */
  move: {
    /** { from_trip_id, to_trip_id, tickets: [{ id, version }], seat_ids } */
    transfer: '/api/ticket/transfer-customer',
    /** { from_trip_id, car_id, user_id, departure_time, return_time?, note?, tickets } */
    split: '/api/ticket/split-to-new-trip',
    /** { from_trip_id, from_version, to_trip_id, tickets, seat_ids } */
    merge: '/api/ticket/merge-trip',
  },
  /** The pick-up lists (motor-pick, SPEC §7): a day's guests to pick up and the pick-ups' actions (POST). */
  pickUp: {
    /** GET ?date&mode=station|home[&trip_id][&map_detail_id] */
    guests: '/api/motor-pick/list-guests',
    /** GET: the active motorbike drivers */
    drivers: '/api/motor-pick/drivers',
    /** { ticket_ids, motorbike_driver_id } */
    assign: '/api/motor-pick/booking-guests',
    /** DELETE …/:id: the motorbike driver no longer picks that guest up */
    remove: '/api/motor-pick',
    /** { id, version, status } */
    status: '/api/motor-pick/status-by-booking',
    /** { mode, ticket_ids } in their new order */
    order: '/api/ticket/order',
    /** { ticket_id, version, pick_status | is_arrived | pick_fee } */
    updatePick: '/api/ticket/update-pick',
  },
  /** The day's reports: a trip's manifest, the cancelled tickets, a ticket's history (GET). */
  reports: {
    /** …/:tripId: the trip, its car and driver, its live tickets in seat order, its totals */
    manifest: '/api/ticket/print-trip-info',
    /** …/:tripId: the manifest as .xlsx */
    manifestExport: '/api/ticket/export-trip-info',
    /** ?from&to&map_detail_id&page&itemsPerPage: cancelled tickets, newest cancellation first */
    cancelled: '/api/ticket/cancelled',
    /** ?from&to&map_detail_id: how many per cancel reason over the whole range */
    cancelledSummary: '/api/ticket/cancelled-summary',
    /** ?from&to&map_detail_id: the whole range as .xlsx */
    cancelledExport: '/api/ticket/cancelled-export',
    /** ?q&page&itemsPerPage: tickets by phone (digits), name or code, newest first */
    history: '/api/statistics/ticket-history',
  },
} as const
