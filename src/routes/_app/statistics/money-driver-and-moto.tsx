import { createFileRoute } from '@tanstack/react-router'
import { payStatsQuery } from '../../../api/resources/stats'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { MoneyDriverAndMotoPage } from '../../../features/stats/pages'
import { payQuery } from '../../../features/stats/query'
import { paySearch } from '../../../features/stats/search'

/** Tiền công tài xế, xe ôm: the range and who is shown live in the address. */
export const Route = createFileRoute('/_app/statistics/money-driver-and-moto')({
  ...screenRoute('statistics.StatisticMoneyDriverAndMoto', 'menu:moneyDriverAndMoto', [
    'stats',
    'range',
    'shipping',
    'desk',
  ]),
  validateSearch: paySearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => prefetch(match, payStatsQuery(payQuery(match.deps))),
  component: function MoneyDriverAndMotoRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <MoneyDriverAndMotoPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
