import { useEffect } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { brands } from '../../api/resources/brand'
import { cars } from '../../api/resources/car'
import { vehicleTypes } from '../../api/resources/vehicle'
import { carWriteSchema, type Car } from '../../api/schemas/fleet'
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
import { useResourceDialog } from '../../components/resource/use-resource-dialog'

/** Create or edit a car; loads with its first opening. */
export function CarDialog({ row, onClose }: { row: Car | undefined; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'fleet'])
  const { dialog } = useResourceDialog({
    resource: cars,
    write: carWriteSchema,
    row,
    titles: { create: t('fleet:car.create'), update: t('fleet:car.update') },
    defaults: { status: 1, note: '' },
    onClose,
  })
  return (
    <FormDialog {...dialog} width={820}>
      <SeatsFromVehicleType />
      <Flex gap={24} wrap>
        <div style={{ flex: '1 1 340px' }}>
          <TextField name="name" autoFocus />
          <TextField name="license_plate" help={t('fleet:car.plateHelp')} />
          <AsyncSelectField
            name="brand_id"
            query={brands.all()}
            // a stopped brand stays only on the cars that have it (the backend refuses it on others)
            toOption={(b) => ({
              value: b.id,
              label: b.name,
              disabled: b.status === 0 && b.id !== row?.brand_id,
            })}
          />
          <AsyncSelectField
            name="vehicle_type_id"
            query={vehicleTypes.all()}
            toOption={(vt) => ({
              value: vt.id,
              label: vt.name,
              disabled: vt.status === 0 && vt.id !== row?.vehicle_type_id,
            })}
          />
          <NumberField name="seats" />
          <MoneyField name="fare" />
          <StatusField name="status" />
        </div>
        <div style={{ flex: '1 1 300px' }}>
          <ImageUploadField name="avatar" />
          <NumberField name="year_manufacture" />
          <DateField name="registration_date" />
          <DateField name="insurance_expiration_date" />
          <NumberField name="weight_max" />
          <TextField name="note" multiline />
        </div>
      </Flex>
    </FormDialog>
  )
}

/** Choosing another vehicle type brings its seat count, unless the clerk has typed one. */
function SeatsFromVehicleType() {
  const { control, getFieldState, setValue } = useFormContext<z.input<typeof carWriteSchema>>()
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
