import { API } from '../../src/api/paths.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import { db } from '../db/index.ts'
import { readOnlyHandlers } from './crud.ts'

/**
 * Groups read by the screens but written by none of their own: customers (written with the customer screen
 * to come) are read by the booking desks; offices (written through a route's save, maps.ts) are reference
 * data for choice lists, read by any signed-in account.
 */
export const referenceHandlers = [
  ...readOnlyHandlers({
    path: API.customer,
    rows: () => db.customers,
    readCodes: ['customer', ...menuGroupCodes('booking')],
  }),
  ...readOnlyHandlers({ path: API.office, rows: () => db.offices }),
]
