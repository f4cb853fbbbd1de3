import { useEffect, useRef } from 'react'
import { TRIP_STATUS } from '../../api/contracts/trips'
import { useTripMoves, type MovableTrip } from './use-trip-moves'

/**
 * The breakdown's question, asked as it mounts (ReportBreakdownButton loads it on the first click, with the move's
 * command): yes moves the trip to 6; `onClose` once the question has closed.
 */
export function BreakdownQuestion({ trip, onClose }: { trip: MovableTrip; onClose: () => void }) {
  const { ask, holder } = useTripMoves()
  const asked = useRef(false)
  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void ask(trip, TRIP_STATUS.broken, onClose)
  })
  return holder
}
