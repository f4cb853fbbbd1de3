import { createFileRoute } from '@tanstack/react-router'
import { categories } from '../../../api/resources/category'
import { tags } from '../../../api/resources/tag'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { NewArticlePage } from '../../../features/content/ArticlePages'

/** A new article (article.create): written, scheduled or published. */
export const Route = createFileRoute('/_app/article/add')({
  ...screenRoute('article.create', 'menu:articles', ['content']),
  loader: (match) => prefetch(match, categories.all(), tags.all()),
  component: NewArticlePage,
})
