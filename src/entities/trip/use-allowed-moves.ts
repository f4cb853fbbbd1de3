import { useCallback } from 'react'
import { clerkMoves, tripMoveCodes, type TripStatus } from '../../api/contracts/trips'
import { useCan } from '../../api/resources/auth'

/**
 * The clerk's moves (DECISIONS #7) a trip's status allows and the user may make, by target status: a breakdown
 * with trip.update or trip.report-broken, every other move with trip.update (tripMoveCodes). Light: the desks
 * read it to show their action before the move's code loads.
 */
export function useAllowedMoves(): (status: number) => TripStatus[] {
  const can = useCan()
  return useCallback(
    (status: number) => clerkMoves(status).filter((to) => tripMoveCodes(to).some(can)),
    [can],
  )
}
