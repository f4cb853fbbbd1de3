import { useMemo } from 'react'
import { Button } from 'antd'
import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CUSTOMER_LEVELS } from '../../api/contracts/customer'
import { customers } from '../../api/resources/customer'
import type { Customer } from '../../api/schemas/customers'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { ExportButton } from '../../components/ExportButton'
import { FilterSelect } from '../../components/ListFilters'
import { dateColumn, moneyColumn, useFieldLabels } from '../../components/resource/columns'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatPhone, groupThousands } from '../../lib/format'
import { CustomerLevelTag } from './customer-level'
import { ProvinceFilter } from './ProvinceFilter'
import type { CustomerSearch } from './search'

/**
 * Customers (/user/customer, code `customer`): who they are and their standing from their tickets (points, level,
 * trips). Each opens on its own page with their history.
 */
export function CustomersPage({
  search,
  setSearch,
}: {
  search: CustomerSearch
  setSearch: SearchPatch<CustomerSearch>
}) {
  const { t } = useTranslation(['ui', 'customers', 'menu'])
  const labels = useFieldLabels('customers')
  const navigate = useNavigate()
  const { table, setFilter, query, rights } = useResourceList(customers, search, setSearch)

  const columns = useMemo<DataColumn<Customer>[]>(
    () => [
      {
        id: 'phone',
        header: labels.phone,
        cell: (r) => formatPhone(r.phone),
        sortable: true,
        nowrap: true,
        hideable: false,
      },
      {
        id: 'fullname',
        header: labels.fullname,
        cell: (r) => (
          <Link to="/user/customer/$id" params={{ id: String(r.id) }}>
            {r.fullname}
          </Link>
        ),
        sortable: true,
        hideable: false,
        rowHeader: true,
      },
      {
        id: 'level',
        header: labels.level,
        cell: (r) => <CustomerLevelTag level={r.level} />,
        sortable: true,
      },
      {
        id: 'points',
        header: labels.points,
        cell: (r) => groupThousands(r.points),
        sortable: true,
        align: 'right',
      },
      moneyColumn<Customer>('wallet_balance', labels.wallet_balance),
      dateColumn<Customer>('last_trip_date', labels.last_trip_date),
      {
        id: 'trips_count',
        header: labels.trips_count,
        cell: (r) => r.trips_count,
        sortable: true,
        align: 'right',
      },
    ],
    [labels],
  )

  const rowActionsOf = (r: Customer): RowAction[] => [
    {
      key: 'open',
      label: t('customers:open'),
      name: t('customers:openName', { name: r.fullname }),
      onSelect: () => void navigate({ to: '/user/customer/$id', params: { id: String(r.id) } }),
    },
  ]

  return (
    <ListScreen
      title={t('menu:customers')}
      onCreate={rights.create ? () => void navigate({ to: '/user/customer/add' }) : undefined}
      createText={t('customers:create')}
      actions={
        <>
          {rights.create && (
            <Button onClick={() => void navigate({ to: '/import-customer' })}>{t('customers:import')}</Button>
          )}
          <ExportButton
            command={customers.export}
            vars={{ query, filename: t('customers:exportFile') }}
            done={t('customers:exported')}
          >
            {t('customers:export')}
          </ExportButton>
        </>
      }
    >
      <DataTable<Customer>
        {...table}
        label={t('customers:list')}
        columns={columns}
        rowLabel={(r) => r.fullname}
        storageKey="customer"
        rowActions={rowActionsOf}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('customers:searchPlaceholder')}
          >
            <FilterSelect<number>
              label={labels.level}
              value={search.level}
              onChange={(level) => setFilter({ level })}
              options={CUSTOMER_LEVELS.map((l) => ({
                value: l.level,
                label: t(`customers:levels.${l.key}`),
              }))}
              width={180}
            />
            <ProvinceFilter
              value={search.province_id}
              onChange={(province_id) => setFilter({ province_id })}
            />
          </ListToolbar>
        }
      />
    </ListScreen>
  )
}
