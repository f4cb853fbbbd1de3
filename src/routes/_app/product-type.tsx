import { useCallback } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { productTypes } from '../../api/resources/product-type'
import { RequirePermission } from '../../components/RequirePermission'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/product-type')({
  staticData: { titleKey: 'fleet.productType.title' },
  validateSearch: listSearch({ status: numberFilter() }),
  component: ProductTypeRoute,
})

function ProductTypeRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const setSearch = useCallback(
    (patch: Partial<typeof search>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  )
  return (
    <RequirePermission code="shipping.view">
      <CatalogPage resource={productTypes} text="productType" search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
