import { createFileRoute } from '@tanstack/react-router'
import { cars } from '../../api/resources/car'
import { carScreen } from '../../api/contracts/screens'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CarsPage } from '../../features/fleet/CarsPage'
import { numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/car')({
  ...listRoute(carScreen, {
    titleKey: 'menu:cars',
    filters: { status: numberFilter(), brand_id: numberFilter(), vehicle_type_id: numberFilter() },
  }),
  loader: (match) => prefetch(match, cars.list(searchToQuery(match.deps))),
  component: function CarRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CarsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
