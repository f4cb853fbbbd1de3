import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react'
import { QueryClientProvider, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import i18n, { languageReady } from '../i18n'
import { generalSettingsQuery } from '../api/resources/settings'
import { meQuery } from '../api/resources/auth'
import { useUi } from '../stores/ui'
import { applyLocale, useAppLocale, useSettings } from '../components/use-settings'
import { effectiveThemeMode, primaryColor, tint } from '../lib/theme'
import { Toaster } from '../components/Toaster'
import { LoadingOverlay } from '../components/LoadingOverlay'
import { ScrollToTop } from '../components/ScrollToTop'

/** Spinner shown until the general settings are loaded (SPEC §2, §4 "App display"). */
function BootSpinner() {
  const { t } = useTranslation()
  return (
    <div role="status" aria-label={t('common.loading')} className="boot">
      <span className="spinner" aria-hidden="true" />
    </div>
  )
}

/**
 * The routed view waits for the settings (SPEC §2) and, at start, for the text of the language in use (a
 * later switch loads it before switching). If that text cannot be had, the app goes on in Vietnamese.
 */
function SettingsGate({ children, askWhoIsSignedIn }: { children: ReactNode; askWhoIsSignedIn: boolean }) {
  const { isPending } = useQuery(generalSettingsQuery())
  const queryClient = useQueryClient()
  // Who is signed in, asked beside the settings rather than after them, when a signed-in screen opens: from an
  // effect after the Toaster's, so that a session found expired is said.
  useEffect(() => {
    if (askWhoIsSignedIn) void queryClient.prefetchQuery(meQuery())
  }, [askWhoIsSignedIn, queryClient])
  const locale = useAppLocale()
  // the language whose loading ended (loaded, or failed: i18next then falls back to Vietnamese)
  const [tried, setTried] = useState<string | null>(null)
  const ready = languageReady(locale) || tried === locale
  useEffect(() => {
    if (!ready) void i18n.loadLanguages(locale).then(() => setTried(locale))
  }, [ready, locale])
  if (isPending || !ready) return <BootSpinner />
  return <>{children}</>
}

/**
 * Language and theme of the whole app. The theme is CSS custom properties on <html> (global.css):
 * data-theme picks the light or dark surfaces, --color-primary the settings' main colour. antd's own
 * theme and locale are set by the signed-in frame (features/layout/AntdTheme), which alone loads antd.
 */
function ThemedApp({ children }: { children: ReactNode }) {
  const settings = useSettings()
  const locale = useAppLocale()
  const userTheme = useUi((s) => s.themeMode)
  const mode = effectiveThemeMode(settings, userTheme)
  const primary = primaryColor(settings.main_color)

  // Before paint: i18next and <html lang> follow the language in use (dayjs: the signed-in frame).
  useLayoutEffect(() => {
    applyLocale(locale)
  }, [locale])

  useLayoutEffect(() => {
    const html = document.documentElement
    html.dataset.theme = mode
    html.style.colorScheme = mode
  }, [mode])

  useLayoutEffect(() => {
    const html = document.documentElement
    html.style.setProperty('--color-primary', primary)
    // Links and focus rings on dark surfaces (the same tint as antd's colorLink there).
    html.style.setProperty('--color-primary-tint', tint(primary, 0.55))
  }, [primary])

  return (
    <>
      {children}
      <LoadingOverlay />
      <ScrollToTop />
    </>
  )
}

/**
 * Everything above the router: query cache, toaster, settings gate, language and theme. `askWhoIsSignedIn`: a
 * signed-in screen opens with a stored session (main.tsx).
 */
export function AppProviders({
  queryClient,
  askWhoIsSignedIn = false,
  children,
}: {
  queryClient: QueryClient
  askWhoIsSignedIn?: boolean
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {/* Outside the gate: a failed settings call is toasted too. */}
      <Toaster />
      <SettingsGate askWhoIsSignedIn={askWhoIsSignedIn}>
        <ThemedApp>{children}</ThemedApp>
      </SettingsGate>
    </QueryClientProvider>
  )
}
