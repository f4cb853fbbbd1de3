/** Route maps (SPEC §3, §7): stops, offices and direction pairs, written as one route. */
import { http } from 'msw'
import type { z } from 'zod'
import { directionName } from '../../src/api/contracts/maps.ts'
import { mapContract } from '../../src/api/contracts/groups.ts'
import {
  routeMapWriteSchema,
  type MapDetail,
  type Office,
  type Place,
  type RouteMap,
} from '../../src/api/schemas/routes.ts'
import type viMaps from '../../src/i18n/locales/vi/maps.ts'
import { messageCatalogue } from '../catalogues.ts'
import { db } from '../db/index.ts'
import { emitChanged } from '../realtime.ts'
import { crud } from './crud.ts'
import { ApiError, assertValid, langOf, ok, param, requireUser, safe, t } from './util.ts'

type MapValues = z.output<typeof routeMapWriteSchema>
type RuleKey = keyof (typeof viMaps)['validation']

/** A rule's message from the `maps` catalogue (the words the screen knows), in the request's language. */
const say = (request: Request, key: RuleKey, ...args: string[]) =>
  args.reduce(
    (text, arg, i) => text.replace(`{{${i}}}`, arg),
    messageCatalogue(langOf(request), 'maps').messages?.[key] ?? key,
  )

/** A direction is used while a trip, a waiting booking or goods refer to it (their `map_detail_id`). */
const directionUsed = (id: number) =>
  !!db.trips.findBy((tr) => tr.map_detail_id === id) ||
  !!db.waitingBookings.findBy((b) => b.map_detail_id === id) ||
  !!db.waitingGoods.findBy((g) => g.map_detail_id === id) ||
  !!db.shippingOrders.findBy((o) => o.map_detail_id === id)

/** A route is used while a trip runs on it or one of its directions is used. */
const routeUsed = (id: number) => {
  const map = db.maps.find(id)
  return (
    !!db.trips.findBy((tr) => tr.map_id === id) ||
    !!map?.details.some((d) => directionUsed(d.forward.id) || directionUsed(d.reverse.id))
  )
}

/** Places are known by their code on every route: the same code keeps its id; a new code gets the next one. */
function placeIds(): (place: { code: string; name: string }) => Place {
  const ids = new Map<string, number>()
  for (const d of db.maps.all().flatMap((m) => m.details))
    for (const p of [d.place_from, d.place_to]) ids.set(p.code, p.id)
  let last = Math.max(0, ...ids.values())
  return ({ code, name }) => {
    if (!ids.has(code)) ids.set(code, ++last)
    return { id: ids.get(code)!, code, name }
  }
}

/** Ids of `stored` rows named again by `sent` (each once): the rest of `sent` is new. */
const keptIds = (stored: Array<{ id: number }>, sent: Array<{ id?: number }>) => {
  const known = new Set(stored.map((r) => r.id))
  const kept = new Set<number>()
  return sent.map((row) => {
    const id = row.id !== undefined && known.has(row.id) && !kept.has(row.id) ? row.id : undefined
    if (id !== undefined) kept.add(id)
    return id
  })
}

/**
 * Code used once; offices named by id exist (once a route); a pair removed only while none of its directions
 * is used. Then the route as stored: stops numbered 1…n (ids kept for the route's own stops), offices
 * created or renamed (on every route showing them), details and their directions keeping their ids (trips
 * refer to a direction's), new ones numbered over every route.
 */
