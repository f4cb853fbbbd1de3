import { useLayoutEffect, type ReactNode } from 'react'
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query'
import { App as AntApp, ConfigProvider, Spin } from 'antd'
import viVN from 'antd/locale/vi_VN'
import enUS from 'antd/locale/en_US'
import dayjs from 'dayjs'
import 'dayjs/locale/vi'
import 'dayjs/locale/en'
import { useTranslation } from 'react-i18next'
import { generalSettingsQuery } from '../api/resources/settings'
import { useUi } from '../stores/ui'
import { applyLocale, useAppLocale, useSettings } from './settings'
import { buildTheme, effectiveThemeMode } from './theme'
import { NotifierBridge } from './notifier'
import { LoadingOverlay } from '../components/LoadingOverlay'
import { ScrollToTop } from '../components/ScrollToTop'

/** Spinner shown until the general settings are loaded (SPEC §2, §4 "App display"). */
function BootSpinner() {
  const { t } = useTranslation()
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}
    >
      <Spin size="large" />
    </div>
  )
}

function SettingsGate({ children }: { children: ReactNode }) {
  const { isPending } = useQuery(generalSettingsQuery())
  if (isPending) return <BootSpinner />
  return <>{children}</>
}

function ThemedApp({ children }: { children: ReactNode }) {
  const settings = useSettings()
  const locale = useAppLocale()
  const userTheme = useUi((s) => s.themeMode)
  const mode = effectiveThemeMode(settings, userTheme)

  // Before paint: i18next, dayjs and <html lang> follow the language in use.
  useLayoutEffect(() => {
    applyLocale(locale)
    dayjs.locale(locale)
  }, [locale])

  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode
    document.documentElement.style.colorScheme = mode
  }, [mode])

  return (
    <ConfigProvider locale={locale === 'vi' ? viVN : enUS} theme={buildTheme(mode, settings.main_color)}>
      <AntApp notification={{ placement: 'topRight' }} message={{ top: 16, duration: 3 }}>
        <NotifierBridge />
        {children}
        <LoadingOverlay />
        <ScrollToTop />
      </AntApp>
    </ConfigProvider>
  )
}

/** Everything above the router: query cache, settings gate, antd theme/locale, notifications. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsGate>
        <ThemedApp>{children}</ThemedApp>
      </SettingsGate>
    </QueryClientProvider>
  )
}
