/** Fleet reference data (SPEC §3): brands, product types, vehicle types with seat diagrams and fare date ranges, cars. */
import { http } from 'msw'
import { fareRangeOn } from '../../src/api/contracts/booking.ts'
import { API } from '../../src/api/paths.ts'
import {
  brandContract,
  carContract,
  productTypeContract,
  vehicleTypeContract,
} from '../../src/api/contracts/groups.ts'
import {
  brandWriteSchema,
  carWriteSchema,
  fareDateRangeWriteSchema,
  vehicleTypeWriteSchema,
  type Car,
  type FareDateRange,
  type Seat,
  type VehicleType,
} from '../../src/api/schemas/fleet.ts'
import type { z } from 'zod'
import { statusWord } from '../catalogues.ts'
import type { Collection } from '../db/collection.ts'
import { db, seatsOf } from '../db/index.ts'
import { addDays, vnToday } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { crud, type ExportColumn } from './crud.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  isIsoDate,
  ok,
  parseIds,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
  uniqueKey,
} from './util.ts'
import { parseWrite } from './validate.ts'

/** DECISIONS #4: a trip still counts until it is finished (4) or cancelled (5). */
const isOpenTrip = (tripId: number) => {
  const trip = db.trips.find(tripId)
  return !!trip && trip.status !== 4 && trip.status !== 5
}

// ---------------------------------------------------------------- cars

/**
 * Brands and goods types: a name is used once, compared without case, accents, zero-width characters and
 * look-alike letters ("Hyundai", "HYUNDAI", "Hyun\u200bdai" and a Cyrillic "Hyundаi" are one name).
 */
function uniqueName<T extends { id: number; name: string }>(rows: () => Collection<T>) {
  return <V extends { name: string }>(request: Request, values: V, existing: T | undefined): V => {
    const key = uniqueKey(values.name)
    const taken = rows().findBy((r) => r.id !== existing?.id && uniqueKey(r.name) === key)
    assertValid(request, { name: taken ? [t(request, 'nameTaken')] : [] })
    return values
  }
}

type CarValues = z.output<typeof carWriteSchema>

/** An active brand and vehicle type (a car may keep the ones it has if they are stopped since), a plate used once, no more seats than its type. */
function carRules(request: Request, car: CarValues, existing: Car | undefined): CarValues {
  const plate = car.license_plate
  const taken = db.cars.findBy(
    (c) => c.id !== existing?.id && uniqueKey(c.license_plate) === uniqueKey(plate),
  )
  const brand = db.brands.find(car.brand_id)
  const type = db.vehicleTypes.find(car.vehicle_type_id)
  const usable = (row: { status: number } | undefined, kept: boolean) => !!row && (row.status === 1 || kept)
  assertValid(request, {
    license_plate: taken ? [t(request, 'plateTaken')] : [],
    brand_id: !brand
      ? [t(request, 'brandNotFound')]
      : usable(brand, existing?.brand_id === brand.id)
        ? []
        : [t(request, 'brandInactive')],
    vehicle_type_id: !type
      ? [t(request, 'vehicleTypeNotFound')]
      : usable(type, existing?.vehicle_type_id === type.id)
        ? []
        : [t(request, 'vehicleTypeInactive')],
    seats: type && car.seats > type.seat_number ? [t(request, 'seatsAboveType', type.seat_number)] : [],
  })
  return car
}

/** `insurance=expiring`: the insurance ends within the next 30 days or has already ended. */
function carFilter(rows: Car[], filters: Record<string, string>): Car[] {
  if (filters.insurance !== 'expiring') return rows
  const limit = addDays(vnToday(), 30)
  return rows.filter((c) => !!c.insurance_expiration_date && c.insurance_expiration_date <= limit)
}

const dateCell = (v: string | null | undefined) => (v ? displayDate(v) : null)

