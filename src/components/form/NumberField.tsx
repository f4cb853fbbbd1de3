import { InputNumber } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps } from './field-control'

export interface NumberFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** Default (both): the schema's range. */
  min?: number
  max?: number
  step?: number
  /** Unit after the number, e.g. 'kg'. */
  suffix?: string
}

/**
 * A number (value: number | null; emptied → null). `min`/`max` are announced (aria-valuemin/max) but not
 * enforced by the input: antd would silently drop or clamp an out-of-range value, so the schema's message
 * (SPEC §5) is what the user sees instead.
 */
export function NumberField<T extends FieldValues = FieldValues>(props: NumberFieldProps<T>) {
  const { step, suffix, disabled } = props
  const { field, ref, aria, row, limits } = useFieldControl(props)
  const min = props.min ?? limits.min
  const max = props.max ?? limits.max
  return (
    <Field {...row}>
      <InputNumber<number>
        {...aria}
        ref={ref}
        name={field.name}
        value={field.value ?? null}
        onChange={(value) => field.onChange(typeof value === 'number' ? value : null)}
        onBlur={field.onBlur}
        disabled={disabled || field.disabled}
        step={step}
        aria-valuemin={min}
        aria-valuemax={max}
        suffix={suffix}
        inputMode="decimal"
        style={{ width: '100%' }}
      />
    </Field>
  )
}
