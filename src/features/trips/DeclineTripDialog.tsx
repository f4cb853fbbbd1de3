import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { answerTrip } from '../../api/resources/trip'
import { tripAnswerWriteSchema, type TripToConfirm } from '../../api/schemas/trips'
import { FormDialog, TextField } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { tripLabel } from './confirm-label'

/**
 * The driver declines a trip with a reason (required; its limits and messages are the answer's write schema).
 * A refused answer keeps what was typed: field messages beside the reason, anything else (answered or
 * cancelled meanwhile) in the alert on top. Loads with its first opening.
 */
export function DeclineTripDialog({ trip, onClose }: { trip: TripToConfirm; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'trips'])
  const answer = useMutation(answerTrip())
  const { dialog } = useCommandDialog({
    schema: tripAnswerWriteSchema,
    ns: 'trips',
    defaultValues: { id: trip.id, version: trip.version, accept: false, reason: '' },
    send: (values) => answer.mutateAsync(values),
    success: t('trips:confirm.declined'),
    onClose,
  })
  return (
    <FormDialog
      {...dialog}
      title={t('trips:confirm.declineTitle', { name: tripLabel(trip) })}
      submitText={t('trips:confirm.decline')}
    >
      <TextField name="reason" multiline required autoFocus />
    </FormDialog>
  )
}
