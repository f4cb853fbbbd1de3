import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '../api/http'

/**
 * Puts a rejected call's field errors (ApiError.fieldErrors) beside the fields of the form.
 * Returns true when at least one field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let applied = false
  for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
    // a row's field (`stops.1.latitude`) goes to that row of a list field of the form
    const root = field.split('.')[0]
    if (!fields.includes(root as Path<T>) || !messages?.length) continue
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') })
    applied = true
  }
  return applied
}
