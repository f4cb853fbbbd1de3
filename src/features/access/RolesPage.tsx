import { useMemo, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { roles, useAllRoles } from '../../api/resources/role'
import type { RoleRow } from '../../api/schemas/access'
import { useMe } from '../../api/resources/auth'
import { useConfirm } from '../../components/confirm/use-confirm'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { StatusFilter } from '../../components/ListFilters'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { nameColumn, statusColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ColorSwatch } from '../../components/StatusTag'
import { toast } from '../../components/toast'
import { isSuperRole, roleIsMine } from './role-rules'
import { usePrimaryColours } from '../../components/primary-colours'
import type { RoleSearch } from './search'

const RoleDialog = lazyDialog(() => import('./RoleDialog').then((m) => m.RoleDialog))

/**
 * The roles (/role, role.view): their colour, parent and how many accounts hold each. Edit and delete are offered
 * to holders of their codes, never on the super role nor on a role the user holds (the backend refuses both); a
 * delete is asked by name, and refused by the backend while accounts hold the role.
 */
export function RolesPage({ search, setSearch }: { search: RoleSearch; setSearch: SearchPatch<RoleSearch> }) {
  const { t } = useTranslation(['ui', 'access', 'roles', 'table', 'menu'])
  const labels = useFieldLabels('access')
  const me = useMe()
  const navigate = useNavigate()
  const { table, setFilter, rights } = useResourceList(roles, search, setSearch)
  const all = useAllRoles()
  const colours = usePrimaryColours()
  const remove = useMutation(roles.remove())
  const [confirm, holder] = useConfirm()
  const [editing, setEditing] = useState<RoleRow | 'new' | null>(null)

  const nameOf = useMemo(() => new Map(all.data?.map((r) => [r.id, r.name])), [all.data])
  const colourName = useMemo(() => new Map(colours.map((c) => [c.color, c.name])), [colours])

  const columns = useMemo<DataColumn<RoleRow>[]>(
    () => [
      nameColumn(labels.name),
      { id: 'slug', header: labels.slug, cell: (r) => r.slug, sortable: true, nowrap: true },
      {
        id: 'color',
        header: labels.color,
        cell: (r) => (
          <ColorSwatch color={r.color} name={r.color ? colourName.get(r.color.toLowerCase()) : undefined} />
        ),
      },
      {
        id: 'parent_id',
        header: labels.parent_id,
        cell: (r) => (r.parent_id ? (nameOf.get(r.parent_id) ?? '') : ''),
      },
      statusColumn(labels.status),
      {
        id: 'users_count',
        header: t('roles:roles.usersCount'),
        cell: (r) => r.users_count ?? 0,
        sortable: true,
        align: 'right',
      },
      { id: 'description', header: labels.description, cell: (r) => r.description, defaultHidden: true },
    ],
    [labels, t, nameOf, colourName],
  )

  const deleteRole = (role: RoleRow) =>
    confirm({
      title: t('roles:roles.deleteTitle', { name: role.name }),
      okText: t('roles:roles.delete'),
      danger: true,
      onOk: async () => {
        if (await remove.mutateAsync([role.id])) toast.success(t('roles:roles.deleted', { name: role.name }))
      },
    })

  /** Edit and delete on the roles the user may change; the permissions page on every role (read-only where they may not). */
  const rowActionsOf = (r: RoleRow): RowAction[] => {
    const changeable = !isSuperRole(r) && !roleIsMine(me, r)
    return [
      ...(changeable && rights.update
        ? [
            {
              key: 'edit',
              label: t('roles:roles.edit'),
              name: t('table:edit', { label: r.name }),
              onIntent: RoleDialog.preload,
              onSelect: () => setEditing(r),
            },
          ]
        : []),
      {
        key: 'permissions',
        label: t('roles:roles.permissions'),
        name: `${t('roles:roles.permissions')} ${r.name}`,
        onSelect: () => void navigate({ to: '/role/$id/permissions', params: { id: String(r.id) } }),
      },
      ...(changeable && rights.delete
        ? [
            {
              key: 'delete',
              label: t('roles:roles.delete'),
              name: t('table:delete', { label: r.name }),
              danger: true,
              busy: remove.isPending && remove.variables?.[0] === r.id,
              onSelect: () => void deleteRole(r),
            },
          ]
        : []),
    ]
  }

  return (
    <ListScreen
      title={t('menu:roles')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={RoleDialog.preload}
      createText={t('roles:roles.create')}
    >
      {holder}
      <DataTable<RoleRow>
        {...table}
        label={t('roles:roles.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey="role"
        rowActions={rowActionsOf}
        // one role at a time, asked by name: no selection for a bulk delete
        onDelete={undefined}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('roles:roles.searchPlaceholder')}
          >
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {editing && (
          <RoleDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
      </DialogSuspense>
    </ListScreen>
  )
}
