import { z } from 'zod'

/** GET /api/chart/general: today's figures, computed by the backend from its data. */
export const generalChartSchema = z.object({
  date: z.string(), // YYYY-MM-DD, the backend's today
  trips_today: z.number(),
  tickets_today: z.number(),
  waiting_bookings: z.number(),
  waiting_goods: z.number(),
  /** the day before's, shown beside today's (the previous period of the same length) */
  trips_yesterday: z.number(),
  tickets_yesterday: z.number(),
})
export type GeneralChart = z.infer<typeof generalChartSchema>

/** GET /api/chart/tickets-today: the tickets behind `tickets_today`, newest first (their count is the figure). */
export interface TicketsToday {
  date: string
  tickets: Array<{
    id: number
    code: string
    booking_at: string
    customer_name: string
    phone: string
    trip_name: string
    plan_date: string
    seat_code: string
    /** price + surcharge + pick-up and drop-off fees */
    total: number
  }>
  /** the tickets' totals summed */
  total: number
}
