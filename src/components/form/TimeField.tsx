import { useState } from 'react'
import { Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormContext, type FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { parseTypedTime } from '../../lib/typed-time'
import { useFieldControl, type BaseFieldProps } from './field-control'

/**
 * A clock time (value: 'HH:mm', or '' for none) as typed at a counter: `0600`, `6h`, `6h30`, `6:30`, `630`, `18`
 * are read when the field is left or on Enter and shown as HH:mm. A text that is no time stays as typed with a
 * message, and the schema refuses the form with it.
 */
export function TimeField<T extends FieldValues = FieldValues>(props: BaseFieldProps<T>) {
  const { t } = useTranslation('form')
  const { field, ref, aria, row } = useFieldControl(props)
  const { setError, clearErrors } = useFormContext<T>()
  const [text, setText] = useState<string | null>(null)
  const value = typeof field.value === 'string' ? field.value : ''
  const read = () => {
    if (text === null) return true
    const time = parseTypedTime(text)
    if (time === null && text.trim() !== '') {
      field.onChange(text)
      setError(field.name, { type: 'time', message: t('time.unreadable') })
      return false
    }
    setText(null)
    clearErrors(field.name)
    field.onChange(time ?? '')
    return true
  }
  return (
    <Field {...row}>
      <Input
        {...aria}
        ref={ref}
        name={field.name}
        value={text ?? value}
        inputMode="numeric"
        autoComplete="off"
        placeholder="HH:mm"
        maxLength={8}
        disabled={props.disabled || field.disabled}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !read()) e.preventDefault()
        }}
        onBlur={() => {
          read()
          field.onBlur()
        }}
      />
    </Field>
  )
}
