import { queryOptions } from '@tanstack/react-query'
import { getOne } from '../http'
import { API } from '../paths'
import type { LanguageSetting, Settings } from '../schemas/settings'
import type { Locale } from '../../stores/ui'

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

export const settingKeys = {
  all: ['setting'] as const,
  general: () => [...settingKeys.all, 'general'] as const,
  byLanguage: (language: Locale) => [...settingKeys.all, 'byLanguage', language] as const,
}

/**
 * GET general settings (public): theme, colour, default language, title. Never fails: the root waits for
 * this query, and an errored query without data would go back to pending on every new observer (a loop
 * of spinner and refetch), so any failure (already toasted by the HTTP core) gives the fallback settings.
 */
export const generalSettingsQuery = () =>
  queryOptions({
    queryKey: settingKeys.general(),
    queryFn: async (): Promise<Settings> => {
      try {
        return (await getOne<Settings>(API.setting.general)) ?? FALLBACK_SETTINGS
      } catch {
        return FALLBACK_SETTINGS
      }
    },
    staleTime: 5 * 60_000,
  })

/** GET the per-language date and time formats (public). */
export const languageSettingsQuery = (language: Locale) =>
  queryOptions({
    queryKey: settingKeys.byLanguage(language),
    queryFn: () => getOne<LanguageSetting>(API.setting.byLanguage, { language }),
    staleTime: 5 * 60_000,
  })
