import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ticketActions } from '../../api/resources/ticket-actions'
import { cancelWriteSchema, type Ticket } from '../../api/schemas/booking'
import { FormDialog } from '../../components/form'
import { CancelReasonFields } from './CancelReasonFields'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { useLatestTicket } from './latest-ticket'

/**
 * Cancel a ticket with one of SPEC §5's reasons (DECISIONS #13); "other" asks for its text. A refusal keeps the
 * reason chosen and the text typed; a 409 offers the latest version.
 */
export function TicketCancelDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const cancel = useMutation(ticketActions.cancel())
  const latestTicket = useLatestTicket(ticket)
  const { dialog } = useCommandDialog({
    schema: cancelWriteSchema,
    ns: 'booking',
    defaultValues: { id: ticket.id, version: ticket.version, reason_note: '' },
    send: (values) => cancel.mutateAsync(values),
    success: t('booking:ticketActions.done.cancelled', { code: ticket.code }),
    onClose,
    latest: { load: latestTicket },
  })
  return (
    <FormDialog
      {...dialog}
      title={t('booking:ticketActions.cancelTitle', { code: ticket.code, name: ticket.customer_name })}
      submitText={t('booking:ticketActions.cancel')}
    >
      <CancelReasonFields />
    </FormDialog>
  )
}
