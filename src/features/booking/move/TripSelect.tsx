import { useId } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { saleTrips } from '../../../api/resources/ticket'
import { hcmClock } from '../../../lib/hcm-day'

/** A native choice of the day's trips of a direction: time, plate, seats sold of the car's seats. */
export function TripSelect({
  label,
  day,
  direction,
  value,
  onChange,
  exclude,
}: {
  label: string
  day: string
  direction: number
  value: number | undefined
  onChange: (id: number | undefined) => void
  /** a trip not offered (the trip of the screen itself) */
  exclude?: number
}) {
  const { t } = useTranslation(['ui', 'move'])
  const id = useId()
  const query = useQuery(saleTrips(day, direction))
  const trips = (query.data ?? []).filter((trip) => trip.id !== exclude)
  return (
    <div className="mover__picker">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        disabled={query.isPending}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">
          {query.isError
            ? t('move:screen.loadError')
            : trips.length || query.isPending
              ? t('move:screen.chooseTrip')
              : t('move:screen.noTrips')}
        </option>
        {trips.map((trip) => (
          <option key={trip.id} value={trip.id}>
            {t('move:screen.tripOption', {
              time: hcmClock(trip.departure_time),
              plate: trip.car?.license_plate ?? t('move:screen.noCar'),
              sold: trip.seats_sold,
              seats: trip.seat_count,
            })}
          </option>
        ))}
      </select>
    </div>
  )
}
