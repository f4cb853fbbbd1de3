import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { RequirePermission } from '../../components/RequirePermission'
import { useSearchPatch } from '../../components/use-resource-list'
import { VehicleTypesPage } from '../../features/fleet/VehicleTypesPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/vehicle')({
  staticData: { titleKey: 'menu.vehicleTypes' },
  validateSearch: listSearch({ status: numberFilter() }),
  loader: () => loadNamespaces('fleet', 'table', 'form', 'seatMap'),
  component: VehicleRoute,
})

function VehicleRoute() {
  const search = Route.useSearch()
  const setSearch = useSearchPatch(Route.useNavigate())
  return (
    <RequirePermission code="vehicle.view">
      <VehicleTypesPage search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
