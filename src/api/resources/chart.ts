import { queryOptions } from '@tanstack/react-query'
import { getOne } from '../http'
import { API } from '../paths'
import type { GeneralChart } from '../schemas/chart'

export const chartKeys = {
  all: ['chart'] as const,
  general: () => [...chartKeys.all, 'general'] as const,
}

/** GET today's figures for the dashboard. Resolves null when the call came back empty (403, network). */
export const generalChartQuery = () =>
  queryOptions({
    queryKey: chartKeys.general(),
    queryFn: () => getOne<GeneralChart>(API.chart.general),
  })
