/**
 * Every permission code, grouped as the side menu of SPEC §2 groups the screens: first the codes that let a
 * screen be seen (the menu's codes), then the codes of that group's writes, one for each kind of write
 * (create, update, delete, permission changes). Holding a screen's view code never allows a write.
 */
export const PERMISSION_GROUPS = {
  booking: [
    'booking.create',
    'booking.import_customer',
    'booking.split-merge',
    'booking.list-ticket-by-car',
    'booking.canceled-tickets',
    // reporting a breakdown of a running trip (3 → 6) from the selling desk or the manifest; every other move of
    // a trip's status stays trip.update's. No screen of its own: it opens no menu link (DECISIONS #2)
    'trip.report-broken',
  ],
  shipping: [
    'shippingWaiting.view',
    'shipping.view',
    // goods types (/product-type, under shipping.view)
    'productType.create',
    'productType.update',
    'productType.delete',
    // waiting goods (/shipping-waiting): receiving, editing, cancelling with a reason, deleting
    'shippingWaiting.create',
    'shippingWaiting.update',
    'shippingWaiting.cancel',
    'shippingWaiting.delete',
    // shipping orders (/shipping): loading, unloading or removing, moving to another car, warehouse import,
    // hand-over, cancelling
    'shipping.load',
    'shipping.unload',
    'shipping.transfer',
    'shipping.warehouseImport',
    'shipping.complete',
    'shipping.cancel',
  ],
  statistical: [
    'trip.statistical',
    'booking.list_ticket_history',
    'trip.statistical_shipping',
    'trip.top_drivers',
    'ticket.top_customers',
    'statistics.StatisticMoneyDriverAndMoto',
  ],
  map: [
    'map.view',
    'trip.view',
    // /trip-need-to-confirm: a driver answers the trips sent to him; an account that is no driver and also
    // holds trip.view sees every driver's pending trips
    'trip.confirm',
    'map.create',
    'map.update',
    'map.delete',
    'trip.create',
    // editing a trip, its money, its status (start, finish, cancel, broken) and sending it to its driver
    'trip.update',
    'trip.delete',
  ],
  vehicle: [
    'vehicle.view',
    'brand.view',
    'car.view',
    'carContract.view',
    // vehicle types with their seat diagrams and fare date ranges
    'vehicle.create',
    'vehicle.update',
    'vehicle.delete',
    'brand.create',
    'brand.update',
    'brand.delete',
    'car.create',
    'car.update',
    'car.delete',
    // car-rental contracts: created; edited and moved through their statuses; deleted while new; their payments
    // taken and reversed
    'carContract.create',
    'carContract.update',
    'carContract.delete',
    'carContract.payment',
  ],
  news: [
    'report.view',
    'category.view',
    'article.view',
    // categories and tags (/category)
    'category.create',
    'category.update',
    'category.delete',
    // articles: written, scheduled, published or hidden, deleted
    'article.create',
    'article.update',
    'article.delete',
    // readers' comments shown or hidden (/comment)
    'comment.update',
    // a customer's report answered by e-mail, or deleted
    'report.reply',
    'report.delete',
  ],
  setting: [
    'setting.general',
    'setting.language',
    'role.view',
    'modules.view',
    'menu.view',
    'setting.update',
    'role.create',
    'role.update',
    'role.delete',
    // adding or removing a role's permissions
    'role.permission',
    // the side menu's entries: added, edited, ordered, deactivated, deleted
    'menu.update',
  ],
  user: [
    'user.view',
    'driver',
    'customer',
    'about.view',
    'user.create',
    'user.update',
    'user.delete',
    'customer.create',
    'customer.update',
    'customer.delete',
  ],
} as const

export type PermissionGroup = keyof typeof PERMISSION_GROUPS
export type PermissionCode = (typeof PERMISSION_GROUPS)[PermissionGroup][number]

// pure: the bundler may drop it and the table above where nothing reads them (the app reads only the slugs below,
// and with them the table came into the sign-in page's first bundle)
export const ALL_PERMISSION_CODES: readonly PermissionCode[] =
  /* @__PURE__ */ Object.values(PERMISSION_GROUPS).flat()

/** The role slug that sees everything (spelled as the backend spells it). */
export const SUPER_ROLE_SLUG = 'supereme'
/** The role whose usable map-detail list is reversed (SPEC §6). */
export const REVERSED_MAP_ROLE_SLUG = 'le-tan-sai-gon'
