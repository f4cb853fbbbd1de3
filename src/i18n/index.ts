import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import viErrors from './locales/vi/errors'
import enErrors from './locales/en/errors'
import viValidation from './locales/vi/validation'
import enValidation from './locales/en/validation'
import viUi from './locales/vi/ui'
import enUi from './locales/en/ui'
import type { Locale } from '../stores/ui'

export const resources = {
  vi: { errors: viErrors, validation: viValidation, ui: viUi },
  en: { errors: enErrors, validation: enValidation, ui: enUi },
} as const

/** SPEC §9: default and fallback language vi; available vi and en. */
void i18n.use(initReactI18next).init({
  resources,
  lng: 'vi',
  fallbackLng: 'vi',
  supportedLngs: ['vi', 'en'],
  defaultNS: 'ui',
  ns: ['ui', 'errors', 'validation'],
  interpolation: { escapeValue: false },
  initAsync: false,
})

/** Settings' default_language ('vi-VN' / 'en-US') → our locale. SPEC §4: vi when Vietnamese, otherwise en. */
export const localeFromSetting = (defaultLanguage: string | null | undefined): Locale =>
  defaultLanguage?.toLowerCase().startsWith('vi') ? 'vi' : 'en'

export default i18n
