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
    if (!fields.includes(field as Path<T>) || !messages?.length) continue
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') })
    applied = true
  }
  return applied
}
