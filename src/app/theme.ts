import { theme as antdTheme, type ThemeConfig } from 'antd'
import type { Settings } from '../api/schemas/settings'
import type { ThemeMode } from '../stores/ui'

/**
 * SPEC §9: the 20 primary colours, indexed by settings.main_color (0..19).
 * Every one keeps white button text at a contrast of at least 4.5:1 (WCAG AA).
 */
export const PRIMARY_COLORS = [
  '#0958d9',
  '#1d39c4',
  '#0050b3',
  '#722ed1',
  '#531dab',
  '#c41d7f',
  '#9e1068',
  '#cf1322',
  '#a8071a',
  '#d4380d',
  '#ad4e00',
  '#874d00',
  '#3f6600',
  '#237804',
  '#135200',
  '#006d75',
  '#00474f',
  '#08737f',
  '#3f4e5e',
  '#434343',
] as const

export const primaryColor = (index: number | null | undefined): string =>
  PRIMARY_COLORS[index != null && index >= 0 && index < PRIMARY_COLORS.length ? index : 0]

/** Settings: default_theme 0 = light, anything else = dark; the user's own choice wins. */
export const effectiveThemeMode = (
  settings: Pick<Settings, 'default_theme'>,
  userChoice: ThemeMode | null,
): ThemeMode => userChoice ?? (settings.default_theme === 0 ? 'light' : 'dark')

/** SPEC §4 "theme name": light or dark plus the colour index plus 1. */
export const themeName = (mode: ThemeMode, colorIndex: number) => `${mode}${colorIndex + 1}`

/** No web fonts are fetched: a system font stack that renders Vietnamese well. */
export const FONT_FAMILY =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', sans-serif"

/** The colour mixed with white by `amount` (0..1): a readable tint of a primary colour on dark surfaces. */
export function tint(hex: string, amount: number): string {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16)
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(1)}${channel(3)}${channel(5)}`
}

export function buildTheme(mode: ThemeMode, colorIndex: number): ThemeConfig {
  return {
    components:
      mode === 'dark'
        ? // The selected menu entry's text would be the (dark) primary colour on its own tinted background.
          { Menu: { itemSelectedColor: 'rgba(255, 255, 255, 0.95)' } }
        : undefined,
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primaryColor(colorIndex),
      fontFamily: FONT_FAMILY,
      // antd's tertiary text (captions, statistic titles, menu group headers) is 45 % opaque, below the
      // 4.5:1 contrast clerks' screens and the axe checks need; 62 % keeps it secondary and readable.
      // Links and error text at AA contrast (antd's defaults are 4.1:1 / 3.3:1 on white, 3.6:1 / 4.3:1 on dark).
      ...(mode === 'light'
        ? { colorLink: primaryColor(colorIndex), colorError: '#cf1322' }
        : { colorLink: tint(primaryColor(colorIndex), 0.55), colorError: '#ff7875' }),
      colorTextTertiary: mode === 'dark' ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.62)',
    },
  }
}
