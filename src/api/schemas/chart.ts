import { z } from 'zod'

/** GET /api/chart/general: today's figures, computed by the backend from its data. */
export const generalChartSchema = z.object({
  date: z.string(), // YYYY-MM-DD, the backend's today
  trips_today: z.number(),
  tickets_today: z.number(),
  waiting_bookings: z.number(),
  waiting_goods: z.number(),
})
export type GeneralChart = z.infer<typeof generalChartSchema>
