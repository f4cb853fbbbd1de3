import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { holdSeats, releaseOnLeave, saleDiagram, seatHolds } from '../../api/resources/ticket'
import { toast } from '../../components/toast'

/** Holds last 5 minutes: while seats stay chosen, they are renewed every 2. */
const RENEW_MS = 2 * 60_000

/**
 * The seats this clerk has chosen on a trip and holds for 5 minutes (DECISIONS #11), for the selling desk and the
 * mover: every other clerk sees them held at once. They are renewed while they stay chosen, and released when
 * another trip (or none) is chosen, when the screen is left and when the page is. A seat refused (sold or held
 * by someone else meanwhile) is said, leaves the choice, and the trip's map and holds are read again.
 */
export function useSeatHolds(tripId: number | null) {
  const queryClient = useQueryClient()
  const hold = useMutation(holdSeats())
  const [chosen, setChosen] = useState<number[]>([])
  // the trip the chosen seats are held on: set as soon as the hold is asked for, so a release never misses it
  const heldTrip = useRef<number | null>(null)

  const refresh = useCallback(() => {
    if (tripId === null) return
    void queryClient.invalidateQueries({ queryKey: saleDiagram(tripId).queryKey })
    void queryClient.invalidateQueries({ queryKey: seatHolds(tripId).queryKey })
  }, [queryClient, tripId])

  // Another trip (or none): the seats held on the last one are released.
  useEffect(() => {
    if (heldTrip.current !== null && heldTrip.current !== tripId) {
      releaseOnLeave(heldTrip.current)
      heldTrip.current = null
      setChosen([])
    }
  }, [tripId])

  const leave = useEffectEvent(() => {
    if (heldTrip.current !== null) releaseOnLeave(heldTrip.current)
  })
  useEffect(() => {
    const onHide = () => leave()
    window.addEventListener('pagehide', onHide)
    return () => {
      window.removeEventListener('pagehide', onHide)
      leave()
    }
  }, [])

  const holding = chosen.length > 0 && tripId !== null
  const renew = useEffectEvent(() => {
    if (tripId !== null) hold.mutateAsync({ trip_id: tripId, seat_ids: chosen }).catch(refresh)
  })
  useEffect(() => {
    if (!holding) return
    const timer = window.setInterval(() => renew(), RENEW_MS)
    return () => window.clearInterval(timer)
  }, [holding])

  /** The chosen seats become `next` (none: released). */
  const choose = (next: number[]) => {
    if (tripId === null) return
    const trip = tripId
    const added = next.filter((id) => !chosen.includes(id))
    setChosen(next)
    heldTrip.current = next.length ? trip : null
    hold.mutateAsync({ trip_id: trip, seat_ids: next }).then(
      (answer) => {
        if (answer) queryClient.setQueryData(seatHolds(trip).queryKey, answer)
      },
      (error: unknown) => {
        toast.conflict(error) // the seat named: sold or held meanwhile
        setChosen((current) => current.filter((id) => !added.includes(id)))
        refresh()
      },
    )
  }

  return {
    chosen,
    choose,
    /** After a sale or a move: the seats are no longer held by this choice (the backend ended the holds). */
    forget: () => {
      heldTrip.current = null
      setChosen([])
    },
    refresh,
  }
}
