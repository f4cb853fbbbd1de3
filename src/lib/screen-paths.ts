import type { PermissionCode, PermissionGroup } from './permission-codes'

/**
 * Who opens a screen: the holders of a code; for a menu link without a code (DECISIONS #2), the holders of any
 * code of its menu group; or every signed-in user (the dashboard, the user's own account).
 */
export type Access = PermissionCode | { group: PermissionGroup } | 'signed-in'

/**
 * The screens a menu entry may open (the app's signed-in routes without a parameter), each with who opens it, as
 * its route's guard says. A test holds it to the route tree (src/test/architecture.test.ts); the backend refuses an
 * entry leading anywhere else and gives an entry its screen's code, so no active entry opens the 404 page, and the
 * menu shows an entry to those its screen opens to.
 */
export const SCREENS = {
  '/': 'signed-in',
  '/dashboard': 'signed-in',
  '/booking-waiting': 'booking.create',
  '/add-customer-to-car': 'booking.import_customer',
  '/booking/split-merge': 'booking.split-merge',
  '/list-ticket-by-car': 'booking.list-ticket-by-car',
  '/canceled-tickets': 'booking.canceled-tickets',
  '/list-guests-require-pick-to-station': { group: 'booking' },
  '/list-guests-require-pick-to-home': { group: 'booking' },
  '/shipping-waiting': 'shippingWaiting.view',
  '/shipping': 'shipping.view',
  '/product-type': 'shipping.view',
  '/statistical-trip': 'trip.statistical',
  '/statistics/ticket-history': 'booking.list_ticket_history',
  '/statistical-shipping': 'trip.statistical_shipping',
  '/top-drivers': 'trip.top_drivers',
  '/top-customers': 'ticket.top_customers',
  '/statistics/money-driver-and-moto': 'statistics.StatisticMoneyDriverAndMoto',
  '/map': 'map.view',
  '/trip': 'trip.view',
  '/trip-need-to-confirm': 'trip.confirm',
  '/vehicle': 'vehicle.view',
  '/brand': 'brand.view',
  '/car': 'car.view',
  '/car-contract': 'carContract.view',
  '/car-contract/add': 'carContract.create',
  '/car-contract-customer': 'carContract.view',
  '/report': 'report.view',
  '/category': 'category.view',
  '/article': 'article.view',
  '/article/add': 'article.create',
  '/comment': 'article.view',
  '/role': 'role.view',
  '/module': 'modules.view',
  '/menu': 'menu.view',
  '/setting-general': 'setting.general',
  '/setting-appearance': 'setting.language',
  '/setting-template': 'setting.general',
  '/about': 'about.view',
  '/user': 'user.view',
  '/users': 'user.update',
  '/user/add': 'user.create',
  '/user/driver': 'driver',
  '/user/driver/add': 'driver',
  '/user/customer': 'customer',
  '/user/customer/add': 'customer.create',
  '/import-customer': 'customer.create',
  '/user/info': 'signed-in',
  '/user/changepassword': 'signed-in',
} as const satisfies Record<string, Access>

export type ScreenPath = keyof typeof SCREENS
export const SCREEN_PATHS = Object.keys(SCREENS) as ScreenPath[]

/** The code a menu entry opening `path` carries: its screen's, none for a screen of a group or of everyone. */
export const screenCode = (path: string): PermissionCode | null => {
  const access = (SCREENS as Record<string, Access>)[path]
  return typeof access === 'string' && access !== 'signed-in' ? access : null
}
