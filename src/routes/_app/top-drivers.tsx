import { createFileRoute } from '@tanstack/react-router'
import { topDriversQuery } from '../../api/resources/stats'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { TopDriversPage } from '../../features/stats/pages'
import { topQuery } from '../../features/stats/query'
import { topSearch } from '../../features/stats/search'

/** The range and the top N live in the address. */
export const Route = createFileRoute('/_app/top-drivers')({
  ...screenRoute('trip.top_drivers', 'menu:topDrivers', ['stats', 'range', 'shipping', 'desk']),
  validateSearch: topSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => prefetch(match, topDriversQuery(topQuery(match.deps))),
  component: function TopDriversRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <TopDriversPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
