/**
 * The shipping desk's own calls beyond the resource group's CRUD, shared by the app and the demo backend. Apart
 * from API (../paths.ts) so that the first download of every other screen does not carry them.
 */
export const SHIPPING_API = {
  /** Waiting goods (/shipping-waiting). */
  shippingWaiting: {
    /** POST { id, version, reason_cancel, reason_note? }: only a waiting parcel */
    cancel: '/api/shipping-waiting/cancel',
    /** GET ?phone=&role=sender|receiver: the last sender or receiver with that phone (name, citizen id, address) */
    customerByPhone: '/api/shipping-waiting/customer-by-sending-or-receiver-phone',
    /** GET …/:id: what the parcel's label prints */
    printBill: '/api/shipping-waiting/print-bill',
  },
} as const
