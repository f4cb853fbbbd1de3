import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { productTypes } from '../../api/resources/product-type'
import { RequirePermission } from '../../components/RequirePermission'
import { useSearchPatch } from '../../components/use-resource-list'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/product-type')({
  staticData: { titleKey: 'menu.productTypes' },
  validateSearch: listSearch({ status: numberFilter() }),
  loader: () => loadNamespaces('fleet', 'table', 'form'),
  component: ProductTypeRoute,
})

function ProductTypeRoute() {
  const search = Route.useSearch()
  const setSearch = useSearchPatch(Route.useNavigate())
  return (
    <RequirePermission code="shipping.view">
      <CatalogPage resource={productTypes} text="productType" search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
