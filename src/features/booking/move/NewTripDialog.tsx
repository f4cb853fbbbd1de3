import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { cars } from '../../../api/resources/car'
import { activeDrivers } from '../../../api/resources/user'
import { splitToNewTrip } from '../../../api/resources/move'
import type { Ticket } from '../../../api/schemas/booking'
import { splitWriteSchema, type MoveAnswer } from '../../../api/schemas/move'
import {
  AsyncSelectField,
  FormDialog,
  TextField,
  useSchemaForm,
  type FormSchema,
} from '../../../components/form'
import { toast } from '../../../components/toast'
import { useCommand } from '../../../api/define-resource'

/** The new trip's own fields; the rest (day, direction, passengers) comes from the trip split. */
const newTripSchema = splitWriteSchema.pick({
  car_id: true,
  user_id: true,
  departure_time: true,
  return_time: true,
  note: true,
})
type Values = z.input<typeof newTripSchema>

/**
 * Tách sang chuyến mới: another car and driver of that day, a departure time; the passengers selected move onto
 * the new trip in the same call (their seat numbers kept where the new car has them).
 */
export default function NewTripDialog({
  fromTripId,
  fromTripName,
  tickets,
  onClose,
  onDone,
}: {
  fromTripId: number
  fromTripName: string
  tickets: Ticket[]
  onClose: () => void
  onDone: (answer: MoveAnswer) => void
}) {
  const { t } = useTranslation(['ui', 'move'])
  // the same new trip retried keeps its key; edited (another car, time, passengers) it is another confirmation
  const split = useCommand(splitToNewTrip)
  const { shell } = useSchemaForm({
    schema: newTripSchema as unknown as FormSchema<Values>,
    ns: 'move',
    defaultValues: { departure_time: '', return_time: '', note: '' },
    onSave: async (values) => {
      const answer = await split.confirm({
        ...values,
        from_trip_id: fromTripId,
        tickets: tickets.map((k) => ({ id: k.id, version: k.version })),
      })
      if (!answer) return false
      toast.success(t('move:screen.splitDone', { trip: answer.trip.name, count: answer.tickets.length }))
      onDone(answer)
      return true
    },
  })
  return (
    <FormDialog
      {...shell}
      open
      title={t('move:screen.splitNewTitle')}
      submitText={t('move:screen.splitNewConfirm')}
      onCancel={onClose}
    >
      <p>{t('move:screen.selected', { count: tickets.length, trip: fromTripName })}</p>
      <ul>
        {tickets.map((k) => (
          <li key={k.id}>
            {k.seat_code} · {k.customer_name}
          </li>
        ))}
      </ul>
      <p>{t('move:screen.previewNewTrip')}</p>
      <AsyncSelectField
        name="car_id"
        query={cars.all()}
        toOption={(c) => ({ value: c.id, label: `${c.license_plate} · ${c.name}`, disabled: c.status === 0 })}
      />
      <AsyncSelectField
        name="user_id"
        query={activeDrivers()}
        toOption={(d) => ({ value: d.id, label: d.fullname })}
      />
      <Flex gap={12}>
        <div style={{ flex: 1 }}>
          <TextField name="departure_time" placeholder="HH:mm" autoFocus />
        </div>
        <div style={{ flex: 1 }}>
          <TextField name="return_time" placeholder="HH:mm" />
        </div>
      </Flex>
      <TextField name="note" multiline />
    </FormDialog>
  )
}
