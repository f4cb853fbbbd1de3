import { create } from 'zustand'
import type { ThemeMode } from '../lib/theme'

export type Locale = 'vi' | 'en'
const LOCALE_KEY = 'locale'
const THEME_KEY = 'theme-mode'

interface UiState {
  /** The user's own language choice on this browser; null = follow the settings' default. */
  locale: Locale | null
  /** The user's own theme choice on this browser; null = follow the settings' default_theme. */
  themeMode: ThemeMode | null
  /** Number of running blocking operations (e.g. an export being built); the overlay shows while > 0. */
  loadingCount: number
  siderCollapsed: boolean
  setLocale: (locale: Locale) => void
  setThemeMode: (mode: ThemeMode) => void
  startLoading: () => void
  stopLoading: () => void
  setSiderCollapsed: (collapsed: boolean) => void
}

const storedLocale = localStorage.getItem(LOCALE_KEY)
const storedTheme = localStorage.getItem(THEME_KEY)

export const useUi = create<UiState>()((set) => ({
  locale: storedLocale === 'vi' || storedLocale === 'en' ? storedLocale : null,
  themeMode: storedTheme === 'light' || storedTheme === 'dark' ? storedTheme : null,
  loadingCount: 0,
  siderCollapsed: false,
  setLocale: (locale) => {
    localStorage.setItem(LOCALE_KEY, locale)
    set({ locale })
  },
  setThemeMode: (themeMode) => {
    localStorage.setItem(THEME_KEY, themeMode)
    set({ themeMode })
  },
  startLoading: () => set((s) => ({ loadingCount: s.loadingCount + 1 })),
  stopLoading: () => set((s) => ({ loadingCount: Math.max(0, s.loadingCount - 1) })),
  setSiderCollapsed: (siderCollapsed) => set({ siderCollapsed }),
}))
