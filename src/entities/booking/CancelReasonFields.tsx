import { useTranslation } from 'react-i18next'
import { CANCEL_REASONS } from '../../api/contracts/booking'
import { ReasonFields } from '../../components/form'

/** The fields of a cancel with a reason (DECISIONS #13), for a waiting booking and a ticket alike: SPEC §5's five reasons. */
export function CancelReasonFields() {
  const { t } = useTranslation('booking')
  return (
    <ReasonFields
      name="reason_cancel"
      noteName="reason_note"
      reasons={CANCEL_REASONS}
      words={t('cancelReason', { returnObjects: true })}
    />
  )
}
