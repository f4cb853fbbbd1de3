import { useState } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { applyServerErrors } from './server-errors'
import { errorMessage } from './error-message'
import { useRetranslateErrors } from './use-retranslate-errors'

/**
 * The submit of every form that saves to the server: validation first (react-hook-form), then `action`.
 * When the server refuses, its field messages go beside the named `fields` and anything else comes back
 * as `serverError` for an inline alert. What was typed is never cleared here. Messages already shown are
 * re-validated in the new language when the language changes. `saving` is true while `action` runs, not while
 * the values are checked: a refused check is instant, and a Save button's spinner that appears and goes within
 * one frame can be left on screen by its animation.
 */
export function useServerSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  action: (values: T) => Promise<void>,
  fields: ReadonlyArray<Path<T>> = [],
) {
  const [serverError, setServerError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  // Read while rendering, this subscribes the form's host to the submit state: it renders again when a submit
  // ends, as the fields of a reset or refused form expect.
  void form.formState.isSubmitting
  useRetranslateErrors(form)
  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null)
    setSaving(true)
    try {
      await action(values)
    } catch (error) {
      if (!applyServerErrors(error, form.setError, fields)) setServerError(errorMessage(error))
    } finally {
      setSaving(false)
    }
  })
  return { onSubmit, serverError, saving }
}
