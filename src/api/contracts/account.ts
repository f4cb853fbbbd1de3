/** The signed-in user's own account: what the public pages and the account pages share, free of zod. */

/** The shortest password accepted (SPEC §5 "min length"). */
export const PASSWORD_MIN = 6

/** The accounts lists' "type" filter: plain staff, coach and minibus drivers, motorbike drivers. */
export const ACCOUNT_TYPES = ['staff', 'driver', 'motor'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/**
 * Driving licence classes a driver may hold, by the kind of driver: a coach or minibus driver one that allows
 * coaches (D1, D2 and D issued since 2025; the earlier E and FC still valid), a motorbike driver A1 or A (A2
 * before 2025).
 */
export const LICENCE_CLASSES_BY_KIND = {
  0: ['D1', 'D2', 'D', 'E', 'FC'],
  1: ['A1', 'A', 'A2'],
} as const
export const LICENCE_CLASSES = [...LICENCE_CLASSES_BY_KIND[0], ...LICENCE_CLASSES_BY_KIND[1]] as const
export type LicenceClass = (typeof LICENCE_CLASSES)[number]

/** Driver kind (SPEC §9): a coach or minibus driver 0, a motorbike driver 1. */
export const DRIVER_KIND = { driver: 0, motor: 1 } as const
export type DriverKind = (typeof DRIVER_KIND)[keyof typeof DRIVER_KIND]

/** An account's type: a motorbike driver, a coach or minibus driver, or staff (one answer, even if both flags). */
export const accountTypeOf = (a: {
  is_driver?: boolean | null
  is_motorbike_driver?: boolean | null
}): AccountType => (a.is_motorbike_driver ? 'motor' : a.is_driver ? 'driver' : 'staff')

/** A driver account's kind, by the same rule. */
export const driverKindOf = (a: Parameters<typeof accountTypeOf>[0]): DriverKind =>
  accountTypeOf(a) === 'motor' ? DRIVER_KIND.motor : DRIVER_KIND.driver
