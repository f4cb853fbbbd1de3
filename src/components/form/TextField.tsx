import { Input } from 'antd'
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
  /** The input's type (not for multiline): a password's characters are hidden, with a button to show them. */
  type?: 'text' | 'email' | 'tel' | 'password'
}

/** Text (value: string). */
export function TextField<T extends FieldValues = FieldValues>(props: TextFieldProps<T>) {
  const { multiline, autoComplete, placeholder, autoFocus, disabled, type } = props
  const { field, ref, aria, row, limits } = useFieldControl(props)
  const maxLength = props.maxLength ?? limits.maxLength
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
    <Field {...row}>
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
