import { useId, type RefObject } from 'react'
import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { hcmClock } from '../../lib/hcm-day'
import { QueryState, type QueryLike } from '../../components/QueryState'
import { usePendingChoice } from '../../components/use-pending-choice'
import './desk.css'

/** One trip as the picker offers it. */
export interface TripChoice {
  id: number
  /** its departure (ISO): the choice is named first by its time, HH:mm */
  departure_time: string
  /** what tells it from the day's other trips: seats sold, the car, the goods on it, its direction… */
  detail: string
  /** why nothing more can be done on it (its state), shown beside it; it can still be chosen */
  closed?: string
}

/**
 * The day's trips as one radio group (a fieldset named by its legend): each trip a time slot, all in sight with
 * its seats or goods and its state. Tab lands on the chosen trip, the arrow keys move through the trips and choose
 * as they move (the screen opens the trip at once), a click chooses. `all` (a list's filter): a first choice for
 * every trip of the day.
 */
export function TripPicker({
  label,
  trips,
  value,
  onChange,
  all,
  empty,
  error = false,
  onRetry,
  groupRef,
  keyshortcuts,
}: {
  /** the group's name: "Chuyến trong ngày", "Chuyến nhận khách"… */
  label?: string
  /** undefined while they load */
  trips: TripChoice[] | undefined
  value: number | undefined
  onChange: (trip: number | undefined) => void
  /** the words of an "every trip" choice (a list's filter) */
  all?: string
  /** said when the day has no trip */
  empty?: string
  error?: boolean
  onRetry?: () => void
  /** the group, for a screen's shortcut to it */
  groupRef?: RefObject<HTMLFieldSetElement | null>
  keyshortcuts?: string
}) {
  const { t } = useTranslation('desk')
  const name = useId()
  const [shown, choose] = usePendingChoice(value, onChange)
  // the trips as their query's state: loading while there are none and nothing failed
  const query: QueryLike<TripChoice[]> = {
    data: trips,
    isPending: trips === undefined && !error,
    isError: error,
    isFetching: false,
    refetch: onRetry ?? (() => undefined),
  }
  const none = <p className="trip-picker__note">{empty ?? t('noTrips')}</p>
  return (
    <fieldset ref={groupRef} className="trip-picker" aria-keyshortcuts={keyshortcuts}>
      <legend>{label ?? t('trips')}</legend>
      <QueryState
        query={query}
        error={t('loadError')}
        skeletonRows={1}
        empty={all ? undefined : { when: (list) => list.length === 0, say: none }}
      >
        {(list) => (
          <div className="trip-picker__slots">
            {all && (
              <label className="choice-slot trip-slot">
                <input
                  type="radio"
                  name={name}
                  checked={shown === undefined}
                  onChange={() => choose(undefined)}
                />
                <span>{all}</span>
              </label>
            )}
            {list.map((trip) => (
              <label
                key={trip.id}
                className="choice-slot trip-slot"
                data-closed={trip.closed ? '' : undefined}
              >
                <input
                  type="radio"
                  name={name}
                  value={trip.id}
                  checked={trip.id === shown}
                  onChange={() => choose(trip.id)}
                />
                <span>
                  <strong className="trip-slot__time">{hcmClock(trip.departure_time)}</strong>
                  {trip.detail && ` · ${trip.detail}`}
                </span>
                {trip.closed && <Tag color="red">{trip.closed}</Tag>}
              </label>
            ))}
            {!list.length && none}
          </div>
        )}
      </QueryState>
    </fieldset>
  )
}
