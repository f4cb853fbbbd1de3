import { z } from 'zod'
import { because, integer, optionalText, requiredText, uploadPath } from './fields.ts'
import { describeFindings, holdsAny, scanHtml } from '../../lib/html-allow-list.ts'
import { placeholderText, unknownPlaceholders } from '../contracts/contract-template.ts'

export const DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD/MM/YY',
  'MM/DD/YYYY',
  'DD-MM-YY',
  'MM-DD-YY',
  'DD-MM-YYYY',
  'MM-DD-YYYY',
  'DD MMMM YYYY',
] as const
export const TIME_FORMATS = ['HH:mm:ss', 'HH:mm', 'hh:mm:ss A', 'hh:mm A'] as const

/** General settings: public (read before sign-in, for theme and language). */
export const settingsSchema = z.object({
  logo: z.string().nullable().optional(),
  favicon: z.string().nullable().optional(),
  title: z.string(),
  subtitle: z.string().nullable().optional(),
  default_theme: z.number(), // 0 light, otherwise dark
  main_color: z.number().int().min(0).max(19), // index into the 20 primary colours
  format_date: z.enum(DATE_FORMATS),
  format_time: z.enum(TIME_FORMATS),
  default_language: z.string(), // 'vi-VN' or 'en-US'
  timezone: z.string(),
  currency_symbol: z.string(),
  decimal_symbol: z.string(),
  digit_group_symbol: z.string(),
  company_name: z.string(),
  phone: z.string().nullable().optional(),
  address: z.string().nullable().optional(),
  /**
   * The receiver who collects a parcel at the counter shows a citizen ID (CCCD), recorded on the parcel (a proxy
   * always does). Absent: not asked.
   */
  handover_requires_id: z.boolean().optional(),
  /** Raised by every save: a save carries the version it edited (409 when someone saved in between). */
  version: z.number().int().optional(),
})
export type Settings = z.infer<typeof settingsSchema>

/**
 * The settings as their administrator reads them (`GET /api/setting/admin`, setting.general): the public ones, the
 * mail server and the captcha. The mail password and the captcha secret are written, never read back: only
 * whether one is stored.
 */
export const adminSettingsSchema = settingsSchema.extend({
  mail_host: z.string().nullable(),
  mail_port: z.number().int().nullable(),
  mail_username: z.string().nullable(),
  mail_from_name: z.string().nullable(),
  mail_password_set: z.boolean(),
  captcha_key: z.string().nullable(),
  captcha_secret_set: z.boolean(),
})
export type AdminSettings = z.infer<typeof adminSettingsSchema>

/** The per-language current setting (SPEC §3): display date-time = format_date + ' ' + format_time. */
export const languageSettingSchema = z.object({
  language: z.string(),
  format_date: z.enum(DATE_FORMATS),
  format_time: z.enum(TIME_FORMATS),
})
export type LanguageSetting = z.infer<typeof languageSettingSchema>

/** A zone the browser and the backend know (`Asia/Ho_Chi_Minh`): formatting in any other would fail. */
function knownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** A secret, written and never read back: as typed (not trimmed nor normalised), '' or null for none sent. */
const secret = () => z.string().max(255).nullable().optional()

/** What a settings update may carry, with its limits (labels: the `settings` namespace). */
const settingsFields = {
  version: integer(0, Number.MAX_SAFE_INTEGER),
  logo: uploadPath().nullable().optional(),
  favicon: uploadPath().nullable().optional(),
  title: requiredText(255),
  subtitle: optionalText(255),
  default_theme: integer(0, 1),
  main_color: integer(0, 19),
  format_date: z.enum(DATE_FORMATS),
  format_time: z.enum(TIME_FORMATS),
  default_language: z.enum(['vi-VN', 'en-US']),
  timezone: requiredText(64).refine(knownTimeZone, because('timeZone')),
  currency_symbol: requiredText(8),
  decimal_symbol: requiredText(1),
  digit_group_symbol: requiredText(1),
  company_name: requiredText(255),
  phone: optionalText(20),
  address: optionalText(500),
  handover_requires_id: z.boolean(),
  mail_host: optionalText(255),
  mail_port: integer(1, 65535).nullable(),
  mail_username: optionalText(255),
  /** Write-only: empty or absent keeps the stored one. Kept as typed (a password's spaces are its own). */
  mail_password: secret(),
  mail_from_name: optionalText(255),
  captcha_key: optionalText(255),
  /** Write-only: empty or absent keeps the stored one. Kept as typed. */
  captcha_secret: secret(),
}

/** The fields /setting-appearance changes (setting.language); every other field is /setting-general's (setting.general). */
export const APPEARANCE_FIELDS = ['default_language', 'default_theme', 'main_color'] as const

