/** The contracts' list in the address: status, a car, the rentals touching a span of days (YYYY-MM-DD). */
import { dayFilter, numberFilter, textFilter, type ListSearch } from '../../lib/list-search'

export const carContractFilters = {
  status: numberFilter(),
  car_id: numberFilter(),
  from: dayFilter(),
  to: dayFilter(),
}

export type CarContractSearch = ListSearch & { status?: number; car_id?: number; from?: string; to?: string }

/** /car-contract-customer?phone=…: the customer shown. */
export const customerViewFilters = { phone: textFilter() }
export type CustomerViewSearch = { phone?: string }
