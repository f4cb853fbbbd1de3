/**
 * Moving passengers between trips (/booking/split-merge, /split-merge-trip/{id}): the rules of SPEC §5, pure, used
 * by the mover's form before sending and by the backend on the write. Free of zod and of the network.
 */
import { SEAT_TYPES } from './fleet.ts'

/** The mover's refusals, keys of the `move` namespace's `rules` (SPEC §5 wording). */
export const MOVE_RULES = [
  'needSelection',
  'differentTrips',
  'sameTrip',
  'seatsMatchGuests',
  'noRoom',
  'otherDirection',
] as const
export type MoveRule = (typeof MOVE_RULES)[number]

/** What a move is judged on: the tickets selected (with their trip), the two trips, the seats chosen, the room. */
export interface MoveDraft {
  /** the trip of each selected ticket */
  selected: ReadonlyArray<{ trip_id: number }>
  from_trip_id: number | null
  to_trip_id: number | null
  /** seats chosen on the target, or null when the backend seats them (a new trip, a merge) */
  seat_count: number | null
  /** seats free on the target ({@link freeSeatCount}); null while unknown */
  free: number | null
  /** both trips' directions, when known: passengers move within one direction only */
  from_direction?: number | null
  to_direction?: number | null
}

/** The first rule a move breaks, in the order a clerk meets them; null when it may be sent. */
export function moveRefusal(draft: MoveDraft): MoveRule | null {
  if (draft.selected.length === 0) return 'needSelection'
  const trips = new Set(draft.selected.map((k) => k.trip_id))
  if (trips.size > 1 || (draft.from_trip_id !== null && !trips.has(draft.from_trip_id)))
    return 'differentTrips'
  if (draft.to_trip_id !== null && draft.to_trip_id === draft.from_trip_id) return 'sameTrip'
  if (
    draft.from_direction != null &&
    draft.to_direction != null &&
    draft.from_direction !== draft.to_direction
  )
    return 'otherDirection'
  if (draft.free !== null && draft.free < draft.selected.length) return 'noRoom'
  if (draft.seat_count !== null && draft.seat_count !== draft.selected.length) return 'seatsMatchGuests'
  return null
}

interface SeatLike {
  id: number
  code: string
  type: number
}

/**
 * The seats of a car a passenger may move onto: for sale (not type 4), not sold to a live ticket, not held by
 * another clerk; in map order. `mineHeld` seats (my own holds) stay free for me.
 */
export function freeSeats<S extends SeatLike>(
  seats: readonly S[],
  soldSeatIds: Iterable<number>,
  holds: ReadonlyArray<{ seat_id: number; mine: boolean }>,
): S[] {
  const sold = new Set(soldSeatIds)
  const othersHeld = new Set(holds.filter((h) => !h.mine).map((h) => h.seat_id))
  return seats.filter((s) => s.type !== SEAT_TYPES.RESERVED && !sold.has(s.id) && !othersHeld.has(s.id))
}

/** How many seats are free: seats for sale minus those sold minus those other clerks hold. */
export const freeSeatCount = (
  seats: readonly SeatLike[],
  soldSeatIds: Iterable<number>,
  holds: ReadonlyArray<{ seat_id: number; mine: boolean }>,
): number => freeSeats(seats, soldSeatIds, holds).length

/**
 * Where passengers land when the seats are not chosen one by one (a merge, a new trip): each keeps its seat's code
 * when that seat is free on the target, the others take the first free seats in map order. Null: not enough room.
 */
export function landingSeats<S extends SeatLike>(
  tickets: ReadonlyArray<{ seat_code: string }>,
  free: readonly S[],
): S[] | null {
  if (free.length < tickets.length) return null
  const byCode = new Map(free.map((s) => [s.code, s]))
  const taken = new Set<number>()
  const kept = tickets.map((k) => {
    const seat = byCode.get(k.seat_code)
    if (seat) taken.add(seat.id)
    return seat
  })
  const rest = free.filter((s) => !taken.has(s.id))
  return kept.map((seat) => seat ?? rest.shift()!)
}

/** Pairs the passengers with the seats chosen, in the order shown: the preview "who → which seat". */
export const pairSeats = <K, S>(tickets: readonly K[], seats: readonly S[]) =>
  tickets.map((ticket, i) => ({ ticket, seat: seats[i] ?? null }))

/** DECISIONS #7: the emptied trip of a merge is cancelled, which only a trip new, accepted or declined allows. */
export const MERGEABLE_TRIP_STATUSES: readonly number[] = [0, 1, 2]
