import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { STATUS_ACTIVE, STATUS_INACTIVE } from '../../api/contracts/contract'
import type { Resource } from '../../api/define-resource'
import type { Account } from '../../api/schemas/people'
import { useConfirm } from '../../components/confirm/use-confirm'
import type { DataColumn, RowAction } from '../../components/data-table'
import { FilterSelect } from '../../components/ListFilters'
import { ToneTag } from '../../components/StatusTag'
import { toast } from '../../components/toast'

/** An account's state in words: active, or locked (an account's word: "đã khóa"). */
export function AccountStatus({ status }: { status: number }) {
  const { t } = useTranslation(['access'])
  return status === STATUS_ACTIVE ? (
    <ToneTag tone="success">{t('access:users.status.active')}</ToneTag>
  ) : (
    <ToneTag tone="danger">{t('access:users.status.locked')}</ToneTag>
  )
}

/** The lists' status filter in an account's words: active or locked. */
export function AccountStatusFilter({
  value,
  onChange,
}: {
  value: number | undefined
  onChange: (status: number | undefined) => void
}) {
  const { t } = useTranslation(['ui', 'access'])
  return (
    <FilterSelect<number>
      label={t('common.status')}
      value={value}
      onChange={onChange}
      options={[
        { value: STATUS_ACTIVE, label: t('access:users.status.active') },
        { value: STATUS_INACTIVE, label: t('access:users.status.locked') },
      ]}
      width={220}
    />
  )
}

export const accountStatusColumn = (header: string): DataColumn<Account> => ({
  id: 'status',
  header,
  cell: (r) => <AccountStatus status={r.status} />,
  sortable: true,
})

/**
 * Lock or unlock and delete an account (a staff account or a driver's), each asked first by name; the backend ends
 * the account's sign-ins. `holder` renders the question.
 */
export function useAccountActions(resource: Resource<Account>) {
  const { t } = useTranslation(['access', 'table'])
  const update = useMutation(resource.update())
  const remove = useMutation(resource.remove())
  const [confirm, holder] = useConfirm()

  const setStatus = (account: Account, lock: boolean) =>
    confirm({
      title: t(lock ? 'access:users.lockTitle' : 'access:users.unlockTitle', { name: account.fullname }),
      okText: t(lock ? 'access:users.lock' : 'access:users.unlock'),
      danger: lock,
      onOk: async () => {
        const status = lock ? STATUS_INACTIVE : STATUS_ACTIVE
        if (await update.mutateAsync({ id: account.id, version: account.version, status }))
          toast.success(t(lock ? 'access:users.locked' : 'access:users.unlocked', { name: account.fullname }))
      },
    })

  const deleteAccount = (account: Account) =>
    confirm({
      title: t('access:users.deleteTitle', { name: account.fullname }),
      okText: t('access:users.delete'),
      danger: true,
      onOk: async () => {
        if (await remove.mutateAsync([account.id]))
          toast.success(t('access:users.deleted', { name: account.fullname }))
      },
    })

  /** The lock (or unlock) of a row, and its delete when the user holds it. */
  const lockAndDelete = (r: Account, canDelete: boolean): RowAction[] => {
    const locked = r.status === STATUS_INACTIVE
    const words = t(locked ? 'access:users.unlock' : 'access:users.lock')
    return [
      {
        key: 'status',
        label: words,
        name: `${words} ${r.fullname}`,
        danger: !locked,
        busy: update.isPending && update.variables?.id === r.id,
        onSelect: () => void setStatus(r, !locked),
      },
      ...(canDelete
        ? [
            {
              key: 'delete',
              label: t('access:users.delete'),
              name: t('table:delete', { label: r.fullname }),
              danger: true,
              busy: remove.isPending && remove.variables?.[0] === r.id,
              onSelect: () => void deleteAccount(r),
            },
          ]
        : []),
    ]
  }
  return { lockAndDelete, holder }
}
