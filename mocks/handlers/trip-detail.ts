import { http } from 'msw'
import { tripContract } from '../../src/api/contracts/groups.ts'
import { API } from '../../src/api/paths.ts'
import { tripMoneyWriteSchema, type TripCrew } from '../../src/api/schemas/trips.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import { db } from '../db/index.ts'
import { emitChanged } from '../realtime.ts'
import { ApiError, ok, param, readJson, requirePermission, safe, t } from './util.ts'
import { parseWrite } from './validate.ts'

const TRIP_READERS: readonly PermissionCode[] = ['trip.view', ...menuGroupCodes('booking')]
const GOODS_READERS: readonly PermissionCode[] = ['trip.view', 'shippingWaiting.view', 'shipping.view']

/** The trip of the path or body, or a thrown 404 (ids that are not whole numbers find nothing). */
function tripOf(request: Request, raw: unknown) {
  const trip = db.trips.find(Number(raw))
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  return trip
}

/**
 * A trip's detail (/trip/{id}): its tickets and goods, its money, the passengers moved into or out of it.
 * Registered before the trip reads of reference.ts, whose `/api/trip/:id` would answer these paths.
 */
export const tripDetailHandlers = [
  // The trip's driver (name and phone only: no user.view needed), its car and the car type's seat map.
  http.get(
    `*${API.tripDetail.driverAndCar}/:tripId`,
    safe(({ request, params }) => {
      requirePermission(request, TRIP_READERS)
      const trip = tripOf(request, param(params.tripId))
      const driver = trip.user_id === null ? undefined : db.users.find(trip.user_id)
      const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
      const type = car && db.vehicleTypes.find(car.vehicle_type_id)
      const crew: TripCrew = {
        driver: driver ? { id: driver.id, fullname: driver.fullname, phone: driver.phone ?? null } : null,
        car: car ? { id: car.id, name: car.name, license_plate: car.license_plate } : null,
        vehicle_type: type ? { id: type.id, name: type.name, diagram: type.diagram } : null,
      }
      return ok(crew)
    }),
  ),
  // A trip's tickets, those still travelling first, the cancelled ones after
  // (flagged by deleted_at), each by seat code.
  http.get(
    `*${API.tripDetail.tickets}/:tripId`,
    safe(({ request, params }) => {
      requirePermission(request, TRIP_READERS)
      const trip = tripOf(request, param(params.tripId))
      const rows = db.tickets.filter((k) => k.trip_id === trip.id)
      const bySeat = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
        Number(!!a.deleted_at) - Number(!!b.deleted_at) ||
        a.seat_code.localeCompare(b.seat_code, 'vi', { numeric: true })
      return ok(rows.sort(bySeat))
    }),
  ),
  // The shipping orders loaded on the trip (read-only here: the shipping desk moves them).
  http.get(
    `*${API.tripDetail.goods}/:tripId`,
    safe(({ request, params }) => {
      requirePermission(request, GOODS_READERS)
      const trip = tripOf(request, param(params.tripId))
      return ok(db.shippingOrders.filter((o) => o.trip_id === trip.id))
    }),
  ),
  // Passengers moved into or out of the trip, the latest first.
  http.get(
    `*${API.tripDetail.transferHistory}/:tripId`,
    safe(({ request, params }) => {
      requirePermission(request, TRIP_READERS)
      const trip = tripOf(request, param(params.tripId))
      const moves = db.tripTransfers.filter((m) => m.from_trip_id === trip.id || m.to_trip_id === trip.id)
      return ok(moves.sort((a, b) => b.moved_at.localeCompare(a.moved_at) || b.id - a.id))
    }),
  ),
  // The trip's money and kilometers: trip.update, the version edited, the write schema's limits.
  http.post(
    `*${API.tripDetail.updateMoney}`,
    safe(async ({ request }) => {
      requirePermission(request, tripContract.writes.update)
      const body = await readJson(request)
      const trip = tripOf(request, body.id)
      if (body.version !== trip.version) throw new ApiError(409, t(request, 'staleWrite'))
      const { id: _id, version: _version, ...fields } = body
      const values = parseWrite(request, tripMoneyWriteSchema, fields, tripContract.ns)
      const saved = db.trips.update(trip.id, {
        ...values,
        kilometers_after_travel: values.kilometers_after_travel ?? null,
      })!
      emitChanged(tripContract.group, 'updated', [saved.id], request)
      return ok(saved, t(request, 'updated'))
    }),
  ),
]
