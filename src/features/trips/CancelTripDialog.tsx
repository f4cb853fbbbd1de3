import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TRIP_STATUS } from '../../api/contracts/trips'
import { moveTrip, trips } from '../../api/resources/trip'
import { tripStatusSchema, type Trip } from '../../api/schemas/trips'
import { FormDialog, TextField } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'

/**
 * Cancel a trip (DECISIONS #7: from new, accepted or declined), with its reason; loads with its first opening.
 * Refused because the trip changed meanwhile: the reason stays, and the latest version can be loaded.
 */
export function CancelTripDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'trips'])
  const queryClient = useQueryClient()
  const move = useMutation(moveTrip())
  const { dialog } = useCommandDialog({
    schema: tripStatusSchema,
    ns: 'trips',
    defaultValues: { id: trip.id, version: trip.version, status: TRIP_STATUS.cancelled, reason: '' },
    send: (values) => move.mutateAsync({ ...values, reason: values.reason ?? null }),
    success: t('trips:roster.moved', {
      0: (t('trips:status', { returnObjects: true }) as Record<string, string>)[TRIP_STATUS.cancelled],
    }),
    onClose,
    latest: { load: () => queryClient.fetchQuery({ ...trips.detail(trip.id), staleTime: 0 }) },
  })
  return (
    <FormDialog
      {...dialog}
      title={t('trips:move.cancel.confirm', { 0: trip.name })}
      submitText={t('trips:move.cancel.action')}
    >
      <TextField name="reason" multiline autoFocus />
    </FormDialog>
  )
}
