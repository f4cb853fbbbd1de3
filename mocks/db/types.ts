import type { Module, MenuItem } from '../../src/api/schemas/access.ts'
import type { Role, User } from '../../src/api/schemas/auth.ts'
import type { Settings, LanguageSetting } from '../../src/api/schemas/settings.ts'
import type { Brand, ProductType, VehicleType, Car } from '../../src/api/schemas/fleet.ts'
import type { Office, RouteMap } from '../../src/api/schemas/routes.ts'
import type { Customer, CustomerDetail } from '../../src/api/schemas/customers.ts'
import type { Ticket, TicketLog, WaitingBooking } from '../../src/api/schemas/booking.ts'
import type { Trip, TripTransfer } from '../../src/api/schemas/trips.ts'
import type { WaitingGoods, ShippingOrder } from '../../src/api/schemas/shipping.ts'

/** A stored account: the public user without roles, plus what never leaves the backend. */
export type UserRecord = Omit<User, 'roles'> & {
  role_ids: number[]
  password: string
  age?: number | null
  certificates?: string | null
  years_experience?: number | null
  type?: number | null
  group_name?: string | null
  /** a driver's licence: its class (LICENCE_CLASSES) and its expiry (YYYY-MM-DD) */
  license_class?: string | null
  license_expiry?: string | null
  /** the device push token sent by POST /api/user/fcm-token; never returned by the API */
  fcm_token?: string | null
  created_at: string
  /** kept by the collection: 1 when inserted, one more on each update (the accounts screen's stale-save check) */
  version?: number
}

/** A stored role: permissions kept as module-action ids. */
export type RoleRecord = Omit<Role, 'permissions'> & {
  action_ids: number[]
  /** kept by the collection (the roles screen's stale-save check) */
  version?: number
}

/** A stored customer: their standing (points, level, trips) is computed from their tickets on every read. */
export type CustomerRecord = Omit<Customer, 'points' | 'level' | 'trips_count' | 'last_trip_date'>

/** One merge of a customer record into another (`customer_id`, the kept one), as the customer's page lists it. */
export type CustomerMerge = CustomerDetail['merges'][number] & {
  id: number
  customer_id: number
  version: number
}

export type ModuleRecord = Module
/** A stored menu entry: exactly what the API returns (its section is the subheader before it, by position). */
export type MenuRecord = MenuItem

/** The mail server and the captcha, secrets included (handlers/settings.ts never sends the two secrets). */
export interface PrivateSettings {
  mail_host: string | null
  mail_port: number | null
  mail_username: string | null
  mail_password: string | null
  mail_from_name: string | null
  captcha_key: string | null
  captcha_secret: string | null
}

export type {
  Settings,
  LanguageSetting,
  Brand,
  ProductType,
  VehicleType,
  Car,
  Office,
  RouteMap,
  Customer,
  Trip,
  TripTransfer,
  Ticket,
  TicketLog,
  WaitingBooking,
  WaitingGoods,
  ShippingOrder,
}
