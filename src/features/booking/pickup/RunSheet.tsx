import { Button, Flex } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { Picker, PickUpGuest } from '../../../api/schemas/pickup'
import { DateTime } from '../../../components/DateTime'
import { useSettings } from '../../../components/use-settings'
import { formatMoney, formatPhone } from '../../../lib/format'
import { hcmClock } from '../../../lib/hcm-day'

/** One picker's guests, in pick order. */
export interface RunSheetGroup {
  picker: Picker | null
  /** the picker's name as the list shows it */
  name: string
  /** the home list's group is one trip's */
  trip: { id: number; name: string; departure_time: string } | null
  guests: PickUpGuest[]
}

/** The pick-up fees of guests (a group's total on the list and on its run sheet). */
export const feeTotal = (guests: PickUpGuest[]) => guests.reduce((sum, g) => sum + g.pick_fee, 0)

/**
 * A driver's run sheet (DECISIONS #15): an A4 page with the operator, the list, the picker and the day, then the
 * guests in pick order with address, phone, trip, seat, time and fee. Only this prints (components/print).
 */
export function RunSheet({
  group,
  day,
  title,
  onClose,
}: {
  group: RunSheetGroup
  day: string
  title: string
  onClose: () => void
}) {
  const { t } = useTranslation('pickup')
  const operator = useSettings().company_name
  const total = feeTotal(group.guests)
  return (
    <section className="pickup-print" aria-labelledby="pickup-print-heading" data-print="a4">
      <Flex gap={12} align="center" wrap className="pickup-print__bar no-print">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} autoFocus>
          {t('runSheet.print')}
        </Button>
        <Button onClick={onClose}>{t('runSheet.close')}</Button>
        <span>{t('runSheet.hint')}</span>
      </Flex>
      <header className="pickup-print__header">
        <p>{operator}</p>
        <h2 id="pickup-print-heading">
          {t('runSheet.title')} · {title}
        </h2>
        <dl>
          <dt>{t('runSheet.picker')}</dt>
          <dd>
            {group.name}
            {group.picker?.phone ? ` · ${formatPhone(group.picker.phone)}` : ''}
          </dd>
          <dt>{t('runSheet.day')}</dt>
          <dd>
            <DateTime value={day} dateOnly />
            {group.trip ? ` · ${group.trip.name}` : ''}
          </dd>
        </dl>
      </header>
      <table className="pickup-print__table">
        <thead>
          <tr>
            <th scope="col">{t('col.order')}</th>
            <th scope="col">{t('col.customer')}</th>
            <th scope="col">{t('col.address')}</th>
            <th scope="col">{t('col.phone')}</th>
            <th scope="col">{t('col.trip')}</th>
            <th scope="col">{t('col.seat')}</th>
            <th scope="col">{t('col.time')}</th>
            <th scope="col">{t('col.fee')}</th>
          </tr>
        </thead>
        <tbody>
          {group.guests.map((guest, index) => (
            <tr key={guest.ticket_id}>
              <td>{index + 1}</td>
              <td>
                {guest.customer_name}
                <br />
                <small>{guest.code}</small>
              </td>
              <td>{guest.pick_address}</td>
              <td>{formatPhone(guest.phone)}</td>
              <td>{guest.trip.name}</td>
              <td>{guest.seat_code}</td>
              <td>{guest.pick_time ? hcmClock(guest.pick_time) : ''}</td>
              <td>{formatMoney(guest.pick_fee)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={7}>
              {t('runSheet.total')}
            </th>
            <td>{formatMoney(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}
