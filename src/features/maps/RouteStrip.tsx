import './maps.css'
import { useTranslation } from 'react-i18next'

export interface StripStop {
  name: string
  /** straight-line km from the stop before (the dialog's preview) */
  km?: number | null
}

/**
 * The stops in their order as one line, "1 Văn phòng Sài Gòn → 2 Long Thành → …": an ordered list, so a
 * screen reader reads the count and the numbers. No map tiles: nothing is fetched from outside.
 */
export function RouteStrip({ stops, label }: { stops: StripStop[]; label: string }) {
  const { t } = useTranslation('maps')
  if (!stops.length) return <span className="route-strip-empty">{t('stripEmpty')}</span>
  return (
    <ol
      aria-label={label}
      className="route-strip"
      title={stops.map((stop, i) => stop.name || t('stop', { 0: i + 1 })).join(' → ')}
    >
      {stops.map((stop, i) => (
        <li key={i}>
          {i > 0 && (
            <span aria-hidden className="route-strip-arrow">
              →
            </span>
          )}
          <span className="route-strip-number">{i + 1}</span> {stop.name || t('stop', { 0: i + 1 })}
          {stop.km != null && (
            <span className="route-strip-km" title={t('distanceHelp')}>
              {' '}
              ({t('distance', { 0: stop.km })})
            </span>
          )}
        </li>
      ))}
    </ol>
  )
}
