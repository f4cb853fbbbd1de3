import { useMemo } from 'react'
import { DatePicker } from 'antd'
import { useTranslation } from 'react-i18next'
import { useController, type FieldPath, type FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useDateTimeFormat } from '../DateTime'
import { useFieldId, type BaseFieldProps } from './field-control'
import type { Dayjs } from 'dayjs'
import { fromDayjs, toDayjs } from './DateField'

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
 * A period held in two values ('YYYY-MM-DD' | null each), picked with antd's RangePicker in the settings'
 * format_date. The label names the start input, a hidden label the end input; the errors of both values
 * are shown.
 */
export function DateRangeField<T extends FieldValues = FieldValues>(props: DateRangeFieldProps<T>) {
  const { startName, endName, label, required, disabled, help } = props
  const { t } = useTranslation(['ui', 'form'])
  const { format_date } = useDateTimeFormat()
  const {
    field: { ref, ...startField },
    fieldState: startState,
  } = useController<T>({ name: startName })
  const { field: endField, fieldState: endState } = useController<T>({ name: endName })
  const id = useFieldId(startName)
  const endId = `${id}-end`
  const errors = [startState.error?.message, endState.error?.message].filter((m): m is string => !!m)
  const error = [...new Set(errors)].join(' ') || undefined
  // A new array on every render would make the picker drop a half-entered range (start typed, end not yet).
  const startValue: unknown = startField.value
  const endValue: unknown = endField.value
  const value = useMemo(
    (): [Dayjs | null, Dayjs | null] => [toDayjs(startValue), toDayjs(endValue)],
    [startValue, endValue],
  )

  return (
    <Field id={id} label={label} required={required} error={error} extra={help}>
      <label htmlFor={endId} className="sr-only">
        {t('form:dateRange.end', { label })}
      </label>
      <DatePicker.RangePicker
        id={{ start: id, end: endId }}
        ref={ref}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-required={required || undefined}
        value={value}
        onChange={(range) => {
          startField.onChange(fromDayjs(range?.[0]))
          endField.onChange(fromDayjs(range?.[1]))
        }}
        onBlur={() => {
          startField.onBlur()
          endField.onBlur()
        }}
        disabled={disabled || startField.disabled || endField.disabled}
        allowEmpty={[true, true]}
        format={format_date}
        style={{ width: '100%' }}
      />
    </Field>
  )
}
