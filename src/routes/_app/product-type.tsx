import { createFileRoute } from '@tanstack/react-router'
import { productTypeScreen } from '../../api/contracts/screens'
import { useTranslation } from 'react-i18next'
import { productTypes } from '../../api/resources/product-type'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/product-type')({
  ...listRoute(productTypeScreen, { titleKey: 'menu:productTypes', filters: { status: numberFilter() } }),
  loader: (match) => prefetch(match, productTypes.list(searchToQuery(match.deps))),
  component: function ProductTypeRoute() {
    const { t } = useTranslation(['ui', 'menu'])
    const setSearch = useSearchPatch(Route.useNavigate())
    return (
      <CatalogPage
        resource={productTypes}
        text="productType"
        title={t('menu:productTypes')}
        search={Route.useSearch()}
        setSearch={setSearch}
      />
    )
  },
})
