import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { pickUpActions } from '../../../api/resources/pickup'
import { pickFeeWriteSchema, type PickUpGuest } from '../../../api/schemas/pickup'
import { useLatestTicket } from '../../../entities/booking/latest-ticket'
import { FormDialog, MoneyField } from '../../../components/form'
import { useCommandDialog } from '../../../components/resource/use-command-dialog'

/**
 * A guest's pick-up fee (whole dong; the write schema holds its limit). Refused because the ticket changed
 * meanwhile: what was typed stays, and the latest version can be loaded.
 */
export function PickUpFeeDialog({ guest, onClose }: { guest: PickUpGuest; onClose: () => void }) {
  const { t } = useTranslation('pickup')
  const save = useMutation(pickUpActions.fee())
  const latestTicket = useLatestTicket({ id: guest.ticket_id, trip_id: guest.trip.id })
  const { dialog } = useCommandDialog({
    schema: pickFeeWriteSchema,
    ns: 'pickup',
    defaultValues: { ticket_id: guest.ticket_id, version: guest.version, pick_fee: guest.pick_fee },
    send: (values) => save.mutateAsync(values),
    success: t('saved'),
    onClose,
    latest: {
      load: latestTicket,
      apply: (fresh, form) =>
        form.reset({ ticket_id: fresh.id, version: fresh.version, pick_fee: fresh.pick_fee }),
    },
  })
  return (
    <FormDialog {...dialog} title={t('editFee', { code: guest.code })}>
      <MoneyField name="pick_fee" required />
    </FormDialog>
  )
}
