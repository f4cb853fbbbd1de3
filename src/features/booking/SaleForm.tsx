import { Button } from 'antd'
import { FormProvider, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { PICK_TYPE, saleTotal } from '../../api/contracts/booking'
import { useCommand } from '../../api/define-resource'
import { isApiError } from '../../api/http'
import { sellSeats } from '../../api/resources/ticket'
import { checkPassenger, passengerFields, type Ticket, type WaitingBooking } from '../../api/schemas/booking'
import { PassengerFields } from '../../entities/booking/PassengerFields'
import { useSchemaForm, type FormSchema } from '../../components/form'
import { FormContractContext } from '../../components/form/field-control'
import { FormAlerts } from '../../components/form/FormAlerts'
import { formValues } from '../../components/resource/use-resource-dialog'
import { formatMoney } from '../../lib/format'
import { SALE_FORM_ID } from './SaleHelp'

/** The passenger part of a sale: the write schema's own fields and rule (src/api/schemas/booking.ts). */
const passengerSchema = z.object(passengerFields).superRefine(checkPassenger)
type Passenger = z.output<typeof passengerSchema>

const NEW_PASSENGER: Partial<Passenger> = {
  pick_type: PICK_TYPE.self,
  drop_type: PICK_TYPE.self,
  pick_fee: 0,
  drop_fee: 0,
  surcharge: 0,
  is_paid: false,
}

export interface SaleFormProps {
  tripId: number
  /** the fare per seat on the trip's day */
  fare: number
  /** the seats chosen, in the order chosen */
  seats: ReadonlyArray<{ id: number; code: string }>
  /** the waiting booking sold, or null for a direct sale */
  booking: WaitingBooking | null
  /** the phone field takes the focus as the form appears */
  autoFocus?: boolean
  onSold: (tickets: Ticket[]) => void
  /** a refused sale: the screen refreshes its seat map */
  onRefused: () => void
}

/**
 * The passenger, the ticket total and paid / unpaid, and the confirmation. A waiting booking fills the passenger
 * in; a direct sale starts empty. A refused sale keeps everything typed and says why (the seat named).
 */
export function SaleForm({ tripId, fare, seats, booking, autoFocus, onSold, onRefused }: SaleFormProps) {
  const { t } = useTranslation(['ui', 'booking'])
  // one confirmation, one key (DECISIONS #12): a press while the sale is on its way is not sent again; a sale
  // whose answer never came (network, timeout) keeps its key, so the retry gets that sale back; a changed sale
  // (seats, passenger) is another confirmation
  const sell = useCommand(sellSeats)
  const { form, onSubmit, serverError, submitting } = useSchemaForm({
    schema: passengerSchema as unknown as FormSchema<Passenger>,
    ns: 'booking',
    defaultValues: formValues<Passenger>(passengerSchema, booking ?? undefined, NEW_PASSENGER),
    onSave: async (values) => {
      if (!seats.length) throw new Error(t('booking:sale.noSeatChosen'))
      if (booking && seats.length !== booking.number_ticket)
        throw new Error(t('booking:saleRules.seatsMatchGuests'))
      const sale = {
        ...values,
        trip_id: tripId,
        seat_ids: seats.map((s) => s.id),
        waiting_booking_id: booking?.id ?? null,
      }
      try {
        const sold = await sell.confirm(sale)
        if (!sold) return false
        onSold(sold)
        return true
      } catch (error) {
        onRefused()
        // the seats are no field of this form: their refusal is said above it
        const seatsRefused = isApiError(error) ? error.fieldErrors.seat_ids : undefined
        if (seatsRefused?.length) throw new Error(seatsRefused.join(' '))
        throw error
      }
    },
  })
  const typed = useWatch({ control: form.control })
  // a fee hidden by a pick-up or drop-off "by oneself" is not charged (the backend's withoutUnusedPickUp)
  const extras = {
    surcharge: typed.surcharge ?? 0,
    pick_fee: typed.pick_type === PICK_TYPE.self ? 0 : (typed.pick_fee ?? 0),
    drop_fee: typed.drop_type === PICK_TYPE.self ? 0 : (typed.drop_fee ?? 0),
  }
  const total = saleTotal(fare, seats.length, extras)
  return (
    <form id={SALE_FORM_ID} onSubmit={onSubmit} noValidate aria-label={t('booking:sale.ticket.passenger')}>
      <FormAlerts serverError={serverError} />
      <FormContractContext value={{ schema: passengerSchema, ns: 'booking' }}>
        <FormProvider {...form}>
          <PassengerFields autoFocus={autoFocus} />
        </FormProvider>
      </FormContractContext>
      {/* the total and the confirmation stay in view at the foot of the screen while the form runs below it */}
      <div className="sale-actions">
        <dl className="sale-total" aria-live="polite">
          <dt>{t('booking:sale.total')}</dt>
          <dd>
            <strong data-testid="sale-total">{formatMoney(total)}</strong>
            <span className="sale-total__detail">
              {t('booking:sale.totalDetail', {
                fare: formatMoney(fare),
                seats: seats.length,
                surcharge: formatMoney(extras.surcharge),
                pick: formatMoney(extras.pick_fee),
                drop: formatMoney(extras.drop_fee),
              })}
            </span>
          </dd>
        </dl>
        <Button type="primary" htmlType="submit" loading={submitting} aria-keyshortcuts="Control+Enter">
          {t('booking:sale.confirm')} (Ctrl+Enter)
        </Button>
      </div>
    </form>
  )
}

export default SaleForm
