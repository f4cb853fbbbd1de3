import { useState } from 'react'
import { useFormContext, type FieldPath, type FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { DayInput, type DayInputProps } from '../day/DayInput'
import { isDay } from '../../lib/hcm-day'
import { useFieldControl, type BaseFieldProps } from './field-control'

/**
 * The form's side of the day field (value: 'YYYY-MM-DD' | null). A text that is no day stays in the form as
 * typed, so the schema refuses the form (nothing is sent with the day shown before), its message in the row at
 * once; Escape puts back the last day.
 */
export function useDayValue<T extends FieldValues>(
  name: FieldPath<T>,
  field: { value: unknown; onChange: (value: unknown) => void },
): Pick<DayInputProps, 'value' | 'onCommit' | 'onRefused'> {
  const { setError, clearErrors } = useFormContext<T>()
  const raw = field.value
  const isText = typeof raw === 'string' && raw !== '' && !isDay(raw)
  // the last day the form held: what a text that is no day is typed over, and what Escape puts back
  const [lastDay, setLastDay] = useState<string | null>(isDay(raw) ? raw : null)
  const current = isText ? lastDay : isDay(raw) ? raw : null
  if (current !== lastDay) setLastDay(current)
  return {
    value: current,
    onCommit: (day) => field.onChange(day ?? null),
    onRefused: (refusal) => {
      if (refusal) {
        field.onChange(refusal.text)
        setError(name, { type: 'day', message: refusal.message })
      } else {
        clearErrors(name)
        if (isText) field.onChange(lastDay)
      }
    },
  }
}

export interface DateFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** the earliest and latest days taken ('YYYY-MM-DD') */
  min?: string
  max?: string
}

/** A date (value: 'YYYY-MM-DD' | null), typed and shown in the settings' format_date (components/day). */
export function DateField<T extends FieldValues = FieldValues>(props: DateFieldProps<T>) {
  const { min, max, disabled } = props
  const { field, ref, aria, row } = useFieldControl(props)
  const day = useDayValue<T>(props.name, field)
  return (
    <Field {...row}>
      <DayInput
        {...day}
        inputRef={ref}
        id={aria.id}
        name={field.name}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={aria['aria-describedby']}
        aria-required={aria['aria-required']}
        optional
        min={min}
        max={max}
        onBlur={field.onBlur}
        disabled={disabled || field.disabled}
      />
    </Field>
  )
}
