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
export const ticketsTodaySchema = z.object({
  date: z.string(),
  tickets: z.array(
    z.object({
      id: z.number(),
      code: z.string(),
      booking_at: z.string(),
      customer_name: z.string(),
      phone: z.string(),
      trip_name: z.string(),
      plan_date: z.string(),
      seat_code: z.string(),
      /** price + surcharge + pick-up and drop-off fees */
      total: z.number(),
    }),
  ),
  /** the tickets' totals summed */
  total: z.number(),
})
export type TicketsToday = z.infer<typeof ticketsTodaySchema>
