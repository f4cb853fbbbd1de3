import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CANCEL_REASONS } from '../../api/contracts/booking'
import type { CancelWrite } from '../../api/schemas/booking'
import { RadioField, TextField } from '../../components/form'

/**
 * The fields of a cancel with a reason (DECISIONS #13), for a waiting booking and a ticket alike: SPEC §5's five
 * reasons as radio buttons (arrow keys move between them), then the free text "other" needs.
 */
export function CancelReasonFields() {
  const { t } = useTranslation('booking')
  const words = t('cancelReason', { returnObjects: true })
  const other = useWatch<CancelWrite, 'reason_cancel'>({ name: 'reason_cancel' }) === 'other'
  return (
    <>
      <RadioField
        name="reason_cancel"
        required
        options={CANCEL_REASONS.map((reason) => ({ value: reason, label: words[reason] }))}
      />
      {other && <TextField name="reason_note" multiline required autoFocus />}
    </>
  )
}
