import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import { PERMISSION_GROUPS } from '../../src/lib/permission-codes.ts'
import { db } from '../db/index.ts'
import { readOnlyHandlers } from './crud.ts'
import { ok, requireUser, safe } from './util.ts'

/**
 * SPEC §7 "map get-by-role": the map details of the active routes, for any signed-in account (the app derives
 * the directions and their order per role: src/api/directions.ts). Registered by the map handlers (maps.ts),
 * ahead of their `/:id`.
 */
export const mapsByRoleHandler = http.get(
  `*${API.map}/get-by-role`,
  safe(({ request }) => {
    requireUser(request)
    return ok(db.maps.filter((m) => m.status === 1).flatMap((m) => m.details))
  }),
)

/**
 * Groups read by the screens but written by none yet: their writes come with their screens and contracts
 * (customers: the customer screen; offices and trips carry business rules of their own). Customers are read
 * by the customer screen and the booking desks; trips by the roster, the booking and shipping desks and trip
 * statistics; offices are reference data for choice lists, read by any signed-in account.
 */
export const referenceHandlers = [
  ...readOnlyHandlers({
    path: API.customer,
    rows: () => db.customers,
    readCodes: ['customer', ...PERMISSION_GROUPS.booking],
  }),
  ...readOnlyHandlers({ path: API.office, rows: () => db.offices }),
]
