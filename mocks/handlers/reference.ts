import { API } from '../../src/api/paths.ts'
import { customerSchema } from '../../src/api/schemas/people.ts'
import { PERMISSION_GROUPS } from '../../src/lib/permission-codes.ts'
import { db } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { crud } from './crud.ts'

/**
 * Customers (read by the customer screen and the booking desks), trips (the roster, the booking and shipping
 * desks, trip statistics), and maps and offices: reference data for choice lists, read by any signed-in
 * account (fleet data lives in fleet.ts).
 */
export const referenceHandlers = [
  ...crud({
    resource: 'customer',
    base: API.customer,
    rows: () => db.customers,
    schema: customerSchema,
    readCodes: ['customer', ...PERMISSION_GROUPS.booking],
    writeCodes: { create: 'customer.create', update: 'customer.update', delete: 'customer.delete' },
    defaults: () => ({ wallet_balance: 0, points: 0, level: 1, created_at: vnIsoAt() }),
    inUse: (id) => db.tickets.filter((tk) => tk.customer_id === id && !tk.deleted_at).length > 0,
  }),
  // read-only for now: their writes carry business rules (stops, map details, trip status transitions)
  ...crud({ resource: 'map', base: API.map, rows: () => db.maps }),
  ...crud({ resource: 'office', base: API.office, rows: () => db.offices }),
  ...crud({
    resource: 'trip',
    base: API.trip,
    rows: () => db.trips,
    readCodes: [
      'trip.view',
      'trip.statistical',
      ...PERMISSION_GROUPS.booking,
      'shippingWaiting.view',
      'shipping.view',
    ],
  }),
]
