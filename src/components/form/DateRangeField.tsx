import { useTranslation } from 'react-i18next'
import { useController, type FieldPath, type FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { DayInput } from '../day/DayInput'
import { useFieldId, type BaseFieldProps } from './field-control'
import { useDayValue } from './DateField'

export interface DateRangeFieldProps<T extends FieldValues = FieldValues> extends Omit<
  BaseFieldProps<T>,
  'name' | 'label'
> {
  /** The period's name (it covers two fields). */
  label: string
  /** Path of the first day ('YYYY-MM-DD' | null). */
  startName: FieldPath<T>
  /** Path of the last day ('YYYY-MM-DD' | null). */
  endName: FieldPath<T>
}

/**
 * A period held in two values ('YYYY-MM-DD' | null each): two day fields (components/day) in the settings'
 * format_date. The label names the start input, a hidden label the end input; the errors of both values
 * are shown.
 */
export function DateRangeField<T extends FieldValues = FieldValues>(props: DateRangeFieldProps<T>) {
  const { startName, endName, label, required, disabled, help } = props
  const { t } = useTranslation(['ui', 'form'])
  const {
    field: { ref, ...startField },
    fieldState: startState,
  } = useController<T>({ name: startName })
  const {
    field: { ref: endRef, ...endField },
    fieldState: endState,
  } = useController<T>({ name: endName })
  const startDay = useDayValue<T>(startName, startField)
  const endDay = useDayValue<T>(endName, endField)
  const id = useFieldId(startName)
  const endId = `${id}-end`
  const errors = [startState.error?.message, endState.error?.message].filter((m): m is string => !!m)
  const error = [...new Set(errors)].join(' ') || undefined
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
  }

  return (
    <Field id={id} label={label} required={required} error={error} extra={help}>
      <label htmlFor={endId} className="sr-only">
        {t('form:dateRange.end', { label })}
      </label>
      <span className="date-range-field">
        <DayInput
          {...startDay}
          {...aria}
          inputRef={ref}
          id={id}
          name={startField.name}
          optional
          onBlur={startField.onBlur}
          disabled={disabled || startField.disabled}
        />
        <span aria-hidden>–</span>
        <DayInput
          {...endDay}
          {...aria}
          inputRef={endRef}
          id={endId}
          name={endField.name}
          optional
          onBlur={endField.onBlur}
          disabled={disabled || endField.disabled}
        />
      </span>
    </Field>
  )
}
