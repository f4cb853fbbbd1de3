import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { Picker, PickUpGuest } from '../../../api/schemas/pickup'
import { SimpleTable } from '../../../components/data-table/SimpleTable'
import { DateTime } from '../../../components/DateTime'
import { printWhenReady } from '../../../components/print/use-print-when'
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
 * guests in pick order with address, phone, trip, seat, time and fee. A print layout only (components/print): on
 * the page it opens the browser's print at once, once drawn, and `onPrinted` is called when the print is over
 * (the browser's `afterprint`), so the list's one button prints it in one step.
 */
export function RunSheet({
  group,
  day,
  title,
  onPrinted,
}: {
  group: RunSheetGroup
  day: string
  title: string
  onPrinted: () => void
}) {
  const { t } = useTranslation('pickup')
  const operator = useSettings().company_name
  const total = feeTotal(group.guests)
  // one print per sheet put on the page (the list gives each click a sheet of its own)
  const done = useRef(onPrinted)
  useEffect(() => {
    done.current = onPrinted
  })
  useEffect(() => {
    let live = true
    const over = () => done.current()
    window.addEventListener('afterprint', over)
    void printWhenReady(undefined, () => live)
    return () => {
      live = false
      window.removeEventListener('afterprint', over)
    }
  }, [])
  return (
    <section className="pickup-print" aria-labelledby="pickup-print-heading" data-print="a4" data-print-only>
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
      <SimpleTable
        labelledBy="pickup-print-heading"
        className="pickup-print__table"
        columns={[
          { id: 'order', header: t('col.order'), cell: (_, index) => index + 1 },
          {
            id: 'customer',
            header: t('col.customer'),
            cell: (guest) => (
              <>
                {guest.customer_name}
                <br />
                <small>{guest.code}</small>
              </>
            ),
          },
          { id: 'address', header: t('col.address'), cell: (guest) => guest.pick_address },
          { id: 'phone', header: t('col.phone'), cell: (guest) => formatPhone(guest.phone) },
          { id: 'trip', header: t('col.trip'), cell: (guest) => guest.trip.name },
          { id: 'seat', header: t('col.seat'), cell: (guest) => guest.seat_code },
          {
            id: 'time',
            header: t('col.time'),
            cell: (guest) => (guest.pick_time ? hcmClock(guest.pick_time) : ''),
          },
          {
            id: 'fee',
            header: t('col.fee'),
            align: 'right',
            cell: (guest) => formatMoney(guest.pick_fee),
            footer: formatMoney(total),
          },
        ]}
        rows={group.guests}
        getRowId={(guest) => guest.ticket_id}
        footerLabel={t('runSheet.total')}
      />
    </section>
  )
}