/** Any part of the settings, as the backend takes an update: only what is sent changes. */
export const settingsPatchSchema = z.object(settingsFields).partial().required({ version: true })

/** A number's decimal symbol and digit-group symbol differ ("1.250,5" could not be read otherwise). */
export const separatorsDiffer = {
  check: (v: { decimal_symbol?: string; digit_group_symbol?: string }) =>
    v.decimal_symbol !== v.digit_group_symbol,
  params: { path: ['digit_group_symbol'], ...because('separatorsDiffer') },
}

/** /setting-general's form: everything but the appearance. */
export const generalSettingsWriteSchema = z
  .object(settingsFields)
  .omit({ default_language: true, default_theme: true, main_color: true })
  .refine(separatorsDiffer.check, separatorsDiffer.params)

/** /setting-appearance's form. */
export const appearanceWriteSchema = z.object(settingsFields).pick({
  version: true,
  default_language: true,
  default_theme: true,
  main_color: true,
})

/** The car-rental contract's template (`GET /api/setting/template-contract`): rich HTML with placeholders. */
export const contractTemplateSchema = z.object({
  content: z.string(),
  version: z.number().int(),
})
export type ContractTemplate = z.infer<typeof contractTemplateSchema>

/** A template's largest size: a contract of a few pages, with room to spare. */
export const TEMPLATE_MAX_LENGTH = 100_000

/**
 * Its save (setting.update): nothing outside the rich-text allow-list (lib/html-allow-list), which SafeHtml renders
 * with, and no placeholder the contract cannot fill, each refused by name.
 */
export const contractTemplateWriteSchema = z
  .object({
    version: integer(0, Number.MAX_SAFE_INTEGER),
    content: requiredText(TEMPLATE_MAX_LENGTH, { multiline: true }),
  })
  .superRefine(({ content }, ctx) => {
    const outside = scanHtml(content)
    if (holdsAny(outside))
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        ...because('htmlRefused', { 0: describeFindings(outside) }),
      })
    const unknown = unknownPlaceholders(content)
    if (unknown.length)
      ctx.addIssue({
        code: 'custom',
        path: ['content'],
        ...because('placeholderUnknown', { 0: unknown.map(placeholderText).join(', ') }),
      })
  })

/** A column header's most characters. */
export const COLUMN_HEADER_MAX_LENGTH = 100

/**
 * An export's or an import's columns (`GET /api/setting/template-export`, `template-import`, setting.general):
 * every column its file can have, the shown ones first in their order, each with its default headers and the
 * ones the operator set (null: the default). An import's required columns are always shown.
 */
export const columnTemplateSchema = z.object({
  /** the export's or import's file name (`khach-hang`) */
  id: z.string(),
  /** in the request's language */
  name: z.string(),
  version: z.number().int(),
  /** the columns' keys in the file's default order */
  default_order: z.array(z.string()),
  columns: z.array(
    z.object({
      key: z.string(),
      default_header: z.object({ vi: z.string(), en: z.string() }),
      header: z.object({ vi: z.string().nullable(), en: z.string().nullable() }),
      shown: z.boolean(),
      required: z.boolean(),
    }),
  ),
})
export type ColumnTemplate = z.infer<typeof columnTemplateSchema>

const columnHeaders = z.object({
  vi: optionalText(COLUMN_HEADER_MAX_LENGTH),
  en: optionalText(COLUMN_HEADER_MAX_LENGTH),
})

/**
 * A file's columns as saved (setting.update), with the version edited, and as /setting-template's form holds
 * them: every column in the file's order, ticked when the file has it, each with its own headers or none; at
 * least one ticked, each column once. The backend also refuses, by name, a column the file cannot have, a
 * required one left out, a pair left half, and a header that reads as another column's.
 */
export const columnTemplateWriteSchema = z
  .object({
    id: requiredText(60),
    version: integer(0, Number.MAX_SAFE_INTEGER),
    columns: z.array(z.object({ key: requiredText(60), shown: z.boolean(), header: columnHeaders })).max(100),
  })
  .superRefine(({ columns }, ctx) => {
    if (!columns.some((c) => c.shown))
      ctx.addIssue({ code: 'custom', path: ['columns'], ...because('columnsNone') })
    const twice = [...new Set(columns.map((c) => c.key).filter((key, i, keys) => keys.indexOf(key) !== i))]
    if (twice.length)
      ctx.addIssue({ code: 'custom', path: ['columns'], ...because('columnTwice', { 0: twice.join(', ') }) })
  })
export type ColumnTemplateWrite = z.output<typeof columnTemplateWriteSchema>
