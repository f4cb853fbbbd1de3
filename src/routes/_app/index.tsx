import { createFileRoute } from '@tanstack/react-router'
import { generalChartQuery } from '../../api/resources/chart'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { DashboardPage } from '../../features/dashboard/DashboardPage'

export const Route = createFileRoute('/_app/')({
  ...screenRoute('signed-in', 'layout.dashboard', ['dashboard']),
  loader: (match) => prefetch(match, generalChartQuery()),
  component: DashboardPage,
})
