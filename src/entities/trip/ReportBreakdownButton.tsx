import { useState } from 'react'
import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { TRIP_STATUS } from '../../api/contracts/trips'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { useAllowedMoves } from './use-allowed-moves'
import type { MovableTrip } from './use-trip-moves'

// the question and the move's command load on the first click (the desks' first download stays as it was)
const BreakdownQuestion = lazyDialog(() => import('./BreakdownQuestion').then((m) => m.BreakdownQuestion))

/**
 * "Báo xe hỏng" on a booking desk (the selling desk, the manifest) for the trip chosen: shown while the trip's
 * status allows a breakdown (running) and the user may report one (trip.report-broken or trip.update); asks first,
 * as the roster does, then moves the trip to 6 through the roster's own command. The desk then shows it closed.
 */
export function ReportBreakdownButton({ trip }: { trip: MovableTrip }) {
  const { t } = useTranslation(['trips'])
  const movesOf = useAllowedMoves()
  const [asking, setAsking] = useState<MovableTrip | null>(null)
  return (
    <>
      {movesOf(trip.status).includes(TRIP_STATUS.broken) && (
        <Button
          danger
          style={{ alignSelf: 'flex-start' }}
          onPointerEnter={BreakdownQuestion.preload}
          onFocus={BreakdownQuestion.preload}
          onClick={() => setAsking(trip)}
        >
          {t('trips:move.broken.action')}
        </Button>
      )}
      {/* kept while the question closes: the trip, moved, no longer shows the button */}
      <DialogSuspense>
        {asking && <BreakdownQuestion trip={asking} onClose={() => setAsking(null)} />}
      </DialogSuspense>
    </>
  )
}
