import { createFileRoute } from '@tanstack/react-router'
import { brandScreen } from '../../api/contracts/screens'
import { useTranslation } from 'react-i18next'
import { brands } from '../../api/resources/brand'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CatalogPage } from '../../features/fleet/CatalogPage'
import { numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/brand')({
  ...listRoute(brandScreen, { titleKey: 'menu:brands', filters: { status: numberFilter() } }),
  loader: (match) => prefetch(match, brands.list(searchToQuery(match.deps))),
  component: function BrandRoute() {
    const { t } = useTranslation(['ui', 'menu'])
    const setSearch = useSearchPatch(Route.useNavigate())
    return (
      <CatalogPage
        resource={brands}
        text="brand"
        title={t('menu:brands')}
        search={Route.useSearch()}
        setSearch={setSearch}
      />
    )
  },
})
