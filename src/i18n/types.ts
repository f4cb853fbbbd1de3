/**
 * Typed translation keys: every namespace's Vietnamese catalogue is the shape of its keys, so a missing or
 * misspelt key (`t('fleet:car.titel')`) fails the type-check. Types only: nothing here reaches a bundle.
 */
import type ui from './locales/vi/ui'
import type errors from './locales/vi/errors'
import type validation from './locales/vi/validation'
import type table from './locales/vi/table'
import type form from './locales/vi/form'
import type seatMap from './locales/vi/seatMap'
import type fleet from './locales/vi/fleet'
import type dashboard from './locales/vi/dashboard'
import type account from './locales/vi/account'
import type access from './locales/vi/access'
import type roles from './locales/vi/roles'
import type customers from './locales/vi/customers'
import type settings from './locales/vi/settings'
import type maps from './locales/vi/maps'
import type trips from './locales/vi/trips'
import type booking from './locales/vi/booking'
import type move from './locales/vi/move'
import type pickup from './locales/vi/pickup'
import type ticketReports from './locales/vi/ticketReports'
import type shipping from './locales/vi/shipping'
import type shippingOrders from './locales/vi/shippingOrders'
import type scan from './locales/vi/scan'
import type stats from './locales/vi/stats'
import type range from './locales/vi/range'
import type desk from './locales/vi/desk'
import type live from './locales/vi/live'
import type menu from './locales/vi/menu'
import type richText from './locales/vi/richText'
import type contracts from './locales/vi/contracts'
import type content from './locales/vi/content'

export interface Catalogues {
  ui: typeof ui
  errors: typeof errors
  validation: typeof validation
  table: typeof table
  form: typeof form
  seatMap: typeof seatMap
  fleet: typeof fleet
  dashboard: typeof dashboard
  account: typeof account
  access: typeof access
  roles: typeof roles
  customers: typeof customers
  settings: typeof settings
  maps: typeof maps
  trips: typeof trips
  booking: typeof booking
  move: typeof move
  pickup: typeof pickup
  ticketReports: typeof ticketReports
  shipping: typeof shipping
  shippingOrders: typeof shippingOrders
  scan: typeof scan
  stats: typeof stats
  range: typeof range
  desk: typeof desk
  live: typeof live
  menu: typeof menu
  richText: typeof richText
  contracts: typeof contracts
  content: typeof content
}

/** Namespaces that load with the screens using them (the others are bundled with the app). */
export type LazyNamespace = Exclude<keyof Catalogues, 'ui' | 'errors' | 'validation'>

/**
 * Where a form's labels (`fields`) and rule messages (`validation`) are: a screen's namespace, or `auth`, the
 * public pages' block of the bundled `ui` namespace (their first load fetches no namespace).
 */
export type FormTexts = LazyNamespace | 'auth'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'ui'
    resources: Catalogues
  }
}
