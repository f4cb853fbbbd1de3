/* The engine of a light form (./light-form.tsx), loaded on its first use: the one form hook, lent to its controls. */
import { useLayoutEffect } from 'react'
import type {
  DefaultValues,
  FieldErrors,
  FieldValues,
  Path,
  PathValue,
  UseFormRegisterReturn,
} from 'react-hook-form'
import type { FormTexts } from '../../i18n/types'
import { useSchemaForm, type FormSchema } from './use-schema-form'

/** What the engine lends the light form once it is there. */
export interface LightEngine {
  /** react-hook-form's `register` of the form */
  register: (name: string) => UseFormRegisterReturn
  /** puts what a control holds into the form before it is registered */
  adopt: (name: string, value: string | boolean) => void
  /** checks and saves (the form's submit) */
  submit: () => void
}

/** What the form shows, as the engine knows it. */
export interface EngineShown {
  errors: Readonly<Record<string, string | undefined>>
  serverError: string | null
  submitting: boolean
}

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
  attach,
  schema,
  ns,
  defaultValues,
  save,
}: {
  /** hands the light form the engine and what to show (on each render) */
  attach: (engine: LightEngine, shown: EngineShown) => void
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
    attach(
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
