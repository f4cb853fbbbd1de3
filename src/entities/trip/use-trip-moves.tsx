import type { ReactNode } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TRIP_STATUS, type TripStatus } from '../../api/contracts/trips'
import { moveTrip } from '../../api/resources/trip'
import { useConfirm } from '../../components/confirm/use-confirm'
import { toast } from '../../components/toast'

/** The action words of a clerk's move (trips:move), by target status. */
export const MOVE_KEY = {
  [TRIP_STATUS.running]: 'start',
  [TRIP_STATUS.finished]: 'finish',
  [TRIP_STATUS.cancelled]: 'cancel',
  [TRIP_STATUS.broken]: 'broken',
} as const
type Move = keyof typeof MOVE_KEY

/** What a move needs of its trip: the version the clerk saw, and its name for the question. */
export interface MovableTrip {
  id: number
  version: number
  name: string
  status: number
}

/**
 * A clerk's status move of a trip (DECISIONS #7), one path for the roster (/trip) and the booking desks:
 * `ask(trip, status)` asks, then moves through the roster's command (a cancel asks its reason in its own dialog
 * instead), resolving true when the clerk said yes; `afterClose` runs once the question has closed. Render
 * `holder`. Which moves to offer: useAllowedMoves.
 */
export function useTripMoves(): {
  ask: (trip: MovableTrip, status: TripStatus, afterClose?: () => void) => Promise<boolean>
  holder: ReactNode
} {
  const { t } = useTranslation(['trips'])
  const { mutateAsync: move } = useMutation(moveTrip())
  const [confirm, holder] = useConfirm()

  const ask = (trip: MovableTrip, status: TripStatus, afterClose?: () => void) =>
    confirm({
      title: t(`trips:move.${MOVE_KEY[status as Move]}.confirm`, { 0: trip.name }),
      danger: status === TRIP_STATUS.broken,
      afterClose,
      onOk: async () => {
        try {
          const moved = await move({ id: trip.id, version: trip.version, status })
          const statusWords = t('trips:status', { returnObjects: true }) as Record<number, string>
          if (moved) toast.success(t('trips:roster.moved', { 0: statusWords[status] }))
        } catch (error) {
          toast.conflict(error) // changed meanwhile; the trip refreshes
          throw error
        }
      },
    })

  return { ask, holder }
}
