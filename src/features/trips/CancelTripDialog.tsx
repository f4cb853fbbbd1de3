import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { TRIP_STATUS } from '../../api/contracts/trips'
import { moveTrip } from '../../api/resources/trip'
import { tripStatusSchema, type Trip } from '../../api/schemas/trips'
import { FormDialog, TextField, useResourceForm } from '../../components/form'
import { toast } from '../../components/toast'

type Values = z.input<typeof tripStatusSchema>

/** Cancel a trip (DECISIONS #7: from new, accepted or declined), with its reason; loads with its first opening. */
export function CancelTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'trips'])
  const move = useMutation(moveTrip())
  const { dialog } = useResourceForm<Values>({
    schema: tripStatusSchema,
    ns: 'trips',
    defaultValues: { id: trip.id, version: trip.version, status: TRIP_STATUS.cancelled, reason: '' },
    onSave: async (values) => {
      const moved = await move.mutateAsync({ ...values, reason: values.reason ?? null })
      if (!moved) return false
      toast.success(
        t('trips:roster.moved', {
          0: (t('trips:status', { returnObjects: true }) as Record<string, string>)[TRIP_STATUS.cancelled],
        }),
      )
      onClose()
      return true
    },
  })
  return (
    <FormDialog
      {...dialog}
      open
      title={t('trips:move.cancel.confirm', { 0: trip.name })}
      submitText={t('trips:move.cancel.action')}
      onCancel={onClose}
    >
      <TextField name="reason" multiline autoFocus />
    </FormDialog>
  )
}
