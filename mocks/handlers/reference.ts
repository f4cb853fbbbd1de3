import { API } from '../../src/api/paths.ts'
import { db } from '../db/index.ts'
import { readOnlyHandlers } from './crud.ts'

/**
 * Groups read by the screens but written by none of their own: offices (written through a route's save, maps.ts)
 * are reference data for choice lists, read by any signed-in account.
 */
export const referenceHandlers = [...readOnlyHandlers({ path: API.office, rows: () => db.offices })]
