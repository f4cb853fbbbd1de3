/**
 * The side menu of SPEC §2 as first served: the seed of the backend's menu data (GET /api/menu/get-by-role), which
 * the side menu shows and /menu edits. The app itself reads only the route guards' menu-group codes from here
 * (`menuGroupCodes`).
 */
import { SUPER_ROLE_SLUG, type PermissionCode, type PermissionGroup } from './permission-codes'
import type { Access } from './screen-paths'
import type menuWords from '../i18n/locales/vi/menu'

type MenuKey = keyof typeof menuWords

/** One link of the side menu. `code` absent = no permission code in SPEC §2 (see DECISIONS.md #2). */
export interface MenuLink {
  /** i18n key of namespace `menu` */
  key: MenuKey
  path: string
  code?: PermissionCode
}

export interface MenuGroup {
  /** i18n key of namespace `menu` for the group header */
  key: PermissionGroup
  links: MenuLink[]
}

/** The side menu of SPEC §2, in its order: the seed's menu data (its entries without a screen yet, inactive). */
export const MENU: MenuGroup[] = [
  {
    key: 'booking',
    links: [
      { key: 'bookingWaiting', path: '/booking-waiting', code: 'booking.create' },
      { key: 'addCustomerToCar', path: '/add-customer-to-car', code: 'booking.import_customer' },
      { key: 'splitMerge', path: '/booking/split-merge', code: 'booking.split-merge' },
      { key: 'listTicketByCar', path: '/list-ticket-by-car', code: 'booking.list-ticket-by-car' },
      { key: 'canceledTickets', path: '/canceled-tickets', code: 'booking.canceled-tickets' },
      { key: 'pickToStation', path: '/list-guests-require-pick-to-station' },
      { key: 'pickToHome', path: '/list-guests-require-pick-to-home' },
    ],
  },
  {
    key: 'shipping',
    links: [
      { key: 'shippingWaiting', path: '/shipping-waiting', code: 'shippingWaiting.view' },
      { key: 'shippingOrders', path: '/shipping', code: 'shipping.view' },
      // SPEC §2 lists /product-type (goods groups) without a menu entry; the shipping desk owns them.
      { key: 'productTypes', path: '/product-type', code: 'shipping.view' },
    ],
  },
  {
    key: 'statistical',
    links: [
      { key: 'statisticalTrip', path: '/statistical-trip', code: 'trip.statistical' },
      { key: 'ticketHistory', path: '/statistics/ticket-history', code: 'booking.list_ticket_history' },
      { key: 'statisticalShipping', path: '/statistical-shipping', code: 'trip.statistical_shipping' },
      { key: 'topDrivers', path: '/top-drivers', code: 'trip.top_drivers' },
      { key: 'topCustomers', path: '/top-customers', code: 'ticket.top_customers' },
      {
        key: 'moneyDriverAndMoto',
        path: '/statistics/money-driver-and-moto',
        code: 'statistics.StatisticMoneyDriverAndMoto',
      },
    ],
  },
  {
    key: 'map',
    links: [
      { key: 'maps', path: '/map', code: 'map.view' },
      { key: 'trips', path: '/trip', code: 'trip.view' },
      { key: 'tripNeedToConfirm', path: '/trip-need-to-confirm', code: 'trip.confirm' },
    ],
  },
  {
    key: 'vehicle',
    links: [
      { key: 'vehicleTypes', path: '/vehicle', code: 'vehicle.view' },
      { key: 'brands', path: '/brand', code: 'brand.view' },
      { key: 'cars', path: '/car', code: 'car.view' },
      { key: 'carContracts', path: '/car-contract', code: 'carContract.view' },
      { key: 'carContractCustomer', path: '/car-contract-customer', code: 'carContract.view' },
    ],
  },
  {
    key: 'news',
    links: [
      { key: 'reports', path: '/report', code: 'report.view' },
      { key: 'categories', path: '/category', code: 'category.view' },
      { key: 'articles', path: '/article', code: 'article.view' },
      { key: 'comments', path: '/comment', code: 'article.view' },
    ],
  },
  {
    key: 'setting',
    links: [
      { key: 'settingGeneral', path: '/setting-general', code: 'setting.general' },
      { key: 'settingAppearance', path: '/setting-appearance', code: 'setting.language' },
      { key: 'settingTemplate', path: '/setting-template', code: 'setting.general' },
      { key: 'roles', path: '/role', code: 'role.view' },
      { key: 'modules', path: '/module', code: 'modules.view' },
      { key: 'menus', path: '/menu', code: 'menu.view' },
    ],
  },
  {
    key: 'user',
    links: [
      { key: 'users', path: '/user', code: 'user.view' },
      { key: 'drivers', path: '/user/driver', code: 'driver' },
      { key: 'customers', path: '/user/customer', code: 'customer' },
      { key: 'about', path: '/about', code: 'about.view' },
    ],
  },
]

/**
 * The codes that open a group's links without a code (DECISIONS #2): holding any one of them. The side menu,
 * the route guard and the demo backend read this one list.
 */
export const menuGroupCodes = (group: PermissionGroup, menu: MenuGroup[] = MENU): PermissionCode[] =>
  menu.find((g) => g.key === group)?.links.flatMap((link) => (link.code ? [link.code] : [])) ?? []

/** Whether a user (their codes and role slugs) opens a screen of this access; supereme opens every screen. */
export function opensScreen(
  access: Access | undefined,
  codes: ReadonlySet<string>,
  roleSlugs: readonly string[],
): boolean {
  if (roleSlugs.includes(SUPER_ROLE_SLUG)) return true
  if (access === undefined) return false
  if (access === 'signed-in') return true
  if (typeof access === 'string') return codes.has(access)
  return menuGroupCodes(access.group).some((code) => codes.has(code))
}
