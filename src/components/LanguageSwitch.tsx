import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { useAppLocale, useChangeLocale } from '../app/settings'
import type { Locale } from '../stores/ui'

/** Language names are written in their own language, so they never change with the switch. */
const OPTIONS: Array<{ value: Locale; label: string }> = [
  { value: 'vi', label: 'Tiếng Việt' },
  { value: 'en', label: 'English' },
]

export function LanguageSwitch({ size = 'middle' }: { size?: 'small' | 'middle' | 'large' }) {
  const { t } = useTranslation()
  const locale = useAppLocale()
  const changeLocale = useChangeLocale()
  return (
    <Select<Locale>
      aria-label={t('common.language')}
      title={t('common.language')}
      value={locale}
      options={OPTIONS}
      onChange={changeLocale}
      size={size}
      style={{ width: 130 }}
      popupMatchSelectWidth={false}
      getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
    />
  )
}
