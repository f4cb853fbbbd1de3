import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { cancelParcel, waitingGoods } from '../../api/resources/shipping-waiting'
import { cancelWriteSchema } from '../../api/schemas/booking'
import type { WaitingGoods } from '../../api/schemas/shipping'
import { CancelReasonFields } from '../../entities/booking/CancelReasonFields'
import { FormDialog } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'

/**
 * Cancel a waiting parcel with one of DECISIONS #13's reasons (required; "other" needs its text); loads with its
 * first opening. Refused because the parcel changed meanwhile: the reason stays, the latest version can be loaded.
 */
export function CancelParcelDialog({ row, onClose }: { row: WaitingGoods; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'shipping'])
  const queryClient = useQueryClient()
  const cancel = useMutation(cancelParcel())
  const { dialog } = useCommandDialog({
    schema: cancelWriteSchema,
    ns: 'booking',
    defaultValues: { id: row.id, version: row.version, reason_note: '' },
    send: (values) => cancel.mutateAsync(values),
    success: t('shipping:cancelDialog.done', { 0: row.code }),
    onClose,
    latest: { load: () => queryClient.fetchQuery({ ...waitingGoods.detail(row.id), staleTime: 0 }) },
  })
  return (
    <FormDialog
      {...dialog}
      title={t('shipping:cancelDialog.title', { 0: `${row.code} ${row.package_name}` })}
      submitText={t('shipping:cancelDialog.submit')}
    >
      <CancelReasonFields />
    </FormDialog>
  )
}
