/**
 * The messages of SPEC §5, translated when called (so validation shows the language in use). Free of zod:
 * the public pages validate with react-hook-form's own rules and import only this module.
 *
 * A `label` is an i18n key (translated if it exists) or plain text.
 */
import i18n from '../i18n'

/** The label in the current language: an existing i18n key is translated, anything else shown as is. */
export const label = (keyOrText: string): string =>
  i18n.exists(keyOrText) ? i18n.t(keyOrText as never) : keyOrText

/** The message functions themselves (also handy for hand-written checks). */
export const messages = {
  required: (field: string) => i18n.t('validation:required', { 0: label(field) }),
  requiredSelect: (field: string) => i18n.t('validation:requiredSelect', { 0: label(field) }),
  email: () => i18n.t('validation:email'),
  minLength: (n: number) => i18n.t('validation:minLength', { 0: n }),
  maxLength: (n: number) => i18n.t('validation:maxLength', { 0: n }),
  min: (n: number) => i18n.t('validation:min', { 0: n }),
  max: (n: number) => i18n.t('validation:max', { 0: n }),
  same: (otherField: string) => i18n.t('validation:same', { 0: label(otherField) }),
  url: () => i18n.t('validation:url'),
  date: () => i18n.t('validation:date'),
}

/** Empty for a required check: absent, blank text (after trimming) or an empty list. */
export const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)
