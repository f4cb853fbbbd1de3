import { Radio } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps, type Option } from './field-control'

export interface RadioFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  options: Option[]
  /** one choice a line (default), or side by side */
  vertical?: boolean
}

/** One choice among a few fixed options, all in sight: real radios, arrow keys move between them. */
export function RadioField<T extends FieldValues = FieldValues>(props: RadioFieldProps<T>) {
  const { options, vertical = true } = props
  const { field, ref, aria, row, label } = useFieldControl(props)
  const { status: _status, id, ...groupAria } = aria
  return (
    <Field {...row}>
      <Radio.Group
        {...groupAria}
        id={id}
        ref={ref}
        role="radiogroup"
        aria-label={label}
        name={field.name}
        value={field.value ?? null}
        onChange={(e) => field.onChange(e.target.value as string | number)}
        onBlur={field.onBlur}
        disabled={props.disabled || field.disabled}
        options={options}
        vertical={vertical}
      />
    </Field>
  )
}
