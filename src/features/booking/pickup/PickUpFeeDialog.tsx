import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { pickUpActions } from '../../../api/resources/pickup'
import { pickFeeWriteSchema, type PickFeeWrite, type PickUpGuest } from '../../../api/schemas/pickup'
import { FormDialog, MoneyField, useResourceForm } from '../../../components/form'
import { toast } from '../../../components/toast'

type Values = z.input<typeof pickFeeWriteSchema>

/** A guest's pick-up fee (whole dong; the write schema holds its limit). */
export function PickUpFeeDialog({ guest, onClose }: { guest: PickUpGuest; onClose: () => void }) {
  const { t } = useTranslation('pickup')
  const save = useMutation(pickUpActions.fee())
  const { dialog } = useResourceForm<Values>({
    schema: pickFeeWriteSchema,
    ns: 'pickup',
    defaultValues: { ticket_id: guest.ticket_id, version: guest.version, pick_fee: guest.pick_fee },
    onSave: async (values) => {
      if (!(await save.mutateAsync(values as PickFeeWrite))) return false
      toast.success(t('saved'))
      onClose()
      return true
    },
  })
  return (
    <FormDialog {...dialog} open title={t('editFee', { code: guest.code })} onCancel={onClose}>
      <MoneyField name="pick_fee" required />
    </FormDialog>
  )
}
