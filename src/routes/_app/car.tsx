import { createFileRoute } from '@tanstack/react-router'
import { carContract } from '../../api/contracts/fleet'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CarsPage } from '../../features/fleet/CarsPage'
import { numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/car')({
  ...listRoute(carContract, {
    titleKey: 'menu.cars',
    filters: { status: numberFilter(), brand_id: numberFilter(), vehicle_type_id: numberFilter() },
  }),
  component: function CarRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CarsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
