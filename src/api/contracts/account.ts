/** The signed-in user's own account: what the public pages and the account pages share, free of zod. */

/** The shortest password accepted (SPEC §5 "min length"). */
export const PASSWORD_MIN = 6
