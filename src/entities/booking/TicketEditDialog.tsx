import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ticketActions } from '../../api/resources/ticket-actions'
import { ticketUpdateWriteSchema, type Ticket } from '../../api/schemas/booking'
import { FormDialog } from '../../components/form'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { useLatestTicket } from './latest-ticket'
import { PassengerFields } from './PassengerFields'

type Values = z.input<typeof ticketUpdateWriteSchema>

/** The form's values of a ticket: its passenger and how they travel, at its version. */
const valuesOf = (ticket: Ticket): Values => ({
  id: ticket.id,
  version: ticket.version,
  customer_name: ticket.customer_name,
  phone: ticket.phone,
  pick_type: ticket.pick_type as Values['pick_type'],
  pick_address: ticket.pick_address ?? '',
  pick_fee: ticket.pick_fee,
  drop_type: ticket.drop_type as Values['drop_type'],
  drop_address: ticket.drop_address ?? '',
  drop_fee: ticket.drop_fee,
  surcharge: ticket.surcharge,
  note: ticket.note ?? '',
})

/**
 * Edit a sold ticket's passenger and how they travel (the booking desk's passenger fields, phone first). A refusal keeps what was typed; a 409 (changed meanwhile) offers the latest
 * version, which replaces the form only when asked.
 */
export function TicketEditDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const save = useMutation(ticketActions.update())
  const latestTicket = useLatestTicket(ticket)
  const { dialog } = useCommandDialog({
    schema: ticketUpdateWriteSchema,
    ns: 'booking',
    defaultValues: valuesOf(ticket),
    // the resolver hands over the schema's output (trimmed, phone as 10 digits)
    send: (values) => save.mutateAsync(values),
    success: t('booking:ticketActions.done.updated', { code: ticket.code }),
    onClose,
    latest: { load: latestTicket, apply: (fresh, form) => form.reset(valuesOf(fresh)) },
  })
  return (
    <FormDialog {...dialog} width={640} title={t('booking:ticketActions.editTitle', { code: ticket.code })}>
      <PassengerFields autoFocus paid={false} />
    </FormDialog>
  )
}
