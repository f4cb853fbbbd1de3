import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { Button, Flex, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { VEHICLE_KINDS } from '../../api/contracts/fleet'
import { vehicleTypes } from '../../api/resources/vehicle'
import { vehicleTypeWriteSchema, type VehicleType } from '../../api/schemas/fleet'
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
import { useResourceDialog } from '../../components/resource/use-resource-dialog'
import { countSeats, emptyDiagram, generateDiagram, SeatDiagramEditor } from '../../components/seat-map'

type Values = z.input<typeof vehicleTypeWriteSchema>

/**
 * Create or edit a vehicle type with its seat diagram; loads with its first opening. Fare periods are not
 * part of it (their own dialog and calls), so a save never sends them.
 */
export function VehicleTypeDialog({ row, onClose }: { row: VehicleType | undefined; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'fleet'])
  const { dialog } = useResourceDialog({
    resource: vehicleTypes,
    write: vehicleTypeWriteSchema,
    row,
    titles: { create: t('fleet:vehicle.create'), update: t('fleet:vehicle.update') },
    defaults: { type: 'seat16', seat_number: 0, fare: 0, status: 1, note: '', diagram: emptyDiagram(4) },
    onClose,
  })
  return (
    <FormDialog {...dialog} width={960}>
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 300px', minWidth: 280 }}>
          <TextField name="name" autoFocus />
          <SelectField
            name="type"
            options={VEHICLE_KINDS.map((kind) => ({ value: kind, label: t(`fleet:vehicle.kinds.${kind}`) }))}
          />
          <NumberField name="seat_number" />
          <MoneyField name="fare" />
          <StatusField name="status" />
          <ColorField name="color" />
          <TextField name="note" multiline />
        </div>
        <div style={{ flex: '2 1 420px', minWidth: 320 }}>
          <DiagramField />
        </div>
      </Flex>
    </FormDialog>
  )
}

/** The seat diagram editor as a form field, with a one-click layout from the seat count. */
function DiagramField() {
  const { t } = useTranslation(['ui', 'fleet'])
  const { control, setValue, getValues, formState, trigger } = useFormContext<Values>()
  const diagram = useWatch({ control, name: 'diagram' })
  const error = formState.errors.diagram?.message
  const regenerate = () => {
    const seats = getValues('seat_number')
    if (!seats || seats < 1) return
    setValue('diagram', generateDiagram(seats, diagram.columns, diagram.floors.length), { shouldDirty: true })
    // the seat-count rule sits on seat_number: check both again once a save was tried
    if (formState.isSubmitted) void trigger(['diagram', 'seat_number'])
  }
  return (
    <Field
      id="field-diagram"
      label={t('fleet:fields.diagram')}
      error={error}
      extra={
        <Tooltip title={t('fleet:vehicle.generateHelp')}>
          <Button onClick={regenerate}>{t('fleet:vehicle.generate')}</Button>
        </Tooltip>
      }
    >
      <Controller
        control={control}
        name="diagram"
        render={({ field }) => (
          <SeatDiagramEditor
            id="field-diagram"
            label={t('fleet:fields.diagram')}
            value={field.value}
            onChange={(next) => {
              field.onChange(next)
              // Keep the seat count equal to the diagram's while editing (SPEC §3).
              setValue('seat_number', countSeats(next))
              if (formState.isSubmitted) void trigger(['diagram', 'seat_number'])
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'field-diagram-error' : undefined}
          />
        )}
      />
    </Field>
  )
}