function mapRules(request: Request, values: MapValues, existing: RouteMap | undefined): MapValues {
  const errors: Record<string, string[]> = {}
  if (db.maps.findBy((m) => m.id !== existing?.id && m.code === values.code))
    errors.code = [say(request, 'codeTaken')]
  const officeIds = new Set<number>()
  values.offices.forEach((office, i) => {
    if (office.id === undefined) return
    if (!db.offices.find(office.id)) errors[`offices.${i}.name`] = [say(request, 'officeNotFound')]
    else if (officeIds.has(office.id)) errors[`offices.${i}.name`] = [say(request, 'officeRepeated')]
    officeIds.add(office.id)
  })
  const detailIds = keptIds(existing?.details ?? [], values.details)
  const lost = (existing?.details ?? []).filter((d) => !detailIds.includes(d.id))
  const usedDirection = lost.flatMap((d) => [d.forward, d.reverse]).find((dir) => directionUsed(dir.id))
  if (usedDirection) errors.details = [say(request, 'directionInUse', usedDirection.name)]
  assertValid(request, errors)

  const mapId = existing?.id ?? db.maps.nextId()
  const stopIds = keptIds(existing?.stops ?? [], values.stops)
  const stops = values.stops.map((stop, i) => ({
    ...stop,
    id: stopIds[i] ?? ++db.seq.stop,
    position: i + 1,
    note: stop.note ?? null,
  }))
  const offices = values.offices.map((o) => saveOffice(request, o, mapId))
  const place = placeIds()
  const stored = new Map((existing?.details ?? []).map((d) => [d.id, d]))
  const details = values.details.map((d, i): MapDetail => {
    const kept = detailIds[i] === undefined ? undefined : stored.get(detailIds[i])
    const from = place(d.place_from)
    const to = place(d.place_to)
    return {
      id: kept?.id ?? ++db.seq.mapDetail,
      map_id: mapId,
      place_from: from,
      place_to: to,
      forward: {
        id: kept?.forward.id ?? ++db.seq.direction,
        code: `${from.code}-${to.code}`,
        name: directionName(from.name, to.name),
        is_reverse_direction: false,
      },
      reverse: {
        id: kept?.reverse.id ?? ++db.seq.direction,
        code: `${to.code}-${from.code}`,
        name: directionName(to.name, from.name),
        is_reverse_direction: true,
      },
    }
  })
  // the stored route's own shape (ids, positions, derived directions) and, on create, the id taken above
  return { ...values, id: mapId, stops, offices, details } as unknown as MapValues
}

type OfficeValues = MapValues['offices'][number]

/** A new office, or an existing one renamed here and on every other route showing it. */
function saveOffice(
  request: Request,
  office: OfficeValues,
  mapId: number,
): Pick<Office, 'id' | 'name' | 'short_name'> {
  const { name, short_name } = office
  if (office.id === undefined) {
    const created = db.offices.insert({ name, short_name, address: null, phone: null })
    emitChanged('office', 'created', [created.id], request)
    return { id: created.id, name, short_name }
  }
  const current = db.offices.find(office.id)!
  if (current.name !== name || current.short_name !== short_name) {
    db.offices.update(office.id, { name, short_name })
    emitChanged('office', 'updated', [office.id], request)
    const others = db.maps.filter((m) => m.id !== mapId && m.offices.some((o) => o.id === office.id))
    for (const map of others)
      db.maps.update(
        map.id,
        { offices: map.offices.map((o) => (o.id === office.id ? { id: o.id, name, short_name } : o)) },
        // a renamed office is not an edit of those routes: their open forms stay current
        { keepVersion: true },
      )
    if (others.length)
      emitChanged(
        'map',
        'updated',
        others.map((m) => m.id),
        request,
      )
  }
  return { id: office.id, name, short_name }
}

/**
 * SPEC §7 "map get-by-role": the map details of the active routes, for any signed-in account (the app derives
 * the directions and their order per role: src/api/directions.ts). Registered ahead of the routes' `/:id`.
 */
const mapsByRoleHandler = http.get(
  `*${mapContract.path}/get-by-role`,
  safe(({ request }) => {
    requireUser(request)
    return ok(db.maps.filter((m) => m.status === 1).flatMap((m) => m.details))
  }),
)

export const mapHandlers = [
  mapsByRoleHandler,
  // SPEC §7 "get-office-by-id-map-detail": the offices of the route a direction belongs to (the shipping
  // desk's sending and receiving offices)
  http.get(
    `*${mapContract.path}/get-office-by-id-map-detail/:id`,
    safe(({ request, params }) => {
      requireUser(request)
      const id = Number(param(params.id))
      const map = db.maps.findBy((m) => m.details.some((d) => d.forward.id === id || d.reverse.id === id))
      if (!map) throw new ApiError(404, t(request, 'notFound'))
      return ok(map.offices)
    }),
  ),
  ...crud({
    contract: mapContract,
    write: routeMapWriteSchema,
    rows: () => db.maps,
    defaults: () => ({ status: 1, stops: [], offices: [], details: [] }),
    rules: mapRules,
    inUse: routeUsed,
    inUseMessage: (request) => say(request, 'routeInUse'),
  }),
]
