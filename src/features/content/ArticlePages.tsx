import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { articles } from '../../api/resources/article'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { ArticleForm } from './ArticleForm'

/** /article/add (article.create): a new article; saved, it opens on its own page. */
export function NewArticlePage() {
  const { t } = useTranslation('content')
  return (
    <RecordScreen title={t('article.create')} back={<Link to="/article">{t('article.back')}</Link>}>
      <ArticleForm />
    </RecordScreen>
  )
}

/** /article/{id}: an article's form (read-only without article.update). */
export function ArticlePage({ id }: { id: number }) {
  const { t } = useTranslation('content')
  const article = articles.useDetail(id)
  return (
    <RecordScreen
      title={article.data ? article.data.name : t('article.title')}
      back={<Link to="/article">{t('article.back')}</Link>}
    >
      <QueryState query={article} error={t('article.loadError')}>
        {(row) => <ArticleForm key={row.id} row={row} />}
      </QueryState>
    </RecordScreen>
  )
}
