import { useMemo, useState } from 'react'
import { Controller, FormProvider, useFormContext, useWatch } from 'react-hook-form'
import { Button, Flex, Tooltip } from 'antd'
import { CalendarOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { vehicleTypes } from '../../api/resources/vehicle'
import { seatDiagramSchema, VEHICLE_KINDS, type SeatDiagram, type VehicleType } from '../../api/schemas/fleet'
import { DataTable, type DataColumn } from '../../components/data-table'
import {
  ColorField,
  FormDialog,
  MoneyField,
  NumberField,
  SelectField,
  StatusField,
  TextField,
} from '../../components/form'
import { Field } from '../../components/Field'
import { SearchBox } from '../../components/SearchBox'
import {
  countSeats,
  duplicateCodes,
  emptyDiagram,
  generateDiagram,
  SeatDiagramEditor,
  seatsOf,
} from '../../components/seat-map'
import { StatusTag } from '../../components/StatusTag'
import { StatusFilter } from '../../components/ListFilters'
import { useResourceDialog, useResourceList, type SearchPatch } from '../../components/use-resource-list'
import { formatMoney } from '../../lib/format'
import type { ListSearch } from '../../lib/list-search'
import i18n from '../../i18n'
import { messages, v } from '../../components/validation'
import { FareRangesDialog } from './FareRangesDialog'
import { ListScreen } from './ListScreen'

export type VehicleTypeSearch = ListSearch & { status?: number }

const schema = z
  .object({
    name: v.required('fleet.fields.name').max(255, { error: () => messages.maxLength(255) }),
    type: z.enum(VEHICLE_KINDS, { error: () => messages.requiredSelect('fleet.fields.type') }),
    seat_number: z
      .number({ error: () => messages.required('fleet.fields.seatNumber') })
      .int()
      .min(1, { error: () => messages.min(1) })
      .max(80, { error: () => messages.max(80) }),
    fare: z
      .number({ error: () => messages.required('fleet.fields.fare') })
      .min(0, { error: () => messages.min(0) }),
    status: z.number(),
    color: z.string().nullable(),
    note: z
      .string()
      .max(1000, { error: () => messages.maxLength(1000) })
      .nullable(),
    diagram: seatDiagramSchema.superRefine((diagram, ctx) => {
      const seats = seatsOf(diagram)
      if (seats.some((seat) => !seat.code.trim()))
        ctx.addIssue({ code: 'custom', message: i18n.t('seatMap.editor.emptyCode') })
      const [duplicate] = duplicateCodes(diagram)
      if (duplicate)
        ctx.addIssue({ code: 'custom', message: i18n.t('seatMap.editor.duplicateCode', { code: duplicate }) })
    }),
  })
  // SPEC §3: the seat count is the diagram's; the demo backend refuses a mismatch too.
  .refine((values) => values.seat_number === countSeats(values.diagram), {
    path: ['seat_number'],
    error: (issue) =>
      i18n.t('fleet.vehicle.seatsMismatch', {
        0: countSeats((issue.input as { diagram: SeatDiagram }).diagram),
      }),
  })
type Values = z.infer<typeof schema>
const SERVER_FIELDS = ['name', 'type', 'seat_number', 'fare', 'status', 'color', 'note', 'diagram'] as const

export function VehicleTypesPage({
  search,
  setSearch,
}: {
  search: VehicleTypeSearch
  setSearch: SearchPatch<VehicleTypeSearch>
}) {
  const { t } = useTranslation()
  const { table, setFilter } = useResourceList(vehicleTypes, search, setSearch)
  const [editing, setEditing] = useState<VehicleType | 'new' | null>(null)
  const [faresId, setFaresId] = useState<number | null>(null)
  // Read from the list, so a live update of the type (its base fare) shows in the open dialog.
  const fares = table.page?.data.find((r) => r.id === faresId)

  const columns = useMemo<DataColumn<VehicleType>[]>(
    () => [
      { id: 'name', header: t('fleet.fields.name'), cell: (r) => r.name, sortable: true, hideable: false },
      {
        id: 'type',
        header: t('fleet.fields.type'),
        cell: (r) => t(`fleet.vehicle.kinds.${r.type}`),
        sortable: true,
      },
      {
        id: 'seat_number',
        header: t('fleet.fields.seatNumber'),
        cell: (r) => r.seat_number,
        sortable: true,
        align: 'right',
      },
      {
        id: 'fare',
        header: t('fleet.fields.fare'),
        cell: (r) => formatMoney(r.fare),
        sortable: true,
        align: 'right',
      },
      {
        id: 'status',
        header: t('fleet.fields.status'),
        cell: (r) => <StatusTag status={r.status} />,
        sortable: true,
      },
      { id: 'note', header: t('fleet.fields.note'), cell: (r) => r.note },
    ],
    [t],
  )

  return (
    <ListScreen
      title={t('fleet.vehicle.title')}
      onCreate={() => setEditing('new')}
      createText={t('fleet.vehicle.create')}
    >
      <DataTable<VehicleType>
        {...table}
        label={t('fleet.vehicle.list')}
        columns={columns}
        rowLabel={(r) => r.name}
        storageKey="vehicle"
        onEdit={setEditing}
        rowActions={(r) => (
          <Tooltip title={t('fleet.vehicle.fares')}>
            <Button
              size="small"
              icon={<CalendarOutlined aria-hidden />}
              aria-label={t('fleet.vehicle.faresFor', { 0: r.name })}
              onClick={() => setFaresId(r.id)}
            />
          </Tooltip>
        )}
        toolbar={
          <Flex gap={8} wrap>
            <SearchBox value={search.q} onSearch={(q) => setFilter({ q })} />
            <StatusFilter value={search.status} onChange={(status) => setFilter({ status })} />
          </Flex>
        }
      />
      {editing && (
        <VehicleTypeDialog row={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      )}
      {fares && <FareRangesDialog vehicleType={fares} onClose={() => setFaresId(null)} />}
    </ListScreen>
  )
}

const toValues = (row: VehicleType | undefined): Values =>
  row
    ? {
        name: row.name,
        type: row.type,
        seat_number: row.seat_number,
        fare: row.fare,
        status: row.status,
        color: row.color ?? null,
        note: row.note ?? '',
        diagram: row.diagram,
      }
    : {
        name: '',
        type: 'seat16',
        seat_number: 0,
        fare: 0,
        status: 1,
        color: null,
        note: '',
        diagram: emptyDiagram(4),
      }

function VehicleTypeDialog({ row, onClose }: { row: VehicleType | undefined; onClose: () => void }) {
  const { t } = useTranslation()
  const { form, dialog } = useResourceDialog({
    resource: vehicleTypes,
    row,
    titles: { create: t('fleet.vehicle.create'), update: t('fleet.vehicle.update') },
    schema,
    defaultValues: toValues(row),
    // Fare date ranges have their own calls; the backend keeps the stored ones.
    toBody: (values) => ({
      ...values,
      note: values.note || null,
      fare_date_ranges: row?.fare_date_ranges ?? [],
    }),
    serverFields: SERVER_FIELDS,
    onClose,
  })
  return (
    <FormDialog {...dialog} width={960}>
      <FormProvider {...form}>
        <Flex gap={24} wrap>
          <div style={{ flex: '1 1 300px', minWidth: 280 }}>
            <TextField name="name" label={t('fleet.fields.name')} required autoFocus maxLength={255} />
            <SelectField
              name="type"
              label={t('fleet.fields.type')}
              required
              options={VEHICLE_KINDS.map((kind) => ({
                value: kind,
                label: t(`fleet.vehicle.kinds.${kind}`),
              }))}
            />
            <NumberField name="seat_number" label={t('fleet.fields.seatNumber')} required min={1} max={80} />
            <MoneyField name="fare" label={t('fleet.fields.fare')} required />
            <StatusField name="status" label={t('fleet.fields.status')} />
            <ColorField name="color" label={t('fleet.fields.color')} />
            <TextField name="note" label={t('fleet.fields.note')} multiline maxLength={1000} />
          </div>
          <div style={{ flex: '2 1 420px', minWidth: 320 }}>
            <DiagramField />
          </div>
        </Flex>
      </FormProvider>
    </FormDialog>
  )
}

/** The seat diagram editor as a form field, with a one-click layout from the seat count. */
function DiagramField() {
  const { t } = useTranslation()
  const { control, setValue, getValues, formState } = useFormContext<Values>()
  const diagram = useWatch({ control, name: 'diagram' })
  const error = formState.errors.diagram?.message
  const regenerate = () => {
    const seats = getValues('seat_number')
    if (!seats || seats < 1) return
    setValue('diagram', generateDiagram(seats, diagram.columns, diagram.floors.length), {
      shouldDirty: true,
      shouldValidate: formState.isSubmitted,
    })
  }
  return (
    <Field
      id="field-diagram"
      label={t('fleet.fields.diagram')}
      error={error}
      extra={
        <Tooltip title={t('fleet.vehicle.generateHelp')}>
          <Button onClick={regenerate}>{t('fleet.vehicle.generate')}</Button>
        </Tooltip>
      }
    >
      <Controller
        control={control}
        name="diagram"
        render={({ field }) => (
          <SeatDiagramEditor
            id="field-diagram"
            label={t('fleet.fields.diagram')}
            value={field.value}
            onChange={(next) => {
              field.onChange(next)
              // Keep the seat count equal to the diagram's while editing (SPEC §3).
              setValue('seat_number', countSeats(next), { shouldValidate: formState.isSubmitted })
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'field-diagram-error' : undefined}
          />
        )}
      />
    </Field>
  )
}
