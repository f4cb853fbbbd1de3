import { createFileRoute } from '@tanstack/react-router'
import { vehicleTypes } from '../../api/resources/vehicle'
import { vehicleTypeScreen } from '../../api/contracts/screens'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { VehicleTypesPage } from '../../features/fleet/VehicleTypesPage'
import { numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/vehicle')({
  ...listRoute(vehicleTypeScreen, {
    titleKey: 'menu:vehicleTypes',
    filters: { status: numberFilter() },
    ns: ['seatMap'],
  }),
  loader: (match) => prefetch(match, vehicleTypes.list(searchToQuery(match.deps))),
  component: function VehicleRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <VehicleTypesPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
