import type { ReactNode } from 'react'
import { Button } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { PICK_TYPE, ticketTotal } from '../../api/contracts/booking'
import type { SaleDiagram, Ticket } from '../../api/schemas/booking'
import { Barcode } from '../../components/Barcode'
import { usePickWords } from '../../entities/booking/pick-words'
import { DateTime } from '../../components/DateTime'
import { useSettings } from '../../components/use-settings'
import { formatMoney, formatPhone } from '../../lib/format'
import { hcmClock } from '../../lib/hcm-day'

/** A sale's tickets and their trip (its car's plate with it), as printed. */
export interface SoldBatch {
  tickets: Ticket[]
  trip: Pick<SaleDiagram['trip'], 'name' | 'departure_time' | 'plan_date' | 'car'>
}

/**
 * The tickets just sold, one card each, and their print (DECISIONS #15): the browser's print shows only these
 * cards, each on a ticket-sized page of its own (an 80 mm roll, components/print's `ticket` kind), never the side
 * menu or the header. A ticket carries the operator and its hotline (the settings' phone), the trip, its car's
 * plate, the seat, the passenger, where they are picked up and dropped off, and the price.
 */
export function PrintTickets({ batch, onPrint }: { batch: SoldBatch; onPrint: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  const { company_name: operator, phone: hotline } = useSettings()
  const plate = batch.trip.car?.license_plate
  return (
    <section aria-labelledby="sale-print-heading" data-print="ticket">
      <div className="sale-print__bar no-print">
        <h2 id="sale-print-heading">{t('booking:sale.justSold')}</h2>
        <Button icon={<PrinterOutlined aria-hidden />} onClick={onPrint} aria-keyshortcuts="P" autoFocus>
          {t('booking:sale.print')}
        </Button>
        <span className="sale-print__hint">{t('booking:sale.printHint')}</span>
      </div>
      <ul className="sale-print__tickets">
        {batch.tickets.map((ticket) => (
          <li key={ticket.id} className="sale-ticket" data-print-page>
            <TicketFacts ticket={ticket} label={`${t('booking:sale.ticket.code')} ${ticket.code}`}>
              <dt>{t('booking:sale.ticket.operator')}</dt>
              <dd>{operator}</dd>
              {hotline && (
                <>
                  <dt>{t('booking:sale.ticket.hotline')}</dt>
                  <dd>{formatPhone(hotline)}</dd>
                </>
              )}
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
              {plate && (
                <>
                  <dt>{t('booking:sale.ticket.plate')}</dt>
                  <dd>{plate}</dd>
                </>
              )}
            </TicketFacts>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A sold ticket's facts as a description list: what `children` puts first (the code, the trip …), then seat,
 * passenger, phone, pick-up, drop-off point, price and paid. The seat's dialog and the printed ticket show the same.
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
  // where the passenger gets off: the address they are taken to, else the direction's end (they leave at the station)
  const dropPoint =
    ticket.drop_type !== PICK_TYPE.self && ticket.drop_address
      ? `${words.drop(ticket.drop_type)}: ${ticket.drop_address}`
      : ticket.destination_point
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
      {dropPoint && (
        <>
          <dt>{t('booking:sale.ticket.dropPoint')}</dt>
          <dd>{dropPoint}</dd>
        </>
      )}
      <dt>{t('booking:sale.ticket.price')}</dt>
      <dd>{formatMoney(ticketTotal(ticket))}</dd>
      <dt>{t('booking:sale.ticket.paid')}</dt>
      <dd>{t(`booking:paid.${ticket.is_paid}`)}</dd>
    </dl>
  )
}
