import { defineGroup, get } from '../define-group'
import { FIRST_API as API } from '../first-paths'
import type { LanguageSetting, Settings } from '../schemas/settings'
import type { Locale } from '../../stores/ui'
import { languageSettingSchema, settingsSchema } from 'virtual:shapes/settings'

/** Used when the settings call resolves empty (network, 403): the app still starts, in Vietnamese. */
export const FALLBACK_SETTINGS: Settings = {
  title: 'Nhà xe',
  default_theme: 0,
  main_color: 0,
  format_date: 'DD/MM/YYYY',
  format_time: 'HH:mm',
  default_language: 'vi-VN',
  timezone: 'Asia/Ho_Chi_Minh',
  currency_symbol: '₫',
  decimal_symbol: ',',
  digit_group_symbol: '.',
  company_name: '',
}

/** Under ['setting']: a settings change refreshes every open session's (its socket event). */
const setting = defineGroup('setting')

/**
 * GET general settings (public): theme, colour, default language, title. Never fails: the root waits for this
 * query, and an errored query without data would go back to pending on every new observer (a loop of spinner and
 * refetch), so any failure (already toasted by the HTTP core) gives the fallback settings.
 */
export const generalSettingsQuery = setting.query(
  'general',
  () =>
    get<Settings>(API.setting.general, undefined, {
      fallback: FALLBACK_SETTINGS,
      orOnFailure: true,
      shape: settingsSchema,
    }),
  { staleTime: 5 * 60_000 },
)

/** GET the per-language date and time formats (public). */
export const languageSettingsQuery = setting.query(
  'by-language',
  (language: Locale) =>
    get<LanguageSetting>(API.setting.byLanguage, { language }, { shape: languageSettingSchema }),
  { staleTime: 5 * 60_000 },
)
