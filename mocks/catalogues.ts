/**
 * The app's own message catalogues, read by the demo backend so that it answers with the same words as the
 * forms: SPEC §5 templates (validation), field labels and each group's rule messages, the status words.
 * A new area adds its namespace to NAMESPACES.
 */
import type { Lang, MessageCatalogue } from '../src/api/schemas/error-map.ts'
import type { FormTexts, LazyNamespace } from '../src/i18n/types.ts'
import viUi from '../src/i18n/locales/vi/ui.ts'
import enUi from '../src/i18n/locales/en/ui.ts'
import viValidation from '../src/i18n/locales/vi/validation.ts'
import enValidation from '../src/i18n/locales/en/validation.ts'
import viForm from '../src/i18n/locales/vi/form.ts'
import enForm from '../src/i18n/locales/en/form.ts'
import viFleet from '../src/i18n/locales/vi/fleet.ts'
import enFleet from '../src/i18n/locales/en/fleet.ts'
import viAccount from '../src/i18n/locales/vi/account.ts'
import enAccount from '../src/i18n/locales/en/account.ts'
import viAccess from '../src/i18n/locales/vi/access.ts'
import enAccess from '../src/i18n/locales/en/access.ts'
import viCustomers from '../src/i18n/locales/vi/customers.ts'
import enCustomers from '../src/i18n/locales/en/customers.ts'
import viSettings from '../src/i18n/locales/vi/settings.ts'
import enSettings from '../src/i18n/locales/en/settings.ts'
import viMaps from '../src/i18n/locales/vi/maps.ts'
import enMaps from '../src/i18n/locales/en/maps.ts'
import viTrips from '../src/i18n/locales/vi/trips.ts'
import enTrips from '../src/i18n/locales/en/trips.ts'
import viBooking from '../src/i18n/locales/vi/booking.ts'
import enBooking from '../src/i18n/locales/en/booking.ts'
import viMove from '../src/i18n/locales/vi/move.ts'
import enMove from '../src/i18n/locales/en/move.ts'
import viPickup from '../src/i18n/locales/vi/pickup.ts'
import enPickup from '../src/i18n/locales/en/pickup.ts'
import viShipping from '../src/i18n/locales/vi/shipping.ts'
import enShipping from '../src/i18n/locales/en/shipping.ts'
import viShippingOrders from '../src/i18n/locales/vi/shippingOrders.ts'
import enShippingOrders from '../src/i18n/locales/en/shippingOrders.ts'
import viContracts from '../src/i18n/locales/vi/contracts.ts'
import enContracts from '../src/i18n/locales/en/contracts.ts'
import viContent from '../src/i18n/locales/vi/content.ts'
import enContent from '../src/i18n/locales/en/content.ts'

interface GroupCatalogue {
  fields?: Record<string, string>
  validation?: Record<string, string>
}

const NAMESPACES: Partial<Record<FormTexts, Record<Lang, GroupCatalogue>>> = {
  // the public pages' forms: the `auth` block of the `ui` namespace
  auth: { vi: viUi.auth, en: enUi.auth },
  fleet: { vi: viFleet, en: enFleet },
  account: { vi: viAccount, en: enAccount },
  access: { vi: viAccess, en: enAccess },
  customers: { vi: viCustomers, en: enCustomers },
  settings: { vi: viSettings, en: enSettings },
  maps: { vi: viMaps, en: enMaps },
  trips: { vi: viTrips, en: enTrips },
  booking: { vi: viBooking, en: enBooking },
  move: { vi: viMove, en: enMove },
  pickup: { vi: viPickup, en: enPickup },
  shipping: { vi: viShipping, en: enShipping },
  shippingOrders: { vi: viShippingOrders, en: enShippingOrders },
  contracts: { vi: viContracts, en: enContracts },
  content: { vi: viContent, en: enContent },
}

const VALIDATION = { vi: viValidation, en: enValidation }

/** The catalogue the error map needs for a form's texts (a group's namespace, or `auth`), in `lang`. */
export function messageCatalogue(lang: Lang, ns: FormTexts): MessageCatalogue {
  const group = NAMESPACES[ns]?.[lang]
  return { lang, validation: VALIDATION[lang], fields: group?.fields, messages: group?.validation }
}

/** A field's label as the forms show it ("Biển số"), for export headers. */
export const fieldLabel = (lang: Lang, ns: LazyNamespace, field: string): string =>
  NAMESPACES[ns]?.[lang].fields?.[field] ?? field

/** "Hoạt động" / "Ngừng hoạt động" as the screens write a status. */
export const statusWord = (lang: Lang, status: number): string =>
  (lang === 'vi' ? viForm : enForm).status[status === 1 ? 'active' : 'inactive']

/** The words of an address's levels ("Tỉnh/Thành phố", "Quận/Huyện", "Phường/Xã") as AddressFields labels them. */
export const addressWord = (lang: Lang, level: 'province' | 'district' | 'ward'): string =>
  (lang === 'vi' ? viForm : enForm).address[level]
