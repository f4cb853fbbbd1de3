import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { brands } from '../../api/resources/brand'
import { RequirePermission } from '../../components/RequirePermission'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/brand')({
  staticData: { titleKey: 'fleet.brand.title' },
  validateSearch: listSearch({ status: numberFilter() }),
  component: BrandRoute,
})

function BrandRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const setSearch = useCallback(
    (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  )
  return (
    <RequirePermission code="brand.view">
      <CatalogPage resource={brands} text="brand" search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
