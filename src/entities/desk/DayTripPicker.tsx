import type { ComponentProps } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { saleTrips } from '../../api/resources/ticket'
import type { SaleTrip } from '../../api/schemas/booking'
import { TripPicker } from './TripPicker'

/**
 * The {@link TripPicker} of the day's trips of a direction as the booking desks read them (the selling desk, the
 * manifest, the mover): each named by its time, seats sold of the car's seats and the car's plate.
 */
export function DayTripPicker({
  day,
  direction,
  exclude,
  closed,
  ...picker
}: {
  day: string
  direction: number
  /** a trip not offered (the screen's own) */
  exclude?: number
  /** why a trip is closed to what the screen does (its state), if it is */
  closed?: (trip: SaleTrip) => string | undefined
} & Omit<ComponentProps<typeof TripPicker>, 'trips' | 'error' | 'onRetry'>) {
  const { t } = useTranslation('desk')
  const query = useQuery(saleTrips(day, direction))
  const trips = query.data
    ?.filter((trip) => trip.id !== exclude)
    .map((trip) => ({
      id: trip.id,
      departure_time: trip.departure_time,
      detail: `${t('seats', { sold: trip.seats_sold, seats: trip.seat_count })} · ${trip.car?.license_plate ?? t('noCar')}`,
      closed: closed?.(trip),
    }))
  return <TripPicker {...picker} trips={trips} error={query.isError} onRetry={() => void query.refetch()} />
}
