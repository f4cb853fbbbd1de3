import { Select } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { matchesOption } from '../../lib/fold'
import { useFieldControl, type BaseFieldProps, type Option } from './field-control'

export interface SelectFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  options: Option[]
  allowClear?: boolean
  placeholder?: string
}

/** One choice among fixed options (value: string | number | null; cleared → null). Type to search. */
export function SelectField<T extends FieldValues = FieldValues>(props: SelectFieldProps<T>) {
  const { options, allowClear, placeholder, disabled } = props
  const { field, ref, aria, row } = useFieldControl(props)
  return (
    <Field {...row}>
      <Select<string | number, Option>
        {...aria}
        ref={ref}
        value={field.value ?? undefined}
        onChange={(value) => field.onChange(value ?? null)}
        onBlur={field.onBlur}
        disabled={disabled || field.disabled}
        options={options}
        allowClear={allowClear}
        placeholder={placeholder}
        showSearch={{ filterOption: matchesOption }}
        style={{ width: '100%' }}
      />
    </Field>
  )
}
