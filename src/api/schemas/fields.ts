/**
 * Building blocks of the write schemas (what create and update send). Every limit lives in these: the form
 * resolves with the write schema, the demo backend validates with it, and a form field reads its length and
 * range from it (`fieldLimits`). Messages are never written here: the error map (./error-map.ts) builds
 * them from the issue and the field's label, so the form and the backend say the same thing.
 */
import { z } from 'zod'
import { EMAIL_PATTERN } from '../../lib/email.ts'
import { isVietnameseMobile, phoneDigits } from '../../lib/phone.ts'

// zod compiles object parsers with `new Function` after probing for it; the app's Content-Security-Policy has
// no 'unsafe-eval', and the browser reports even the caught probe as a violation. Every schema imports this
// module, so it is set before any parse.
z.config({ jitless: true })

/** C0/C1 controls (tab and line breaks aside), bidi overrides and isolates, zero-width characters. */
const HIDDEN =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/
const LINE_BREAK = /[\t\n\r]/

/**
 * A custom issue whose message is `key` in the validation catalogue (or the group's own `validation`);
 * a value `{ field }` is that field's label.
 */
export const because = (key: string, values?: Record<string, string | number | { field: string }>) => ({
  params: { message: key, values },
})

/** Text as typed: trimmed, NFC, at most `max` characters, no hidden characters; line breaks only if multiline. */
export const text = (max: number, { multiline = false } = {}) =>
  z
    .string()
    .trim()
    .normalize('NFC')
    .max(max)
    .refine(
      (s) => !HIDDEN.test(s) && (multiline || !LINE_BREAK.test(s)),
      because(multiline ? 'hiddenCharacters' : 'hiddenCharactersOrLineBreak'),
    )

/** Text that must be there (blank after trimming counts as missing). */
export const requiredText = (max: number, options?: { multiline?: boolean }) => text(max, options).min(1)

/** Text that may be left empty: '' and null are stored as null. */
export const optionalText = (max: number, options?: { multiline?: boolean }) =>
  text(max, options)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))

/** An e-mail address that may be left empty ('' is stored as null). */
export const optionalEmail = () =>
  text(255)
    .refine((s) => s === '' || EMAIL_PATTERN.test(s), because('email'))
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))

/** An e-mail address that must be there. */
export const requiredEmail = () => requiredText(255).refine((s) => EMAIL_PATTERN.test(s), because('email'))

/** A Vietnamese mobile number, typed with any spacing or dots; stored as its 10 digits (0912345678). */
export const mobilePhone = () =>
  requiredText(20).transform(phoneDigits).refine(isVietnameseMobile, because('mobilePhone'))

/** A Vietnamese mobile number that may be left empty ('' is stored as null); else its 10 digits. */
export const optionalMobilePhone = () =>
  text(20)
    .transform(phoneDigits)
    .refine((s) => s === '' || isVietnameseMobile(s), because('mobilePhone'))
    .nullable()
    .optional()
    .transform((s) => (s ? s : null))

/**
 * A user name: compatibility-normalised first (a full-width "ａｄｍｉｎ" is "admin", so it cannot pass for another
 * account), then letters without accents, digits, dot, underscore and hyphen. Compared without case.
 */
export const username = () =>
  requiredText(50)
    .transform((s) => s.normalize('NFKC'))
    .refine((s) => /^[A-Za-z0-9._-]+$/.test(s), because('usernameFormat'))

/** A password as typed (never trimmed: spaces count). */
export const password = (min = 1) => z.string().min(min).max(128)

/** `field` must equal `other` (a confirmation): the message sits on `field`. */
export const sameAs = (field: string, other: string) => ({
  check: (values: Record<string, unknown>) => values[field] === values[other],
  params: { path: [field], ...because('same', { 0: { field: other } }) },
})

/** A new password's confirmation equals it (the message on the confirmation). */
export const passwordConfirmed = sameAs('confirmPassword', 'password')

/** The id of a chosen record (a select). */
export const reference = () => integer(1, Number.MAX_SAFE_INTEGER)

/** A whole number in [min, max] (the range is checked first: 1e308 is "too big", not "not whole"). */
export const integer = (min: number, max: number) =>
  z.number().min(min).max(max).refine(Number.isInteger, because('wholeNumber'))

/** Whole Vietnamese dong (DECISIONS #9). */
export const MAX_MONEY = 10_000_000_000
export const money = () => integer(0, MAX_MONEY)

/** Active 1 / inactive 0 (SPEC §4). */
export const activeStatus = () => z.literal([0, 1])

/** A real calendar day, YYYY-MM-DD ("2026-02-31" is refused). */
export const isoDate = () => z.iso.date()

/** #rrggbb, nothing else (a colour ends up in CSS). */
export const colour = () => z.string().refine((s) => /^#[0-9a-fA-F]{6}$/.test(s), because('colour'))

/** A file this backend stored (`/uploads/<name>`), never an outside or script URL. */
export const uploadPath = () =>
  z.string().refine((s) => /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(s), because('uploadPath'))

// ---------------------------------------------------------------------------------------------- limits

export interface FieldLimits {
  required: boolean
  maxLength?: number
  min?: number
  max?: number
}

type Introspectable = z.ZodType & {
  unwrap?: () => z.ZodType
  in?: z.ZodType
  minLength?: number | null
  maxLength?: number | null
  minValue?: number | null
  maxValue?: number | null
}

/** The schema of a path (`name`, `stops.0.latitude`): through objects and lists, wrappers kept. */
function schemaAt(schema: z.ZodType, path: string): Introspectable | undefined {
  let node: z.ZodType | undefined = schema
  for (const key of path.split('.')) {
    while (node instanceof z.ZodOptional || node instanceof z.ZodNullable || node instanceof z.ZodPipe)
      node = node instanceof z.ZodPipe ? (node.in as z.ZodType) : (node.unwrap() as z.ZodType)
    if (node instanceof z.ZodArray && /^\d+$/.test(key)) node = node.element as z.ZodType
    else node = (node as unknown as { shape?: Record<string, z.ZodType> } | undefined)?.shape?.[key]
  }
  return node as Introspectable | undefined
}

/** A form field's limits, read from its schema: the `maxLength` of an input, the range of a number. */
export function fieldLimits(schema: z.ZodType, field: string): FieldLimits {
  let node = schemaAt(schema, field)
  let required = true
  while (node) {
    if (node instanceof z.ZodOptional || node instanceof z.ZodNullable) {
      required = false
      node = node.unwrap() as Introspectable
    } else if (node instanceof z.ZodPipe) node = node.in as Introspectable
    else break
  }
  if (!node) return { required: false }
  const limits: FieldLimits = { required }
  if (node instanceof z.ZodString) {
    limits.required = required && (node.minLength ?? 0) > 0
    if (node.maxLength != null) limits.maxLength = node.maxLength
  } else if (node instanceof z.ZodNumber) {
    if (node.minValue != null && Number.isFinite(node.minValue)) limits.min = node.minValue
    if (node.maxValue != null && Number.isFinite(node.maxValue)) limits.max = node.maxValue
  }
  return limits
}

/** A clock time of a day, 24 h "HH:mm". */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/
/** A required clock time "HH:mm". */
export const clockTime = () => requiredText(5).refine((s) => CLOCK_TIME.test(s), because('clockTime'))
