import { createFileRoute } from '@tanstack/react-router'
import { categoryScreen } from '../../api/contracts/screens'
import { categories } from '../../api/resources/category'
import { tags } from '../../api/resources/tag'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CategoriesPage } from '../../features/content/CategoriesPage'
import { taxonomyFilters } from '../../features/content/search'
import { searchToQuery } from '../../lib/list-search'

/** The website's categories and, on their tab, its tags (category.view). */
export const Route = createFileRoute('/_app/category')({
  ...listRoute(categoryScreen, { titleKey: 'menu:categories', filters: taxonomyFilters }),
  loader: (match) => {
    const { tab, ...search } = match.deps
    return prefetch(match, (tab === 'tags' ? tags : categories).list(searchToQuery(search)))
  },
  component: function CategoriesRoute() {
    const navigate = Route.useNavigate()
    const setSearch = useSearchPatch(navigate)
    return (
      <CategoriesPage
        search={Route.useSearch()}
        setSearch={setSearch}
        openTab={(tab) => void navigate({ search: tab ? { tab } : {} })}
      />
    )
  },
})
