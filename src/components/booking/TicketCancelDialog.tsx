import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ticketActions } from '../../api/resources/ticket-actions'
import { cancelWriteSchema, type CancelWrite, type Ticket } from '../../api/schemas/booking'
import { FormDialog, useSchemaForm } from '../form'
import { CancelReasonFields } from './CancelReasonFields'
import { useStaleReload } from '../resource/use-stale-reload'
import { toast } from '../toast'
import { useLatestTicket } from './latest-ticket'

/**
 * Cancel a ticket with one of SPEC §5's reasons (DECISIONS #13); "other" asks for its text. A refusal keeps the
 * reason chosen and the text typed; a 409 offers the latest version.
 */
export function TicketCancelDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const cancel = useMutation(ticketActions.cancel())
  const stale = useStaleReload(useLatestTicket(ticket))
  const { shell, form } = useSchemaForm({
    schema: cancelWriteSchema,
    ns: 'booking',
    defaultValues: { id: ticket.id, version: ticket.version, reason_note: '' },
    onSave: async (values) => {
      try {
        if (!(await cancel.mutateAsync(values as CancelWrite))) return false
      } catch (error) {
        if (stale.caught(error)) return false
        throw error
      }
      toast.success(t('booking:ticketActions.done.cancelled', { code: ticket.code }))
      onClose()
      return true
    },
  })
  return (
    <FormDialog
      {...shell}
      open
      title={t('booking:ticketActions.cancelTitle', { code: ticket.code, name: ticket.customer_name })}
      submitText={t('booking:ticketActions.cancel')}
      onCancel={onClose}
      notice={stale.notice((fresh) => form.setValue('version', fresh.version))}
    >
      <CancelReasonFields />
    </FormDialog>
  )
}
