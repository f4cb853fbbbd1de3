import { API } from '../../src/api/paths.ts'
import { db } from '../db/index.ts'
import { readOnlyHandlers } from './crud.ts'

/**
 * Groups read by the screens but written by none yet: their writes come with their screens and contracts
 * (customers: the customer screen; maps, offices and trips carry business rules of their own).
 */
export const referenceHandlers = [
  ...readOnlyHandlers({ path: API.customer, rows: () => db.customers }),
  ...readOnlyHandlers({ path: API.map, rows: () => db.maps }),
  ...readOnlyHandlers({ path: API.office, rows: () => db.offices }),
  ...readOnlyHandlers({ path: API.trip, rows: () => db.trips }),
]
