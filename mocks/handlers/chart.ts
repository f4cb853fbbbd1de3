import { http } from 'msw'
import { API } from '../../src/api/paths.ts'
import type { GeneralChart } from '../../src/api/schemas/chart.ts'
import { db } from '../db/index.ts'
import { vnDate, vnToday } from '../db/time.ts'
import { ok, requireUser, safe } from './util.ts'

/** Today's figures (Asia/Ho_Chi_Minh), computed from the live data. */
export function computeGeneralChart(today = vnToday()): GeneralChart {
  return {
    date: today,
    trips_today: db.trips.filter((trip) => vnDate(Date.parse(trip.departure_time)) === today).length,
    tickets_today: db.tickets.filter(
      (ticket) => !ticket.deleted_at && vnDate(Date.parse(ticket.booking_at)) === today,
    ).length,
    waiting_bookings: db.waitingBookings.filter((b) => b.status === 0).length,
    waiting_goods: db.waitingGoods.filter((g) => g.status !== 3).length,
  }
}

export const chartHandlers = [
  http.get(
    `*${API.chart.general}`,
    safe(({ request }) => {
      requireUser(request)
      return ok(computeGeneralChart())
    }),
  ),
]
