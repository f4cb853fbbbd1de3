import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { pickUpActions } from '../../../api/resources/pickup'
import { pickFeeWriteSchema, type PickFeeWrite, type PickUpGuest } from '../../../api/schemas/pickup'
import { useLatestTicket } from '../../../components/booking/latest-ticket'
import { FormDialog, MoneyField, useSchemaForm } from '../../../components/form'
import { useStaleReload } from '../../../components/resource/use-stale-reload'
import { toast } from '../../../components/toast'

/**
 * A guest's pick-up fee (whole dong; the write schema holds its limit). Refused because the ticket changed
 * meanwhile: what was typed stays, and the latest version can be loaded.
 */
export function PickUpFeeDialog({ guest, onClose }: { guest: PickUpGuest; onClose: () => void }) {
  const { t } = useTranslation('pickup')
  const save = useMutation(pickUpActions.fee())
  const stale = useStaleReload(useLatestTicket({ id: guest.ticket_id, trip_id: guest.trip.id }))
  const { shell, form } = useSchemaForm({
    schema: pickFeeWriteSchema,
    ns: 'pickup',
    defaultValues: { ticket_id: guest.ticket_id, version: guest.version, pick_fee: guest.pick_fee },
    onSave: async (values) => {
      try {
        if (!(await save.mutateAsync(values as PickFeeWrite))) return false
      } catch (error) {
        if (stale.caught(error)) return false
        throw error
      }
      toast.success(t('saved'))
      onClose()
      return true
    },
  })
  return (
    <FormDialog
      {...shell}
      open
      title={t('editFee', { code: guest.code })}
      onCancel={onClose}
      notice={stale.notice((fresh) =>
        form.reset({ ticket_id: fresh.id, version: fresh.version, pick_fee: fresh.pick_fee }),
      )}
    >
      <MoneyField name="pick_fee" required />
    </FormDialog>
  )
}
