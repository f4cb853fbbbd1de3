import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { RequirePermission } from '../../components/RequirePermission'
import { VehicleTypesPage } from '../../features/fleet/VehicleTypesPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/vehicle')({
  staticData: { titleKey: 'fleet.vehicle.title' },
  validateSearch: listSearch({ status: numberFilter() }),
  component: VehicleRoute,
})

function VehicleRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const setSearch = useCallback(
    (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  )
  return (
    <RequirePermission code="vehicle.view">
      <VehicleTypesPage search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
