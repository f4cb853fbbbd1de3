import { useState } from 'react'
import { Button, Flex } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isClosedCarContract } from '../../api/contracts/car-contract'
import { useCan } from '../../api/resources/auth'
import { trips } from '../../api/resources/trip'
import type { CarContract } from '../../api/schemas/car-contracts'
import type { Trip } from '../../api/schemas/trips'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table/types'
import { DateTime } from '../../components/DateTime'
import { QueryState } from '../../components/QueryState'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { formatMoney } from '../../lib/format'

const TripDialog = lazyDialog(() => import('../../entities/trip/TripDialog').then((m) => m.TripDialog))

/**
 * The trips a contract runs on the roster (chartered, on its cars, within its days), each opening its trip's page;
 * a new one from the contract (trip.create) while the contract is open.
 */
export function ContractTrips({ contract }: { contract: CarContract }) {
  const { t } = useTranslation(['contracts', 'trips'])
  const can = useCan()
  const [adding, setAdding] = useState(false)
  const list = trips.useList({ page: 1, itemsPerPage: 100, car_contract_id: contract.id })
  const statusWords = t('trips:status', { returnObjects: true }) as Record<number, string>
  const plateOf = (carId: number | null | undefined) =>
    contract.car_plates[contract.car_ids.indexOf(carId ?? 0)] ?? ''
  const columns: DataColumn<Trip>[] = [
    {
      id: 'name',
      header: t('trips.trip'),
      rowHeader: true,
      cell: (trip) => (
        <Link to="/trip/$id" params={{ id: String(trip.id) }}>
          {trip.name}
        </Link>
      ),
    },
    { id: 'plan_date', header: t('trips.day'), cell: (trip) => <DateTime value={trip.plan_date} dateOnly /> },
    { id: 'car', header: t('trips.car'), cell: (trip) => plateOf(trip.car_id) },
    { id: 'status', header: t('fields.status'), cell: (trip) => statusWords[trip.status] },
    {
      id: 'contract_price',
      header: t('trips.price'),
      cell: (trip) => formatMoney(trip.contract_price ?? 0),
      align: 'right',
    },
  ]
  return (
    <section aria-labelledby="contract-trips-heading" className="page-panel" style={{ marginTop: 16 }}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h2 id="contract-trips-heading" className="section-title">
          {t('trips.title')}
        </h2>
        {can('trip.create') && !isClosedCarContract(contract.status) && (
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setAdding(true)}
            onPointerEnter={TripDialog.preload}
            onFocus={TripDialog.preload}
          >
            {t('trips.add')}
          </Button>
        )}
      </Flex>
      <QueryState query={list} error={t('trips.loadError')}>
        {(page) => (
          <SimpleTable
            label={t('trips.table')}
            columns={columns}
            rows={page.data}
            getRowId={(trip) => trip.id}
            emptyText={t('trips.none')}
          />
        )}
      </QueryState>
      <DialogSuspense>
        {adding && (
          <TripDialog
            row={undefined}
            day={contract.start_at.slice(0, 10)}
            contract={contract}
            onClose={() => setAdding(false)}
          />
        )}
      </DialogSuspense>
    </section>
  )
}
