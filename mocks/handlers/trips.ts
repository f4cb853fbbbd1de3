/** Trips of the driver roster (/trip): create, update, delete, status moves, export, and the drivers to choose from. */
import { http } from 'msw'
import type { z } from 'zod'
import { API } from '../../src/api/paths.ts'
import {
  canMoveTrip,
  DRIVER_ANSWERS,
  intervalsOverlap,
  TRIP_CLOSED_STATUSES,
  TRIP_FREE_STATUSES,
  TRIP_STATUS,
  tripInterval,
  tripMoveCodes,
  tripTimes,
  type TripStatus,
  noTripMoney,
} from '../../src/api/contracts/trips.ts'
import { tripContract } from '../../src/api/contracts/groups.ts'
import { tripStatusSchema, tripWriteSchema, type Trip } from '../../src/api/schemas/trips.ts'
import type { PermissionCode } from '../../src/lib/permission-codes.ts'
import { menuGroupCodes } from '../../src/lib/menu.ts'
import viTrips from '../../src/i18n/locales/vi/trips.ts'
import enTrips from '../../src/i18n/locales/en/trips.ts'
import { messageCatalogue } from '../catalogues.ts'
import { db } from '../db/index.ts'
import { emitChanged } from '../realtime.ts'
import { contractTripProblems } from './car-contracts.ts'
import { crud, type ExportColumn } from './crud.ts'
import {
  ApiError,
  assertValid,
  displayDate,
  langOf,
  ok,
  readJson,
  requirePermission,
  safe,
  t,
  type Lang,
} from './util.ts'
import { parseWrite } from './validate.ts'

/** Who reads trips: the roster, the booking and shipping desks, trip statistics. */
const READ_CODES: readonly PermissionCode[] = [
  'trip.view',
  'trip.statistical',
  ...menuGroupCodes('booking'),
  'shippingWaiting.view',
  'shipping.view',
]

type TripValues = z.output<typeof tripWriteSchema>
type MessageKey = keyof typeof viTrips.validation

/** A trip rule's message in the request's language: the words the roster's form shows (namespace `trips`). */
function say(request: Request, key: MessageKey, ...args: Array<string | number>): string {
  const template = messageCatalogue(langOf(request), 'trips').messages?.[key] ?? key
  return template.replace(/\{\{(\d+)\}\}/g, (_, i: string) => String(args[Number(i)] ?? ''))
}

/** The directional entry and its route. */
export function directionOf(id: number) {
  for (const map of db.maps.all())
    for (const detail of map.details)
      for (const entry of [detail.forward, detail.reverse]) if (entry.id === id) return { map, entry }
  return undefined
}

/** The route's duration (minutes) of a trip: the length of a trip with no return time. */
const durationOf = (trip: Pick<Trip, 'map_id'>) => db.maps.find(trip.map_id)?.duration ?? 0

/** Another trip of `who` (driver or car) on the road at the same time, among those still counting. */
function overlapping(
  interval: [number, number],
  who: (trip: Trip) => boolean,
  existing: Trip | undefined,
): Trip | undefined {
  return db.trips.findBy(
    (other) =>
      other.id !== existing?.id &&
      !TRIP_FREE_STATUSES.includes(other.status as TripStatus) &&
      who(other) &&
      intervalsOverlap(interval, tripInterval(other, durationOf(other))),
  )
}

/**
 * A usable direction (its route active), an active car, an active driver account (a trip keeps those it has if
 * they were stopped since); no overlap for the driver or the car; a closed trip is not edited, a running one
 * keeps its driver and car. A new or accepted trip whose driver, direction or departure changes is new again
 * and not sent: its driver has not accepted that. Stores the name "<direction> HH:mm", the route and ISO times.
 */
