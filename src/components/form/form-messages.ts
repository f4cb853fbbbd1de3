/**
 * The form kit's side of the one error map (src/api/schemas/error-map.ts): the catalogue of the language in
 * use, read from i18next's store, so the forms say exactly what the demo backend says for the same value.
 */
import type { z } from 'zod'
import { errorMap, type MessageCatalogue } from '../../api/schemas/error-map'
import { currentLocale } from '../../api/http'
import i18n from '../../i18n'
import type { LazyNamespace } from '../../i18n/types'

type Bundle = { fields?: Record<string, string>; validation?: Record<string, string> } | undefined

const bundle = (ns: string): Bundle => {
  const lang = currentLocale()
  return (i18n.getResourceBundle(lang, ns) ?? i18n.getResourceBundle('vi', ns)) as Bundle
}

/** The field labels of a namespace in the language in use ({} until the namespace is loaded). */
export const fieldLabels = (ns: LazyNamespace): Record<string, string> => bundle(ns)?.fields ?? {}

/** The catalogue of the language in use: SPEC §5 templates, the namespace's labels and rule messages. */
export function messageCatalogue(ns?: LazyNamespace): MessageCatalogue {
  const group = ns ? bundle(ns) : undefined
  return {
    lang: currentLocale(),
    validation: bundle('validation') as MessageCatalogue['validation'],
    fields: group?.fields,
    messages: group?.validation,
  }
}

/** The zod `error` option of a form: messages built when validation runs, in the language in use. */
export const formErrorMap = (ns?: LazyNamespace): z.core.$ZodErrorMap =>
  errorMap(() => messageCatalogue(ns)) as z.core.$ZodErrorMap
