/**
 * The contracts of the resource groups with CRUD screens: what the app (the resource, its route guard and menu)
 * and its backend (mocks/ `crud`) agree on for each. Free of zod at run time; the rules and constants of each
 * group live beside (./fleet.ts, ./trips.ts …), where the write schemas read them.
 */
import { API } from '../paths.ts'
import type { MenuItem, menuItemWriteSchema, Module, moduleWriteSchema, RoleRow } from '../schemas/access.ts'
import type { roleWriteSchema, userWriteSchema } from '../schemas/auth.ts'
import type { WaitingBooking, waitingBookingWriteSchema } from '../schemas/booking.ts'
import type {
  Brand,
  brandWriteSchema,
  Car,
  carWriteSchema,
  ProductType,
  VehicleType,
  vehicleTypeWriteSchema,
} from '../schemas/fleet.ts'
import type { Customer, customerWriteSchema } from '../schemas/customers.ts'
import type { Account, driverWriteSchema } from '../schemas/people.ts'
import type { RouteMap, routeMapWriteSchema } from '../schemas/routes.ts'
import type { WaitingGoods, shippingWaitingWriteSchema } from '../schemas/shipping.ts'
import type { Trip, tripWriteSchema } from '../schemas/trips.ts'
import { defineContract } from './contract.ts'
import {
  brandScreen,
  productTypeScreen,
  vehicleTypeScreen,
  carScreen,
  tripScreen,
  bookingWaitingScreen,
  mapScreen,
  shippingWaitingScreen,
  userScreen,
  driverScreen,
  customerScreen,
  roleScreen,
  moduleScreen,
  menuScreen,
} from './screens.ts'

export const brandContract = defineContract<Brand, typeof brandWriteSchema>({
  group: 'brand',
  path: API.brand,
  ...brandScreen,
  writes: { create: 'brand.create', update: 'brand.update', delete: 'brand.delete' },
})

export const productTypeContract = defineContract<ProductType, typeof brandWriteSchema>({
  group: 'product-type',
  path: API.productType,
  ...productTypeScreen,
  writes: { create: 'productType.create', update: 'productType.update', delete: 'productType.delete' },
})

export const vehicleTypeContract = defineContract<VehicleType, typeof vehicleTypeWriteSchema>({
  group: 'vehicle',
  path: API.vehicle,
  ...vehicleTypeScreen,
  writes: { create: 'vehicle.create', update: 'vehicle.update', delete: 'vehicle.delete' },
})

export const carContract = defineContract<Car, typeof carWriteSchema>({
  group: 'car',
  path: API.car,
  ...carScreen,
  writes: { create: 'car.create', update: 'car.update', delete: 'car.delete' },
})

export const tripContract = defineContract<Trip, typeof tripWriteSchema>({
  group: 'trip',
  path: API.trip,
  ...tripScreen,
  writes: { create: 'trip.create', update: 'trip.update', delete: 'trip.delete' },
})

/** Waiting bookings (/booking-waiting). */
export const bookingWaitingContract = defineContract<WaitingBooking, typeof waitingBookingWriteSchema>({
  group: 'booking-waiting',
  path: API.bookingWaiting,
  ...bookingWaitingScreen,
  writes: { create: 'booking.create', update: 'booking.create', delete: 'booking.create' },
})

export const mapContract = defineContract<RouteMap, typeof routeMapWriteSchema>({
  group: 'map',
  path: API.map,
  ...mapScreen,
  writes: { create: 'map.create', update: 'map.update', delete: 'map.delete' },
})

/** Waiting goods (/shipping-waiting): parcels received at an office, not on a vehicle yet. */
export const shippingWaitingContract = defineContract<WaitingGoods, typeof shippingWaitingWriteSchema>({
  group: 'shipping-waiting',
  path: '/api/shipping-waiting',
  ...shippingWaitingScreen,
  writes: {
    create: 'shippingWaiting.create',
    update: 'shippingWaiting.update',
    delete: 'shippingWaiting.delete',
  },
})

/**
 * Staff accounts (/user the directory, /users the administration, /user/add, /user/{id}). Drivers are accounts
 * too, so a driver's change refreshes the roster's choices.
 */
export const userContract = defineContract<Account, typeof userWriteSchema>({
  group: 'user',
  path: API.user,
  ...userScreen,
  writes: { create: 'user.create', update: 'user.update', delete: 'user.delete' },
})

/**
 * Coach, minibus and motorbike drivers (/user/driver): accounts of a driver type, with their licence. SPEC §6 gives
 * them one code, `driver`, for reading and writing alike.
 */
export const driverContract = defineContract<Account, typeof driverWriteSchema>({
  group: 'driver',
  path: API.driver,
  ...driverScreen,
  writes: { create: 'driver', update: 'driver', delete: 'driver' },
})

/** Customers (/user/customer): SPEC §6 reads them with `customer`; the booking desks read them too. */
export const customerContract = defineContract<Customer, typeof customerWriteSchema>({
  group: 'customer',
  path: API.customer,
  ...customerScreen,
  writes: { create: 'customer.create', update: 'customer.update', delete: 'customer.delete' },
})

/** Roles (/role): who may do what. Their permissions change through their own calls (role.permission). */
export const roleContract = defineContract<RoleRow, typeof roleWriteSchema>({
  group: 'role',
  path: API.role,
  ...roleScreen,
  writes: { create: 'role.create', update: 'role.update', delete: 'role.delete' },
})

/**
 * Modules (/module). Writes need role.permission (README "Decisions taken here"): a module's actions are what
 * roles are granted, and removing one takes it from the roles that hold it.
 */
export const moduleContract = defineContract<Module, typeof moduleWriteSchema>({
  group: 'module',
  path: API.module,
  ...moduleScreen,
  writes: { create: 'role.permission', update: 'role.permission', delete: 'role.permission' },
})

/** The side menu's entries (/menu): read with menu.view, every write with menu.update. */
export const menuContract = defineContract<MenuItem, typeof menuItemWriteSchema>({
  group: 'menu',
  path: API.menu,
  ...menuScreen,
  writes: { create: 'menu.update', update: 'menu.update', delete: 'menu.update' },
})
