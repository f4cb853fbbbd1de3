import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { cancelWaitingBooking, waitingBookings } from '../../api/resources/booking-waiting'
import { cancelWriteSchema, type WaitingBooking } from '../../api/schemas/booking'
import { CancelReasonFields } from '../../entities/booking/CancelReasonFields'
import { FormDialog } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'

/**
 * Cancel a waiting booking with one of SPEC §5's reasons (required; "other" needs its text); loads with its
 * first opening. Refused because the booking changed meanwhile: the reason stays, the latest version can be loaded.
 */
export function CancelBookingDialog({ row, onClose }: { row: WaitingBooking; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const queryClient = useQueryClient()
  const cancel = useMutation(cancelWaitingBooking())
  const { dialog } = useCommandDialog({
    schema: cancelWriteSchema,
    ns: 'booking',
    defaultValues: { id: row.id, version: row.version, reason_note: '' },
    send: (values) => cancel.mutateAsync(values),
    success: t('booking:cancelDialog.done', { 0: row.code }),
    onClose,
    latest: { load: () => queryClient.fetchQuery({ ...waitingBookings.detail(row.id), staleTime: 0 }) },
  })
  return (
    <FormDialog
      {...dialog}
      title={t('booking:cancelDialog.title', { 0: `${row.code} ${row.customer_name}` })}
      submitText={t('booking:cancelDialog.submit')}
    >
      <CancelReasonFields />
    </FormDialog>
  )
}
