import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../api/http'
import { articles } from '../../../api/resources/article'
import { categories } from '../../../api/resources/category'
import { tags } from '../../../api/resources/tag'
import { NotFoundPage } from '../../../components/NotFound'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { ArticlePage } from '../../../features/content/ArticlePages'
import { recordIdOf } from '../../../lib/list-search'

/** An article (article.view): its form, read-only without article.update. */
export const Route = createFileRoute('/_app/article/$id')({
  ...screenRoute('article.view', 'menu:articles', ['content']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(articles.detail(id)).then(
        (article) => {
          if (!article) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      prefetch(match, categories.all(), tags.all()),
    ])
    return { id }
  },
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function ArticleRoute() {
    return <ArticlePage id={Route.useLoaderData().id} />
  },
})
