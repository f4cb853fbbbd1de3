import { useLayoutEffect, useMemo, type ReactNode } from 'react'
import dayjs from 'dayjs'
import 'dayjs/locale/vi'
import 'dayjs/locale/en'
import { ConfigProvider } from 'antd'
import viVN from 'antd/locale/vi_VN'
import enUS from 'antd/locale/en_US'
import { useAppLocale, useSettings } from '../../components/use-settings'
import { effectiveThemeMode } from '../../lib/theme'
import { useUi } from '../../stores/ui'
import { buildTheme } from '../../components/antd-theme'
import { useReducedMotion } from '../../components/use-media'

/**
 * antd's theme (algorithm, primary colour) and locale, and dayjs's locale, for the signed-in frame. Only the
 * layout chunk loads antd and dayjs: the root and the public pages are plain elements on the CSS custom
 * properties of global.css.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const settings = useSettings()
  const locale = useAppLocale()
  const mode = effectiveThemeMode(
    settings,
    useUi((s) => s.themeMode),
  )
  // Before paint, so dates show in the language in use.
  useLayoutEffect(() => {
    dayjs.locale(locale)
  }, [locale])
  const reducedMotion = useReducedMotion()
  const theme = useMemo(
    () => buildTheme(mode, settings.main_color, !reducedMotion),
    [mode, settings.main_color, reducedMotion],
  )
  return (
    <ConfigProvider locale={locale === 'vi' ? viVN : enUS} theme={theme}>
      {children}
    </ConfigProvider>
  )
}
