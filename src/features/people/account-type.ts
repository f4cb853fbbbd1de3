import type { AccountType } from '../../api/contracts/account'

/** An account's type as the lists show and filter it: a motorbike driver, a coach driver, or staff. */
export const accountTypeOf = (a: { is_driver?: boolean; is_motorbike_driver?: boolean }): AccountType =>
  a.is_motorbike_driver ? 'motor' : a.is_driver ? 'driver' : 'staff'
