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
} as const

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS] | ResourceEventName

/**
 * What each event makes stale. A group's events invalidate its key root (lists, rows, details and the
 * group's extra endpoints alike); add a line here when an event must reach another group too.
 */
export const EVENT_INVALIDATES: Record<ResourceEventName, QueryKey[]> = Object.fromEntries(
  RESOURCE_GROUPS.flatMap((group) =>
    (['created', 'updated', 'deleted'] as const).map((action) => [resourceEvent(group, action), [[group]]]),
  ),
) as unknown as Record<ResourceEventName, QueryKey[]>
