import { createFileRoute } from '@tanstack/react-router'
import { cars } from '../../api/resources/car'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CarsPage } from '../../features/fleet/CarsPage'
import { numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/car')({
  ...listRoute(cars, {
    titleKey: 'menu.cars',
    filters: { status: numberFilter(), brand_id: numberFilter(), vehicle_type_id: numberFilter() },
  }),
  component: function CarRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CarsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
