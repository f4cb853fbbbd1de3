import { ACCOUNT_TYPES, type AccountType } from '../../api/contracts/account'
import { choiceFilter, numberFilter, type ListSearch } from '../../lib/list-search'

/** The accounts lists' filters in the address (/user and /users alike). */
export const accountFilters = {
  role_id: numberFilter(),
  status: numberFilter(),
  type: choiceFilter(ACCOUNT_TYPES),
}

export type AccountSearch = ListSearch & { role_id?: number; status?: number; type?: AccountType }

/** The drivers' list in the address: coach drivers (type 0, the default) or motorbike drivers (1), and status. */
export const driverFilters = {
  type: numberFilter(),
  status: numberFilter(),
}

export type DriverSearch = ListSearch & { type?: number; status?: number }

/** The customers' list in the address: their level and province. */
export const customerFilters = {
  level: numberFilter(),
  province_id: numberFilter(),
}

export type CustomerSearch = ListSearch & { level?: number; province_id?: number }
