/** A TanStack Query key (kept local: this module is shared with the demo backend). */
type QueryKey = readonly unknown[]

/** Resource groups whose every change the backend announces (created / updated / deleted). */
export const RESOURCE_GROUPS = [
  'brand',
  'product-type',
  'vehicle',
  'car',
  'map',
  'office',
  'trip',
  'customer',
  'booking-waiting',
  'shipping-waiting',
  'shipping',
  'role',
  'user',
  'setting',
] as const
export type ResourceGroup = (typeof RESOURCE_GROUPS)[number]
export type ResourceAction = 'created' | 'updated' | 'deleted'
/** e.g. 'car:created'; payload {@link ResourceEventPayload}. */
export type ResourceEventName = `${ResourceGroup}:${ResourceAction}`

export interface ResourceEventPayload {
  ids: Array<number | string>
}

export const resourceEvent = (group: ResourceGroup, action: ResourceAction): ResourceEventName =>
  `${group}:${action}`

/** Every socket.io event name, in one place (SPEC §7 "Real-time events"). The app and mocks/ import these. */
export const SOCKET_EVENTS = {
  /** general broadcast: { type, message } */
  general: 'general',
  ticketCreateOrUpdate: 'ticket:create-or-update',
  ticketDelete: 'ticket:delete',
  allBookings: 'booking:all',
  newestBooking: 'booking:newest',
  shippingWaitingCreated: 'shipping-waiting:created',
  /** a clerk's seat holds on a trip changed (DECISIONS #11): { trip_id } */
  seatHoldsChanged: 'ticket:seat-holds',
  /** a motorbike driver's pick-ups changed (given, removed, reordered, moved on): { ids, date } */
  motorPickChanged: 'motor-pick:changed',
} as const

export type SpecEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS]
export type SocketEventName = SpecEventName | ResourceEventName

/**
 * What each event makes stale. A group's events invalidate its key root (lists, rows, details and the
 * group's extra endpoints alike); add a line here when an event must reach another group too.
 */
const GROUP_EVENTS = Object.fromEntries(
  RESOURCE_GROUPS.flatMap((group) =>
    (['created', 'updated', 'deleted'] as const).map((action) => [resourceEvent(group, action), [[group]]]),
  ),
) as unknown as Record<ResourceEventName, QueryKey[]>

/** The dashboard's figures and the tickets behind them (api/resources/chart). */
const DASHBOARD: QueryKey = ['chart']
/** Shipping revenue and the parcels behind it; the drivers' and motorbike drivers' pay (api/resources/stats). */
const SHIPPING_STATISTICS: QueryKey = ['trip', 'stats', 'shipping']
const PAY_STATISTICS: QueryKey = ['trip', 'stats', 'pay']

/**
 * A sold, changed or cancelled ticket changes its trip's seats (roster, detail), the waiting list it left, the
 * statistics (['trip'] holds them) and today's figures.
 */
const TICKET_CHANGE: QueryKey[] = [['ticket'], ['trip'], ['booking-waiting'], DASHBOARD]

/** A trip's change (its driver, cancelled, merged) changes the home pick-up list's drivers and guests. */
const TRIP_CHANGE: QueryKey[] = [['trip'], ['ticket', 'pick-up'], DASHBOARD]

/** A loaded, moved or handed-over parcel changes the orders, the waiting goods it left and its trips' goods. */
const SHIPPING_CHANGE: QueryKey[] = [['shipping'], ['shipping-waiting'], ['trip']]

/** A waiting parcel received, edited or cancelled counts on /statistical-shipping and the dashboard. */
const WAITING_GOODS_CHANGE: QueryKey[] = [['shipping-waiting'], SHIPPING_STATISTICS, DASHBOARD]

/** A waiting booking taken or placed changes the dashboard's count. */
const WAITING_BOOKING_CHANGE: QueryKey[] = [['booking-waiting'], DASHBOARD]

export const EVENT_INVALIDATES: Record<ResourceEventName, QueryKey[]> &
  Partial<Record<SpecEventName, QueryKey[]>> = {
  ...GROUP_EVENTS,
  'trip:created': TRIP_CHANGE,
  'trip:updated': TRIP_CHANGE,
  'trip:deleted': TRIP_CHANGE,
  'shipping:created': SHIPPING_CHANGE,
  'shipping:updated': SHIPPING_CHANGE,
  'shipping:deleted': SHIPPING_CHANGE,
  'shipping-waiting:created': WAITING_GOODS_CHANGE,
  'shipping-waiting:updated': WAITING_GOODS_CHANGE,
  'shipping-waiting:deleted': WAITING_GOODS_CHANGE,
  'booking-waiting:created': WAITING_BOOKING_CHANGE,
  'booking-waiting:updated': WAITING_BOOKING_CHANGE,
  'booking-waiting:deleted': WAITING_BOOKING_CHANGE,
  [SOCKET_EVENTS.ticketCreateOrUpdate]: TICKET_CHANGE,
  [SOCKET_EVENTS.ticketDelete]: TICKET_CHANGE,
  [SOCKET_EVENTS.allBookings]: WAITING_BOOKING_CHANGE,
  [SOCKET_EVENTS.newestBooking]: WAITING_BOOKING_CHANGE,
  [SOCKET_EVENTS.seatHoldsChanged]: [['ticket', 'holds']],
  // a completed pick-up is a line of its motorbike driver's pay
  [SOCKET_EVENTS.motorPickChanged]: [['ticket', 'pick-up'], PAY_STATISTICS],
}
