import { Fragment, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { CAR_CONTRACT_STATUS_ORDER } from '../../api/contracts/car-contract'
import { carContracts, carsForRental } from '../../api/resources/car-contract'
import type { CarContract } from '../../api/schemas/car-contracts'
import { DataTable, type DataColumn, type RowAction } from '../../components/data-table'
import { DateTime } from '../../components/DateTime'
import { DayInput } from '../../components/day/DayInput'
import { ExportButton } from '../../components/ExportButton'
import { FilterSelect } from '../../components/ListFilters'
import { useFieldLabels } from '../../components/resource/columns'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { useResourceList } from '../../components/resource/use-resource-list'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { ContractStatusTag } from './ContractStatusTag'
import type { CarContractSearch } from './search'

/**
 * /car-contract (carContract.view): the rentals, newest first, with what each costs, what is paid and what is
 * still owed; filtered by status, car and days (a rental touching them); each opens on its own page.
 */
export function CarContractsPage({
  search,
  setSearch,
}: {
  search: CarContractSearch
  setSearch: SearchPatch<CarContractSearch>
}) {
  const { t } = useTranslation(['ui', 'contracts', 'menu'])
  const labels = useFieldLabels('contracts')
  const navigate = useNavigate()
  const { table, setFilter, query, rights } = useResourceList(carContracts, search, setSearch)
  const cars = useQuery(carsForRental(null))
  const statusWords = t('contracts:statuses', { returnObjects: true }) as string[]
  const open = (row: CarContract) =>
    void navigate({ to: '/car-contract/$id', params: { id: String(row.id) } })

  const columns = useMemo<DataColumn<CarContract>[]>(
    () => [
      { id: 'code', header: labels.code, cell: (r) => r.code, sortable: true, hideable: false },
      {
        id: 'customer_name',
        header: labels.customer_name,
        cell: (r) => r.customer_name,
        sortable: true,
        lines: 2,
      },
      // shown from the column chooser: at 1366 px the rental and its money come first (a search finds a phone)
      {
        id: 'phone',
        header: labels.phone,
        cell: (r) => formatPhone(r.phone),
        nowrap: true,
        defaultHidden: true,
      },
      { id: 'car_ids', header: labels.car_ids, cell: (r) => <Plates plates={r.car_plates} />, lines: 2 },
      {
        id: 'start_at',
        header: labels.start_at,
        cell: (r) => <DateTime value={r.start_at} />,
        sortable: true,
      },
      {
        id: 'end_at',
        header: labels.end_at,
        cell: (r) => <DateTime value={r.end_at} />,
        sortable: true,
        defaultHidden: true,
      },
      {
        id: 'total_fee',
        header: labels.total_fee,
        cell: (r) => formatMoney(r.total_fee),
        align: 'right',
        sortable: true,
      },
      // the total and what is owed say it; shown from the column chooser
      {
        id: 'paid',
        header: labels.paid,
        cell: (r) => formatMoney(r.paid),
        align: 'right',
        defaultHidden: true,
      },
      {
        id: 'outstanding',
        header: labels.outstanding,
        cell: (r) => formatMoney(r.outstanding),
        align: 'right',
        sortable: true,
      },
      { id: 'status', header: labels.status, cell: (r) => <ContractStatusTag status={r.status} /> },
    ],
    [labels],
  )

  const rowActionsOf = (row: CarContract): RowAction[] => [
    {
      key: 'open',
      label: t('contracts:list.open'),
      name: t('contracts:list.openNamed', { 0: row.code }),
      onSelect: () => open(row),
    },
  ]

  return (
    <ListScreen
      title={t('menu:carContracts')}
      onCreate={rights.create ? () => void navigate({ to: '/car-contract/add' }) : undefined}
      createText={t('contracts:list.create')}
      actions={
        <ExportButton
          command={carContracts.export}
          vars={{ query, filename: t('contracts:list.exportFile') }}
          done={t('contracts:list.exported')}
        >
          {t('contracts:list.export')}
        </ExportButton>
      }
    >
      <DataTable<CarContract>
        {...table}
        label={t('contracts:list.label')}
        columns={columns}
        rowLabel={(r) => r.code}
        storageKey="car-contract"
        rowActions={rowActionsOf}
        onDelete={undefined}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('contracts:list.searchPlaceholder')}
          >
            <FilterSelect<number>
              label={labels.status}
              value={search.status}
              onChange={(status) => setFilter({ status })}
              options={CAR_CONTRACT_STATUS_ORDER.map((s) => ({ value: s, label: statusWords[s] }))}
            />
            <FilterSelect<number>
              label={labels.car_ids}
              value={search.car_id}
              onChange={(car_id) => setFilter({ car_id })}
              options={cars.data?.map((car) => ({ value: car.id, label: car.license_plate }))}
            />
            <DayInput
              optional
              aria-label={t('contracts:list.from')}
              value={search.from}
              max={search.to}
              onCommit={(from) => setFilter({ from })}
            />
            <DayInput
              optional
              aria-label={t('contracts:list.to')}
              value={search.to}
              min={search.from}
              onCommit={(to) => setFilter({ to })}
            />
          </ListToolbar>
        }
      />
    </ListScreen>
  )
}

/** The contract's cars: a plate is never broken inside, the list wraps between plates. */
function Plates({ plates }: { plates: string[] }) {
  return plates.map((plate, i) => (
    <Fragment key={plate}>
      {i > 0 && ', '}
      <span style={{ whiteSpace: 'nowrap' }}>{plate}</span>
    </Fragment>
  ))
}
