import { createFileRoute } from '@tanstack/react-router'
import { tripStatsQuery } from '../../api/resources/stats'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { StatisticalTripPage } from '../../features/stats/pages'
import { tripStatQuery } from '../../features/stats/query'
import { tripStatSearch } from '../../features/stats/search'

/** Doanh thu theo chuyến: the range, the direction, the driver and the car (from the dashboard) live in the address. */
export const Route = createFileRoute('/_app/statistical-trip')({
  ...screenRoute('trip.statistical', 'menu:statisticalTrip', ['stats', 'range', 'shipping', 'desk']),
  validateSearch: tripStatSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => prefetch(match, tripStatsQuery(tripStatQuery(match.deps))),
  component: function StatisticalTripRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <StatisticalTripPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
