import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DECLINE_REASONS } from '../../api/contracts/trips'
import { answerTrip } from '../../api/resources/trip'
import { tripAnswerWriteSchema, type TripToConfirm } from '../../api/schemas/trips'
import { FormDialog, ReasonFields } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { tripLabel } from './confirm-label'

/**
 * The driver declines a trip with a reason: a common one (xe hỏng, ốm, trùng lịch) or "other" with its text
 * (required; its limits and messages are the answer's write schema).
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
    // only "other" sends its text
    send: (values) =>
      answer.mutateAsync(values.reason_key === 'other' ? values : { ...values, reason: null }),
    success: t('trips:confirm.declined'),
    onClose,
  })
  return (
    <FormDialog
      {...dialog}
      title={t('trips:confirm.declineTitle', { name: tripLabel(trip) })}
      submitText={t('trips:confirm.decline')}
    >
      <ReasonFields
        name="reason_key"
        noteName="reason"
        reasons={DECLINE_REASONS}
        words={t('trips:confirm.declineReasons', { returnObjects: true })}
        autoFocus
      />
    </FormDialog>
  )
}
