import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { ticketTotal } from '../../api/contracts/booking'
import type { Ticket } from '../../api/schemas/booking'
import type { DataColumn } from '../../components/data-table'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { formatMoney, formatPhone } from '../../lib/format'
import { useCancelText } from './cancel-text'
import { MovedFromTag } from './MovedFromTag'
import { usePickWords } from './pick-words'
import { TicketActions } from './TicketActions'
import './passenger-table.css'

export interface PassengerTableProps {
  tickets: Ticket[]
  /** the table's accessible name, shown as its caption */
  caption: string
  /** given, each row ends with the ticket's actions (TicketActions) for a trip in this status */
  actionsFor?: { tripStatus: number }
  /** given, the seat is a button that opens the ticket */
  onOpenSeat?: (ticket: Ticket) => void
}

/**
 * A trip's passengers, one row a ticket: seat, code, passenger, phone, pick-up and drop-off (form and address),
 * the ticket's total, paid or not, note, and optionally its actions. A cancelled ticket's row is struck through
 * and says why. The selling screen, a trip's detail and the manifest show the same table.
 */
export function PassengerTable({ tickets, caption, actionsFor, onOpenSeat }: PassengerTableProps) {
  const { t } = useTranslation(['ui', 'booking'])
  const words = usePickWords()
  const cancelText = useCancelText()
  const place = (form: string, address: string | null | undefined) =>
    `${form}${address ? `: ${address}` : ''}`
  const columns: DataColumn<Ticket>[] = [
    {
      id: 'seat',
      header: t('booking:sale.ticket.seat'),
      rowHeader: true,
      cell: (ticket) =>
        onOpenSeat ? (
          <Button type="link" size="small" onClick={() => onOpenSeat(ticket)}>
            {ticket.seat_code}
          </Button>
        ) : (
          ticket.seat_code
        ),
    },
    { id: 'code', header: t('booking:sale.ticket.code'), cell: (ticket) => ticket.code },
    {
      id: 'passenger',
      header: t('booking:sale.ticket.passenger'),
      cell: (ticket) => (
        <>
          {ticket.customer_name}
          {ticket.deleted_at && <strong> ({cancelText.left(ticket)})</strong>}
          <MovedFromTag ticket={ticket} />
        </>
      ),
    },
    {
      id: 'phone',
      header: t('booking:sale.ticket.phone'),
      nowrap: true,
      cell: (ticket) => formatPhone(ticket.phone),
    },
    {
      id: 'pick',
      header: t('booking:sale.ticket.pick'),
      cell: (ticket) => place(words.pick(ticket.pick_type), ticket.pick_address),
    },
    {
      id: 'drop',
      header: t('booking:sale.ticket.drop'),
      cell: (ticket) => place(words.drop(ticket.drop_type), ticket.drop_address),
    },
    {
      id: 'total',
      header: t('booking:sale.total'),
      align: 'right',
      cell: (ticket) => formatMoney(ticketTotal(ticket)),
    },
    {
      id: 'paid',
      header: t('booking:sale.ticket.paid'),
      cell: (ticket) => t(`booking:paid.${ticket.is_paid}`),
    },
    { id: 'note', header: t('booking:fields.note'), cell: (ticket) => ticket.note },
  ]
  if (actionsFor)
    columns.push({
      id: 'actions',
      header: t('booking:ticketActions.short'),
      cell: (ticket) => <TicketActions ticket={ticket} tripStatus={actionsFor.tripStatus} />,
    })
  return (
    <SimpleTable
      caption={caption}
      className="passenger-table"
      columns={columns}
      rows={tickets}
      getRowId={(ticket) => ticket.id}
      rowProps={(ticket) => (ticket.deleted_at ? { 'data-cancelled': '' } : undefined)}
    />
  )
}
