import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { useServerSubmit } from '../use-server-submit'

export interface ResourceFormOptions<T extends FieldValues> {
  /** The screen's zod schema (messages through `v.*`, SPEC §5). */
  schema: z.ZodType<T, FieldValues>
  defaultValues: DefaultValues<T>
  /**
   * Saves the validated values: true when saved, false when the call resolved empty (no access, offline:
   * already toasted). Either way the form is left as it is (closing a FormDialog resets it). A rejection
   * with ApiError puts its field messages beside `serverFields`; any other rejection becomes `serverError`.
   */
  onSave: (values: T) => Promise<boolean>
  /** Fields whose server messages are shown beside them. */
  serverFields?: ReadonlyArray<Path<T>>
}

/**
 * useForm with the zod resolver plus useServerSubmit and the submitting flag: the few lines every create /
 * edit dialog would repeat (it adds no behaviour of its own).
 *
 *   const { form, onSubmit, serverError, submitting } = useResourceForm({ schema, defaultValues, onSave, serverFields })
 *   <FormProvider {...form}><FormDialog … onSubmit={onSubmit} serverError={serverError} submitting={submitting}>
 */
export function useResourceForm<T extends FieldValues>({
  schema,
  defaultValues,
  onSave,
  serverFields = [],
}: ResourceFormOptions<T>) {
  // The schema's input may be looser than T (coerced numbers, '' for absent text); the form holds T.
  const resolver = zodResolver(schema) as unknown as Resolver<T>
  const form = useForm<T>({ resolver, defaultValues })
  const { onSubmit, serverError } = useServerSubmit(
    form,
    async (values) => {
      await onSave(values)
    },
    serverFields,
  )
  return { form, onSubmit, serverError, submitting: form.formState.isSubmitting }
}
