import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { cancelWaitingBooking, waitingBookings } from '../../api/resources/booking-waiting'
import { cancelWriteSchema, type CancelWrite, type WaitingBooking } from '../../api/schemas/booking'
import { CancelReasonFields } from '../../components/booking/CancelReasonFields'
import { FormDialog, useSchemaForm } from '../../components/form'
import { useStaleReload } from '../../components/resource/use-stale-reload'
import { toast } from '../../components/toast'

/**
 * Cancel a waiting booking with one of SPEC §5's reasons (required; "other" needs its text); loads with its
 * first opening. Refused because the booking changed meanwhile: the reason stays, the latest version can be loaded.
 */
export function CancelBookingDialog({ row, onClose }: { row: WaitingBooking; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const queryClient = useQueryClient()
  const cancel = useMutation(cancelWaitingBooking())
  const stale = useStaleReload(() =>
    queryClient.fetchQuery({ ...waitingBookings.detail(row.id), staleTime: 0 }),
  )
  const { shell, form } = useSchemaForm({
    schema: cancelWriteSchema,
    ns: 'booking',
    defaultValues: { id: row.id, version: row.version, reason_note: '' },
    onSave: async (values) => {
      try {
        const done = await cancel.mutateAsync(values as CancelWrite)
        if (!done) return false
      } catch (error) {
        if (stale.caught(error)) return false
        throw error
      }
      toast.success(t('booking:cancelDialog.done', { 0: row.code }))
      onClose()
      return true
    },
  })
  return (
    <FormDialog
      {...shell}
      open
      title={t('booking:cancelDialog.title', { 0: `${row.code} ${row.customer_name}` })}
      submitText={t('booking:cancelDialog.submit')}
      onCancel={onClose}
      notice={stale.notice((fresh) => form.setValue('version', fresh.version))}
    >
      <CancelReasonFields />
    </FormDialog>
  )
}
