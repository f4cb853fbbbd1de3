import { useMemo, useState } from 'react'
import { Flex } from 'antd'
import { CalendarOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { vehicleTypes } from '../../api/resources/vehicle'
import type { VehicleType } from '../../api/schemas/fleet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { ListScreen } from '../../components/resource/ListScreen'
import {
  moneyColumn,
  nameColumn,
  noteColumn,
  statusColumn,
  useFieldLabels,
} from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import { type SearchPatch } from '../../components/resource/use-search-patch'
import { SearchBox } from '../../components/SearchBox'
import { StatusFilter } from '../../components/ListFilters'
import type { ListSearch } from '../../lib/list-search'

export type VehicleTypeSearch = ListSearch & { status?: number }

const VehicleTypeDialog = lazyDialog(() => import('./VehicleTypeDialog').then((m) => m.VehicleTypeDialog))
const FareRangesDialog = lazyDialog(() => import('./FareRangesDialog').then((m) => m.FareRangesDialog))

export function VehicleTypesPage({
  search,
  setSearch,
}: {
  search: VehicleTypeSearch
  setSearch: SearchPatch<VehicleTypeSearch>
}) {
  const { t } = useTranslation(['ui', 'fleet', 'menu'])
  const labels = useFieldLabels('fleet')
  const { table, setFilter, rights } = useResourceList(vehicleTypes, search, setSearch)
  const [editing, setEditing] = useState<VehicleType | 'new' | null>(null)
  const [faresId, setFaresId] = useState<number | null>(null)
  // Read from the list, so a live update of the type (its base fare) shows in the open dialog.
  const fares = table.page?.data.find((r) => r.id === faresId)

  const columns = useMemo<DataColumn<VehicleType>[]>(
    () => [
      nameColumn(labels.name),
      { id: 'type', header: labels.type, cell: (r) => t(`fleet:vehicle.kinds.${r.type}`), sortable: true },
      {
        id: 'seat_number',
        header: labels.seat_number,
        cell: (r) => r.seat_number,
        sortable: true,
        align: 'right',
      },
      moneyColumn<VehicleType>('fare', labels.fare),
      statusColumn(labels.status),
      noteColumn(labels.note),
    ],
    [t, labels],
  )

  return (
    <ListScreen
      title={t('menu:vehicleTypes')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={VehicleTypeDialog.preload}
      createText={t('fleet:vehicle.create')}
    >
      <DataTable<VehicleType>
        {...table}
        label={t('fleet:vehicle.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey="vehicle"
        onEdit={rights.update ? setEditing : undefined}
        // fare periods are written with the type's update code
        rowActions={
          rights.update
            ? (r) => [
                {
                  key: 'fares',
                  label: t('fleet:vehicle.faresAction'),
                  name: t('fleet:vehicle.faresFor', { 0: r.name }),
                  icon: <CalendarOutlined aria-hidden />,
                  onIntent: FareRangesDialog.preload,
                  onSelect: () => setFaresId(r.id),
                },
              ]
            : undefined
        }
        toolbar={
          <Flex gap={8} wrap>
            <SearchBox value={search.q} onSearch={(q) => setFilter({ q })} />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </Flex>
        }
      />
      <DialogSuspense>
        {editing && (
          <VehicleTypeDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
        {fares && <FareRangesDialog vehicleType={fares} onClose={() => setFaresId(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}
