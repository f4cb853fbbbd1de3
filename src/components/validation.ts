/**
 * zod helpers with the messages of SPEC §5, translated when validation runs (a language switch shows
 * the new language on the next validation). For react-hook-form + @hookform/resolvers/zod:
 *
 *   const schema = v.same(
 *     z.object({ username: v.required('ui:fields.username'), email: v.email(), password: v.minLength(6),
 *                confirmPassword: v.required('ui:fields.confirmPassword') }),
 *     'confirmPassword', 'password', 'ui:fields.password')
 *
 * A `label` is an i18n key (translated if it exists) or plain text.
 */
import { z } from 'zod'
import { isBlank, label, messages } from './validation-messages'

export { label, messages }

/** '' (an untouched optional input) counts as absent. */
const optionalText = <S extends z.ZodType>(schema: S) =>
  z.union([
    z.literal('').transform(() => undefined),
    schema,
    z.undefined(),
    z.null().transform(() => undefined),
  ])

export const v = {
  /** Non-empty text (trimmed): "Please enter {label}". */
  required: (field: string) =>
    z
      .string({ error: () => messages.required(field) })
      .trim()
      .min(1, { error: () => messages.required(field) }),

  /** A chosen option (string or number id): "Please choose {label}". */
  select: (field: string) =>
    z.union(
      [
        // each option carries the message too: the resolver reports the first failing option's
        z
          .string({ error: () => messages.requiredSelect(field) })
          .trim()
          .min(1, { error: () => messages.requiredSelect(field) }),
        z.number({ error: () => messages.requiredSelect(field) }),
      ],
      {
        error: () => messages.requiredSelect(field),
      },
    ),

  /** At least one chosen option (e.g. an account's roles): "Please choose {label}". */
  selectMany: (field: string) =>
    z
      .array(z.union([z.string(), z.number()]), { error: () => messages.requiredSelect(field) })
      .min(1, { error: () => messages.requiredSelect(field) }),

  /** An e-mail address; with `optional`, '' and undefined pass. */
  email: (options: { required?: string; optional?: boolean } = {}) => {
    const email = z.email({ error: () => messages.email() })
    if (options.optional) return optionalText(email)
    const field = options.required
    return z
      .string({ error: () => (field ? messages.required(field) : messages.email()) })
      .trim()
      .refine((value) => !field || value !== '', { error: () => messages.required(field ?? '') })
      .pipe(email)
  },

  /** Text of at least n characters. */
  minLength: (n: number) => z.string().min(n, { error: () => messages.minLength(n) }),
  /** Text of at most n characters. */
  maxLength: (n: number) => z.string().max(n, { error: () => messages.maxLength(n) }),

  /** A number ≥ n (numeric strings from inputs are accepted). */
  min: (n: number) => z.coerce.number().min(n, { error: () => messages.min(n) }),
  /** A number ≤ n. */
  max: (n: number) => z.coerce.number().max(n, { error: () => messages.max(n) }),

  /** An http(s) URL or an app path starting with '/'. */
  url: () =>
    z.string().refine((value) => /^\/(?!\/)/.test(value) || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), {
      error: () => messages.url(),
    }),

  /** A real calendar date in the given format (default YYYY-MM-DD, what date inputs hold). */
  date: (format: 'YYYY-MM-DD' | 'DD/MM/YYYY' = 'YYYY-MM-DD') =>
    z.string().refine((value) => isCalendarDate(value, format), { error: () => messages.date() }),

  /**
   * `field` must equal `otherField` (e.g. confirmPassword / password); the message sits on `field`:
   * "Value does not match {otherLabel}".
   */
  same: <S extends z.ZodObject>(
    schema: S,
    field: string,
    otherField: string,
    otherLabel: string = otherField,
  ) =>
    schema.refine((value: Record<string, unknown>) => value[field] === value[otherField], {
      path: [field],
      error: () => messages.same(otherLabel),
    }),
}

export { isBlank }

function isCalendarDate(value: string, format: 'YYYY-MM-DD' | 'DD/MM/YYYY'): boolean {
  const match =
    format === 'YYYY-MM-DD'
      ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
      : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value)
  if (!match) return false
  const [y, m, d] = format === 'YYYY-MM-DD' ? [match[1], match[2], match[3]] : [match[3], match[2], match[1]]
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)))
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(m) - 1 &&
    date.getUTCDate() === Number(d)
  )
}
