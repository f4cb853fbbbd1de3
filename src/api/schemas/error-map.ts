/**
 * The one error map of SPEC §5: a zod issue and a field-label catalogue give the message, in vi or en.
 * The form (src/components/form) and the demo backend (mocks/handlers/validate.ts) both use it with the
 * same catalogues (src/i18n/locales/<lang>/validation.ts and the group namespace's `fields`), so the same bad
 * value gets the same message from either. Pure: no i18next, no React.
 */
import type { z } from 'zod'

export type Lang = 'vi' | 'en'

export interface MessageCatalogue {
  lang: Lang
  /** SPEC §5 templates with `{{0}}` (src/i18n/locales/<lang>/validation.ts) */
  validation: Readonly<Record<string, string>>
  /** the group's field labels, keyed by API field name, as a form shows them ("Biển số") */
  fields?: Readonly<Record<string, string>>
  /** the group's own messages for custom rules ("Biển số xe không đúng định dạng …") */
  messages?: Readonly<Record<string, string>>
}

type Issue = z.core.$ZodRawIssue

const interpolate = (template: string, values: Record<string, unknown>) =>
  template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )

/** 100000 → "100.000" (vi) or "100,000" (en), as numbers are written inside messages. */
export const formatCount = (n: number | bigint, lang: Lang) =>
  new Intl.NumberFormat(lang === 'vi' ? 'vi-VN' : 'en-US', { maximumFractionDigits: 20 }).format(n)

/** A label inside a sentence: lower case ("Vui lòng nhập biển số"), except acronyms ("CCCD"). */
export function labelInSentence(label: string, lang: Lang): string {
  const [first = '', second = ''] = [...label]
  const acronym =
    second !== '' && second === second.toLocaleUpperCase(lang) && second !== second.toLocaleLowerCase(lang)
  return acronym ? label : first.toLocaleLowerCase(lang) + label.slice(first.length)
}

const isMissing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '')

/** Ids, enums, statuses and lists are chosen, not typed: "Please choose …". */
const isChoice = (issue: Issue, field: string) =>
  issue.code === 'invalid_value' ||
  /_ids?$/.test(field) ||
  field === 'status' ||
  (issue.code === 'invalid_type' && issue.expected === 'array') ||
  ((issue.code === 'too_small' || issue.code === 'too_big') && issue.origin === 'array')

/**
 * The label key of a path: its names without the list indices (`stops.0.latitude` → `stops.latitude`), so a
 * row's field has a label of its own (`fields['stops.latitude']`); without one, the top-level field's.
 */
export const labelKey = (path: readonly PropertyKey[]): string =>
  path.filter((key) => typeof key === 'string').join('.')

/**
 * Where an issue's message goes: a field of a row of a list (`stops.1.latitude`: the path's second key is an
 * index and a name follows) keeps its whole path, so the form shows it on that row; anything else goes to
 * the top-level field (a seat diagram's parts, one id of a list of ids).
 */
export function errorKey(path: readonly PropertyKey[]): string {
  const rowField =
    path.length > 2 && typeof path[1] === 'number' && path.slice(2).some((k) => typeof k === 'string')
  return rowField ? path.map(String).join('.') : String(path[0] ?? '_')
}

/** The message of one issue; `field` is the first key of its path. */
export function validationMessage(issue: Issue, catalogue: MessageCatalogue): string {
  const { lang, validation } = catalogue
  const labelOf = (field: string) => labelInSentence(catalogue.fields?.[field] ?? field, lang)
  const say = (key: string, values: Record<string, unknown> = {}) =>
    interpolate(
      catalogue.messages?.[key] ?? validation[key] ?? validation.invalid ?? key,
      Object.fromEntries(
        Object.entries(values).map(([k, v]) => [
          k,
          typeof v === 'object' && v !== null && 'field' in v ? labelOf(String(v.field)) : v,
        ]),
      ),
    )
  const field = String(issue.path?.[0] ?? '')
  const rowLabel = catalogue.fields?.[labelKey(issue.path ?? [])]
  const label = rowLabel ? labelInSentence(rowLabel, lang) : labelOf(field)
  const count = (n: number | bigint) => formatCount(n, lang)
  // a year is a name, not an amount: "2027", never "2.027"
  const limit = (n: number | bigint) => (/(^|_)year(_|$)/.test(field) ? String(n) : count(n))

  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      if (isMissing(issue.input))
        return say(isChoice(issue, field) ? 'requiredSelect' : 'required', { 0: label })
      return say('invalid')
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? say('required', { 0: label })
          : say('minLength', { 0: count(issue.minimum) })
      if (issue.origin === 'array') return say('requiredSelect', { 0: label })
      return say('min', { 0: limit(issue.minimum) })
    case 'too_big':
      if (issue.origin === 'string') return say('maxLength', { 0: count(issue.maximum) })
      if (issue.origin === 'array') return say('maxItems', { 0: count(issue.maximum) })
      return say('max', { 0: limit(issue.maximum) })
    case 'invalid_format':
      if (issue.format === 'email') return say('email')
      if (issue.format === 'url') return say('url')
      if (issue.format === 'date' || issue.format === 'datetime') return say('date')
      return say('invalid')
    case 'custom': {
      const params = issue.params as { message?: string; values?: Record<string, unknown> } | undefined
      return params?.message ? say(params.message, { ...params.values }) : say('invalid')
    }
    default:
      return say('invalid')
  }
}

/** A zod `error` option (per parse) over a catalogue chosen when the issue is mapped (the language in use). */
export const errorMap =
  (catalogue: () => MessageCatalogue) =>
  (issue: Issue): string =>
    validationMessage(issue, catalogue())

/**
 * A failed parse as the backend's `errors` (and the form's): one message per top-level field, the field's own
 * if it has one, else the first of its parts (a seat diagram's column count), as the form kit shows it; and
 * one per field of a row of a list, under its path (`stops.1.latitude`: see `errorKey`).
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const own: Record<string, string> = {}
  const nested: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = errorKey(issue.path)
    const bucket = issue.path.length <= 1 || field.includes('.') ? own : nested
    bucket[field] ??= issue.message
  }
  return Object.fromEntries(
    [...new Set([...Object.keys(own), ...Object.keys(nested)])].map((field) => [
      field,
      [own[field] ?? nested[field]],
    ]),
  )
}
