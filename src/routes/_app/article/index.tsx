import { createFileRoute } from '@tanstack/react-router'
import { articleScreen } from '../../../api/contracts/screens'
import { articles } from '../../../api/resources/article'
import { listRoute, prefetch } from '../../../components/resource/screen-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { ArticlesPage } from '../../../features/content/ArticlesPage'
import { articleFilters } from '../../../features/content/search'
import { searchToQuery } from '../../../lib/list-search'

/** The website's articles (article.view): their state now, previews and export. */
export const Route = createFileRoute('/_app/article/')({
  ...listRoute(articleScreen, { titleKey: 'menu:articles', filters: articleFilters }),
  loader: (match) => prefetch(match, articles.list(searchToQuery(match.deps))),
  component: function ArticlesRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ArticlesPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
