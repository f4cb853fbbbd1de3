import { Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { STATUS_ACTIVE, STATUS_INACTIVE } from '../../api/contracts/contract'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps } from './field-control'

export type StatusFieldProps<T extends FieldValues = FieldValues> = BaseFieldProps<T>

/** Active / locked (value: 1 | 0), as a radio group (real radios, arrow keys move between them). */
export function StatusField<T extends FieldValues = FieldValues>(props: StatusFieldProps<T>) {
  const { t } = useTranslation(['ui', 'form'])
  const { field, aria, row, label } = useFieldControl(props)
  const { status: _status, ...groupAria } = aria
  return (
    <Field {...row}>
      <Radio.Group
        {...groupAria}
        aria-label={label}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value as number)}
        onBlur={field.onBlur}
        disabled={props.disabled || field.disabled}
        optionType="button"
        buttonStyle="solid"
        options={[
          { value: STATUS_ACTIVE, label: t('form:status.active') },
          { value: STATUS_INACTIVE, label: t('form:status.inactive') },
        ]}
      />
    </Field>
  )
}
