import { useEffect, useMemo, useState } from 'react'
import { FormProvider, useFormContext, useWatch } from 'react-hook-form'
import { Button, Flex, Modal } from 'antd'
import { FileExcelOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { brands } from '../../api/resources/brand'
import { cars } from '../../api/resources/car'
import { vehicleTypes } from '../../api/resources/vehicle'
import { fileUrl } from '../../api/http'
import type { Car } from '../../api/schemas/fleet'
import { DataTable, type DataColumn } from '../../components/data-table'
import { DateTime } from '../../components/DateTime'
import {
  AsyncSelectField,
  DateField,
  FormDialog,
  ImageUploadField,
  MoneyField,
  NumberField,
  StatusField,
  TextField,
} from '../../components/form'
import { SearchBox } from '../../components/SearchBox'
import { StatusTag, ToneTag } from '../../components/StatusTag'
import { FilterSelect, StatusFilter } from '../../components/ListFilters'
import { toast } from '../../components/toast'
import { useResourceDialog, useResourceList, type SearchPatch } from '../../components/use-resource-list'
import i18n from '../../i18n'
import { formatMoney } from '../../lib/format'
import { isVietnamesePlate, normalizePlate } from '../../lib/license-plate'
import type { ListSearch } from '../../lib/list-search'
import { messages, v } from '../../components/validation'
import { insuranceState } from './insurance'
import { ListScreen } from './ListScreen'

export type CarSearch = ListSearch & { status?: number; brand_id?: number; vehicle_type_id?: number }

const FIRST_YEAR = 1980
const lastYear = () => new Date().getFullYear() + 1

const optionalNumber = (min: number, max?: number) =>
  z
    .number()
    .min(min, { error: () => messages.min(min) })
    .max(max ?? Number.MAX_SAFE_INTEGER, { error: () => messages.max(max ?? Number.MAX_SAFE_INTEGER) })
    .nullable()

const schema = z.object({
  name: v.required('fleet.fields.name').max(255, { error: () => messages.maxLength(255) }),
  brand_id: z.number({ error: () => messages.requiredSelect('fleet.fields.brand') }),
  vehicle_type_id: z.number({ error: () => messages.requiredSelect('fleet.fields.vehicleType') }),
  license_plate: v
    .required('fleet.fields.licensePlate')
    .refine(isVietnamesePlate, { error: () => i18n.t('fleet.car.plateFormat') }),
  avatar: z.string().nullable(),
  year_manufacture: z
    .number()
    .int()
    .refine((y) => y >= FIRST_YEAR && y <= lastYear(), {
      error: () => i18n.t('fleet.car.yearRange', { 0: FIRST_YEAR, 1: lastYear() }),
    })
    .nullable(),
  registration_date: z.string().nullable(),
  insurance_expiration_date: z.string().nullable(),
  weight_max: optionalNumber(0, 100_000),
  seats: z
    .number({ error: () => messages.required('fleet.fields.seats') })
    .int()
    .min(1, { error: () => messages.min(1) })
    .max(80, { error: () => messages.max(80) }),
  status: z.number(),
  note: z
    .string()
    .max(1000, { error: () => messages.maxLength(1000) })
    .nullable(),
  fare: optionalNumber(0),
})
type Values = z.infer<typeof schema>
const SERVER_FIELDS = Object.keys(schema.shape) as Array<keyof Values>

export function CarsPage({ search, setSearch }: { search: CarSearch; setSearch: SearchPatch<CarSearch> }) {
  const { t } = useTranslation()
  const { table, setFilter, query } = useResourceList(cars, search, setSearch)
  const brandRows = brands.useAll()
  const typeRows = vehicleTypes.useAll()
  const exportList = cars.useExport()
  const [modal, modalHolder] = Modal.useModal()
  const [editing, setEditing] = useState<Car | 'new' | null>(null)

  const brandName = useMemo(() => new Map(brandRows.data?.map((b) => [b.id, b.name])), [brandRows.data])
  const typeName = useMemo(() => new Map(typeRows.data?.map((vt) => [vt.id, vt.name])), [typeRows.data])

  const columns = useMemo<DataColumn<Car>[]>(
    () => [
      {
        id: 'avatar',
        header: t('fleet.fields.avatar'),
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
      },
      { id: 'name', header: t('fleet.fields.name'), cell: (r) => r.name, sortable: true, hideable: false },
      {
        id: 'license_plate',
        header: t('fleet.fields.licensePlate'),
        cell: (r) => <strong>{r.license_plate}</strong>,
        sortable: true,
        nowrap: true,
        hideable: false,
      },
      { id: 'brand', header: t('fleet.fields.brand'), cell: (r) => brandName.get(r.brand_id) ?? '' },
      {
        id: 'vehicle_type',
        header: t('fleet.fields.vehicleType'),
        cell: (r) => typeName.get(r.vehicle_type_id) ?? '',
      },
      {
        id: 'year_manufacture',
        header: t('fleet.fields.yearManufacture'),
        cell: (r) => r.year_manufacture,
        sortable: true,
        align: 'right',
        defaultHidden: true,
      },
      { id: 'seats', header: t('fleet.fields.seats'), cell: (r) => r.seats, sortable: true, align: 'right' },
      {
        id: 'registration_date',
        header: t('fleet.fields.registrationDate'),
        cell: (r) => <DateTime value={r.registration_date} dateOnly />,
        sortable: true,
        defaultHidden: true,
      },
      {
        id: 'insurance_expiration_date',
        header: t('fleet.fields.insuranceExpirationDate'),
        cell: (r) => <InsuranceDate value={r.insurance_expiration_date} />,
        sortable: true,
      },
      {
        id: 'weight_max',
        header: t('fleet.fields.weightMax'),
        cell: (r) => r.weight_max,
        align: 'right',
        defaultHidden: true,
      },
      {
        id: 'fare',
        header: t('fleet.fields.fare'),
        cell: (r) => (r.fare == null ? '' : formatMoney(r.fare)),
        sortable: true,
        align: 'right',
      },
      {
        id: 'status',
        header: t('fleet.fields.status'),
        cell: (r) => <StatusTag status={r.status} />,
        sortable: true,
      },
      { id: 'note', header: t('fleet.fields.note'), cell: (r) => r.note, defaultHidden: true },
    ],
    [t, brandName, typeName],
  )

  const exportCars = async () => {
    const confirmed = await modal.confirm({
      title: t('errors:confirmExport'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
    })
    if (!confirmed) return
    if (await exportList.mutateAsync({ query, filename: t('fleet.car.exportFile') })) {
      toast.success(t('fleet.car.exported'))
    }
  }

  return (
    <ListScreen
      title={t('fleet.car.title')}
      onCreate={() => setEditing('new')}
      createText={t('fleet.car.create')}
      actions={
        <Button
          icon={<FileExcelOutlined aria-hidden />}
          loading={exportList.isPending}
          onClick={() => void exportCars()}
        >
          {t('fleet.car.export')}
        </Button>
      }
    >
      {modalHolder}
      <DataTable<Car>
        {...table}
        label={t('fleet.car.list')}
        columns={columns}
        rowLabel={(r) => r.license_plate}
        storageKey="car"
        onEdit={setEditing}
        rowTone={(r) => {
          const state = insuranceState(r.insurance_expiration_date)
          return state === 'expired' ? 'danger' : state === 'expiring' ? 'warning' : undefined
        }}
        toolbar={
          <Flex gap={8} wrap>
            <SearchBox
              value={search.q}
              onSearch={(q) => setFilter({ q })}
              placeholder={t('fleet.car.searchPlaceholder')}
            />
            <FilterSelect<number>
              label={t('fleet.fields.brand')}
              value={search.brand_id}
              onChange={(brand_id) => setFilter({ brand_id })}
              options={brandRows.data?.map((b) => ({ value: b.id, label: b.name }))}
            />
            <FilterSelect<number>
              label={t('fleet.fields.vehicleType')}
              value={search.vehicle_type_id}
              onChange={(vehicle_type_id) => setFilter({ vehicle_type_id })}
              options={typeRows.data?.map((vt) => ({ value: vt.id, label: vt.name }))}
              width={240}
            />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </Flex>
        }
      />
      {editing && (
        <CarDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
    </ListScreen>
  )
}

/** The expiry date, with words (not colour alone) when it is past or within 30 days. */
function InsuranceDate({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation()
  const state = insuranceState(value)
  return (
    <Flex gap={6} align="center" wrap>
      <DateTime value={value} dateOnly />
      {state === 'expired' && <ToneTag tone="danger">{t('fleet.car.insuranceExpired')}</ToneTag>}
      {state === 'expiring' && <ToneTag tone="warning">{t('fleet.car.insuranceExpiring')}</ToneTag>}
    </Flex>
  )
}

const toValues = (row: Car | undefined): Values => ({
  name: row?.name ?? '',
  brand_id: row?.brand_id as number,
  vehicle_type_id: row?.vehicle_type_id as number,
  license_plate: row?.license_plate ?? '',
  avatar: row?.avatar ?? null,
  year_manufacture: row?.year_manufacture ?? null,
  registration_date: row?.registration_date ?? null,
  insurance_expiration_date: row?.insurance_expiration_date ?? null,
  weight_max: row?.weight_max ?? null,
  seats: row?.seats as number,
  status: row?.status ?? 1,
  note: row?.note ?? '',
  fare: row?.fare ?? null,
})

function CarDialog({ row, onClose }: { row: Car | undefined; onClose: () => void }) {
  const { t } = useTranslation()
  const { form, dialog } = useResourceDialog({
    resource: cars,
    row,
    titles: { create: t('fleet.car.create'), update: t('fleet.car.update') },
    schema,
    defaultValues: toValues(row),
    toBody: (values) => ({
      ...values,
      license_plate: normalizePlate(values.license_plate),
      note: values.note || null,
    }),
    serverFields: SERVER_FIELDS,
    onClose,
  })
  return (
    <FormDialog {...dialog} width={820}>
      <FormProvider {...form}>
        <SeatsFromVehicleType />
        <Flex gap={24} wrap>
          <div style={{ flex: '1 1 340px' }}>
            <TextField name="name" label={t('fleet.fields.name')} required autoFocus maxLength={255} />
            <TextField
              name="license_plate"
              label={t('fleet.fields.licensePlate')}
              required
              maxLength={15}
              help={t('fleet.car.plateHelp')}
            />
            <AsyncSelectField
              name="brand_id"
              label={t('fleet.fields.brand')}
              required
              query={brands.all()}
              toOption={(b) => ({ value: b.id, label: b.name })}
            />
            <AsyncSelectField
              name="vehicle_type_id"
              label={t('fleet.fields.vehicleType')}
              required
              query={vehicleTypes.all()}
              toOption={(vt) => ({ value: vt.id, label: vt.name })}
            />
            <NumberField name="seats" label={t('fleet.fields.seats')} required min={1} max={80} />
            <MoneyField name="fare" label={t('fleet.fields.fare')} />
            <StatusField name="status" label={t('fleet.fields.status')} />
          </div>
          <div style={{ flex: '1 1 300px' }}>
            <ImageUploadField name="avatar" label={t('fleet.fields.avatar')} />
            <NumberField
              name="year_manufacture"
              label={t('fleet.fields.yearManufacture')}
              min={FIRST_YEAR}
              max={lastYear()}
            />
            <DateField name="registration_date" label={t('fleet.fields.registrationDate')} />
            <DateField name="insurance_expiration_date" label={t('fleet.fields.insuranceExpirationDate')} />
            <NumberField name="weight_max" label={t('fleet.fields.weightMax')} min={0} />
            <TextField name="note" label={t('fleet.fields.note')} multiline maxLength={1000} />
          </div>
        </Flex>
      </FormProvider>
    </FormDialog>
  )
}

/** Choosing another vehicle type brings its seat count, unless the clerk has typed one. */
function SeatsFromVehicleType() {
  const { control, getFieldState, setValue } = useFormContext<Values>()
  const vehicleTypeId = useWatch({ control, name: 'vehicle_type_id' })
  const types = vehicleTypes.useAll()
  useEffect(() => {
    const type = types.data?.find((vt) => vt.id === vehicleTypeId)
    if (type && getFieldState('vehicle_type_id').isDirty && !getFieldState('seats').isDirty) {
      setValue('seats', type.seat_number)
    }
  }, [vehicleTypeId, types.data, getFieldState, setValue])
  return null
}
