/* The engine of a light form (./light-form.tsx), loaded on its first use: the one form hook, lent to its controls. */
import { useLayoutEffect } from 'react'
import type { DefaultValues, FieldErrors, FieldValues, Path, PathValue } from 'react-hook-form'
import type { FormTexts } from '../../i18n/types'
import type { LightFormStore } from './light-form'
import { useSchemaForm, type FormSchema } from './use-schema-form'

/** The message of each field in error (a field holding an object: its first). */
function messagesOf(errors: FieldErrors): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(errors).map(([name, error]) => [
      name,
      typeof error?.message === 'string' ? error.message : undefined,
    ]),
  )
}

/** Renders nothing: runs useSchemaForm and hands the light form its register, submit and what to show. */
export function LightFormEngine<V extends FieldValues, O>({
  store,
  schema,
  ns,
  defaultValues,
  save,
}: {
  store: LightFormStore<V, O>
  schema: FormSchema<V, O>
  ns?: FormTexts
  defaultValues: V
  save: (values: O) => Promise<unknown>
}) {
  const { form, onSubmit, serverError, submitting } = useSchemaForm<V, O>({
    schema,
    ns,
    defaultValues: defaultValues as DefaultValues<V>,
    onSave: save,
  })
  // read while rendering: this component renders again when they change
  const { errors } = form.formState
  useLayoutEffect(() => {
    store.attach(
      {
        register: (name) => form.register(name as Path<V>),
        adopt: (name, value) => form.setValue(name as Path<V>, value as PathValue<V, Path<V>>),
        submit: () => void onSubmit(),
      },
      { errors: messagesOf(errors), serverError, submitting },
    )
  })
  return null
}
