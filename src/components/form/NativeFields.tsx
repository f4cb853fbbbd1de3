/*
 * Field variants on the browser's own controls, for screens whose budget has no room for antd's select (it
 * weighs more than a small form): same wiring, label, message and aria as the other fields.
 */
import type { FieldValues } from 'react-hook-form'
import { Field, controlAria } from '../Field'
import { useFieldControl, type BaseFieldProps, type Option } from './field-control'

export interface NativeSelectFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  options: Option[]
  /** The words of the empty choice (value null). */
  placeholder: string
}

/** One of `options` (value: the option's value, a number stays a number; null for the empty choice). */
export function NativeSelectField<T extends FieldValues = FieldValues>(props: NativeSelectFieldProps<T>) {
  const { options, placeholder } = props
  const { field, ref, id, error, row } = useFieldControl(props)
  const numeric = options.some((o) => typeof o.value === 'number')
  return (
    <Field {...row}>
      <select
        {...controlAria(id, error)}
        aria-required={row.required || undefined}
        className="select input"
        ref={ref}
        name={field.name}
        onBlur={field.onBlur}
        value={field.value ?? ''}
        disabled={props.disabled || field.disabled}
        onChange={(e) =>
          field.onChange(e.target.value === '' ? null : numeric ? Number(e.target.value) : e.target.value)
        }
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  )
}

export interface NativeNumberFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  min?: number
  max?: number
  /** a unit after the number ('%') */
  suffix?: string
}

/** A whole number on the browser's number input (value: number | null; emptied → null), as NumberField. */
export function NativeNumberField<T extends FieldValues = FieldValues>(props: NativeNumberFieldProps<T>) {
  const { suffix } = props
  const { field, ref, id, error, row, limits } = useFieldControl(props)
  return (
    <Field {...row}>
      <span className="native-number">
        <input
          {...controlAria(id, error)}
          aria-required={row.required || undefined}
          type="number"
          className="input"
          ref={ref}
          name={field.name}
          min={props.min ?? limits.min}
          max={props.max ?? limits.max}
          step={1}
          inputMode="numeric"
          value={field.value ?? ''}
          disabled={props.disabled || field.disabled}
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
        />
        {suffix && <span aria-hidden>{suffix}</span>}
      </span>
    </Field>
  )
}
