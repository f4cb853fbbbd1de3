import { useMemo } from 'react'
import { Button, Flex } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useCan } from '../../api/resources/auth'
import { articles } from '../../api/resources/article'
import { comments, setCommentsShown } from '../../api/resources/comment'
import type { Comment } from '../../api/schemas/content'
import { DataTable, type DataColumn } from '../../components/data-table'
import { DateTime } from '../../components/DateTime'
import { FilterSelect } from '../../components/ListFilters'
import { useFieldLabels } from '../../components/resource/columns'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ToneTag } from '../../components/StatusTag'
import { toast } from '../../components/toast'
import { formatPhone } from '../../lib/format'
import type { CommentSearch } from './search'

/**
 * /comment (article.view): readers' comments on the website's articles, newest first; the selection shown or
 * hidden at once (comment.update), filtered by shown or hidden and by article.
 */
export function CommentsPage({
  search,
  setSearch,
}: {
  search: CommentSearch
  setSearch: SearchPatch<CommentSearch>
}) {
  const { t } = useTranslation(['ui', 'content', 'menu'])
  const labels = useFieldLabels('content')
  const can = useCan()
  const { table, setFilter } = useResourceList(comments, search, setSearch)
  const articleRows = articles.useAll()
  const bulk = useMutation(setCommentsShown())

  const columns = useMemo<DataColumn<Comment>[]>(
    () => [
      {
        id: 'user_name',
        header: labels.user_name,
        cell: (r) => (
          <>
            {r.user_name}
            {(r.user_phone || r.user_email) && (
              <div className="text-secondary">
                {[r.user_phone && formatPhone(r.user_phone), r.user_email].filter(Boolean).join(' · ')}
              </div>
            )}
          </>
        ),
        sortable: true,
        hideable: false,
      },
      { id: 'content', header: labels.content, cell: (r) => r.content, lines: 2 },
      { id: 'article_id', header: labels.article_id, cell: (r) => r.article_name, lines: 2 },
      {
        id: 'is_active',
        header: labels.is_active,
        cell: (r) =>
          r.is_active ? (
            <ToneTag tone="success">{t('content:comment.shown')}</ToneTag>
          ) : (
            <ToneTag>{t('content:comment.hidden')}</ToneTag>
          ),
        sortable: true,
      },
      {
        id: 'created_at',
        header: labels.created_at,
        cell: (r) => <DateTime value={r.created_at} />,
        sortable: true,
      },
    ],
    [labels, t],
  )

  const setShown = async (rows: Comment[], is_active: 0 | 1, clear: () => void) => {
    const changed = await bulk.mutateAsync({ ids: rows.map((r) => r.id), is_active }).catch(() => null)
    if (!changed) return // refused: already told
    toast.success(
      t(is_active ? 'content:comment.showDone' : 'content:comment.hideDone', { 0: changed.length }),
    )
    clear()
  }

  return (
    <ListScreen title={t('menu:comments')}>
      <DataTable<Comment>
        {...table}
        label={t('content:comment.list')}
        columns={columns}
        rowLabel={(r) => `${r.user_name}: ${r.content.slice(0, 40)}`}
        storageKey="comment"
        onDelete={undefined}
        bulkActions={
          can('comment.update')
            ? (rows, clear) => (
                <Flex gap={4} wrap>
                  <Button loading={bulk.isPending} onClick={() => void setShown(rows, 1, clear)}>
                    {t('content:comment.show', { 0: rows.length })}
                  </Button>
                  <Button loading={bulk.isPending} onClick={() => void setShown(rows, 0, clear)}>
                    {t('content:comment.hide', { 0: rows.length })}
                  </Button>
                </Flex>
              )
            : undefined
        }
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('content:comment.searchPlaceholder')}
          >
            <FilterSelect<number>
              label={labels.is_active}
              value={search.is_active}
              onChange={(is_active) => setFilter({ is_active })}
              options={[
                { value: 1, label: t('content:comment.shown') },
                { value: 0, label: t('content:comment.hidden') },
              ]}
            />
            <FilterSelect<number>
              label={labels.article_id}
              value={search.article_id}
              onChange={(article_id) => setFilter({ article_id })}
              width={260}
              options={articleRows.data?.map((a) => ({ value: a.id, label: a.name }))}
            />
          </ListToolbar>
        }
      />
    </ListScreen>
  )
}
