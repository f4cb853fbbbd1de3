import { http } from 'msw'
import type { z } from 'zod'
import { API } from '../../src/api/paths.ts'
import { brandSchema, carSchema, productTypeSchema, vehicleTypeSchema } from '../../src/api/schemas/fleet.ts'
import { customerSchema } from '../../src/api/schemas/people.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import type { Collection } from '../db/collection.ts'
import { db } from '../db/index.ts'
import { vnIsoAt } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import type { ResourceGroup } from '../../src/realtime/events.ts'
import {
  ApiError,
  assertValid,
  label,
  ok,
  paginate,
  param,
  parseIds,
  parseListQuery,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
} from './util.ts'

interface CrudOptions<T extends { id: number }> {
  /** resource group in socket events */
  resource: ResourceGroup
  base: string
  rows: () => Collection<T>
  /** validates a whole row on create and update; required with writeCode */
  schema?: z.ZodType<T>
  /** the permission code writes need; absent = read-only */
  writeCode?: PermissionCode
  /** fields filled on create when absent */
  defaults?: () => Partial<T>
  /** true when a row may not be deleted */
  inUse?: (id: number) => boolean
}

function zodErrors(
  request: Request,
  error: z.ZodError,
  body: Record<string, unknown>,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_')
    const missing = body[field] === undefined || body[field] === null || body[field] === ''
    ;(errors[field] ??= []).push(
      missing ? t(request, 'required', label(request, field)) : t(request, 'invalidData'),
    )
  }
  return errors
}

/**
 * Generic reference-data endpoints: GET all, all-active (status 1), list, :id for any signed-in user;
 * POST create, POST update (body id or /update/:id), DELETE :ids with `writeCode`.
 */
function crud<T extends { id: number }>(o: CrudOptions<T>) {
  const find = (request: Request, id: number) => {
    const row = o.rows().find(id)
    if (!row) throw new ApiError(404, t(request, 'notFound'))
    return row
  }
  const save = async (request: Request, idFromPath?: number) => {
    requirePermission(request, o.writeCode!)
    const body = await readJson(request)
    const rawId =
      idFromPath ??
      (body.id === undefined || body.id === null || body.id === '' ? undefined : Number(body.id))
    const existing = rawId === undefined ? undefined : find(request, rawId)
    const candidate = existing
      ? { ...existing, ...body, id: existing.id }
      : { ...o.defaults?.(), ...body, id: 0 }
    const parsed = o.schema!.safeParse(candidate)
    if (!parsed.success) assertValid(request, zodErrors(request, parsed.error, body))
    const value = parsed.data as T
    const row = existing ? o.rows().update(existing.id, value)! : o.rows().insert({ ...value, id: undefined })
    emitChanged(o.resource, existing ? 'updated' : 'created', [row.id])
    return ok(row, t(request, existing ? 'updated' : 'created'))
  }
  const handlers = [
    http.get(
      `*${o.base}/all`,
      safe(({ request }) => (requireUser(request), ok(o.rows().all()))),
    ),
    http.get(
      `*${o.base}/all-active`,
      safe(
        ({ request }) => (
          requireUser(request),
          ok(o.rows().filter((r) => (r as { status?: number }).status !== 0))
        ),
      ),
    ),
    http.get(
      `*${o.base}/list`,
      safe(({ request }) => (requireUser(request), ok(paginate(o.rows().all(), parseListQuery(request))))),
    ),
  ]
  if (o.writeCode) {
    handlers.push(
      http.post(
        `*${o.base}/create`,
        safe(({ request }) => save(request)),
      ),
      http.post(
        `*${o.base}/update/:id`,
        safe(({ request, params }) => save(request, Number(param(params.id)))),
      ),
      http.post(
        `*${o.base}/update`,
        safe(({ request }) => save(request)),
      ),
      http.delete(
        `*${o.base}/:ids`,
        safe(({ request, params }) => {
          requirePermission(request, o.writeCode!)
          const ids = parseIds(params.ids)
          if (o.inUse && ids.some(o.inUse)) throw new ApiError(400, t(request, 'inUse'))
          const removed = o.rows().remove(ids)
          if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
          emitChanged(o.resource, 'deleted', removed)
          return ok(removed, t(request, 'deleted'))
        }),
      ),
    )
  }
  // get by id last: `:id` would otherwise swallow /all, /list ...
  handlers.push(
    http.get(
      `*${o.base}/get-by-id/:id`,
      safe(({ request, params }) => (requireUser(request), ok(find(request, Number(param(params.id)))))),
    ),
    http.get(
      `*${o.base}/:id`,
      safe(({ request, params }) => (requireUser(request), ok(find(request, Number(param(params.id)))))),
    ),
  )
  return handlers
}

export const referenceHandlers = [
  ...crud({
    resource: 'brand',
    base: API.brand,
    rows: () => db.brands,
    schema: brandSchema,
    writeCode: 'brand.view',
    defaults: () => ({ status: 1 }),
    inUse: (id) => db.cars.filter((c) => c.brand_id === id).length > 0,
  }),
  ...crud({
    resource: 'product-type',
    base: API.productType,
    rows: () => db.productTypes,
    schema: productTypeSchema,
    writeCode: 'shipping.view',
    defaults: () => ({ status: 1 }),
  }),
  ...crud({
    resource: 'vehicle',
    base: API.vehicle,
    rows: () => db.vehicleTypes,
    schema: vehicleTypeSchema,
    writeCode: 'vehicle.view',
    defaults: () => ({ status: 1, fare_date_ranges: [] }),
    inUse: (id) => db.cars.filter((c) => c.vehicle_type_id === id).length > 0,
  }),
  ...crud({
    resource: 'car',
    base: API.car,
    rows: () => db.cars,
    schema: carSchema,
    writeCode: 'car.view',
    defaults: () => ({ status: 1 }),
    inUse: (id) => db.trips.filter((tr) => tr.car_id === id && tr.status !== 4 && tr.status !== 5).length > 0,
  }),
  ...crud({
    resource: 'customer',
    base: API.customer,
    rows: () => db.customers,
    schema: customerSchema,
    writeCode: 'customer',
    defaults: () => ({ wallet_balance: 0, points: 0, level: 1, created_at: vnIsoAt() }),
    inUse: (id) => db.tickets.filter((tk) => tk.customer_id === id && !tk.deleted_at).length > 0,
  }),
  // read-only for now: their writes carry business rules (stops, map details, trip status transitions)
  ...crud({ resource: 'map', base: API.map, rows: () => db.maps }),
  ...crud({ resource: 'office', base: API.office, rows: () => db.offices }),
  ...crud({ resource: 'trip', base: API.trip, rows: () => db.trips }),
]
