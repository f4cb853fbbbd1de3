/** Every permission code the side menu of SPEC §2 names, grouped as the menu groups them. */
export const PERMISSION_GROUPS = {
  booking: [
    'booking.create',
    'booking.import_customer',
    'booking.split-merge',
    'booking.list-ticket-by-car',
    'booking.canceled-tickets',
  ],
  shipping: ['shippingWaiting.view', 'shipping.view'],
  statistical: [
    'trip.statistical',
    'booking.list_ticket_history',
    'trip.statistical_shipping',
    'trip.top_drivers',
    'ticket.top_customers',
    'statistics.StatisticMoneyDriverAndMoto',
  ],
  map: ['map.view', 'trip.view'],
  vehicle: ['vehicle.view', 'brand.view', 'car.view'],
  news: ['report.view', 'category.view', 'article.view'],
  setting: ['setting.general', 'setting.language', 'role.view', 'modules.view', 'menu.view'],
  user: ['user.view', 'driver', 'customer', 'about.view'],
} as const

export type PermissionGroup = keyof typeof PERMISSION_GROUPS
export type PermissionCode = (typeof PERMISSION_GROUPS)[PermissionGroup][number]

export const ALL_PERMISSION_CODES: readonly PermissionCode[] = Object.values(PERMISSION_GROUPS).flat()

/** The role slug that sees everything (spelled as the backend spells it). */
export const SUPER_ROLE_SLUG = 'supereme'
/** The role whose usable map-detail list is reversed (SPEC §6). */
export const REVERSED_MAP_ROLE_SLUG = 'le-tan-sai-gon'
