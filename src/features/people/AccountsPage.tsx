import { useMemo, useState } from 'react'
import { Button, Flex } from 'antd'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_TYPES } from '../../api/contracts/account'
import { useMe } from '../../api/resources/auth'
import { useAllRoles } from '../../api/resources/role'
import { accounts } from '../../api/resources/user'
import type { Account } from '../../api/schemas/people'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { ExportButton } from '../../components/ExportButton'
import { FilterSelect } from '../../components/ListFilters'
import { dateColumn, useFieldLabels } from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { ToneTag } from '../../components/StatusTag'
import { formatPhone } from '../../lib/format'
import { mayManageAccount } from '../../lib/permissions'
import { AccountStatusFilter, accountStatusColumn, useAccountActions } from './account-actions'
import { accountTypeOf } from '../../api/contracts/account'
import type { AccountSearch } from './search'

const ResetPasswordDialog = lazyDialog(() =>
  import('./ResetPasswordDialog').then((m) => m.ResetPasswordDialog),
)

/**
 * The staff accounts. `/user` (user.view) is the directory: who works here, their roles and how to reach them.
 * `/users` (user.update) is the administration of the same list: edit, lock, reset a password, delete, add;
 * each offered on the accounts the signed-in user may manage (none stronger than their own, never their own lock
 * or delete). The backend refuses the rest all the same.
 */
export function AccountsPage({
  search,
  setSearch,
  manage,
}: {
  search: AccountSearch
  setSearch: SearchPatch<AccountSearch>
  manage: boolean
}) {
  const { t } = useTranslation(['ui', 'access', 'table', 'menu'])
  const labels = useFieldLabels('access')
  const me = useMe()
  const navigate = useNavigate()
  const { table, setFilter, query, rights } = useResourceList(accounts, search, setSearch)
  const roles = useAllRoles()
  const { lockAndDelete, holder } = useAccountActions(accounts)
  const [resetting, setResetting] = useState<Account | null>(null)

  const columns = useMemo<DataColumn<Account>[]>(
    () => [
      {
        id: 'fullname',
        header: labels.fullname,
        cell: (r) => r.fullname,
        sortable: true,
        hideable: false,
      },
      { id: 'username', header: labels.username, cell: (r) => r.username, sortable: true, nowrap: true },
      {
        id: 'roles',
        header: labels.role_ids,
        cell: (r) => (
          <Flex gap={4} wrap>
            {r.roles.map((role) => (
              <ToneTag key={role.id}>{role.name}</ToneTag>
            ))}
          </Flex>
        ),
      },
      {
        id: 'phone',
        header: labels.phone,
        cell: (r) => formatPhone(r.phone),
        sortable: true,
        nowrap: true,
      },
      // the administration keeps room for its actions: the e-mail behind the column chooser
      { id: 'email', header: labels.email, cell: (r) => r.email, sortable: true, defaultHidden: manage },
      {
        id: 'type',
        header: t('access:users.type'),
        cell: (r) => t(`access:users.types.${accountTypeOf(r)}`),
      },
      accountStatusColumn(labels.status),
      dateColumn<Account>('created_at', labels.created_at, { hidden: true }),
    ],
    [labels, t, manage],
  )

  /** What the user may do to an account: none to a stronger one; never lock or delete their own. */
  const rowActionsOf = (r: Account): RowAction[] => {
    if (!rights.update || !mayManageAccount(me, r)) return []
    const self = r.id === me?.id
    const edit: RowAction = {
      key: 'edit',
      label: t('access:users.edit'),
      name: t('table:edit', { label: r.fullname }),
      onSelect: () => void navigate({ to: '/user/$id', params: { id: String(r.id) } }),
    }
    if (self) return [edit]
    return [
      edit,
      {
        key: 'reset',
        label: t('access:users.resetPassword'),
        name: `${t('access:users.resetPassword')} ${r.fullname}`,
        onIntent: ResetPasswordDialog.preload,
        onSelect: () => setResetting(r),
      },
      ...lockAndDelete(r, rights.delete),
    ]
  }

  return (
    <ListScreen
      title={t(manage ? 'menu:userAdmin' : 'menu:users')}
      onCreate={rights.create ? () => void navigate({ to: '/user/add' }) : undefined}
      createText={t('access:users.create')}
      actions={
        <>
          {!manage && rights.update && (
            <Button onClick={() => void navigate({ to: '/users' })}>{t('access:users.manage')}</Button>
          )}
          <ExportButton
            command={accounts.export}
            vars={{ query, filename: t('access:users.exportFile') }}
            done={t('access:users.exported')}
          >
            {t('access:users.export')}
          </ExportButton>
        </>
      }
    >
      {holder}
      <DataTable<Account>
        {...table}
        label={t('access:users.list')}
        columns={columns}
        rowLabel={(r) => r.fullname}
        storageKey={manage ? 'users' : 'user'}
        rowActions={manage ? rowActionsOf : undefined}
        // one account at a time, asked by name: no selection for a bulk delete
        onDelete={undefined}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('access:users.searchPlaceholder')}
          >
            <FilterSelect<number>
              label={labels.role_ids}
              value={search.role_id}
              onChange={(role_id) => setFilter({ role_id })}
              options={roles.data?.map((role) => ({ value: role.id, label: role.name }))}
              width={220}
            />
            <FilterSelect<string>
              label={t('access:users.type')}
              value={search.type}
              onChange={(type) => setFilter({ type: type as AccountSearch['type'] })}
              options={ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`access:users.types.${type}`) }))}
              width={220}
            />
            <AccountStatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {resetting && <ResetPasswordDialog account={resetting} onClose={() => setResetting(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}
