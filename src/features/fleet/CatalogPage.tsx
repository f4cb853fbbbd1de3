import { useMemo, useState } from 'react'
import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Resource } from '../../api/define-resource'
import type { Brand } from '../../api/schemas/fleet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { ListScreen } from '../../components/resource/ListScreen'
import { nameColumn, noteColumn, statusColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import { type SearchPatch } from '../../components/resource/use-search-patch'
import { SearchBox } from '../../components/SearchBox'
import { ColorSwatch } from '../../components/StatusTag'
import { StatusFilter } from '../../components/ListFilters'
import type { ListSearch } from '../../lib/list-search'
import type { CatalogText } from './CatalogDialog'

/** Brands and goods types share one shape (SPEC §3: name, color, status, note) and one screen. */
export type CatalogSearch = ListSearch & { status?: number }

const CatalogDialog = lazyDialog(() => import('./CatalogDialog').then((m) => m.CatalogDialog))

export function CatalogPage({
  resource,
  text,
  title,
  search,
  setSearch,
}: {
  resource: Resource<Brand>
  text: CatalogText
  title: string
  search: CatalogSearch
  setSearch: SearchPatch<CatalogSearch>
}) {
  const { t } = useTranslation(['ui', 'fleet'])
  const labels = useFieldLabels('fleet')
  const { table, setFilter, rights } = useResourceList(resource, search, setSearch)
  const [editing, setEditing] = useState<Brand | 'new' | null>(null)

  const columns = useMemo<DataColumn<Brand>[]>(
    () => [
      nameColumn(labels.name),
      { id: 'color', header: labels.color, cell: (r) => <ColorSwatch color={r.color} /> },
      statusColumn(labels.status),
      noteColumn(labels.note, { shown: true }),
    ],
    [labels],
  )

  return (
    <ListScreen
      title={title}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={CatalogDialog.preload}
      createText={t(`fleet:${text}.create`)}
    >
      <DataTable<Brand>
        {...table}
        label={t(`fleet:${text}.list`)}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey={resource.name}
        onEdit={rights.update ? setEditing : undefined}
        toolbar={
          <Flex gap={8} wrap>
            <SearchBox value={search.q} onSearch={(q) => setFilter({ q })} />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </Flex>
        }
      />
      <DialogSuspense>
        {editing && (
          <CatalogDialog
            resource={resource}
            text={text}
            row={editing === 'new' ? undefined : editing}
            onClose={() => setEditing(null)}
          />
        )}
      </DialogSuspense>
    </ListScreen>
  )
}
