import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { RequirePermission } from '../../components/RequirePermission'
import { useSearchPatch } from '../../components/use-resource-list'
import { CarsPage } from '../../features/fleet/CarsPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/car')({
  staticData: { titleKey: 'menu.cars' },
  validateSearch: listSearch({
    status: numberFilter(),
    brand_id: numberFilter(),
    vehicle_type_id: numberFilter(),
  }),
  loader: () => loadNamespaces('fleet', 'table', 'form'),
  component: CarRoute,
})

function CarRoute() {
  const search = Route.useSearch()
  const setSearch = useSearchPatch(Route.useNavigate())
  return (
    <RequirePermission code="car.view">
      <CarsPage search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
