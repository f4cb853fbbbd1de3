import { createFileRoute } from '@tanstack/react-router'
import { reportScreen } from '../../api/contracts/screens'
import { reports } from '../../api/resources/report'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { ReportsPage } from '../../features/content/ReportsPage'
import { reportFilters } from '../../features/content/search'
import { searchToQuery } from '../../lib/list-search'

/** Customers' reports and feedback from the website (report.view), answered by e-mail. */
export const Route = createFileRoute('/_app/report')({
  ...listRoute(reportScreen, { titleKey: 'menu:reports', filters: reportFilters }),
  loader: (match) => prefetch(match, reports.list(searchToQuery(match.deps))),
  component: function ReportsRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ReportsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
