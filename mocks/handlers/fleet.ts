/** Fleet reference data (SPEC §3): brands, product types, vehicle types with seat diagrams and fare date ranges, cars. */
import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import {
  brandSchema,
  carSchema,
  fareDateRangeSchema,
  productTypeSchema,
  vehicleTypeSchema,
  type Car,
  type FareDateRange,
  type Seat,
  type VehicleType,
} from '../../src/api/schemas/fleet.ts'
import { isVietnamesePlate, normalizePlate } from '../../src/lib/license-plate.ts'
import type { Collection } from '../db/collection.ts'
import { db, seatsOf } from '../db/index.ts'
import { addDays, vnToday } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { crud, zodErrors, type ExportColumn } from './crud.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  isIsoDate,
  label,
  MESSAGES,
  normalise,
  ok,
  parseIds,
  readJson,
  requirePermission,
  requireUser,
  safe,
  t,
} from './util.ts'

/** DECISIONS #4: a trip still counts until it is finished (4) or cancelled (5). */
const isOpenTrip = (tripId: number) => {
  const trip = db.trips.find(tripId)
  return !!trip && trip.status !== 4 && trip.status !== 5
}

// ---------------------------------------------------------------- cars

/** Brands and goods types: a name is used once (ignoring case, accents and spaces around). */
function uniqueName<T extends { id: number; name: string }>(rows: () => Collection<T>) {
  return (request: Request, row: T, existing: T | undefined): T => {
    const name = row.name.trim()
    const key = normalise(name)
    const taken = rows().findBy((r) => r.id !== existing?.id && normalise(r.name.trim()) === key)
    assertValid(request, { name: taken ? [t(request, 'nameTaken')] : [] })
    return { ...row, name }
  }
}

function carRules(request: Request, car: Car, existing: Car | undefined): Car {
  const plate = normalizePlate(car.license_plate)
  const taken = db.cars.findBy((c) => c.id !== existing?.id && normalizePlate(c.license_plate) === plate)
  assertValid(request, {
    license_plate: !isVietnamesePlate(plate)
      ? [t(request, 'plateFormat')]
      : taken
        ? [t(request, 'plateTaken')]
        : [],
    brand_id: db.brands.find(car.brand_id) ? [] : [t(request, 'brandNotFound')],
    vehicle_type_id: db.vehicleTypes.find(car.vehicle_type_id) ? [] : [t(request, 'vehicleTypeNotFound')],
  })
  return { ...car, license_plate: plate }
}

/** `insurance=expiring`: the insurance ends within the next 30 days or has already ended. */
function carFilter(rows: Car[], filters: Record<string, string>): Car[] {
  if (filters.insurance !== 'expiring') return rows
  const limit = addDays(vnToday(), 30)
  return rows.filter((c) => !!c.insurance_expiration_date && c.insurance_expiration_date <= limit)
}

const dateCell = (v: string | null | undefined) => (v ? displayDate(v) : null)

const CAR_COLUMNS: Array<ExportColumn<Car>> = [
  { header: { vi: 'Tên xe', en: 'Name' }, value: (c) => c.name },
  { header: { vi: 'Biển số', en: 'License plate' }, value: (c) => c.license_plate },
  { header: { vi: 'Hãng xe', en: 'Brand' }, value: (c) => db.brands.find(c.brand_id)?.name ?? null },
  {
    header: { vi: 'Loại xe', en: 'Vehicle type' },
    value: (c) => db.vehicleTypes.find(c.vehicle_type_id)?.name ?? null,
  },
  { header: { vi: 'Năm sản xuất', en: 'Year of manufacture' }, value: (c) => c.year_manufacture ?? null },
  { header: { vi: 'Ngày đăng ký', en: 'Registration date' }, value: (c) => dateCell(c.registration_date) },
  {
    header: { vi: 'Ngày hết hạn bảo hiểm', en: 'Insurance expiration date' },
    value: (c) => dateCell(c.insurance_expiration_date),
  },
  { header: { vi: 'Tải trọng tối đa (kg)', en: 'Max weight (kg)' }, value: (c) => c.weight_max ?? null },
  { header: { vi: 'Số ghế', en: 'Seats' }, value: (c) => c.seats },
  {
    header: { vi: 'Trạng thái', en: 'Status' },
    value: (c, lang) => MESSAGES[c.status === 1 ? 'statusActive' : 'statusLocked'][lang],
  },
  { header: { vi: 'Giá vé', en: 'Fare' }, value: (c) => c.fare ?? null },
]

