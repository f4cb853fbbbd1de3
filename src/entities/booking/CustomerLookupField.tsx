/**
 * The phone or the name field of a customer, with the lookup's offers under it: a typed mobile number (any
 * spacing or dots), or three letters of a name, looks the customer up and offers their name, usual pick-up
 * address and last trips; choosing one fills the name, the phone and, when not typed already, the address field.
 * A mobile that finds nobody says, once, that this is a new customer. The booking desk's forms and the car-rental
 * contract use it (words of the namespace `booking`).
 */
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { AutoComplete } from 'antd'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormContext, type FieldValues, type Path } from 'react-hook-form'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { customersByNameOrPhone, historiesByPhone } from '../../api/resources/booking-waiting'
import type { CustomerMatch, PhoneHistory } from '../../api/schemas/booking'
import { formatDate, formatPhone } from '../../lib/format'
import { isVietnameseMobile, phoneDigits } from '../../lib/phone'
import { Field } from '../../components/Field'
import { useFieldControl } from '../../components/form/field-control'

/** The form values the lookup reads and fills (their input form). */
interface CustomerForm extends FieldValues {
  customer_name: string
  phone: string
}

const LOOKUP_DELAY_MS = 300
const NAME_LOOKUP_MIN = 3

/** `value`, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

interface Offer {
  value: string
  /** what a screen reader says of the offer: the same words as `view` */
  label: string
  view: ReactNode
  customer: { fullname: string; phone: string; address: string | null }
}

/**
 * The phone or the name field with the lookup's offers under it (an antd AutoComplete: arrow keys move, Enter
 * chooses, Esc closes). The phone is checked when the field is left, as on save.
 */
export function CustomerLookupField({
  name,
  autoFocus,
  addressField = 'pick_address',
  focusOnMount,
}: {
  name: 'phone' | 'customer_name'
  autoFocus?: boolean
  /** the field a chosen customer's usual address fills, unless the clerk typed one */
  addressField?: string
  /** asked once mounted: take the focus with the caret there (-1: at the end), or not (null) */
  focusOnMount?: () => number | null
}) {
  const { t } = useTranslation('booking')
  const queryClient = useQueryClient()
  const { getFieldState, setValue, trigger } = useFormContext<CustomerForm>()
  const { field, ref, aria, row, limits } = useFieldControl<CustomerForm>({ name })
  const { id } = aria
  // before the browser paints: a key typed meanwhile lands in this field, not on the page
  useLayoutEffect(() => {
    const caret = focusOnMount?.() ?? null
    const input = document.getElementById(id)
    if (caret === null || !(input instanceof HTMLInputElement)) return
    input.focus()
    const at = caret < 0 ? input.value.length : caret
    input.setSelectionRange(at, at)
    // on mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const typed = useSettled(String(field.value ?? '').trim(), LOOKUP_DELAY_MS)
  const digits = name === 'phone' ? phoneDigits(typed) : ''
  const byPhone = name === 'phone' && isVietnameseMobile(digits)
  const byName = name === 'customer_name' && typed.length >= NAME_LOOKUP_MIN

  const customers = useQuery({
    ...customersByNameOrPhone(byPhone ? digits : typed),
    enabled: byPhone || byName,
  })
  const history = useQuery({ ...historiesByPhone(digits), enabled: byPhone })

  const offerOf = (value: string, customer: CustomerMatch, past?: PhoneHistory | null): Offer => {
    const lines = offerLines(t, customer, past)
    return {
      value,
      customer,
      label: lines.join('. '),
      view: (
        <div style={{ whiteSpace: 'normal', lineHeight: 1.4 }}>
          <strong>{lines[0]}</strong>
          {lines.slice(1).map((line) => (
            <div key={line}>
              <span className="text-secondary">{line}</span>
            </div>
          ))}
        </div>
      ),
    }
  }
  const offers: Offer[] = []
  if (byPhone || byName) {
    for (const c of customers.data ?? []) {
      const value = name === 'phone' ? c.phone : c.fullname
      if (offers.some((o) => o.value === value)) continue
      offers.push(offerOf(value, c, byPhone ? history.data : undefined))
    }
    // a phone with tickets but no customer record: its name from its newest ticket
    if (byPhone && !offers.length && history.data?.customer_name) {
      const c = { id: 0, fullname: history.data.customer_name, phone: digits, address: null }
      offers.push(offerOf(digits, c, history.data))
    }
  }
  const looking = (byPhone || byName) && (customers.isFetching || (byPhone && history.isFetching))

  const choose = async (offer: Offer) => {
    const { fullname, phone, address } = offer.customer
    const set = { shouldDirty: true, shouldValidate: true } as const
    setValue('customer_name', fullname, set)
    setValue('phone', phone, set)
    // the usual pick-up address of their tickets, else the customer's own; never over what the clerk typed
    const past = await queryClient.fetchQuery(historiesByPhone(phone)).catch(() => null)
    const pickAddress = past?.usual_pick_address ?? address
    if (pickAddress && !getFieldState(addressField as Path<CustomerForm>).isDirty)
      setValue(addressField as Path<CustomerForm>, pickAddress as never, { shouldDirty: true })
  }

  return (
    <Field {...row} extra={name === 'phone' ? t('passenger.lookupHint') : undefined}>
      <AutoComplete
        {...aria}
        ref={ref}
        value={field.value ?? ''}
        maxLength={limits.maxLength}
        autoFocus={autoFocus}
        onChange={(value: string) => field.onChange(value)}
        onSelect={(value: string) => {
          const offer = offers.find((o) => o.value === value)
          if (offer) void choose(offer)
        }}
        onBlur={() => {
          field.onBlur()
          // SPEC §5: a phone that is no Vietnamese mobile says so when the field is left, not only on save
          if (name === 'phone' && String(field.value ?? '').trim()) void trigger('phone')
        }}
        options={offers.map((o) => ({ value: o.value, label: o.label }))}
        // the backend matched them (a phone by its digits, a name without accents)
        filterOption={false}
        optionRender={(option) => offers.find((o) => o.value === option.value)?.view}
        notFoundContent={looking ? t('passenger.searching') : null}
        style={{ width: '100%' }}
      />
      {/* a mobile that finds no customer and no ticket is a new customer, said once, under the phone (what is
          saved keeps the phone and name typed); the name's lookup only offers, so a new name says nothing more */}
      {byPhone && !looking && customers.isSuccess && history.isSuccess && !offers.length && (
        <span className="text-secondary" role="status">
          {t('passenger.newCustomer')}
        </span>
      )}
    </Field>
  )
}

/** The lines of an offer: name and phone, usual pick-up address, last trips. */
function offerLines(
  t: TFunction<'booking'>,
  customer: CustomerMatch,
  history: PhoneHistory | null | undefined,
): string[] {
  const lines = [`${customer.fullname} · ${formatPhone(customer.phone)}`]
  const address = history?.usual_pick_address ?? customer.address
  if (address) lines.push(t('passenger.usualPickAddress', { 0: address }))
  if (history)
    lines.push(
      `${t('passenger.lastTrips')}: ${
        history.trips.length
          ? history.trips
              .map((trip) =>
                t('passenger.trip', {
                  0: formatDate(trip.departure_date),
                  1: trip.trip_name,
                  2: trip.seat_code,
                }),
              )
              .join('; ')
          : t('passenger.noTrips')
      }`,
    )
  return lines
}
