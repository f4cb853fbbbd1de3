import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { generalChartQuery } from '../../api/resources/chart'
import { DashboardPage } from '../../features/dashboard/DashboardPage'

export const Route = createFileRoute('/_app/dashboard')({
  staticData: { titleKey: 'layout.dashboard' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(generalChartQuery())
    return loadNamespaces('dashboard')
  },
  component: DashboardPage,
})
