import { http } from 'msw'
import { ticketTotal } from '../../src/api/contracts/booking.ts'
import { TICKETS_TODAY_READERS } from '../../src/api/contracts/stats.ts'
import { API } from '../../src/api/paths.ts'
import type { GeneralChart, TicketsToday } from '../../src/api/schemas/chart.ts'
import { db } from '../db/index.ts'
import { addDays, vnDate, vnToday } from '../db/time.ts'
import { ok, requirePermission, requireUser, safe } from './util.ts'

/** The live tickets booked on a Ho Chi Minh day: the dashboard's figure and the list behind it. */
const ticketsBookedOn = (day: string) =>
  db.tickets.filter((ticket) => !ticket.deleted_at && vnDate(Date.parse(ticket.booking_at)) === day)

const tripsLeavingOn = (day: string) =>
  db.trips.filter((trip) => vnDate(Date.parse(trip.departure_time)) === day).length

/** Today's figures (Asia/Ho_Chi_Minh), computed from the live data, with the day before's beside them. */
export function computeGeneralChart(today = vnToday()): GeneralChart {
  const yesterday = addDays(today, -1)
  return {
    date: today,
    trips_today: tripsLeavingOn(today),
    tickets_today: ticketsBookedOn(today).length,
    waiting_bookings: db.waitingBookings.filter((b) => b.status === 0).length,
    waiting_goods: db.waitingGoods.filter((g) => g.status !== 3).length,
    trips_yesterday: tripsLeavingOn(yesterday),
    tickets_yesterday: ticketsBookedOn(yesterday).length,
  }
}

/** The tickets behind `tickets_today`, newest first. */
export function ticketsToday(today = vnToday()): TicketsToday {
  const tickets = ticketsBookedOn(today)
    .sort((a, b) => b.booking_at.localeCompare(a.booking_at) || b.id - a.id)
    .map((ticket) => {
      const trip = db.trips.find(ticket.trip_id)
      return {
        id: ticket.id,
        code: ticket.code,
        booking_at: ticket.booking_at,
        customer_name: ticket.customer_name,
        phone: ticket.phone,
        trip_name: trip?.name ?? '',
        plan_date: trip?.plan_date ?? ticket.departure_date,
        seat_code: ticket.seat_code,
        total: ticketTotal(ticket),
      }
    })
  return { date: today, tickets, total: tickets.reduce((sum, k) => sum + k.total, 0) }
}

export const chartHandlers = [
  http.get(
    `*${API.chart.general}`,
    safe(({ request }) => {
      requireUser(request)
      return ok(computeGeneralChart())
    }),
  ),
  http.get(
    `*${API.chart.ticketsToday}`,
    safe(({ request }) => {
      requirePermission(request, TICKETS_TODAY_READERS)
      return ok(ticketsToday())
    }),
  ),
]
