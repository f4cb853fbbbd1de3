import { createFileRoute } from '@tanstack/react-router'
import { vehicleTypeContract } from '../../api/contracts/fleet'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { VehicleTypesPage } from '../../features/fleet/VehicleTypesPage'
import { numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/vehicle')({
  ...listRoute(vehicleTypeContract, { titleKey: 'menu.vehicleTypes', filters: { status: numberFilter() } }),
  component: function VehicleRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <VehicleTypesPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
