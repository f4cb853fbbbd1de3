import { useMemo, useState } from 'react'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ARTICLE_STATES } from '../../api/contracts/content'
import { articles } from '../../api/resources/article'
import { categories } from '../../api/resources/category'
import { tags } from '../../api/resources/tag'
import type { Article } from '../../api/schemas/content'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { DateTime } from '../../components/DateTime'
import { ExportButton } from '../../components/ExportButton'
import { FilterSelect } from '../../components/ListFilters'
import { useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ArticleStateTag } from './ArticleStateTag'
import type { ArticleSearch } from './search'

const ArticlePreview = lazyDialog(() => import('./ArticlePreview').then((m) => m.ArticlePreview))

/**
 * /article (article.view): the website's articles, newest first, with what a reader sees of each now (a draft,
 * scheduled, published or hidden); filtered by that, category and tag; previewed as the website shows them; exported.
 */
export function ArticlesPage({
  search,
  setSearch,
}: {
  search: ArticleSearch
  setSearch: SearchPatch<ArticleSearch>
}) {
  const { t } = useTranslation(['ui', 'content', 'menu'])
  const labels = useFieldLabels('content')
  const navigate = useNavigate()
  const { table, setFilter, query, rights } = useResourceList(articles, search, setSearch)
  const categoryRows = categories.useAll()
  const tagRows = tags.useAll()
  const [previewed, setPreviewed] = useState<Article | null>(null)
  const stateWords = t('content:articleState', { returnObjects: true }) as Record<string, string>

  const columns = useMemo<DataColumn<Article>[]>(
    () => [
      {
        id: 'name',
        header: labels.name,
        cell: (r) => (
          <Link to="/article/$id" params={{ id: String(r.id) }}>
            {r.name}
          </Link>
        ),
        sortable: true,
        hideable: false,
        lines: 2,
      },
      { id: 'category_name', header: labels.category_id, cell: (r) => r.category_name, sortable: true },
      {
        id: 'state',
        header: labels.status,
        cell: (r) => <ArticleStateTag state={r.state} />,
        sortable: true,
      },
      {
        id: 'public_at',
        header: labels.public_at,
        cell: (r) => <DateTime value={r.public_at} />,
        sortable: true,
      },
      { id: 'author_name', header: labels.author_name, cell: (r) => r.author_name, sortable: true },
      {
        id: 'updated_at',
        header: labels.updated_at,
        cell: (r) => <DateTime value={r.updated_at} />,
        sortable: true,
        defaultHidden: true,
      },
      { id: 'slug', header: labels.slug, cell: (r) => r.slug, defaultHidden: true },
    ],
    [labels],
  )

  const rowActionsOf = (row: Article): RowAction[] => [
    {
      key: 'edit',
      label: t('content:article.edit'),
      name: t('content:article.editNamed', { 0: row.name }),
      onSelect: () => void navigate({ to: '/article/$id', params: { id: String(row.id) } }),
    },
    {
      key: 'preview',
      label: t('content:article.preview'),
      name: t('content:article.previewNamed', { 0: row.name }),
      onIntent: ArticlePreview.preload,
      onSelect: () => setPreviewed(row),
    },
  ]

  return (
    <ListScreen
      title={t('menu:articles')}
      onCreate={rights.create ? () => void navigate({ to: '/article/add' }) : undefined}
      createText={t('content:article.create')}
      actions={
        <ExportButton
          command={articles.export}
          vars={{ query, filename: t('content:article.exportFile') }}
          done={t('content:article.exported')}
        >
          {t('content:article.export')}
        </ExportButton>
      }
    >
      <DataTable<Article>
        {...table}
        label={t('content:article.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey="article"
        rowActions={rowActionsOf}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('content:article.searchPlaceholder')}
          >
            <FilterSelect<string>
              label={labels.status}
              value={search.state}
              onChange={(state) => setFilter({ state: state as ArticleSearch['state'] })}
              options={ARTICLE_STATES.map((value) => ({ value, label: stateWords[value] }))}
            />
            <FilterSelect<number>
              label={labels.category_id}
              value={search.category_id}
              onChange={(category_id) => setFilter({ category_id })}
              width={220}
              options={categoryRows.data?.map((c) => ({ value: c.id, label: c.name }))}
            />
            <FilterSelect<number>
              label={labels.tag_ids}
              value={search.tag_id}
              onChange={(tag_id) => setFilter({ tag_id })}
              options={tagRows.data?.map((tag) => ({ value: tag.id, label: tag.name }))}
            />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {previewed && <ArticlePreview article={previewed} onClose={() => setPreviewed(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}
