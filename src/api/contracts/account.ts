/** The signed-in user's own account: what the public pages and the account pages share, free of zod. */

/** The shortest password accepted (SPEC §5 "min length"). */
export const PASSWORD_MIN = 6

/** The accounts lists' "type" filter: plain staff, coach and minibus drivers, motorbike drivers. */
export const ACCOUNT_TYPES = ['staff', 'driver', 'motor'] as const
export type AccountType = (typeof ACCOUNT_TYPES)[number]
