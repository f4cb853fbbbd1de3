import { useTranslation } from 'react-i18next'
import { PRIMARY_COLORS } from '../../lib/theme'

/** The settings' 20 colours with their names in the language in use (the roles' colour choices and swatches). */
export function useRoleColours() {
  const { t } = useTranslation('roles')
  const names = t('roles.colors', { returnObjects: true }) as unknown as string[]
  return PRIMARY_COLORS.map((color, i) => ({ color: color as string, name: names[i] ?? color }))
}