export function tripRules(request: Request, values: TripValues, existing: Trip | undefined): TripValues {
  if (existing && TRIP_CLOSED_STATUSES.includes(existing.status as TripStatus))
    throw new ApiError(400, say(request, 'tripClosed'))
  const direction = directionOf(values.map_detail_id)
  const car = db.cars.find(values.car_id)
  const driver = db.users.find(values.user_id)
  const times = tripTimes(values.plan_date, values.departure_time, values.return_time)
  const interval = tripInterval(times, direction?.map.duration ?? 0)
  const driverTrip = overlapping(interval, (o) => o.user_id === values.user_id, existing)
  const carTrip = overlapping(interval, (o) => o.car_id === values.car_id, existing)
  const busy = (key: 'driverBusy' | 'carBusy', other: Trip | undefined) =>
    other ? [say(request, key, other.name, displayDate(other.plan_date))] : []
  const kept = <K extends 'car_id' | 'user_id' | 'map_detail_id'>(key: K) => existing?.[key] === values[key]
  const running = existing?.status === TRIP_STATUS.running
  const crewFixed = (key: 'car_id' | 'user_id') => (running && !kept(key) ? [say(request, 'crewFixed')] : [])
  const forContract = contractTripProblems(request, values, interval, existing)
  assertValid(request, {
    plan_date: forContract.plan_date,
    map_detail_id:
      direction && (direction.map.status === 1 || kept('map_detail_id'))
        ? []
        : [say(request, 'directionNotFound')],
    car_id: [
      ...(!car || (car.status !== 1 && !kept('car_id'))
        ? [say(request, 'carNotUsable')]
        : busy('carBusy', carTrip)),
      ...crewFixed('car_id'),
      ...forContract.car_id,
    ],
    user_id: [
      ...(!driver || !driver.is_driver || (driver.status !== 1 && !kept('user_id'))
        ? [say(request, 'driverNotUsable')]
        : busy('driverBusy', driverTrip)),
      ...crewFixed('user_id'),
    ],
  })
  const reassigned =
    !!existing &&
    (existing.status === TRIP_STATUS.new || existing.status === TRIP_STATUS.accepted) &&
    (!kept('user_id') || !kept('map_detail_id') || existing.departure_time !== times.departure_time)
  return {
    ...values,
    ...times,
    name: `${direction!.entry.name} ${values.departure_time}`,
    map_id: direction!.map.id,
    car_contract_id: values.car_contract_id ?? null,
    // a contract's trip is a chartered one
    ...(values.car_contract_id ? { is_contract: true } : {}),
    ...(reassigned ? { status: TRIP_STATUS.new, sent_to_driver_at: null, reason: null } : {}),
  } as TripValues
}

/** List rows carry what the roster shows beside the trip: seats sold (tickets not cancelled) and the car's seats. */
export function withSeats(trip: Trip): Trip {
  return {
    ...trip,
    seats_sold: db.tickets.filter((tk) => tk.trip_id === trip.id && !tk.deleted_at).length,
    seat_count: (trip.car_id && db.cars.find(trip.car_id)?.seats) || 0,
  }
}

/** The roster's filters `date` (the plan day) and `car_contract_id` (a contract's trips), and its order: by departure, then id. */
function rosterRows(rows: Trip[], filters: Record<string, string>) {
  const { date, car_contract_id: contract } = filters
  delete filters.date
  delete filters.car_contract_id
  return rows
    .filter((t) => (!date || t.plan_date === date) && (!contract || String(t.car_contract_id) === contract))
    .sort((a, b) => a.departure_time.localeCompare(b.departure_time) || a.id - b.id)
    .map(withSeats)
}

const clock = (iso: string | null | undefined) => (iso ? iso.slice(11, 16) : null)
const words = (lang: Lang) => (lang === 'vi' ? viTrips : enTrips)

