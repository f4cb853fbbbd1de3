import type { ReactNode } from 'react'
import { Button } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { ticketTotal } from '../../api/contracts/booking'
import type { SaleDiagram, Ticket } from '../../api/schemas/booking'
import { Barcode } from '../../components/Barcode'
import { usePickWords } from '../../entities/booking/pick-words'
import { DateTime } from '../../components/DateTime'
import { useSettings } from '../../components/use-settings'
import { formatMoney, formatPhone } from '../../lib/format'
import { hcmClock } from '../../lib/hcm-day'

/** A sale's tickets and their trip, as printed. */
export interface SoldBatch {
  tickets: Ticket[]
  trip: Pick<SaleDiagram['trip'], 'name' | 'departure_time' | 'plan_date'>
}

/**
 * The tickets just sold, one card each, and their print (DECISIONS #15): the browser's print shows only these
 * cards on A4 (components/print), never the side menu or the header.
 */
export function PrintTickets({ batch, onPrint }: { batch: SoldBatch; onPrint: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const operator = useSettings().company_name
  return (
    <section aria-labelledby="sale-print-heading" data-print="a4">
      <div className="sale-print__bar no-print">
        <h2 id="sale-print-heading">{t('booking:sale.justSold')}</h2>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={onPrint} aria-keyshortcuts="P" autoFocus>
          {t('booking:sale.print')}
        </Button>
        <span className="sale-print__hint">{t('booking:sale.printHint')}</span>
      </div>
      <ul className="sale-print__tickets">
        {batch.tickets.map((ticket) => (
          <li key={ticket.id} className="sale-ticket">
            <TicketFacts ticket={ticket} label={`${t('booking:sale.ticket.code')} ${ticket.code}`}>
              <dt>{t('booking:sale.ticket.operator')}</dt>
              <dd>{operator}</dd>
              <dt>{t('booking:sale.ticket.code')}</dt>
              <dd className="sale-ticket__code">
                {ticket.code}
                <Barcode code={ticket.code} label={t('booking:sale.ticket.barcode', { code: ticket.code })} />
              </dd>
              <dt>{t('booking:sale.ticket.trip')}</dt>
              <dd>{batch.trip.name}</dd>
              <dt>{t('booking:sale.ticket.departure')}</dt>
              <dd>
                {hcmClock(batch.trip.departure_time)} <DateTime value={batch.trip.plan_date} dateOnly />
              </dd>
            </TicketFacts>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A sold ticket's facts as a description list: what `children` puts first (the code, the trip …), then seat,
 * passenger, phone, pick-up, price and paid. The seat's dialog and the printed ticket show the same.
 */
export function TicketFacts({
  ticket,
  label,
  children,
}: {
  ticket: Ticket
  label?: string
  children?: ReactNode
}) {
  const { t } = useTranslation(['ui', 'booking'])
  const words = usePickWords()
  return (
    <dl className="sale-facts" aria-label={label}>
      {children}
      <dt>{t('booking:sale.ticket.seat')}</dt>
      <dd>{ticket.seat_code}</dd>
      <dt>{t('booking:sale.ticket.passenger')}</dt>
      <dd>{ticket.customer_name}</dd>
      <dt>{t('booking:sale.ticket.phone')}</dt>
      <dd>{formatPhone(ticket.phone)}</dd>
      <dt>{t('booking:sale.ticket.pick')}</dt>
      <dd>
        {words.pick(ticket.pick_type)}
        {ticket.pick_address ? `: ${ticket.pick_address}` : ''}
      </dd>
      <dt>{t('booking:sale.ticket.price')}</dt>
      <dd>{formatMoney(ticketTotal(ticket))}</dd>
      <dt>{t('booking:sale.ticket.paid')}</dt>
      <dd>{t(`booking:paid.${ticket.is_paid}`)}</dd>
    </dl>
  )
}
