import type { Contract } from './contract.ts'

/**
 * What a group's list route reads of its contract: the code that opens its screen and the namespace of its words.
 * Apart from the contracts (./groups.ts), which spread them, so that every route's guard, in the first download of
 * every page (the sign-in page too), carries no API path or write code.
 */
export type ContractScreen = Pick<Contract, 'permission' | 'ns'>

export const brandScreen = { permission: 'brand.view', ns: 'fleet' } as const satisfies ContractScreen
// SPEC §2 gives goods types no menu entry: they are the shipping desk's (README "Decisions").
export const productTypeScreen = {
  permission: 'shipping.view',
  ns: 'fleet',
} as const satisfies ContractScreen
export const vehicleTypeScreen = { permission: 'vehicle.view', ns: 'fleet' } as const satisfies ContractScreen
export const carScreen = { permission: 'car.view', ns: 'fleet' } as const satisfies ContractScreen
export const tripScreen = { permission: 'trip.view', ns: 'trips' } as const satisfies ContractScreen
export const bookingWaitingScreen = {
  permission: 'booking.create',
  ns: 'booking',
} as const satisfies ContractScreen
/** A driver's trips to answer (/trip-need-to-confirm): the list and the answer need its code too. */
export const tripConfirmScreen = { permission: 'trip.confirm', ns: 'trips' } as const satisfies ContractScreen
export const mapScreen = { permission: 'map.view', ns: 'maps' } as const satisfies ContractScreen
export const shippingWaitingScreen = {
  permission: 'shippingWaiting.view',
  ns: 'shipping',
} as const satisfies ContractScreen
export const userScreen = { permission: 'user.view', ns: 'access' } as const satisfies ContractScreen
export const driverScreen = { permission: 'driver', ns: 'access' } as const satisfies ContractScreen
export const customerScreen = { permission: 'customer', ns: 'customers' } as const satisfies ContractScreen
export const roleScreen = { permission: 'role.view', ns: 'access' } as const satisfies ContractScreen
export const moduleScreen = { permission: 'modules.view', ns: 'access' } as const satisfies ContractScreen
export const menuScreen = { permission: 'menu.view', ns: 'access' } as const satisfies ContractScreen
export const carContractScreen = {
  permission: 'carContract.view',
  ns: 'contracts',
} as const satisfies ContractScreen
export const categoryScreen = { permission: 'category.view', ns: 'content' } as const satisfies ContractScreen
export const articleScreen = { permission: 'article.view', ns: 'content' } as const satisfies ContractScreen
export const commentScreen = { permission: 'article.view', ns: 'content' } as const satisfies ContractScreen
export const reportScreen = { permission: 'report.view', ns: 'content' } as const satisfies ContractScreen