// ---------------------------------------------------------------- vehicle types and their seat diagrams

const seatHasTickets = (seatId: number) =>
  !!db.tickets.findBy((tk) => tk.seat_id === seatId && !tk.deleted_at && isOpenTrip(tk.trip_id))

/**
 * The diagram as stored: floors numbered 1…n, each seat's floor/row/column taken from where it sits, codes
 * trimmed, and ids kept only for seats this type already had (once); any other seat is new and gets an id
 * unique over every diagram. Rejects rows of the wrong length, missing or repeated codes, a seat count other
 * than seat_number and the removal of a seat holding a ticket on a trip still open.
 */
function vehicleRules(request: Request, type: VehicleType, existing: VehicleType | undefined): VehicleType {
  const { columns } = type.diagram
  const stored = new Map((existing ? seatsOf(existing.diagram) : []).map((s) => [s.id, s]))
  const kept = new Set<number>()
  const codes = new Set<string>()
  const repeated = new Set<string>()
  let missingCode = false
  let badRow = false
  const floors = type.diagram.floors.map((f, fi) => ({
    floor: fi + 1,
    rows: f.rows.map((cells, r) => {
      if (cells.length !== columns) badRow = true
      return cells.map((seat, c): Seat | null => {
        if (!seat) return null
        const code = seat.code.trim()
        if (!code) missingCode = true
        else if (codes.has(code.toUpperCase())) repeated.add(code)
        codes.add(code.toUpperCase())
        const id = stored.has(seat.id) && !kept.has(seat.id) ? seat.id : 0 // 0: new, numbered below
        if (id) kept.add(id)
        return { ...seat, id, code, floor: fi + 1, row: r, column: c }
      })
    }),
  }))
  const diagram = { columns, floors }
  const seats = seatsOf(diagram)
  const lost = [...stored.values()].filter((s) => !kept.has(s.id) && seatHasTickets(s.id))
  assertValid(request, {
    diagram: [
      ...(badRow ? [t(request, 'diagramRowLength', columns)] : []),
      ...(missingCode ? [t(request, 'required', label(request, 'seat_code'))] : []),
      ...[...repeated].map((code) => t(request, 'seatCodeDuplicate', code)),
      ...lost.map((s) => t(request, 'seatHasTickets', s.code)),
    ],
    seat_number: seats.length === type.seat_number ? [] : [t(request, 'seatCountMismatch', seats.length)],
  })
  for (const seat of seats) if (seat.id === 0) seat.id = ++db.seq.seat
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

/** Create (no id) or update (body id) a range: real dates, end ≥ start, fare ≥ 0, no overlap in the type. */
async function saveRange(request: Request, update: boolean) {
  requirePermission(request, 'vehicle.update')
  const body = await readJson(request)
  const existing = update
    ? db.vehicleTypes
        .all()
        .flatMap((v) => v.fare_date_ranges)
        .find((r) => r.id === Number(body.id))
    : undefined
  if (update && !existing) throw new ApiError(404, t(request, 'notFound'))
  // a range stays with its vehicle type
  const candidate: Record<string, unknown> = existing
    ? { ...existing, ...body, id: existing.id, vehicle_type_id: existing.vehicle_type_id }
    : { ...body, id: 0 }
  const { date_start: start, date_end: end } = candidate
  const type = db.vehicleTypes.find(Number(candidate.vehicle_type_id))
  const datesOk = isIsoDate(start) && isIsoDate(end) && start <= end
  const overlap = datesOk
    ? type?.fare_date_ranges.find((r) => r.id !== candidate.id && r.date_start <= end && start <= r.date_end)
    : undefined
  const parsed = fareDateRangeSchema.safeParse(candidate)
  assertValid(request, {
    vehicle_type_id: type ? [] : [t(request, 'vehicleTypeNotFound')],
    date_start: !isIsoDate(start)
      ? [t(request, 'invalidDate')]
      : overlap
        ? [t(request, 'dateRangeOverlap', displayDate(overlap.date_start), displayDate(overlap.date_end))]
        : [],
    date_end: !isIsoDate(end)
      ? [t(request, 'invalidDate')]
      : isIsoDate(start) && end < start
        ? [t(request, 'dateEndBeforeStart')]
        : [],
    // the schema's messages (required, min value) win over the rules' for the same field
    ...(parsed.success ? {} : zodErrors(request, parsed.error, candidate)),
  })
  const saved: FareDateRange = { ...parsed.data!, id: existing?.id ?? ++db.seq.fareDateRange }
  const others = type!.fare_date_ranges.filter((r) => r.id !== saved.id)
  db.vehicleTypes.update(type!.id, { fare_date_ranges: byStart([...others, saved]) })
  emitChanged('vehicle', 'updated', [type!.id])
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
      requirePermission(request, 'vehicle.update')
      const ids = parseIds(params.ids)
      const removed: number[] = []
      const types: number[] = []
      for (const type of db.vehicleTypes.all()) {
        const gone = type.fare_date_ranges.filter((r) => ids.includes(r.id)).map((r) => r.id)
        if (!gone.length) continue
        db.vehicleTypes.update(type.id, {
          fare_date_ranges: type.fare_date_ranges.filter((r) => !gone.includes(r.id)),
        })
        removed.push(...gone)
        types.push(type.id)
      }
      if (!removed.length) throw new ApiError(404, t(request, 'notFound'))
      emitChanged('vehicle', 'updated', types)
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
      const range = type.fare_date_ranges.find((r) => r.date_start <= date && date <= r.date_end)
      return ok({ fare: range?.fare ?? type.fare, fare_date_range_id: range?.id ?? null })
    }),
  ),
]

