import { http } from 'msw'
import { TRIP_STATUS, type DeclineReason } from '../../src/api/contracts/trips.ts'
import {
  seesEveryDriver,
  TRIP_CONFIRM_API,
  TRIP_CONFIRM_CODE,
  TRIP_SEND_CODE,
} from '../../src/api/contracts/trip-confirm.ts'
import {
  tripAnswerWriteSchema,
  tripToConfirmSchema,
  type Trip,
  type TripToConfirm,
} from '../../src/api/schemas/trips.ts'
import viTrips from '../../src/i18n/locales/vi/trips.ts'
import enTrips from '../../src/i18n/locales/en/trips.ts'
import { db } from '../db/index.ts'
import { vnIsoAt, vnToday } from '../db/time.ts'
import { emitChanged } from '../realtime.ts'
import { ApiError, codesOf, isSuper, langOf, ok, readJson, requirePermission, safe, t } from './util.ts'
import { parseWrite } from './validate.ts'

const TEXT = { vi: viTrips, en: enTrips }
type Refusal = keyof typeof viTrips.confirm.refusals

/** A refusal in the request's language, with the app's own words (namespace `trips`). */
function refuse(request: Request, status: number, key: Refusal, statusOf?: Trip): ApiError {
  const text = TEXT[langOf(request)]
  const word = statusOf ? text.status[statusOf.status as keyof typeof text.status] : ''
  return new ApiError(status, text.confirm.refusals[key].replace('{{0}}', word))
}

const say = (request: Request, key: 'sent' | 'accepted' | 'declined') => TEXT[langOf(request)].confirm[key]

/**
 * A decline's reason as the trip keeps it: the common reason's words in the operator's language (the settings'
 * default, whatever language the driver's screen is in: the clerks read it on the roster), or the text of "other".
 */
function declineWords(answer: { reason_key?: DeclineReason; reason?: string | null }) {
  if (answer.reason_key === 'other' || !answer.reason_key) return answer.reason ?? null
  const operator = db.settings.default_language.startsWith('en') ? 'en' : 'vi'
  return TEXT[operator].confirm.declineReasons[answer.reason_key]
}

/** The trip of a body's `id`, or a thrown 404. */
function tripOf(request: Request, id: unknown): Trip {
  const trip = db.trips.find(Number(id))
  if (!trip) throw new ApiError(404, t(request, 'notFound'))
  return trip
}

const isPending = (trip: Trip) => trip.status === TRIP_STATUS.new && !!trip.sent_to_driver_at

/** The trip with what the screen shows beside it: its direction, its car, its driver. */
function withNames(trip: Trip): TripToConfirm {
  const direction = db.maps
    .all()
    .flatMap((m) => m.details.flatMap((d) => [d.forward, d.reverse]))
    .find((d) => d.id === trip.map_detail_id)
  const car = trip.car_id === null ? undefined : db.cars.find(trip.car_id)
  const driver = trip.user_id === null ? undefined : db.users.find(trip.user_id)
  // the schema keeps only what the screen shows: not the trip's money
  return tripToConfirmSchema.parse({
    ...trip,
    direction_name: direction?.name ?? '',
    car_plate: car?.license_plate ?? null,
    car_name: car?.name ?? null,
    driver_name: driver?.fullname ?? null,
    driver_phone: driver?.phone ?? null,
  })
}

/** Sending a trip to its driver, the driver's list and answer (README "The backend contract" 37–40). */
export const tripConfirmHandlers = [
  http.post(
    `*${TRIP_CONFIRM_API.send}`,
    safe(async ({ request }) => {
      requirePermission(request, TRIP_SEND_CODE)
      const body = await readJson(request)
      const trip = tripOf(request, body.id)
      if (trip.user_id === null) throw refuse(request, 422, 'noDriver')
      if (trip.status !== TRIP_STATUS.new) throw refuse(request, 409, 'notNew', trip)
      if (trip.plan_date < vnToday()) throw refuse(request, 422, 'pastDay')
      const sent = db.trips.update(trip.id, { sent_to_driver_at: vnIsoAt() })!
      emitChanged('trip', 'updated', [sent.id], request)
      return ok(sent, say(request, 'sent'))
    }),
  ),
  http.get(
    `*${TRIP_CONFIRM_API.pending}`,
    safe(({ request }) => {
      const user = requirePermission(request, TRIP_CONFIRM_CODE)
      const held = codesOf(user)
      const everyDriver = seesEveryDriver(user, (code) => isSuper(user) || held.has(code))
      const today = vnToday()
      // `status=1`: the trips accepted, from today on; else those awaiting an answer
      const accepted = new URL(request.url).searchParams.get('status') === String(TRIP_STATUS.accepted)
      const listed = (trip: Trip) => (accepted ? trip.status === TRIP_STATUS.accepted : isPending(trip))
      const rows = db.trips
        .filter(
          (trip) => listed(trip) && trip.plan_date >= today && (everyDriver || trip.user_id === user.id),
        )
        .sort((a, b) => Date.parse(a.departure_time) - Date.parse(b.departure_time) || a.id - b.id)
      return ok(rows.map(withNames))
    }),
  ),
  http.post(
    `*${TRIP_CONFIRM_API.answer}`,
    safe(async ({ request }) => {
      const user = requirePermission(request, TRIP_CONFIRM_CODE)
      const answer = parseWrite(request, tripAnswerWriteSchema, await readJson(request), 'trips')
      const trip = tripOf(request, answer.id)
      if (trip.user_id !== user.id) throw refuse(request, 403, 'notYourTrip')
      if (trip.status === TRIP_STATUS.cancelled) throw refuse(request, 409, 'cancelled')
      if (trip.status === TRIP_STATUS.accepted || trip.status === TRIP_STATUS.declined)
        throw refuse(request, 409, 'answered', trip)
      if (trip.status !== TRIP_STATUS.new) throw refuse(request, 409, 'notWaiting', trip)
      if (!trip.sent_to_driver_at) throw refuse(request, 409, 'notSent')
      if (trip.plan_date < vnToday()) throw refuse(request, 422, 'pastDay')
      if (answer.version !== trip.version) throw new ApiError(409, t(request, 'staleWrite'))
      const answered = db.trips.update(
        trip.id,
        answer.accept
          ? { status: TRIP_STATUS.accepted, reason: null }
          : { status: TRIP_STATUS.declined, reason: declineWords(answer) },
      )!
      emitChanged('trip', 'updated', [answered.id], request)
      return ok(answered, say(request, answer.accept ? 'accepted' : 'declined'))
    }),
  ),
]
