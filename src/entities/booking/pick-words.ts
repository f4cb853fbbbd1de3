import { useTranslation } from 'react-i18next'

/** The words of a pick-up form (booking:pickType) or a drop-off form (booking:dropType). */
export function usePickWords() {
  const { t } = useTranslation('booking')
  const pick = t('pickType', { returnObjects: true }) as Record<number, string>
  const drop = t('dropType', { returnObjects: true }) as Record<number, string>
  return { pick: (type: number) => pick[type] ?? '', drop: (type: number) => drop[type] ?? '' }
}