// ---------------------------------------------------------------- handlers

export const fleetHandlers = [
  ...crud({
    resource: 'brand',
    base: API.brand,
    rows: () => db.brands,
    schema: brandSchema,
    writeCodes: { create: 'brand.create', update: 'brand.update', delete: 'brand.delete' },
    defaults: () => ({ status: 1 }),
    rules: uniqueName(() => db.brands),
    inUse: (id) => !!db.cars.findBy((c) => c.brand_id === id),
  }),
  ...crud({
    resource: 'product-type',
    base: API.productType,
    rows: () => db.productTypes,
    schema: productTypeSchema,
    writeCodes: { create: 'productType.create', update: 'productType.update', delete: 'productType.delete' },
    defaults: () => ({ status: 1 }),
    rules: uniqueName(() => db.productTypes),
    inUse: (id) =>
      !!db.waitingGoods.findBy((g) => g.product_type_id === id) ||
      !!db.shippingOrders.findBy((o) => o.product_type_id === id),
  }),
  ...fareHandlers,
  ...crud({
    resource: 'vehicle',
    base: API.vehicle,
    rows: () => db.vehicleTypes,
    schema: vehicleTypeSchema,
    writeCodes: { create: 'vehicle.create', update: 'vehicle.update', delete: 'vehicle.delete' },
    defaults: () => ({ status: 1, fare_date_ranges: [] }),
    ignore: ['fare_date_ranges'], // managed by /vehicle/fare-date-range/*
    rules: vehicleRules,
    inUse: (id) => !!db.cars.findBy((c) => c.vehicle_type_id === id),
  }),
  ...crud({
    resource: 'car',
    base: API.car,
    rows: () => db.cars,
    schema: carSchema,
    writeCodes: { create: 'car.create', update: 'car.update', delete: 'car.delete' },
    defaults: () => ({ status: 1 }),
    rules: carRules,
    filter: carFilter,
    inUse: (id) => !!db.trips.findBy((tr) => tr.car_id === id && isOpenTrip(tr.id)),
    exportExcel: { code: 'car.view', sheet: { vi: 'Xe', en: 'Cars' }, filename: 'xe', columns: CAR_COLUMNS },
  }),
]
