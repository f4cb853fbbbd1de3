import { createFileRoute } from '@tanstack/react-router'
import { generalChartQuery } from '../../api/resources/chart'
import { DashboardPage } from '../../features/dashboard/DashboardPage'

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { titleKey: 'dashboard.title' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(generalChartQuery()),
  component: DashboardPage,
})
