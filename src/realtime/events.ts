/** Every socket.io event name, in one place (SPEC §7 "Real-time events"). The app and mocks/ import these. */
export const SOCKET_EVENTS = {
  /** general broadcast: { type, message } */
  general: 'general',
  ticketCreateOrUpdate: 'ticket:create-or-update',
  ticketDelete: 'ticket:delete',
  allBookings: 'booking:all',
  newestBooking: 'booking:newest',
  shippingWaitingCreated: 'shipping-waiting:created',
  /** a resource group changed: { resource, action: 'created' | 'updated' | 'deleted', ids } */
  resourceChanged: 'resource:changed',
} as const

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS]

export interface ResourceChangedPayload {
  resource: string
  action: 'created' | 'updated' | 'deleted'
  ids: Array<number | string>
}
