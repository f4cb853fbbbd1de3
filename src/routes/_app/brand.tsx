import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../i18n'
import { brands } from '../../api/resources/brand'
import { RequirePermission } from '../../components/RequirePermission'
import { useSearchPatch } from '../../components/use-resource-list'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { listSearch, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/brand')({
  staticData: { titleKey: 'menu.brands' },
  validateSearch: listSearch({ status: numberFilter() }),
  loader: () => loadNamespaces('fleet', 'table', 'form'),
  component: BrandRoute,
})

function BrandRoute() {
  const search = Route.useSearch()
  const setSearch = useSearchPatch(Route.useNavigate())
  return (
    <RequirePermission code="brand.view">
      <CatalogPage resource={brands} text="brand" search={search} setSearch={setSearch} />
    </RequirePermission>
  )
}
