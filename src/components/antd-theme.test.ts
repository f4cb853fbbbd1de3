import { describe, expect, it } from 'vitest'
import { theme } from 'antd'
import { contrast, TEXT_MIN } from './seat-map/palette'
import { PRIMARY_COLORS } from '../lib/theme'
import { buildTheme } from './antd-theme'

describe('the theme of the signed-in frame', () => {
  const themes = (['light', 'dark'] as const).flatMap((mode) =>
    PRIMARY_COLORS.map((_, i) => ({ name: `${mode} ${i}`, mode, i })),
  )

  it.each(themes)(
    'a solid danger button reads at WCAG AA in the $name theme (rest, hover, pressed)',
    ({ mode, i }) => {
      const config = buildTheme(mode, i)
      const token = theme.getDesignToken(config)
      const button = config.components?.Button ?? {}
      const text = button.dangerColor ?? token.colorTextLightSolid
      for (const bg of [
        button.colorError ?? token.colorError,
        button.colorErrorHover ?? token.colorErrorHover,
        button.colorErrorActive ?? token.colorErrorActive,
      ])
        expect(contrast(text, bg), `${text} on ${bg}`).toBeGreaterThanOrEqual(TEXT_MIN)
    },
  )
})
