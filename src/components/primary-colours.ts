import { useTranslation } from 'react-i18next'
import { PRIMARY_COLORS } from '../lib/theme'

/**
 * The settings' 20 main colours with their names in the language in use (the main colour, a role's colour). The
 * names are the `settings` namespace's: a screen using this loads it.
 */
export function usePrimaryColours() {
  const { t } = useTranslation('settings')
  const names = t('colours', { returnObjects: true }) as unknown as string[]
  return PRIMARY_COLORS.map((color, i) => ({ color: color as string, name: names[i] ?? color }))
}