/** The roster's columns as it shows them; headers are the form's field labels. */
const TRIP_COLUMNS: Array<ExportColumn<Trip>> = [
  { key: 'plan_date', value: (r) => displayDate(r.plan_date) },
  { key: 'departure_time', value: (r) => clock(r.departure_time) },
  { key: 'return_time', value: (r) => clock(r.return_time) },
  { key: 'map_detail_id', value: (r) => directionOf(r.map_detail_id)?.entry.name ?? null },
  { key: 'car_id', value: (r) => (r.car_id && db.cars.find(r.car_id)?.license_plate) || null },
  { key: 'user_id', value: (r) => (r.user_id && db.users.find(r.user_id)?.fullname) || null },
  {
    key: 'seats',
    header: { vi: viTrips.roster.seats, en: enTrips.roster.seats },
    value: (r) => `${r.seats_sold ?? 0}/${r.seat_count ?? 0}`,
  },
  { key: 'status', value: (r, lang) => words(lang).status[r.status as TripStatus] },
  {
    key: 'flags',
    header: { vi: viTrips.roster.flags, en: enTrips.roster.flags },
    value: (r, lang) =>
      (['is_heighway', 'is_madagui', 'is_contract'] as const)
        .filter((f) => r[f])
        .map((f) => words(lang).fields[f])
        .join(', ') || null,
  },
  { key: 'note', value: (r) => r.note ?? null },
]

/**
 * POST /api/trip/status { id, version, status, reason? }: a clerk's move of DECISIONS #7. A breakdown is also the
 * booking clerks' (trip.report-broken); every other move needs trip.update (tripMoveCodes).
 */
const moveStatus = http.post(
  `*${API.tripStatus}`,
  safe(async ({ request }) => {
    // first the codes of any move (a breakdown's include trip.update), then, the move read, that move's own
    requirePermission(request, tripMoveCodes(TRIP_STATUS.broken))
    const body = await readJson(request)
    const trip = db.trips.find(Number(body.id))
    if (!trip) throw new ApiError(404, t(request, 'notFound'))
    const move = parseWrite(request, tripStatusSchema, body, 'trips')
    requirePermission(request, tripMoveCodes(move.status))
    if (move.version !== trip.version) throw new ApiError(409, t(request, 'staleWrite'))
    const names = words(langOf(request)).status
    if (!canMoveTrip(trip.status, move.status) || DRIVER_ANSWERS.includes(move.status as TripStatus))
      assertValid(request, {
        status: [
          say(request, 'moveRefused', names[trip.status as TripStatus], names[move.status as TripStatus]),
        ],
      })
    const row = db.trips.update(trip.id, {
      status: move.status,
      ...(move.status === TRIP_STATUS.cancelled ? { reason: move.reason } : {}),
    })!
    emitChanged(tripContract.group, 'updated', [row.id], request)
    return ok(row, t(request, 'updated'))
  }),
)

/** GET /api/driver/all-active: active driver accounts, public fields only, for the roster's choices. */
const activeDrivers = http.get(
  `*${API.driverActive}`,
  safe(({ request }) => {
    requirePermission(request, [
      'trip.view',
      tripContract.writes.create,
      tripContract.writes.update,
      'trip.statistical', // the statistics' driver filter
    ])
    return ok(
      db.users
        .filter((u) => u.status === 1 && !!u.is_driver)
        .map((u) => ({ id: u.id, fullname: u.fullname, phone: u.phone ?? null })),
    )
  }),
)

export const tripHandlers = [
  moveStatus,
  activeDrivers,
  ...crud({
    contract: tripContract,
    write: tripWriteSchema,
    rows: () => db.trips,
    readCodes: READ_CODES,
    defaults: () => ({
      status: TRIP_STATUS.new,
      is_heighway: false,
      is_madagui: false,
      is_contract: false,
      car_contract_id: null,
      sent_to_driver_at: null,
      reason: null,
      ...noTripMoney(),
    }),
    rules: tripRules,
    filter: rosterRows,
    // a trip with tickets or goods on it stays
    inUse: (id) =>
      !!db.tickets.findBy((tk) => tk.trip_id === id && !tk.deleted_at) ||
      !!db.shippingOrders.findBy((o) => o.trip_id === id),
    exportExcel: {
      code: 'trip.view',
      sheet: { vi: viTrips.roster.list, en: enTrips.roster.list },
      filename: 'lich-chay-tai-xe',
      columns: TRIP_COLUMNS,
    },
  }),
]
