import { z } from 'zod'
import { integer, optionalText, requiredText, uploadPath } from './fields.ts'

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
})
export type Settings = z.infer<typeof settingsSchema>

/** The per-language current setting (SPEC §3): display date-time = format_date + ' ' + format_time. */
export const languageSettingSchema = z.object({
  language: z.string(),
  format_date: z.enum(DATE_FORMATS),
  format_time: z.enum(TIME_FORMATS),
})
export type LanguageSetting = z.infer<typeof languageSettingSchema>

/** What a settings update may carry, with its limits (labels: the `settings` namespace). */
export const settingsWriteSchema = z.object({
  logo: uploadPath().nullable().optional(),
  favicon: uploadPath().nullable().optional(),
  title: requiredText(255),
  subtitle: optionalText(255),
  default_theme: integer(0, 1),
  main_color: integer(0, 19),
  format_date: z.enum(DATE_FORMATS),
  format_time: z.enum(TIME_FORMATS),
  default_language: z.enum(['vi-VN', 'en-US']),
  timezone: requiredText(64),
  currency_symbol: requiredText(8),
  decimal_symbol: requiredText(1),
  digit_group_symbol: requiredText(1),
  company_name: requiredText(255),
  phone: optionalText(20),
  address: optionalText(500),
  handover_requires_id: z.boolean(),
})
