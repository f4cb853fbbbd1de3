import type { FieldValues } from 'react-hook-form'
import { EMAIL_PATTERN } from '../lib/email'
import { isBlank, messages } from './validation-messages'

/**
 * react-hook-form `validate` functions with the messages of SPEC §5, for the forms that do without zod
 * (the public pages: their first load stays small). Messages are built when validation runs, so they
 * come out in the language in use. Labels are ui keys. Checks other than `required` pass on empty values.
 *
 *   register('email', { validate: { required: rules.required('auth.email'), email: rules.email() } })
 */
export const rules = {
  /** Not blank (text is trimmed): "Please enter {label}". */
  required: (labelKey: string) => (value: unknown) => !isBlank(value) || messages.required(labelKey),
  /** Not empty, spaces count (passwords): "Please enter {label}". */
  filled: (labelKey: string) => (value: unknown) =>
    (value !== undefined && value !== null && value !== '') || messages.required(labelKey),
  /** An e-mail address (surrounding spaces ignored). */
  email: () => (value: unknown) =>
    isBlank(value) || EMAIL_PATTERN.test(String(value).trim()) || messages.email(),
  /** Text of at least n characters. */
  minLength: (n: number) => (value: unknown) =>
    isBlank(value) || String(value).length >= n || messages.minLength(n),
  /** Equal to the form's `otherField` (e.g. a password confirmation): "Value does not match {label}". */
  same:
    <T extends FieldValues>(otherField: keyof T & string, otherLabelKey: string) =>
    (value: unknown, values: T) =>
      value === values[otherField] || messages.same(otherLabelKey),
}
