import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form'
import type { z } from 'zod'
import type { LazyNamespace } from '../../i18n/types'
import { useServerSubmit } from '../use-server-submit'
import { formResolver } from './form-messages'

export interface ResourceFormOptions<T extends FieldValues> {
  /**
   * A write schema of src/api/schemas (every limit), or one extended with UI-only rules (a confirmation
   * equal to the password). Its messages come from the one error map (SPEC §5), in the language in use.
   */
  schema: z.ZodType<T, FieldValues>
  /** The translation namespace whose `fields` name the schema's fields in labels and messages. */
  ns?: LazyNamespace
  defaultValues: DefaultValues<T>
  /**
   * Saves the validated values: true when saved, false when the call resolved empty (no access, offline:
   * already toasted). Either way the form is left as it is (closing a FormDialog resets it). A rejection
   * with ApiError puts its field messages beside the schema's fields; any other rejection becomes `serverError`.
   */
  onSave: (values: T) => Promise<boolean>
}

/**
 * useForm with the zod resolver and the one error map, plus useServerSubmit: what every create / edit form
 * needs. `dialog` is spread on a FormDialog, which provides the form and its contract (labels and limits
 * read from the schema) to the fields inside.
 *
 *   const { form, dialog } = useResourceForm({ schema, ns, defaultValues, onSave })
 *   <FormDialog {...dialog} open title=… onCancel=…><TextField name="name" /></FormDialog>
 */
export function useResourceForm<T extends FieldValues>({
  schema,
  ns,
  defaultValues,
  onSave,
}: ResourceFormOptions<T>) {
  const resolver = formResolver<T>(schema, ns)
  const form = useForm<T>({ resolver, defaultValues })
  const shape = (schema as { shape?: Record<string, unknown> }).shape
  const { onSubmit, serverError, saving } = useServerSubmit(
    form,
    async (values) => {
      await onSave(values)
    },
    Object.keys(shape ?? {}) as Array<Path<T>>,
  )
  return {
    form,
    onSubmit,
    serverError,
    submitting: saving,
    /** FormDialog's form props. */
    dialog: {
      form,
      contract: { schema, ns },
      onSubmit,
      serverError,
      submitting: saving,
    },
  }
}
