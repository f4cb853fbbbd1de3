import { createFileRoute } from '@tanstack/react-router'
import { shippingStatsQuery } from '../../api/resources/stats'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { StatisticalShippingPage } from '../../features/stats/pages'
import { shippingStatQuery } from '../../features/stats/query'
import { shippingStatSearch } from '../../features/stats/search'

/** Doanh thu gửi hàng: the range, the office, the direction and the goods type (0: none) live in the address. */
export const Route = createFileRoute('/_app/statistical-shipping')({
  ...screenRoute('trip.statistical_shipping', 'menu:statisticalShipping', [
    'stats',
    'range',
    'shipping',
    'desk',
  ]),
  validateSearch: shippingStatSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => prefetch(match, shippingStatsQuery(shippingStatQuery(match.deps))),
  component: function StatisticalShippingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <StatisticalShippingPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