/** Headers are the forms' field labels (the fleet catalogue), values as the list shows them. */
const CAR_COLUMNS: Array<ExportColumn<Car>> = [
  { key: 'name', header: { vi: 'Tên xe', en: 'Car name' }, value: (c) => c.name },
  { key: 'license_plate', value: (c) => c.license_plate },
  { key: 'brand_id', value: (c) => db.brands.find(c.brand_id)?.name ?? null },
  {
    key: 'vehicle_type_id',
    value: (c) => db.vehicleTypes.find(c.vehicle_type_id)?.name ?? null,
  },
  { key: 'year_manufacture', value: (c) => c.year_manufacture ?? null },
  { key: 'registration_date', value: (c) => dateCell(c.registration_date) },
  { key: 'insurance_expiration_date', value: (c) => dateCell(c.insurance_expiration_date) },
  { key: 'weight_max', value: (c) => c.weight_max ?? null },
  { key: 'seats', value: (c) => c.seats },
  { key: 'status', value: (c, lang) => statusWord(lang, c.status) },
  { key: 'fare', value: (c) => c.fare ?? null },
]

// ---------------------------------------------------------------- vehicle types and their seat diagrams

const seatHasTickets = (seatId: number) =>
  !!db.tickets.findBy((tk) => tk.seat_id === seatId && !tk.deleted_at && isOpenTrip(tk.trip_id))

type VehicleTypeValues = z.output<typeof vehicleTypeWriteSchema>

/**
 * The diagram as stored (the write schema already refused bad shapes, empty and repeated codes and a seat
 * count other than the diagram's): floors numbered 1…n, each seat's floor/row/column taken from where it
 * sits, and ids kept only for seats this type already had (once); any other seat is new and gets an id
 * unique over every diagram. Refuses the removal of a seat holding a ticket on a trip still open.
 */
function vehicleRules(
  request: Request,
  type: VehicleTypeValues,
  existing: VehicleType | undefined,
): VehicleTypeValues {
  const stored = new Map((existing ? seatsOf(existing.diagram) : []).map((s) => [s.id, s]))
  const kept = new Set<number>()
  const floors = type.diagram.floors.map((f, fi) => ({
    floor: fi + 1,
    rows: f.rows.map((cells, r) =>
      cells.map((seat, c): Seat | null => {
        if (!seat) return null
        const id = stored.has(seat.id) && !kept.has(seat.id) ? seat.id : 0 // 0: new, numbered below
        if (id) kept.add(id)
        return { ...seat, id, floor: fi + 1, row: r, column: c }
      }),
    ),
  }))
  const diagram = { columns: type.diagram.columns, floors }
  const lost = [...stored.values()].filter((s) => !kept.has(s.id) && seatHasTickets(s.id))
  assertValid(request, { diagram: lost.map((s) => t(request, 'seatHasTickets', s.code)) })
  for (const seat of seatsOf(diagram)) if (seat.id === 0) seat.id = ++db.seq.seat
  return { ...type, diagram }
}

// ---------------------------------------------------------------- fare date ranges

const byStart = (ranges: FareDateRange[]) =>
  [...ranges].sort((a, b) => a.date_start.localeCompare(b.date_start) || a.id - b.id)

function typeFromQuery(request: Request): VehicleType {
  const type = db.vehicleTypes.find(Number(new URL(request.url).searchParams.get('vehicle_type_id')))
  if (!type) throw new ApiError(404, t(request, 'notFound'))
  return type
}

/** Create (no id) or update (body id) a range: the write schema's rules, then no overlap within the type. */
async function saveRange(request: Request, update: boolean) {
  requirePermission(request, vehicleTypeContract.writes.update)
  const body = await readJson(request)
  const existing = update
    ? db.vehicleTypes
        .all()
        .flatMap((v) => v.fare_date_ranges)
        .find((r) => r.id === Number(body.id))
    : undefined
  if (update && !existing) throw new ApiError(404, t(request, 'notFound'))
  // a range stays with its vehicle type
  const values = parseWrite(
    request,
    fareDateRangeWriteSchema,
    existing ? { ...existing, ...body, vehicle_type_id: existing.vehicle_type_id } : body,
    vehicleTypeContract.ns,
  )
  const type = db.vehicleTypes.find(values.vehicle_type_id)
  const overlap = type?.fare_date_ranges.find(
    (r) => r.id !== existing?.id && r.date_start <= values.date_end && values.date_start <= r.date_end,
  )
  assertValid(request, {
    vehicle_type_id: type ? [] : [t(request, 'vehicleTypeNotFound')],
    date_start: overlap
      ? [t(request, 'dateRangeOverlap', displayDate(overlap.date_start), displayDate(overlap.date_end))]
      : [],
  })
  const saved: FareDateRange = { ...values, id: existing?.id ?? ++db.seq.fareDateRange }
  const others = type!.fare_date_ranges.filter((r) => r.id !== saved.id)
  // Fare periods are not part of the type's write: its version (what an edit of the type checks) stays.
  db.vehicleTypes.update(type!.id, { fare_date_ranges: byStart([...others, saved]) }, { keepVersion: true })
  emitChanged('vehicle', 'updated', [type!.id], request)
  return ok(saved, t(request, existing ? 'updated' : 'created'))
}

