/** The dashboard's figures (under ['chart']: ticket, trip, waiting booking and waiting goods events refresh them). */
import { defineGroup, get } from '../define-group'
import { API } from '../paths'
import type { GeneralChart, TicketsToday } from '../schemas/chart'
import { generalChartSchema, ticketsTodaySchema } from 'virtual:shapes/chart'

const chart = defineGroup('chart')

/** Today's figures for the dashboard. */
export const generalChartQuery = chart.query('general', () =>
  get<GeneralChart>(API.chart.general, undefined, { shape: generalChartSchema }),
)

/** The tickets behind today's "tickets sold" figure (TICKETS_TODAY_READERS). */
export const ticketsTodayQuery = chart.query('tickets-today', () =>
  get<TicketsToday>(API.chart.ticketsToday, undefined, { shape: ticketsTodaySchema }),
)
