/** The signed-in user's own account: what the public pages and the account pages share, free of zod. */

/** The shortest password accepted (SPEC §5 "min length"). */
export const PASSWORD_MIN = 6

/** The accounts lists' "type" filter: plain staff, coach and minibus drivers, motorbike drivers. */
export const ACCOUNT_TYPES = ['staff', 'driver', 'motor'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]

/**
 * Driving licence classes a driver's licence may carry: those issued since 2025 (A1, A, B, C1, C, D1, D2, D, and
 * the trailer classes) and the earlier ones still valid (A2, B2, E, FC). A coach or minibus driver holds one of them.
 */
export const LICENCE_CLASSES = ['A1', 'A', 'A2', 'B', 'B2', 'C1', 'C', 'D1', 'D2', 'D', 'E', 'FC'] as const
export type LicenceClass = (typeof LICENCE_CLASSES)[number]

/** Driver kind (SPEC §9): a coach or minibus driver 0, a motorbike driver 1. */
export const DRIVER_KIND = { driver: 0, motor: 1 } as const
export type DriverKind = (typeof DRIVER_KIND)[keyof typeof DRIVER_KIND]