/** Registered before the vehicle CRUD: its `/:id` and `DELETE /:ids` would otherwise answer first. */
const fareHandlers = [
  http.get(
    `*${API.vehicleFare.list}`,
    safe(({ request }) => (requireUser(request), ok(byStart(typeFromQuery(request).fare_date_ranges)))),
  ),
  http.post(
    `*${API.vehicleFare.create}`,
    safe(({ request }) => saveRange(request, false)),
  ),
  http.post(
    `*${API.vehicleFare.update}`,
    safe(({ request }) => saveRange(request, true)),
  ),
  http.delete(
    `*${API.vehicleFare.base}/:ids`,
    safe(({ request, params }) => {
      requirePermission(request, vehicleTypeContract.writes.update)
      const ids = parseIds(params.ids)
      const removed: number[] = []
      const types: number[] = []
      for (const type of db.vehicleTypes.all()) {
        const gone = type.fare_date_ranges.filter((r) => ids.includes(r.id)).map((r) => r.id)
        if (!gone.length) continue
        db.vehicleTypes.update(
          type.id,
          { fare_date_ranges: type.fare_date_ranges.filter((r) => !gone.includes(r.id)) },
          { keepVersion: true },
        )
        removed.push(...gone)
        types.push(type.id)
      }
      if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
      emitChanged('vehicle', 'updated', types, request)
      return ok(removed, t(request, 'deleted'))
    }),
  ),
  /** `?vehicle_type_id&date=YYYY-MM-DD` (default today) → the fare of the range holding the day, else the type's. */
  http.get(
    `*${API.vehicleFare.fareByVehicle}`,
    safe(({ request }) => {
      requireUser(request)
      const type = typeFromQuery(request)
      const date = new URL(request.url).searchParams.get('date') || vnToday()
      if (!isIsoDate(date)) assertValid(request, { date: [t(request, 'invalidDate')] })
      const range = fareRangeOn(type, date)
      return ok({ fare: range?.fare ?? type.fare, fare_date_range_id: range?.id ?? null })
    }),
  ),
]

// ---------------------------------------------------------------- handlers

export const fleetHandlers = [
  ...crud({
    contract: brandContract,
    write: brandWriteSchema,
    rows: () => db.brands,
    defaults: () => ({ status: 1 }),
    rules: uniqueName(() => db.brands),
    inUse: (id) => !!db.cars.findBy((c) => c.brand_id === id),
  }),
  ...crud({
    contract: productTypeContract,
    write: brandWriteSchema,
    rows: () => db.productTypes,
    defaults: () => ({ status: 1 }),
    rules: uniqueName(() => db.productTypes),
    inUse: (id) =>
      !!db.waitingGoods.findBy((g) => g.product_type_id === id) ||
      !!db.shippingOrders.findBy((o) => o.product_type_id === id),
  }),
  ...fareHandlers,
  ...crud({
    contract: vehicleTypeContract,
    write: vehicleTypeWriteSchema,
    rows: () => db.vehicleTypes,
    defaults: () => ({ status: 1, fare_date_ranges: [] }),
    rules: vehicleRules,
    inUse: (id) => !!db.cars.findBy((c) => c.vehicle_type_id === id),
  }),
  ...crud({
    contract: carContract,
    write: carWriteSchema,
    rows: () => db.cars,
    defaults: () => ({ status: 1 }),
    rules: carRules,
    filter: carFilter,
    inUse: (id) => !!db.trips.findBy((tr) => tr.car_id === id && isOpenTrip(tr.id)),
    exportExcel: { code: 'car.view', sheet: { vi: 'Xe', en: 'Cars' }, filename: 'xe', columns: CAR_COLUMNS },
  }),
]
