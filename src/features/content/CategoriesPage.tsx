import { useMemo, useState, type ReactNode } from 'react'
import { Tabs } from 'antd'
import { useTranslation } from 'react-i18next'
import { CATEGORY_TYPE_KEYS, CONTENT_LANGUAGES } from '../../api/contracts/content'
import { categories } from '../../api/resources/category'
import { tags } from '../../api/resources/tag'
import type { Resource } from '../../api/define-resource'
import type { Category, Tag } from '../../api/schemas/content'
import { DataTable, type DataColumn } from '../../components/data-table'
import { FilterSelect, StatusFilter } from '../../components/ListFilters'
import { nameColumn, statusColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import type { TaxonomySearch } from './search'

type Taxonomy = Tag & Partial<Pick<Category, 'type'>>

const TaxonomyDialog = lazyDialog(() => import('./TaxonomyDialog').then((m) => m.TaxonomyDialog))

/**
 * /category (category.view): the website's categories (news, route guides, notices) and, on their own tab, its
 * tags; each with its slug, language and how many articles it holds (one holding any is not deleted).
 */
export function CategoriesPage({
  search,
  setSearch,
  openTab,
}: {
  search: TaxonomySearch
  setSearch: SearchPatch<TaxonomySearch>
  /** another tab is another list: its own filters, page and sort */
  openTab: (tab: TaxonomySearch['tab']) => void
}) {
  const { t } = useTranslation(['ui', 'content', 'menu'])
  const kind = search.tab === 'tags' ? 'tag' : 'category'
  const tabs = (
    <Tabs
      aria-label={t('content:category.tabs')}
      activeKey={kind}
      onChange={(key) => openTab(key === 'tag' ? 'tags' : undefined)}
      items={[
        { key: 'category', label: t('content:category.categories') },
        { key: 'tag', label: t('content:category.tags') },
      ]}
    />
  )
  return <TaxonomyList key={kind} kind={kind} tabs={tabs} search={search} setSearch={setSearch} />
}

function TaxonomyList({
  kind,
  tabs,
  search,
  setSearch,
}: {
  kind: 'category' | 'tag'
  tabs: ReactNode
  search: TaxonomySearch
  setSearch: SearchPatch<TaxonomySearch>
}) {
  const { t } = useTranslation(['ui', 'content', 'menu'])
  const labels = useFieldLabels('content')
  // one list of either: a tag is a category without a type
  const resource = (kind === 'tag' ? tags : categories) as unknown as Resource<Taxonomy>
  const { tab: _tab, ...listSearch } = search
  const { table, setFilter, rights } = useResourceList(resource, listSearch, setSearch)
  const [editing, setEditing] = useState<Taxonomy | 'new' | null>(null)
  const typeWords = t('content:categoryType', { returnObjects: true }) as Record<string, string>
  const languageWords = t('content:language', { returnObjects: true }) as Record<string, string>

  const columns = useMemo<DataColumn<Taxonomy>[]>(
    () => [
      { ...nameColumn<Taxonomy>(labels.name), lines: 2 },
      ...(kind === 'category'
        ? [
            {
              id: 'type',
              header: labels.type,
              cell: (r: Taxonomy) => typeWords[CATEGORY_TYPE_KEYS[r.type ?? 0]],
              sortable: true,
            },
          ]
        : []),
      { id: 'slug', header: labels.slug, cell: (r) => r.slug, sortable: true },
      { id: 'language', header: labels.language, cell: (r) => languageWords[r.language] ?? r.language },
      {
        id: 'article_count',
        header: labels.article_count,
        cell: (r) => r.article_count,
        align: 'right',
        sortable: true,
      },
      statusColumn(labels.status),
    ],
    [labels, kind, typeWords, languageWords],
  )

  return (
    <ListScreen
      title={t('menu:categories')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={TaxonomyDialog.preload}
      createText={kind === 'tag' ? t('content:category.createTag') : t('content:category.create')}
    >
      {tabs}
      <DataTable<Taxonomy>
        {...table}
        label={kind === 'tag' ? t('content:category.tagList') : t('content:category.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey={kind}
        onEdit={rights.update ? setEditing : undefined}
        toolbar={
          <ListToolbar q={search.q} onSearch={(q) => setFilter({ q })}>
            {kind === 'category' && (
              <FilterSelect<number>
                label={labels.type}
                value={search.type}
                onChange={(type) => setFilter({ type })}
                options={CATEGORY_TYPE_KEYS.map((key, value) => ({ value, label: typeWords[key] }))}
              />
            )}
            <FilterSelect<string>
              label={labels.language}
              value={search.language}
              onChange={(language) => setFilter({ language: language as TaxonomySearch['language'] })}
              options={CONTENT_LANGUAGES.map((value) => ({ value, label: languageWords[value] }))}
            />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {editing && (
          <TaxonomyDialog
            kind={kind}
            row={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </DialogSuspense>
    </ListScreen>
  )
}
