import { useEffect, useRef } from 'react'
import { useFormState } from 'react-hook-form'
import { Flex } from 'antd'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DISCOUNT_TYPE, isClosedCarContract } from '../../api/contracts/car-contract'
import { useCan } from '../../api/resources/auth'
import { carContracts } from '../../api/resources/car-contract'
import type { WaitingBooking } from '../../api/schemas/booking'
import { carContractWriteSchema, type CarContract } from '../../api/schemas/car-contracts'
import { DateField } from '../../components/form/DateField'
import { FormSection, PageForm } from '../../components/form/PageForm'
import { TextField } from '../../components/form/TextField'
import { TimeField } from '../../components/form/TimeField'
import { useResourcePageForm } from '../../components/resource/use-resource-dialog'
import { CustomerField } from '../../entities/booking/CustomerField'
import { hcmToday, shiftDay } from '../../lib/hcm-day'
import { ContractCarsField } from './ContractCarsField'
import { ContractLines } from './ContractLines'

/** The contract as the form holds it: its days and times apart, its lines without their sub-totals. */
const toForm = (c: CarContract) => ({
  ...c,
  start_date: c.start_at.slice(0, 10),
  start_time: c.start_at.slice(11, 16),
  end_date: c.end_at.slice(0, 10),
  end_time: c.end_at.slice(11, 16),
  lines: c.lines.map(({ sub_total: _subtotal, ...line }) => line),
})

/**
 * A contract's form: its customer (found by phone as at the booking desk), time, cars and services. A new one opens
 * its page once saved; a saved one stays, showing each newer version while untouched. Read-only once complete or
 * cancelled, or for a user who may not change it.
 */
export function ContractForm({ row, booking }: { row?: CarContract; booking?: WaitingBooking }) {
  const { t } = useTranslation(['ui', 'contracts'])
  const can = useCan()
  const navigate = useNavigate()
  const today = hcmToday()
  // the latest version shown: a newer one (a payment, a move, another clerk's save) replaces an untouched form
  const shown = useRef(row?.version)
  const page = useResourcePageForm({
    resource: carContracts,
    write: carContractWriteSchema,
    row,
    titles: { create: t('contracts:form.create'), update: t('contracts:form.title', { 0: row?.code }) },
    defaults: {
      car_ids: [],
      lines: [{ description: '', quantity: 1, discount: 0, discount_type: DISCOUNT_TYPE.amount }],
      start_date: shiftDay(today, 1),
      start_time: '06:00',
      end_date: shiftDay(today, 1),
      end_time: '18:00',
      ...(booking && {
        customer_name: booking.customer_name,
        phone: booking.phone,
        address: booking.pick_address ?? null,
        start_date: booking.departure_date,
        start_time: booking.preferred_time ?? '06:00',
        end_date: booking.return_date ?? booking.departure_date,
        // a day's hire ends at 18:00, one starting that late at the day's end
        end_time: (booking.preferred_time ?? '') < '18:00' ? '18:00' : '23:59',
        note: booking.note ?? null,
        lines: [
          {
            description: t('contracts:form.bookingLine', { 0: booking.code }),
            quantity: 1,
            discount: 0,
            discount_type: DISCOUNT_TYPE.amount,
          },
        ],
        booking_id: booking.id,
      }),
    },
    toForm,
    onDone: (saved) => {
      if (row) {
        shown.current = saved.version
        page.adopt(saved)
      } else void navigate({ to: '/car-contract/$id', params: { id: String(saved.id) } })
    },
  })
  // read while rendering: react-hook-form keeps `isDirty` up to date only for those who read it
  const { isDirty } = useFormState({ control: page.form.control })
  const closed = row !== undefined && isClosedCarContract(row.status)
  const { adopt } = page
  useEffect(() => {
    if (!row || shown.current === undefined || row.version <= shown.current) return
    // what the clerk typed stays (a save says the contract changed meanwhile), unless the contract closed: then
    // it shows what it closed with
    if (isDirty && !closed) return
    shown.current = row.version
    adopt(row)
  }, [row, isDirty, closed, adopt])

  const readOnly = closed || !can(row ? 'carContract.update' : 'carContract.create')
  return (
    <div className="page-panel" style={{ marginBottom: 16 }}>
      {row && !closed && readOnly && <p className="text-secondary">{t('contracts:form.cannotEdit')}</p>}
      <PageForm {...page.shell} aria-label={page.title} readOnly={readOnly}>
        <Flex gap={24} wrap>
          <FormSection title={t('contracts:form.customer')} wide>
            <CustomerField name="phone" autoFocus={!row} addressField="address" />
            <CustomerField name="customer_name" addressField="address" />
            <TextField name="email" />
            <TextField name="address" />
          </FormSection>
          <FormSection title={t('contracts:form.rental')} wide>
            <Flex gap={12} wrap>
              <DateField name="start_date" />
              <TimeField name="start_time" />
            </Flex>
            <Flex gap={12} wrap>
              <DateField name="end_date" />
              <TimeField name="end_time" />
            </Flex>
            <ContractCarsField contractId={row?.id} />
            <TextField name="note" multiline />
          </FormSection>
        </Flex>
        <FormSection title={t('contracts:form.services')}>
          <ContractLines readOnly={readOnly} />
        </FormSection>
      </PageForm>
    </div>
  )
}
