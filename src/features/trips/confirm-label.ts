import type { TripToConfirm } from '../../api/schemas/trips'
import { formatHcmDateTime } from '../../lib/format'

/** An instant as the screen writes it: DD/MM/YYYY HH:mm, Ho Chi Minh time. */
export const dateTimeText = (iso: string) => formatHcmDateTime(iso, 'DD/MM/YYYY HH:mm')

/** How a trip is named on /trip-need-to-confirm (headings, buttons, dialogs): its direction and departure. */
export const tripLabel = (trip: TripToConfirm) =>
  `${trip.direction_name} ${dateTimeText(trip.departure_time)}`
