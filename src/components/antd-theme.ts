import { theme as antdTheme, type ThemeConfig } from 'antd'
import { FONT_FAMILY, linkColor, primaryColor, type ThemeMode } from '../lib/theme'

/** antd's dark container colour, and the error red a pressed danger button shows on the dark theme. */
const DARK_SURFACE = '#141414'
const DARK_ERROR_PRESSED = '#e89590'

/**
 * antd's theme of the signed-in frame: algorithm and colours follow the settings and the user's choice; `motion`
 * false (the user's system asks for reduced motion) opens and closes dialogs, drawers and menus without motion.
 */
export function buildTheme(mode: ThemeMode, colorIndex: number, motion = true): ThemeConfig {
  return {
    components:
      mode === 'dark'
        ? // The selected menu entry's text would be the (dark) primary colour on its own tinted background.
          // The same for the selected tab (a trip's sections): the readable tint links use.
          {
            Menu: { itemSelectedColor: 'rgba(255, 255, 255, 0.95)' },
            Tabs: { itemSelectedColor: linkColor(mode, colorIndex) },
            // A solid danger button (confirm "Xóa", "Hủy vé") is the light error red of the dark theme: white
            // text on it reads at 3.4:1, the dark surface's colour at 5.6:1 and more (pressed: the hover red).
            Button: { dangerColor: DARK_SURFACE, colorErrorActive: DARK_ERROR_PRESSED },
          }
        : undefined,
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      motion,
      colorPrimary: primaryColor(colorIndex),
      fontFamily: FONT_FAMILY,
      // antd's tertiary text (captions, statistic titles, menu group headers) is 45 % opaque, below the
      // 4.5:1 contrast clerks' screens and the axe checks need; 62 % keeps it secondary and readable.
      // Links and error text at AA contrast (antd's defaults are 4.1:1 / 3.3:1 on white, 3.6:1 / 4.3:1 on dark).
      // The same values as the CSS custom properties of app/global.css, so plain elements match.
      colorLink: linkColor(mode, colorIndex),
      colorError: mode === 'dark' ? '#ff7875' : '#cf1322',
      colorTextTertiary: mode === 'dark' ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.62)',
      // A select's placeholder ("Chọn chiều") is text a clerk reads, not a hint in an empty input: the same 62 %.
      colorTextPlaceholder: mode === 'dark' ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.62)',
    },
  }
}
