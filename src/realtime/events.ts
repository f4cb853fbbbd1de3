/** A TanStack Query key (kept local: this module is shared with the demo backend). */
type QueryKey = readonly unknown[]

/** Resource groups whose every change the backend announces (created / updated / deleted). */
export const RESOURCE_GROUPS = [
  'brand',
  'product-type',
  'vehicle',
  'car',
  'car-contract',
  'map',
  'office',
  'trip',
  'customer',
  'booking-waiting',
  'shipping-waiting',
  'shipping',
  'role',
  'module',
  'menu',
  'user',
  'driver',
  'setting',
  'category',
  'tag',
  'article',
  'comment',
  'report',
] as const
export type ResourceGroup = (typeof RESOURCE_GROUPS)[number]
export type ResourceAction = 'created' | 'updated' | 'deleted'
/** e.g. 'car:created'; payload {@link ResourceEventPayload}. */
export type ResourceEventName = `${ResourceGroup}:${ResourceAction}`

/**
 * The root of every query key: one per module of src/api/resources, each key of a module under its own root
 * (`[root, name, …args]`). The resource groups, plus the groups whose data has no CRUD events of its own: tickets
 * (selling, actions, reports), the pick-up lists, the statistics, the dashboard's figures, the signed-in user and
 * the administrative units of addresses (which never change).
 */
export const QUERY_ROOTS = [
  ...RESOURCE_GROUPS,
  'ticket',
  'pickup',
  'stats',
  'chart',
  'me',
  'file',
  'address',
] as const
export type QueryRoot = (typeof QUERY_ROOTS)[number]

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

/**
 * Push message types (SPEC §9 "Notification types"), as a message names them in `data.type`. A push message
 * refreshes the cache through the same map as a socket event.
 */
export const PUSH_TYPES = {
  bookingNew: 'booking:new',
  bookingCancelled: 'booking:cancelled',
  bookingMoved: 'booking:moved',
  bookingUpdated: 'booking:updated',
  shippingWaitingCreated: 'shipping-waiting:created',
} as const

export type SpecEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS]
export type PushType = (typeof PUSH_TYPES)[keyof typeof PUSH_TYPES]
export type SocketEventName = SpecEventName | ResourceEventName
/** Whatever can make cached data stale: a socket event, a push message's type (and so a command's success). */
export type ChangeEvent = SocketEventName | PushType

const key = (root: QueryRoot, ...parts: string[]): QueryKey => [root, ...parts]

/** The statistics a ticket, a trip or a parcel on its way changes: every one of them. */
const STATISTICS = key('stats')
/** The dashboard's figures and the tickets behind them. */
const DASHBOARD = key('chart')

/**
 * A sold, changed or cancelled ticket changes its trip's seats and passengers (roster, detail, manifest), the
 * waiting list it left, the pick-up lists, its customer's points and history, the statistics and today's figures.
 */
const TICKET_CHANGE = [
  key('ticket'),
  key('trip'),
  key('booking-waiting'),
  key('pickup'),
  key('customer'),
  STATISTICS,
  DASHBOARD,
]

/**
 * A trip's change (its car, its driver, cancelled, broken down, merged) changes the selling desk's trips, its seat
 * map (the car's diagram, open or closed for sale) and manifests, the shipping desk's trips of the day, the home
 * pick-up list's drivers and guests, the statistics and the dashboard.
 */
const TRIP_CHANGE = [
  key('trip'),
  key('ticket', 'trips'),
  key('ticket', 'diagram'),
  key('ticket', 'manifest'),
  key('shipping', 'trips'),
  key('pickup'),
  STATISTICS,
  DASHBOARD,
]

/** A loaded, moved or handed-over parcel changes the orders, the waiting goods it left, its trips' goods and the statistics. */
const SHIPPING_CHANGE = [key('shipping'), key('shipping-waiting'), key('trip', 'goods'), STATISTICS]

/** A waiting parcel received, edited or cancelled counts on /statistical-shipping and the dashboard. */
const WAITING_GOODS_CHANGE = [
  key('shipping-waiting'),
  key('stats', 'shipping'),
  key('stats', 'shipping-parcels'),
  DASHBOARD,
]

/** A waiting booking taken or placed changes the waiting list, the desk's waiting customers and the dashboard. */
const WAITING_BOOKING_CHANGE = [key('booking-waiting'), key('customer', 'bookings'), DASHBOARD]

