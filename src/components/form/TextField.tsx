import { Input } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { useFieldControl, type BaseFieldProps } from './field-control'

export interface TextFieldProps<T extends FieldValues = FieldValues> extends BaseFieldProps<T> {
  /** A text area (grows from 2 to 6 rows). */
  multiline?: boolean
  /** Default: the schema's maximum length. */
  maxLength?: number
  autoComplete?: string
  placeholder?: string
  autoFocus?: boolean
  /** "42/60 ký tự" under the control as it is typed (a limit the reader sees: a search engine's title). */
  counter?: boolean
  /** The input's type (not for multiline): a password's characters are hidden, with a button to show them. */
  type?: 'text' | 'email' | 'tel' | 'password'
}

/** Text (value: string). */
export function TextField<T extends FieldValues = FieldValues>(props: TextFieldProps<T>) {
  const { multiline, autoComplete, placeholder, autoFocus, disabled, type } = props
  const { field, ref, aria, row, limits } = useFieldControl(props)
  const maxLength = props.maxLength ?? limits.maxLength
  const { t } = useTranslation('form')
  const count =
    props.counter && maxLength !== undefined
      ? // counted as the limit counts (the input's maxlength, the schema): UTF-16 units, an emoji two
        t('counter', { 0: typeof field.value === 'string' ? field.value.length : 0, 1: maxLength })
      : null
  const common = {
    ...aria,
    ref,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    disabled: disabled || field.disabled,
    maxLength,
    autoComplete,
    placeholder,
    autoFocus,
  }
  return (
    <Field
      {...row}
      extra={
        count && row.extra ? (
          <>
            {row.extra} · {count}
          </>
        ) : (
          (count ?? row.extra)
        )
      }
    >
      {multiline ? (
        <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 6 }} />
      ) : type === 'password' ? (
        <Input.Password {...common} />
      ) : (
        <Input {...common} type={type} />
      )}
    </Field>
  )
}
