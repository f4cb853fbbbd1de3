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
  /** Shipping orders (/shipping): loading, every order action, history, the load list, the look-up by code. */
  shipping: {
    /** GET ?status=&trip_id=&office_id=&map_detail_id=&date=&q=&page=&limit= */
    list: '/api/shipping/list',
    /** POST { trip_id, parcel_ids | codes, idempotency_key }: waiting goods onto an open trip */
    transferWaitingToShipping: '/api/shipping/transfer-waiting-to-shipping',
    /** POST { ids, versions }: at the receiving office, off the trip into its stock (0 → 1) */
    unload: '/api/shipping/unload-goods',
    /** POST { ids, versions }: off the vehicle, back to the waiting goods (0 → 4) */
    remove: '/api/shipping/remove-goods-from-vehicle',
    /** POST { ids, versions, trip_id }: onto another open trip of the same direction */
    transferToVehicle: '/api/shipping/transfer-goods-to-vehicle',
    /** POST { ids, versions }: into the receiving office's stock (0 → 1) */
    warehouseImport: '/api/shipping/warehouse-import',
    /** POST { ids, versions, kind 0|1|2, proxy_*, motorbike_driver_id }: handed over (1 → 2) */
    complete: '/api/shipping/complete-pick-up',
    /** POST { ids, versions, reason_cancel, reason_note? } */
    cancel: '/api/shipping/cancel',
    /** GET …/:code: the parcel's timeline, newest first */
    history: '/api/shipping/history-by-code',
    /** GET …/:tripId: the load list of a trip */
    printList: '/api/shipping/print-list',
    /** GET …/:code: a parcel among the waiting goods and the orders, and where it is */
    lookup: '/api/shipping/search',
    /** GET ?date=&map_detail_id=: the trips of a day (and direction), by departure */
    trips: '/api/shipping/trips-by-day',
    /** GET: the motorbike drivers a parcel may be given to */
    motorbikeDrivers: '/api/shipping/motorbike-drivers',
  },
} as const
