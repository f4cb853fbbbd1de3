/* The one wiring every form-kit field shares: useController on the form's context, the Field row's props and
 * the aria props of the control. Internal to components/form. */
import { useId, type ReactNode } from 'react'
import { useController, type FieldPath, type FieldValues } from 'react-hook-form'
import { fieldAria, type FieldProps } from '../Field'

/** What every field takes. `label` is already translated; `required` shows the mark only (the schema validates). */
export interface BaseFieldProps<T extends FieldValues = FieldValues> {
  /** Path of the value in the form (`'name'`, `'price.adult'`). */
  name: FieldPath<T>
  label: string
  required?: boolean
  disabled?: boolean
  /** A hint under the control. */
  help?: ReactNode
}

/**
 * The control's id: derived from the name, plus React's id so that two forms on one page (a filter bar and a
 * dialog) never share one. Only characters that are safe in CSS selectors and `for` attributes.
 */
export function useFieldId(name: string): string {
  const unique = useId().replace(/[^A-Za-z0-9]/g, '')
  return `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}-${unique}`
}

/**
 * useController + the Field row's props + the control's aria props.
 *
 *   const { field, ref, aria, row } = useFieldControl(props)
 *   return <Field {...row}><Input {...aria} ref={ref} value={field.value} … /></Field>
 */
export function useFieldControl<T extends FieldValues>({ name, label, required, help }: BaseFieldProps<T>) {
  const { field: controller, fieldState } = useController<T>({ name })
  // The ref apart: for React's lint rules a `field` carrying a ref reads as a ref itself.
  const { ref, ...field } = controller
  const id = useFieldId(name)
  const error = fieldState.error?.message
  return {
    /** value, onChange, onBlur, name, disabled (the form's). */
    field,
    /** For the control, so that RHF can focus it on an error. */
    ref,
    id,
    error,
    /** id, aria-invalid, aria-describedby, aria-required and antd's red `status`. */
    aria: { ...fieldAria(id, error), 'aria-required': required || undefined },
    /** Props of the <Field> row (all but children). */
    row: { id, label, required, error, extra: help } satisfies Omit<FieldProps, 'children'>,
  }
}

/**
 * Vietnamese text folded for searching: no accents, đ → d, lower case, single spaces.
 * foldVietnamese('Đà  Lạt') === 'da lat'.
 */
export const foldVietnamese = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()

/** antd Select's filterOption: the option's label contains what was typed, accents and case ignored. */
export const matchesOption = (input: string, option?: { label?: ReactNode }): boolean =>
  foldVietnamese(String(option?.label ?? '')).includes(foldVietnamese(input))

export interface Option {
  value: string | number
  label: string
}
