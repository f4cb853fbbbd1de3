import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { brands } from '../../api/resources/brand'
import { cars } from '../../api/resources/car'
import { vehicleTypes } from '../../api/resources/vehicle'
import { fileUrl } from '../../api/http-signed-in'
import type { Car } from '../../api/schemas/fleet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { ListScreen } from '../../components/resource/ListScreen'
import { ListToolbar } from '../../components/resource/ListToolbar'
import { ExportButton } from '../../components/ExportButton'
import {
  dateColumn,
  moneyColumn,
  nameColumn,
  noteColumn,
  statusColumn,
  useFieldLabels,
} from '../../components/resource/columns'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useResourceList } from '../../components/resource/use-resource-list'
import { type SearchPatch } from '../../components/resource/use-search-patch'
import { FilterSelect, StatusFilter } from '../../components/ListFilters'
import type { ListSearch } from '../../lib/list-search'
import { ExpiryDate, expiryTone } from '../../components/ExpiryDate'

export type CarSearch = ListSearch & { status?: number; brand_id?: number; vehicle_type_id?: number }

const CarDialog = lazyDialog(() => import('./CarDialog').then((m) => m.CarDialog))

export function CarsPage({ search, setSearch }: { search: CarSearch; setSearch: SearchPatch<CarSearch> }) {
  const { t } = useTranslation(['ui', 'errors', 'fleet', 'menu'])
  const labels = useFieldLabels('fleet')
  const { table, setFilter, query, rights } = useResourceList(cars, search, setSearch)
  const brandRows = brands.useAll()
  const typeRows = vehicleTypes.useAll()
  const [editing, setEditing] = useState<Car | 'new' | null>(null)

  const brandName = useMemo(() => new Map(brandRows.data?.map((b) => [b.id, b.name])), [brandRows.data])
  const typeName = useMemo(() => new Map(typeRows.data?.map((vt) => [vt.id, vt.name])), [typeRows.data])

  const columns = useMemo<DataColumn<Car>[]>(
    () => [
      {
        id: 'avatar',
        header: labels.avatar,
        cell: (r) =>
          r.avatar ? (
            <img
              src={fileUrl(r.avatar)}
              alt=""
              width={48}
              height={32}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          ) : null,
        width: 64,
        defaultHidden: true,
      },
      nameColumn(labels.name),
      {
        id: 'license_plate',
        header: labels.license_plate,
        cell: (r) => <strong>{r.license_plate}</strong>,
        sortable: true,
        nowrap: true,
        hideable: false,
      },
      {
        id: 'brand',
        header: labels.brand_id,
        cell: (r) => brandName.get(r.brand_id) ?? '',
        defaultHidden: true,
      },
      {
        id: 'vehicle_type',
        header: labels.vehicle_type_id,
        cell: (r) => typeName.get(r.vehicle_type_id) ?? '',
      },
      {
        id: 'year_manufacture',
        header: labels.year_manufacture,
        cell: (r) => r.year_manufacture,
        sortable: true,
        align: 'right',
        defaultHidden: true,
      },
      // the vehicle type's name says it too ("Limousine 10 chỗ")
      {
        id: 'seats',
        header: labels.seats,
        cell: (r) => r.seats,
        sortable: true,
        align: 'right',
        defaultHidden: true,
      },
      dateColumn('registration_date', labels.registration_date, { hidden: true }),
      {
        id: 'insurance_expiration_date',
        header: labels.insurance_expiration_date,
        cell: (r) => <ExpiryDate value={r.insurance_expiration_date} />,
        sortable: true,
      },
      {
        id: 'weight_max',
        header: labels.weight_max,
        cell: (r) => r.weight_max,
        align: 'right',
        defaultHidden: true,
      },
      moneyColumn<Car>('fare', labels.fare),
      statusColumn(labels.status),
      noteColumn(labels.note),
    ],
    [labels, brandName, typeName],
  )

  return (
    <ListScreen
      title={t('menu:cars')}
      onCreate={rights.create ? () => setEditing('new') : undefined}
      onCreateIntent={CarDialog.preload}
      createText={t('fleet:car.create')}
      actions={
        <ExportButton
          command={cars.export}
          vars={{ query, filename: t('fleet:car.exportFile') }}
          done={t('fleet:car.exported')}
        >
          {t('fleet:car.export')}
        </ExportButton>
      }
    >
      <DataTable<Car>
        {...table}
        label={t('fleet:car.list')}
        columns={columns}
        rowLabel={(r) => r.license_plate}
        storageKey="car"
        onEdit={rights.update ? setEditing : undefined}
        rowTone={(r) => expiryTone(r.insurance_expiration_date)}
        toolbar={
          <ListToolbar
            q={search.q}
            onSearch={(q) => setFilter({ q })}
            placeholder={t('fleet:car.searchPlaceholder')}
          >
            <FilterSelect<number>
              label={labels.brand_id}
              value={search.brand_id}
              onChange={(brand_id) => setFilter({ brand_id })}
              options={brandRows.data?.map((b) => ({ value: b.id, label: b.name }))}
            />
            <FilterSelect<number>
              label={labels.vehicle_type_id}
              value={search.vehicle_type_id}
              onChange={(vehicle_type_id) => setFilter({ vehicle_type_id })}
              options={typeRows.data?.map((vt) => ({ value: vt.id, label: vt.name }))}
              width={240}
            />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </ListToolbar>
        }
      />
      <DialogSuspense>
        {editing && (
          <CarDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
        )}
      </DialogSuspense>
    </ListScreen>
  )
}
