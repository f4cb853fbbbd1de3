import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

/** Validation messages are built in the language in use; when it changes, the errors shown are re-validated. */
export function useRetranslateErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'trigger' | 'formState'>,
) {
  const { i18n } = useTranslation()
  const language = useRef(i18n.language)
  const { trigger, formState } = form
  useEffect(() => {
    if (language.current === i18n.language) return
    language.current = i18n.language
    const fields = Object.keys(formState.errors) as Array<Path<T>>
    if (fields.length) void trigger(fields)
  }, [i18n.language, trigger, formState])
}
