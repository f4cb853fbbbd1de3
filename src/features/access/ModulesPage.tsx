import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { modules } from '../../api/resources/module'
import type { Module } from '../../api/schemas/access'
import { DataTable, type DataColumn } from '../../components/data-table'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { nameColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import { type SearchPatch } from '../../components/resource/use-search-patch'
import type { ListSearch } from '../../lib/list-search'
import { ModuleIconView } from './module-icons'
import { ModulesByRole } from './ModulesByRole'

const ModuleDialog = lazyDialog(() => import('./ModuleDialog').then((m) => m.ModuleDialog))

/** /module: the modules with their actions, a create / edit dialog, and a role's actions per module. */
export function ModulesPage({
  search,
  setSearch,
}: {
  search: ListSearch
  setSearch: SearchPatch<ListSearch>
}) {
  const { t } = useTranslation(['ui', 'access', 'roles', 'menu'])
  const labels = useFieldLabels('access')
  const { table, setFilter, rights } = useResourceList(modules, search, setSearch)
  const [editing, setEditing] = useState<Module | 'new' | null>(null)

  const columns = useMemo<DataColumn<Module>[]>(
    () => [
      nameColumn(labels.name),
      { id: 'code', header: labels.code, cell: (r) => <code>{r.code}</code>, sortable: true, nowrap: true },
      { id: 'icon', header: labels.icon, cell: (r) => <ModuleIconView name={r.icon} /> },
      {
        id: 'actions_count',
        header: t('roles:modules.actions'),
        cell: (r) => r.sub_actions.length,
        align: 'right',
      },
      { id: 'description', header: labels.description, cell: (r) => r.description ?? '' },
    ],
    [labels, t],
  )

  return (
    <ListScreen
      title={t('menu:modules')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={ModuleDialog.preload}
      createText={t('roles:modules.create')}
    >
      <DataTable<Module>
        {...table}
        label={t('roles:modules.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey="module"
        onEdit={rights.update ? setEditing : undefined}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('roles:modules.search')}
          />
        }
      />
      <ModulesByRole />
      <DialogSuspense>
        {editing && (
          <ModuleDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
      </DialogSuspense>
    </ListScreen>
  )
}
