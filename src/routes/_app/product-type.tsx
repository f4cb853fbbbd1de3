import { createFileRoute } from '@tanstack/react-router'
import { productTypeContract } from '../../api/contracts/fleet'
import { useTranslation } from 'react-i18next'
import { productTypes } from '../../api/resources/product-type'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/product-type')({
  ...listRoute(productTypeContract, { titleKey: 'menu.productTypes', filters: { status: numberFilter() } }),
  component: function ProductTypeRoute() {
    const { t } = useTranslation()
    const setSearch = useSearchPatch(Route.useNavigate())
    return (
      <CatalogPage
        resource={productTypes}
        text="productType"
        title={t('menu.productTypes')}
        search={Route.useSearch()}
        setSearch={setSearch}
      />
    )
  },
})
