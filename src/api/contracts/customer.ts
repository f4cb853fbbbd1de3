/**
 * A customer's standing (README "Decisions: Customers: points and levels"), one rule for the app and the backend:
 * every paid ticket that is not cancelled earns one point per full 10.000 ₫ of what it cost (fare, surcharge and
 * fees), on the day it was booked; the points reached give the level. Computed from the tickets as they are: a
 * paid ticket cancelled takes its points back, and a rise it made with them. Points are not spent here. Their
 * trips are the tickets not cancelled whose day has come.
 */
import { ticketTotal } from './booking.ts'

export const DONG_PER_POINT = 10_000

/** The levels and the points each starts at, lowest first. */
export const CUSTOMER_LEVELS = [
  { level: 1, key: 'member', from: 0 },
  { level: 2, key: 'silver', from: 100 },
  { level: 3, key: 'gold', from: 300 },
  { level: 4, key: 'diamond', from: 1000 },
] as const
export type CustomerLevel = (typeof CUSTOMER_LEVELS)[number]['level']
export type CustomerLevelKey = (typeof CUSTOMER_LEVELS)[number]['key']

export const levelKeyOf = (level: number): CustomerLevelKey =>
  (CUSTOMER_LEVELS.find((l) => l.level === level) ?? CUSTOMER_LEVELS[0]).key

/** The level `points` reach. */
export function levelOf(points: number): CustomerLevel {
  let reached: CustomerLevel = CUSTOMER_LEVELS[0].level
  for (const l of CUSTOMER_LEVELS) if (points >= l.from) reached = l.level
  return reached
}

/** The level above the one `points` reach, and the points it starts at (none above the highest). */
export const nextLevelOf = (points: number) => CUSTOMER_LEVELS.find((l) => l.from > points)

/** What a ticket needs for the rule: its money, paid or not, cancelled or not, and its day. */
export interface PointTicket {
  price: number
  surcharge: number
  pick_fee: number
  drop_fee: number
  is_paid: boolean
  deleted_at?: string | null
  departure_date: string
  /** ISO 8601 with +07:00: its first ten characters are the day in Ho Chi Minh City */
  booking_at: string
}

/** The points one ticket earns: none unpaid or cancelled. */
export const ticketPoints = (ticket: PointTicket): number =>
  ticket.is_paid && !ticket.deleted_at ? Math.floor(ticketTotal(ticket) / DONG_PER_POINT) : 0

export interface LevelChange {
  /** the day the ticket that reached the level was booked (YYYY-MM-DD) */
  date: string
  from: CustomerLevel
  to: CustomerLevel
  /** the points then */
  points: number
}

export interface CustomerStanding {
  points: number
  level: CustomerLevel
  /** the points still missing to the next level; null at the highest */
  to_next: number | null
  /** tickets not cancelled whose day has come */
  trips_count: number
  /** the latest of those days */
  last_trip_date: string | null
  /** every rise of level, oldest first */
  changes: LevelChange[]
}

/** A customer's standing from their tickets (any order) on `today` (YYYY-MM-DD in Ho Chi Minh City). */
export function customerStanding(tickets: readonly PointTicket[], today: string): CustomerStanding {
  const live = tickets.filter((k) => !k.deleted_at)
  const byBooking = [...live].sort((a, b) => a.booking_at.localeCompare(b.booking_at))
  let points = 0
  let level = levelOf(0)
  const changes: LevelChange[] = []
  for (const ticket of byBooking) {
    points += ticketPoints(ticket)
    const reached = levelOf(points)
    if (reached !== level) {
      changes.push({ date: ticket.booking_at.slice(0, 10), from: level, to: reached, points })
      level = reached
    }
  }
  const travelled = live.map((k) => k.departure_date).filter((day) => day <= today)
  const next = nextLevelOf(points)
  return {
    points,
    level,
    to_next: next ? next.from - points : null,
    trips_count: travelled.length,
    last_trip_date: travelled.length ? travelled.reduce((a, b) => (a > b ? a : b)) : null,
    changes,
  }
}
