import type { ReactNode } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { ticketTotal } from '../../api/contracts/booking'
import type { Ticket } from '../../api/schemas/booking'
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
  /** rows after the passengers (totals) */
  footer?: ReactNode
}

/**
 * A trip's passengers, one row a ticket: seat, code, passenger, phone, pick-up and drop-off (form and address),
 * the ticket's total, paid or not, note, and optionally its actions. A cancelled ticket's row is struck through
 * and says why. The selling screen, a trip's detail and the manifest show the same table.
 */
export function PassengerTable({ tickets, caption, actionsFor, onOpenSeat, footer }: PassengerTableProps) {
  const { t } = useTranslation(['ui', 'booking'])
  const words = usePickWords()
  const cancelText = useCancelText()
  const place = (form: string, address: string | null | undefined) =>
    `${form}${address ? `: ${address}` : ''}`
  return (
    <div className="passenger-table__scroll">
      <table className="passenger-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('booking:sale.ticket.seat')}</th>
            <th scope="col">{t('booking:sale.ticket.code')}</th>
            <th scope="col">{t('booking:sale.ticket.passenger')}</th>
            <th scope="col">{t('booking:sale.ticket.phone')}</th>
            <th scope="col">{t('booking:sale.ticket.pick')}</th>
            <th scope="col">{t('booking:sale.ticket.drop')}</th>
            <th scope="col">{t('booking:sale.total')}</th>
            <th scope="col">{t('booking:sale.ticket.paid')}</th>
            <th scope="col">{t('booking:fields.note')}</th>
            {actionsFor && <th scope="col">{t('booking:ticketActions.short')}</th>}
          </tr>
        </thead>
        <tbody>
          {tickets.map((ticket) => (
            <tr key={ticket.id} data-cancelled={ticket.deleted_at ? '' : undefined}>
              <th scope="row">
                {onOpenSeat ? (
                  <Button type="link" size="small" onClick={() => onOpenSeat(ticket)}>
                    {ticket.seat_code}
                  </Button>
                ) : (
                  ticket.seat_code
                )}
              </th>
              <td>{ticket.code}</td>
              <td>
                {ticket.customer_name}
                {ticket.deleted_at && <strong> ({cancelText.left(ticket)})</strong>}
                <MovedFromTag ticket={ticket} />
              </td>
              <td className="passenger-table__nowrap">{formatPhone(ticket.phone)}</td>
              <td>{place(words.pick(ticket.pick_type), ticket.pick_address)}</td>
              <td>{place(words.drop(ticket.drop_type), ticket.drop_address)}</td>
              <td className="passenger-table__money">{formatMoney(ticketTotal(ticket))}</td>
              <td>{t(`booking:paid.${ticket.is_paid}`)}</td>
              <td>{ticket.note}</td>
              {actionsFor && (
                <td>
                  <TicketActions ticket={ticket} tripStatus={actionsFor.tripStatus} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
        {footer && <tfoot>{footer}</tfoot>}
      </table>
    </div>
  )
}
