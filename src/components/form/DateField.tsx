import { useMemo } from 'react'
import { DatePicker } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useDateTimeFormat } from '../DateTime'
import { useFieldControl, type BaseFieldProps } from './field-control'

/** The wire's date: 'YYYY-MM-DD'. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD'

/** 'YYYY-MM-DD' (or null) → a dayjs for antd's pickers. */
export const toDayjs = (value: unknown): Dayjs | null => {
  if (typeof value !== 'string' || !value) return null
  const d = dayjs(value)
  return d.isValid() ? d : null
}
export const fromDayjs = (d: Dayjs | null | undefined): string | null =>
  d ? d.format(DATE_VALUE_FORMAT) : null

export interface DateFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  disabledDate?: (d: Dayjs) => boolean
}

/** A date (value: 'YYYY-MM-DD' | null), shown and typed in the settings' format_date. */
export function DateField<T extends FieldValues = FieldValues>(props: DateFieldProps<T>) {
  const { disabledDate, disabled } = props
  const { format_date } = useDateTimeFormat()
  const { field, ref, aria, row } = useFieldControl(props)
  const raw: unknown = field.value
  // The same dayjs while the value is the same: the picker resets what is being typed when its value changes.
  const value = useMemo(() => toDayjs(raw), [raw])
  return (
    <Field {...row}>
      <DatePicker
        {...aria}
        ref={ref}
        name={field.name}
        value={value}
        onChange={(d) => field.onChange(fromDayjs(d))}
        onBlur={field.onBlur}
        disabled={disabled || field.disabled}
        disabledDate={disabledDate}
        format={format_date}
        style={{ width: '100%' }}
      />
    </Field>
  )
}
