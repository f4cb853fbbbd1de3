import { useTranslation } from 'react-i18next'

/** A route's duration in words: 420 → "7 giờ 0 phút" / "7 h 0 min". */
export function useDuration() {
  const { t } = useTranslation('maps')
  return (minutes: number) =>
    t('duration', { hours: Math.floor(minutes / 60), minutes: Math.round(minutes % 60) })
}
