/**
 * The passenger part of the booking desk's forms (the waiting booking's and a direct sale's), fields named as
 * `passengerFields` (src/api/schemas/booking.ts). Phone first, looked up (CustomerLookupField): choosing a
 * customer fills the passenger and their usual pick-up address. Used inside a FormDialog (or any FormProvider
 * with the booking contract).
 */
import { Flex } from 'antd'
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { PICK_TYPE, PICK_TYPES } from '../../api/contracts/booking'
import { CheckboxField, MoneyField, SelectField, TextField } from '../../components/form'
import { CustomerLookupField } from './CustomerLookupField'

/** The form values PassengerFields reads and fills (their input form). */
interface PassengerForm extends FieldValues {
  customer_name: string
  phone: string
  pick_type: number
  pick_address: string | null
  drop_type: number
}

/** `paid`: offer the paid checkbox (a sold ticket's edit does not: paying is its own action). */
export function PassengerFields({ autoFocus, paid = true }: { autoFocus?: boolean; paid?: boolean }) {
  const { t } = useTranslation('booking')
  const { control } = useFormContext<PassengerForm>()
  const pickType = useWatch({ control, name: 'pick_type' })
  const dropType = useWatch({ control, name: 'drop_type' })
  const pickWords = t('pickType', { returnObjects: true }) as Record<number, string>
  const dropWords = t('dropType', { returnObjects: true }) as Record<number, string>
  const pickOptions = PICK_TYPES.map((v) => ({ value: v, label: pickWords[v] }))
  const dropOptions = PICK_TYPES.map((v) => ({ value: v, label: dropWords[v] }))
  return (
    <fieldset className="passenger-fields" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend className="field-label" style={{ fontWeight: 600, marginBottom: 8 }}>
        {t('passenger.legend')}
      </legend>
      <CustomerLookupField name="phone" autoFocus={autoFocus} />
      <CustomerLookupField name="customer_name" />
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 200px' }}>
          <SelectField name="pick_type" options={pickOptions} />
        </div>
        {pickType !== PICK_TYPE.self && (
          <div style={{ flex: '0 1 160px' }}>
            <MoneyField name="pick_fee" />
          </div>
        )}
      </Flex>
      {pickType !== PICK_TYPE.self && <TextField name="pick_address" />}
      <Flex gap={12} wrap>
        <div style={{ flex: '1 1 200px' }}>
          <SelectField name="drop_type" options={dropOptions} />
        </div>
        {dropType !== PICK_TYPE.self && (
          <div style={{ flex: '0 1 160px' }}>
            <MoneyField name="drop_fee" />
          </div>
        )}
      </Flex>
      {dropType !== PICK_TYPE.self && <TextField name="drop_address" />}
      <MoneyField name="surcharge" />
      <TextField name="note" multiline />
      {paid && <CheckboxField name="is_paid" />}
    </fieldset>
  )
}
