import { lazy, Suspense, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { trips } from '../../../api/resources/trip'
import type { Ticket } from '../../../api/schemas/booking'
import type { Trip } from '../../../api/schemas/trips'
import { DateTime } from '../../../components/DateTime'
import { QueryState } from '../../../components/QueryState'
import type { SearchPatch } from '../../../components/resource/use-search-patch'
import { useCan } from '../../../api/resources/auth'
import { Mover } from './Mover'
import { usePendingChoice } from '../../../components/use-pending-choice'
import { DayTripPicker } from '../../../entities/desk/DayTripPicker'

const NewTripDialog = lazy(() => import('./NewTripDialog'))

export interface SplitMergeTripSearch {
  /** split (the default): this trip's passengers to another trip; merge: another trip into this one */
  action?: 'split' | 'merge'
  /** the other trip */
  other?: number
  /** a split turned around: passengers of the other trip into this one */
  into?: boolean
}

/** Tách / ghép xe (/split-merge-trip/{id}): this trip on the left, split into or merge from another trip. */
export function SplitMergeTripPage({
  id,
  search,
  setSearch,
}: {
  id: number
  search: SplitMergeTripSearch
  setSearch: SearchPatch<SplitMergeTripSearch>
}) {
  const { t } = useTranslation(['ui', 'move'])
  const query = useQuery(trips.detail(id))
  return (
    <QueryState query={query} error={t('move:screen.loadError')}>
      {(trip) => <SplitMergeTrip trip={trip} search={search} setSearch={setSearch} />}
    </QueryState>
  )
}

function SplitMergeTrip({
  trip,
  search,
  setSearch,
}: {
  trip: Trip
  search: SplitMergeTripSearch
  setSearch: SearchPatch<SplitMergeTripSearch>
}) {
  const { t } = useTranslation(['ui', 'move'])
  const canCreateTrip = useCan()('trip.create')
  const [splitting, setSplitting] = useState<{ from: number; tickets: Ticket[] } | null>(null)
  const action = search.action ?? 'split'
  const [shownAction, chooseAction] = usePendingChoice(action, (next) =>
    setSearch({ action: next, other: undefined, into: undefined }),
  )
  const merging = action === 'merge'
  const other = search.other
  const into = !merging && !!search.into
  const thisSide = {
    tripId: trip.id,
    picker: (
      <p className="mover__picker">
        <strong>{trip.name}</strong> <DateTime value={trip.plan_date} dateOnly />
      </p>
    ),
  }
  const otherSide = {
    tripId: other,
    picker: (
      <DayTripPicker
        label={t(merging ? 'move:screen.mergeFrom' : 'move:screen.splitExisting')}
        day={trip.plan_date}
        direction={trip.map_detail_id}
        exclude={trip.id}
        value={other}
        onChange={(value) => setSearch({ other: value }, { replace: true })}
      />
    ),
  }
  return (
    <section aria-labelledby="split-merge-trip-heading" className="mover">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <h1 id="split-merge-trip-heading" className="screen-title">
          {t('move:screen.tripTitle')}: {trip.name}
        </h1>
        <Link to="/trip/$id" params={{ id: String(trip.id) }}>
          {t('move:screen.backToTrip')}
        </Link>
      </Flex>
      <fieldset className="mover__filters">
        <legend>{t('move:screen.mode')}</legend>
        {(['split', 'merge'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="split-merge-action"
              checked={shownAction === value}
              onChange={() => chooseAction(value)}
            />{' '}
            {t(value === 'split' ? 'move:screen.split' : 'move:screen.merge')}
          </label>
        ))}
      </fieldset>
      <Mover
        key={action}
        mode={merging ? 'merge' : 'move'}
        // a split goes from this trip (on the left) to the other; turned around, from the other into this one
        {...(into
          ? {
              left: { ...otherSide, name: t('move:screen.from') },
              right: { ...thisSide, name: t('move:screen.to') },
            }
          : {
              left: { ...thisSide, name: t(merging ? 'move:screen.to' : 'move:screen.from') },
              right: { ...otherSide, name: t(merging ? 'move:screen.from' : 'move:screen.to') },
            })}
        onSwap={merging ? undefined : () => setSearch({ into: into ? undefined : true })}
        onMoved={() => {
          if (merging) setSearch({ action: 'split', other: undefined })
        }}
        extraActions={
          canCreateTrip
            ? (selected, fromId) => (
                <Button
                  disabled={!selected.length || fromId === null}
                  onClick={() => fromId !== null && setSplitting({ from: fromId, tickets: selected })}
                >
                  {t('move:screen.splitNew')}
                </Button>
              )
            : undefined
        }
      />
      {splitting && (
        <Suspense fallback={null}>
          <NewTripDialog
            fromTripId={splitting.from}
            fromTripName={splitting.from === trip.id ? trip.name : ''}
            tickets={splitting.tickets}
            onClose={() => setSplitting(null)}
            onDone={(answer) => {
              setSplitting(null)
              setSearch({ other: answer.trip.id })
            }}
          />
        </Suspense>
      )}
    </section>
  )
}
