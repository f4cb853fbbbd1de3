import { createFileRoute } from '@tanstack/react-router'
import { carContractScreen } from '../../../api/contracts/screens'
import { carContracts } from '../../../api/resources/car-contract'
import { listRoute, prefetch } from '../../../components/resource/screen-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { CarContractsPage } from '../../../features/contracts/CarContractsPage'
import { carContractFilters } from '../../../features/contracts/search'
import { searchToQuery } from '../../../lib/list-search'

/** Car-rental contracts (carContract.view): their money and status, filtered by status, car and days. */
export const Route = createFileRoute('/_app/car-contract/')({
  ...listRoute(carContractScreen, { titleKey: 'menu:carContracts', filters: carContractFilters }),
  loader: (match) => prefetch(match, carContracts.list(searchToQuery(match.deps))),
  component: function CarContractsRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CarContractsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
