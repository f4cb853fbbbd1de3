import { createFileRoute } from '@tanstack/react-router'
import { commentScreen } from '../../api/contracts/screens'
import { articles } from '../../api/resources/article'
import { comments } from '../../api/resources/comment'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CommentsPage } from '../../features/content/CommentsPage'
import { commentFilters } from '../../features/content/search'
import { searchToQuery } from '../../lib/list-search'

/** Readers' comments on the website's articles (article.view): shown or hidden in bulk. */
export const Route = createFileRoute('/_app/comment')({
  ...listRoute(commentScreen, { titleKey: 'menu:comments', filters: commentFilters }),
  loader: (match) => prefetch(match, comments.list(searchToQuery(match.deps)), articles.all()),
  component: function CommentsRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CommentsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
