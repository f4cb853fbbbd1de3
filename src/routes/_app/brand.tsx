import { createFileRoute } from '@tanstack/react-router'
import { brandContract } from '../../api/contracts/fleet'
import { useTranslation } from 'react-i18next'
import { brands } from '../../api/resources/brand'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/brand')({
  ...listRoute(brandContract, { titleKey: 'menu.brands', filters: { status: numberFilter() } }),
  component: function BrandRoute() {
    const { t } = useTranslation()
    const setSearch = useSearchPatch(Route.useNavigate())
    return (
      <CatalogPage
        resource={brands}
        text="brand"
        title={t('menu.brands')}
        search={Route.useSearch()}
        setSearch={setSearch}
      />
    )
  },
})
