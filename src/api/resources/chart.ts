import { queryOptions } from '@tanstack/react-query'
import { getOne } from '../http'
import { API } from '../paths'
import type { GeneralChart, TicketsToday } from '../schemas/chart'

export const chartKeys = {
  all: ['chart'] as const,
  general: () => [...chartKeys.all, 'general'] as const,
  ticketsToday: () => [...chartKeys.all, 'tickets-today'] as const,
}

/** GET today's figures for the dashboard. Resolves null when the call came back empty (403, network). */
export const generalChartQuery = () =>
  queryOptions({
    queryKey: chartKeys.general(),
    queryFn: () => getOne<GeneralChart>(API.chart.general),
  })

/** GET the tickets behind today's "tickets sold" figure (TICKETS_TODAY_READERS). */
export const ticketsTodayQuery = () =>
  queryOptions({
    queryKey: chartKeys.ticketsToday(),
    queryFn: () => getOne<TicketsToday>(API.chart.ticketsToday),
  })