/**
 * A role or an account changed: the signed-in user's own rights may have changed (their menu, guards), and with
 * them the directions the role may use.
 */
const ACCESS_CHANGE = (root: 'role' | 'user') => [
  key(root),
  key('me'),
  key('menu', 'mine'),
  key('map', 'by-role'),
]

/** A driver is an account: a driver's change is an account's, and an account's change may be a driver's. */
const PEOPLE_CHANGE = [...ACCESS_CHANGE('user'), key('driver')]

/** A role's change: the accounts and drivers lists show their roles, and what the user may do to each. */
const ROLE_CHANGE = [...ACCESS_CHANGE('role'), key('user'), key('driver')]

/** A module's change: its list, and the roles' permissions (their codes and names) with all that reads them. */
const MODULE_CHANGE = [key('module'), ...ROLE_CHANGE]

/** An office's change: its list and the offices of each direction (the shipping desks' choices). */
const OFFICE_CHANGE = [key('office'), key('map', 'offices'), key('shipping-waiting', 'offices')]

/**
 * An article's change: the categories' and tags' counts of articles, the comments' article names; a category's: the
 * articles' category names.
 */
const ARTICLE_CHANGE = [key('article'), key('category'), key('tag'), key('comment')]
const CATEGORY_CHANGE = [key('category'), key('article')]

/** A group's events invalidate its own root; the lines below say where an event must reach further. */
const GROUP_EVENTS = Object.fromEntries(
  RESOURCE_GROUPS.flatMap((group) =>
    (['created', 'updated', 'deleted'] as const).map((action) => [resourceEvent(group, action), [[group]]]),
  ),
) as unknown as Record<ResourceEventName, QueryKey[]>

const byAction = (group: ResourceGroup, keys: QueryKey[]) =>
  Object.fromEntries((['created', 'updated', 'deleted'] as const).map((a) => [resourceEvent(group, a), keys]))

/**
 * What each change makes stale: the one map of the app. The socket's events, the push messages and every
 * command's success (a command names the event the backend announces for it) all invalidate through it.
 */
export const EVENT_INVALIDATES: Record<ChangeEvent, QueryKey[]> = {
  ...GROUP_EVENTS,
  ...byAction('trip', TRIP_CHANGE),
  ...byAction('shipping', SHIPPING_CHANGE),
  ...byAction('shipping-waiting', WAITING_GOODS_CHANGE),
  ...byAction('booking-waiting', WAITING_BOOKING_CHANGE),
  ...byAction('office', OFFICE_CHANGE),
  ...byAction('role', ROLE_CHANGE),
  ...byAction('module', MODULE_CHANGE),
  ...byAction('user', PEOPLE_CHANGE),
  ...byAction('driver', PEOPLE_CHANGE),
  ...byAction('article', ARTICLE_CHANGE),
  ...byAction('category', CATEGORY_CHANGE),
  [SOCKET_EVENTS.general]: [],
  [SOCKET_EVENTS.ticketCreateOrUpdate]: TICKET_CHANGE,
  [SOCKET_EVENTS.ticketDelete]: TICKET_CHANGE,
  [SOCKET_EVENTS.allBookings]: WAITING_BOOKING_CHANGE,
  [SOCKET_EVENTS.newestBooking]: WAITING_BOOKING_CHANGE,
  [SOCKET_EVENTS.seatHoldsChanged]: [key('ticket', 'holds')],
  // a completed pick-up is a line of its motorbike driver's pay
  [SOCKET_EVENTS.motorPickChanged]: [key('pickup'), key('stats', 'pay'), key('stats', 'pay-detail')],
  [PUSH_TYPES.bookingNew]: WAITING_BOOKING_CHANGE,
  [PUSH_TYPES.bookingCancelled]: TICKET_CHANGE,
  [PUSH_TYPES.bookingMoved]: TICKET_CHANGE,
  [PUSH_TYPES.bookingUpdated]: TICKET_CHANGE,
}

/** The keys a change makes stale (none for a name the map does not know, e.g. a push type of a newer backend). */
export const invalidatedBy = (event: string): readonly QueryKey[] =>
  Object.hasOwn(EVENT_INVALIDATES, event) ? EVENT_INVALIDATES[event as ChangeEvent] : []
