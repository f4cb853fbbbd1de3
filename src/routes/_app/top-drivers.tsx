import { createFileRoute } from '@tanstack/react-router'
import { TOP_LIMITS } from '../../api/contracts/stats'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { TopDriversPage, type TopSearch } from '../../features/stats/pages'
import { loadNamespaces } from '../../i18n'
import { dayFilter } from '../../lib/list-search'

/** The range and the top N live in the address. */
export const Route = createFileRoute('/_app/top-drivers')({
  ...guardedRoute('trip.top_drivers', 'menu.topDrivers'),
  validateSearch: (raw: Record<string, unknown>): TopSearch => ({
    from: dayFilter()(raw.from),
    to: dayFilter()(raw.to),
    limit: (TOP_LIMITS as readonly unknown[]).includes(raw.limit) ? (raw.limit as number) : undefined,
  }),
  loader: () => loadNamespaces('stats', 'range'),
  component: function TopDriversRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <TopDriversPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
