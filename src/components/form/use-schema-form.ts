import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '../../api/http'
import type { FormTexts } from '../../i18n/types'
import { errorMessage } from '../error-message'
import { formResolver } from './form-messages'
import { useRetranslateErrors } from './use-retranslate-errors'

/**
 * A write schema of src/api/schemas (zod or zod/mini), or one extended with UI-only rules (a confirmation equal
 * to the password): the form holds its input `V`, a save receives its output `O`.
 */
export type FormSchema<V extends FieldValues = FieldValues, O = V> = z.core.$ZodType<O, V>

export interface SchemaFormOptions<V extends FieldValues, O = V> {
  /** Every limit of the form; its messages come from the one error map (SPEC §5), in the language in use. */
  schema: FormSchema<V, O>
  /** Where the labels (`fields`) and rule messages (`validation`) of the schema's fields are. */
  ns?: FormTexts
  defaultValues: DefaultValues<V>
  /**
   * Values that replace the form's whenever they change (a record refetched in the background); a field being
   * typed in keeps what was typed.
   */
  values?: V
  /**
   * Saves the checked values (the schema's output). Resolving means handled, whatever it resolves to (a command
   * that resolved empty has been told by the HTTP core). A rejection with ApiError puts its field messages
   * beside the fields and anything else in `serverError`, except a failure the HTTP core already told in full
   * (no network, no access, an ended session). Either way the form keeps what was typed.
   */
  onSave: (values: O) => Promise<unknown>
}

/** No network, no access, an ended session, a cancelled call: toasted (or meant) already, nothing to add. */
const TOLD = new Set(['network', 'forbidden', 'unauthorized', 'cancelled'])
export const alreadyTold = (error: unknown): boolean => error instanceof ApiError && TOLD.has(error.kind)

/**
 * The one form of the app: react-hook-form resolved by the write schema with the one error map, the server's
 * field messages (ApiError.fieldErrors) beside the fields, anything else as `serverError` for an inline alert,
 * the focus on the first field in error, what was typed kept on any failure, and the messages shown translated
 * again when the language changes. `shell` is spread on a FormDialog or a PageForm, which give the fields the
 * form and its contract (labels and limits read from the schema).
 *
 *   const { form, shell } = useSchemaForm({ schema, ns, defaultValues, onSave })
 *   <FormDialog {...shell} open title=… onCancel=…><TextField name="name" /></FormDialog>
 *
 * `submitting` is true while `onSave` runs, not while the values are checked: a refused check is instant, and a
 * Save button's spinner that appears and goes within one frame can be left on screen by its animation.
 */
export function useSchemaForm<V extends FieldValues, O = V>({
  schema,
  ns,
  defaultValues,
  values,
  onSave,
}: SchemaFormOptions<V, O>) {
  const form = useForm<V, unknown, O>({
    resolver: formResolver<V, O>(schema, ns),
    defaultValues,
    ...(values ? { values, resetOptions: { keepDirtyValues: true } } : {}),
  })
  const [serverError, setServerError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  // Read while rendering, this subscribes the form's host to the submit state: it renders again when a submit
  // ends, as the fields of a reset or refused form expect.
  void form.formState.isSubmitting
  useRetranslateErrors(form)
  // The focus moves to the first field the server refused once its message is on screen.
  const [focusRequest, setFocusRequest] = useState<{ field: Path<V> } | null>(null)
  useEffect(() => {
    if (focusRequest) form.setFocus(focusRequest.field)
  }, [focusRequest, form])

  const fields = fieldNames(schema, defaultValues)
  const onSubmit = form.handleSubmit(async (checked) => {
    setServerError(null)
    setSubmitting(true)
    try {
      await onSave(checked)
    } catch (error) {
      const first = applyServerErrors(error, form, fields)
      if (first) setFocusRequest({ field: first })
      else if (!alreadyTold(error)) setServerError(errorMessage(error))
    } finally {
      setSubmitting(false)
    }
  })
  const contract = { schema, ns }
  return {
    form,
    onSubmit,
    serverError,
    setServerError,
    submitting,
    contract,
    /** The props of a FormDialog or a PageForm. */
    shell: { form, contract, onSubmit, serverError, submitting },
  }
}

/** The form's top-level fields in the schema's order (its shape; without one, the default values'). */
function fieldNames(schema: object, defaults: object | undefined): string[] {
  const shape = (schema as { shape?: Record<string, unknown> }).shape
  return Object.keys(shape ?? defaults ?? {})
}

/**
 * Puts a refusal's field messages (ApiError.fieldErrors) beside the form's fields: a row's field
 * (`stops.1.latitude`) on that row of a list field. Returns the first field given a message, in the form's order.
 */
function applyServerErrors<V extends FieldValues>(
  error: unknown,
  form: UseFormReturn<V, unknown, unknown>,
  fields: readonly string[],
): Path<V> | null {
  if (!(error instanceof ApiError)) return null
  const applied = Object.entries(error.fieldErrors ?? {}).filter(
    ([field, messages]) => fields.includes(field.split('.')[0]) && messages?.length,
  )
  for (const [field, messages] of applied)
    form.setError(field as Path<V>, { type: 'server', message: messages.join(' ') })
  const order = (field: string) => fields.indexOf(field.split('.')[0])
  const [first] = applied.map(([field]) => field).sort((a, b) => order(a) - order(b))
  return (first as Path<V> | undefined) ?? null
}
