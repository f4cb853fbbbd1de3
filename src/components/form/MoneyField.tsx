import type { ChangeEvent } from 'react'
import { Input } from 'antd'
import type { FieldValues } from 'react-hook-form'
import { Field } from '../Field'
import { CURRENCY_SUFFIX, formatMoneyInput } from '../../lib/format'
import { useFieldControl, type BaseFieldProps } from './field-control'
import { editMoney } from './money-input'

export type MoneyFieldProps<T extends FieldValues = FieldValues> = BaseFieldProps<T> & { autoFocus?: boolean }

/**
 * Whole dong (value: number | null). Digits only, shown with dots as you type ('1.250.000') and a '₫' suffix
 * (DECISIONS #9); the caret stays where it was when editing in the middle.
 */
export function MoneyField<T extends FieldValues = FieldValues>(props: MoneyFieldProps<T>) {
  const { field, ref, aria, row } = useFieldControl(props)
  const shown = formatMoneyInput(field.value as number | null | undefined)

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // antd hands over a detached copy of the input as event.target; the real one is the native event's.
    const input =
      event.nativeEvent.target instanceof HTMLInputElement ? event.nativeEvent.target : event.target
    const edit = editMoney(
      input.value,
      input.selectionStart ?? input.value.length,
      shown,
      (event.nativeEvent as InputEvent).inputType,
    )
    // Write the formatted text and the caret now: React then finds the DOM already matching the new value
    // and leaves the caret alone.
    input.value = edit.text
    if (document.activeElement === input) input.setSelectionRange(edit.caret, edit.caret)
    field.onChange(edit.value)
  }

  return (
    <Field {...row}>
      <Input
        {...aria}
        ref={ref}
        name={field.name}
        value={shown}
        onChange={onChange}
        onBlur={field.onBlur}
        disabled={props.disabled || field.disabled}
        inputMode="numeric"
        autoFocus={props.autoFocus}
        autoComplete="off"
        suffix={CURRENCY_SUFFIX.trim()}
      />
    </Field>
  )
}
