import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { cancelParcel, waitingGoods } from '../../api/resources/shipping-waiting'
import { cancelWriteSchema, type CancelWrite } from '../../api/schemas/booking'
import type { WaitingGoods } from '../../api/schemas/shipping'
import { CancelReasonFields } from '../../components/booking/CancelReasonFields'
import { FormDialog, useSchemaForm } from '../../components/form'
import { useStaleReload } from '../../components/resource/use-stale-reload'
import { toast } from '../../components/toast'

/**
 * Cancel a waiting parcel with one of DECISIONS #13's reasons (required; "other" needs its text); loads with its
 * first opening. Refused because the parcel changed meanwhile: the reason stays, the latest version can be loaded.
 */
export function CancelParcelDialog({ row, onClose }: { row: WaitingGoods; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'shipping'])
  const queryClient = useQueryClient()
  const cancel = useMutation(cancelParcel())
  const stale = useStaleReload(() => queryClient.fetchQuery({ ...waitingGoods.detail(row.id), staleTime: 0 }))
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
      toast.success(t('shipping:cancelDialog.done', { 0: row.code }))
      onClose()
      return true
    },
  })
  return (
    <FormDialog
      {...shell}
      open
      title={t('shipping:cancelDialog.title', { 0: `${row.code} ${row.package_name}` })}
      submitText={t('shipping:cancelDialog.submit')}
      onCancel={onClose}
      notice={stale.notice((fresh) => form.setValue('version', fresh.version))}
    >
      <CancelReasonFields />
    </FormDialog>
  )
}
