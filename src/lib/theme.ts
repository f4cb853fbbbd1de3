/* Free of antd: the root and the public pages use it. antd's theme is features/layout/antd-theme.ts. */
import type { Settings } from '../api/schemas/settings'

export type ThemeMode = 'light' | 'dark'

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

/** The colour of links and focus rings: the primary colour on light surfaces, a readable tint of it on dark. */
export const linkColor = (mode: ThemeMode, colorIndex: number): string =>
  mode === 'dark' ? tint(primaryColor(colorIndex), 0.55) : primaryColor(colorIndex)

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
