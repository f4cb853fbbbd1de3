/**
 * The form kit's side of the one error map (src/api/schemas/error-map.ts): the catalogue of the language in
 * use, read from i18next's store, so the forms say exactly what the demo backend says for the same value.
 */
import type { z } from 'zod'
import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'
import { errorMap, type MessageCatalogue } from '../../api/schemas/error-map'
import { currentLocale } from '../../api/http'
import i18n from '../../i18n'
import type { FormTexts } from '../../i18n/types'

type Bundle = { fields?: Record<string, string>; validation?: Record<string, string> } | undefined

/** A namespace in the language in use, or `auth`: the public pages' block of the bundled `ui` namespace. */
const bundle = (ns: FormTexts | 'validation'): Bundle => {
  const lang = currentLocale()
  const namespace = ns === 'auth' ? 'ui' : ns
  const whole = (i18n.getResourceBundle(lang, namespace) ?? i18n.getResourceBundle('vi', namespace)) as
    Record<string, unknown> | undefined
  return (ns === 'auth' ? whole?.auth : whole) as Bundle
}

/** The field labels of a form's texts in the language in use ({} until their namespace is loaded). */
export const fieldLabels = (ns: FormTexts): Record<string, string> => bundle(ns)?.fields ?? {}

/** The catalogue of the language in use: SPEC §5 templates, the form's labels and rule messages. */
export function messageCatalogue(ns?: FormTexts): MessageCatalogue {
  const group = ns ? bundle(ns) : undefined
  return {
    lang: currentLocale(),
    validation: bundle('validation') as MessageCatalogue['validation'],
    fields: group?.fields,
    messages: group?.validation,
  }
}

/** The zod `error` option of a form: messages built when validation runs, in the language in use. */
export const formErrorMap = (ns?: FormTexts): z.core.$ZodErrorMap =>
  errorMap(() => messageCatalogue(ns)) as z.core.$ZodErrorMap

/** The first message found under an error entry (a nested field's, for a field holding an object or a list). */
function firstMessage(entry: unknown): FieldError | undefined {
  if (!entry || typeof entry !== 'object') return undefined
  if (typeof (entry as FieldError).message === 'string') return entry as FieldError
  for (const nested of Object.values(entry)) {
    const found = firstMessage(nested)
    if (found) return found
  }
  return undefined
}

const only = (error: FieldError): FieldError => ({ type: error.type, message: error.message, ref: error.ref })

/**
 * The messages of a list's rows (`stops.1.latitude`), nested as react-hook-form holds them, with the list's
 * own message (an empty list) as its `message`; undefined when no row has a message of a field of its own.
 */
function rowErrors(entry: object): Record<string, unknown> | undefined {
  const rows = Object.entries(entry).filter(
    ([key, row]) => /^\d+$/.test(key) && row && typeof row === 'object' && !('message' in row),
  )
  if (!rows.length) return undefined
  const leaves = (node: object): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(node).flatMap(([key, value]) =>
        key === 'ref' || !value || typeof value !== 'object'
          ? []
          : [
              [
                key,
                typeof (value as FieldError).message === 'string' ? only(value as FieldError) : leaves(value),
              ],
            ],
      ),
    )
  const own = (entry as { root?: FieldError; message?: string }).root ?? (entry as FieldError)
  return {
    ...(typeof own.message === 'string' ? only(own) : {}),
    ...Object.fromEntries(rows.map(([key, row]) => [key, leaves(row as object)])),
  }
}

/**
 * The resolver of every form: the schema with the one error map, and one message per top-level field, the
 * first found (a seat diagram's nested problem shows beside the diagram), as the backend answers; the fields
 * of a list's rows keep a message each, on their row (`errorKey` of the error map).
 */
export function formResolver<T extends FieldValues, O = T>(
  schema: z.core.$ZodType,
  ns?: FormTexts,
): Resolver<T, unknown, O> {
  const resolve = zodResolver(schema as never, { error: formErrorMap(ns) }) as unknown as Resolver<
    T,
    unknown,
    O
  >
  return async (values, context, options) => {
    const result = await resolve(values, context, options)
    const errors: Record<string, unknown> = {}
    for (const [field, entry] of Object.entries(result.errors)) {
      const rows = entry && typeof entry === 'object' ? rowErrors(entry) : undefined
      const error = rows ? undefined : firstMessage(entry)
      if (rows) errors[field] = rows
      else if (error) errors[field] = only(error)
    }
    return { ...result, errors: errors as FieldErrors<T> } as Awaited<ReturnType<Resolver<T, unknown, O>>>
  }
}
