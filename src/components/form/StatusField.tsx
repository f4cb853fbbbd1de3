import { Radio } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps } from './field-control'

/** SPEC §9 active flag: 1 active, 0 locked. */
export const STATUS_ACTIVE = 1
export const STATUS_LOCKED = 0

export type StatusFieldProps<T extends FieldValues = FieldValues> = BaseFieldProps<T>

/** Active / locked (value: 1 | 0), as a radio group (real radios, arrow keys move between them). */
export function StatusField<T extends FieldValues = FieldValues>(props: StatusFieldProps<T>) {
  const { t } = useTranslation(['ui', 'form'])
  const { field, aria, row } = useFieldControl(props)
  const { status: _status, ...groupAria } = aria
  return (
    <Field {...row}>
      <Radio.Group
        {...groupAria}
        aria-label={props.label}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value as number)}
        onBlur={field.onBlur}
        disabled={props.disabled || field.disabled}
        optionType="button"
        buttonStyle="solid"
        options={[
          { value: STATUS_ACTIVE, label: t('form:status.active') },
          { value: STATUS_LOCKED, label: t('form:status.locked') },
        ]}
      />
    </Field>
  )
}
