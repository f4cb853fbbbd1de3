import { useTranslation } from 'react-i18next'
import { useAppLocale, useChangeLocale } from './use-settings'
import type { Locale } from '../stores/ui'

/** Language names are written in their own language, so they never change with the switch. */
const OPTIONS: Array<{ value: Locale; label: string }> = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
]

/**
 * A native select styled by global.css (.select): keyboard-friendly, the same inside and outside the
 * signed-in frame, and it keeps antd's Select out of the sign-in page's first load.
 */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const locale = useAppLocale()
  const changeLocale = useChangeLocale()
  return (
    <select
      className="select"
      aria-label={t('common.language')}
      value={locale}
      onChange={(e) => changeLocale(e.target.value as Locale)}
    >
      {OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
