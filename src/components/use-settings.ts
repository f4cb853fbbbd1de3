import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import i18n, { localeFromSetting } from '../i18n'
import { FALLBACK_SETTINGS, generalSettingsQuery } from '../api/resources/settings'
import type { Settings } from '../api/schemas/settings'
import { useUi, type Locale } from '../stores/ui'

/** General settings; the root waits for them, so below the root this is the loaded value. */
export function useSettings(): Settings {
  const { data } = useQuery(generalSettingsQuery())
  return data ?? FALLBACK_SETTINGS
}

/** The language in use: the user's remembered choice, else the settings' default language. */
export function useAppLocale(): Locale {
  const settings = useSettings()
  const chosen = useUi((s) => s.locale)
  return chosen ?? localeFromSetting(settings.default_language)
}

/**
 * Switches the language and remembers it on this browser. Its text (and that of the screens open) loads
 * first, so the switch never passes through the boot spinner: an open form keeps what was typed.
 */
export function useChangeLocale(): (locale: Locale) => void {
  const setLocale = useUi((s) => s.setLocale)
  return useCallback(
    (locale: Locale) => {
      void i18n.loadLanguages(locale).then(() => {
        setLocale(locale)
        applyLocale(locale)
      })
    },
    [setLocale],
  )
}

/** i18next language + <html lang>. */
export function applyLocale(locale: Locale) {
  if (i18n.language !== locale) void i18n.changeLanguage(locale)
  if (typeof document !== 'undefined') document.documentElement.lang = locale
}
