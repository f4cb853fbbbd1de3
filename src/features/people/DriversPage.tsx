import { useMemo } from 'react'
import { Radio } from 'antd'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DRIVER_KIND } from '../../api/contracts/account'
import { useMe } from '../../api/resources/auth'
import { drivers } from '../../api/resources/driver'
import type { Account } from '../../api/schemas/people'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { ExpiryDate, expiryTone } from '../../components/ExpiryDate'
import { ExportButton } from '../../components/ExportButton'
import { useFieldLabels } from '../../components/resource/columns'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatPhone } from '../../lib/format'
import { mayManageAccount } from '../../lib/permissions'
import { AccountStatusFilter, accountStatusColumn, useAccountActions } from './account-actions'
import type { DriverSearch } from './search'

/**
 * Drivers (/user/driver, code `driver`): the coach and minibus drivers, with their licence (flagged 30 days before
 * it expires), and apart the motorbike drivers. Each opens on its own page with its trips and pay.
 */
export function DriversPage({
  search,
  setSearch,
}: {
  search: DriverSearch
  setSearch: SearchPatch<DriverSearch>
}) {
  const { t } = useTranslation(['ui', 'access', 'table', 'menu'])
  const labels = useFieldLabels('access')
  const me = useMe()
  const navigate = useNavigate()
  const kind = search.type === DRIVER_KIND.motor ? DRIVER_KIND.motor : DRIVER_KIND.driver
  // the list asks for the kind shown: absent in the address is the coach drivers
  const { table, setFilter, query, rights } = useResourceList(drivers, { ...search, type: kind }, setSearch)
  const { lockAndDelete, holder } = useAccountActions(drivers)

  const columns = useMemo<DataColumn<Account>[]>(
    () => [
      { id: 'fullname', header: labels.fullname, cell: (r) => r.fullname, sortable: true, hideable: false },
      {
        id: 'phone',
        header: labels.phone,
        cell: (r) => formatPhone(r.phone),
        sortable: true,
        nowrap: true,
      },
      { id: 'license_class', header: labels.license_class, cell: (r) => r.license_class, nowrap: true },
      {
        id: 'license_expiry',
        header: labels.license_expiry,
        cell: (r) => <ExpiryDate value={r.license_expiry} />,
        sortable: true,
      },
      {
        id: 'years_experience',
        header: labels.years_experience,
        cell: (r) => r.years_experience,
        sortable: true,
        align: 'right',
      },
      { id: 'group_name', header: labels.group_name, cell: (r) => r.group_name, sortable: true },
      accountStatusColumn(labels.status),
    ],
    [labels],
  )

  /** What the user may do to a driver: none to one holding more rights; never lock or delete their own. */
  const rowActionsOf = (r: Account): RowAction[] => {
    if (!rights.update || !mayManageAccount(me, r)) return []
    const edit: RowAction = {
      key: 'edit',
      label: t('access:users.edit'),
      name: t('table:edit', { label: r.fullname }),
      onSelect: () => void navigate({ to: '/user/driver/$id', params: { id: String(r.id) } }),
    }
    return r.id === me?.id ? [edit] : [edit, ...lockAndDelete(r, rights.delete)]
  }

  return (
    <ListScreen
      title={t('menu:drivers')}
      onCreate={
        rights.create
          ? () =>
              void navigate({
                to: '/user/driver/add',
                search: kind === DRIVER_KIND.motor ? { type: DRIVER_KIND.motor } : {},
              })
          : undefined
      }
      createText={t('access:drivers.create')}
      actions={
        <ExportButton
          command={drivers.export}
          vars={{ query, filename: t('access:drivers.exportFile') }}
          done={t('access:drivers.exported')}
        >
          {t('access:drivers.export')}
        </ExportButton>
      }
    >
      {holder}
      <Radio.Group
        aria-label={labels.type}
        optionType="button"
        value={kind}
        onChange={(e) =>
          setFilter({ type: e.target.value === DRIVER_KIND.motor ? DRIVER_KIND.motor : undefined })
        }
        options={[
          { value: DRIVER_KIND.driver, label: t('access:drivers.tabs.driver') },
          { value: DRIVER_KIND.motor, label: t('access:drivers.tabs.motor') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <DataTable<Account>
        {...table}
        label={t(kind === DRIVER_KIND.motor ? 'access:drivers.tabs.motor' : 'access:drivers.list')}
        columns={columns}
        rowLabel={(r) => r.fullname}
        storageKey={`driver-${kind}`}
        rowActions={rowActionsOf}
        onDelete={undefined}
        rowTone={(r) => expiryTone(r.license_expiry)}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('access:drivers.searchPlaceholder')}
          >
            <AccountStatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </ListToolbar>
        }
      />
    </ListScreen>
  )
}
