import { useId, useState, type ReactNode } from 'react'
import { Button, Card, Empty, Flex, Tag } from 'antd'
import { CheckOutlined, CloseOutlined } from '@ant-design/icons'
import { useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { seesEveryDriver } from '../../api/contracts/trip-confirm'
import { acceptedTrips, answerTrip, tripsToConfirm } from '../../api/resources/trip'
import type { TripToConfirm } from '../../api/schemas/trips'
import { useConfirm } from '../../components/confirm/use-confirm'
import { DialogSuspense, lazyDialog } from '../../components/resource/lazy-dialog'
import { ListScreen } from '../../components/resource/ListScreen'
import { QueryState } from '../../components/QueryState'
import { toast } from '../../components/toast'
import { formatPhone } from '../../lib/format'
import { useCan, useMe } from '../../api/resources/auth'
import { dateTimeText, tripLabel } from './confirm-label'

const DeclineTripDialog = lazyDialog(() => import('./DeclineTripDialog').then((m) => m.DeclineTripDialog))

/**
 * /trip-need-to-confirm: a driver's trips sent to him and awaiting his answer (accept, or decline with a
 * reason), then the trips he accepted from today on; a clerk sees every driver's, with the driver, and answers
 * none. Refreshed live by the trip events.
 */
export function ConfirmTripsPage() {
  const { t } = useTranslation(['ui', 'trips', 'menu'])
  const user = useMe()
  const can = useCan()
  const everyDriver = !!user && seesEveryDriver(user, can)
  const rows = useQuery(tripsToConfirm())
  const accepted = useQuery(acceptedTrips())
  const answer = useMutation(answerTrip())
  const [confirm, confirmHolder] = useConfirm()
  const [declining, setDeclining] = useState<TripToConfirm | null>(null)

  const accept = (trip: TripToConfirm) =>
    confirm({
      title: t('trips:confirm.acceptQuestion', { name: tripLabel(trip) }),
      okText: t('trips:confirm.accept'),
      onOk: async () => {
        try {
          if (await answer.mutateAsync({ id: trip.id, version: trip.version, accept: true }))
            toast.success(t('trips:confirm.accepted'))
        } catch (error) {
          toast.conflict(error) // answered or changed meanwhile; the list refreshes
          throw error
        }
      },
    })

  return (
    <ListScreen title={t('menu:tripNeedToConfirm')}>
      {confirmHolder}
      <TripCards
        query={rows}
        label={t('trips:confirm.list')}
        empty={t('trips:confirm.empty')}
        card={(trip) => (
          <TripCard
            trip={trip}
            showDriver={everyDriver}
            onAccept={everyDriver ? undefined : () => void accept(trip)}
            onDecline={everyDriver ? undefined : () => setDeclining(trip)}
          />
        )}
      />
      <section aria-labelledby="accepted-trips" style={{ marginTop: 24 }}>
        <h2 id="accepted-trips" style={{ fontSize: 18 }}>
          {t('trips:confirm.acceptedTitle')}
        </h2>
        <TripCards
          query={accepted}
          label={t('trips:confirm.acceptedList')}
          empty={t('trips:confirm.acceptedEmpty')}
          card={(trip) => <TripCard trip={trip} showDriver={everyDriver} />}
        />
      </section>
      <DialogSuspense>
        {declining && <DeclineTripDialog trip={declining} onClose={() => setDeclining(null)} />}
      </DialogSuspense>
    </ListScreen>
  )
}

/** A list of trips as cards, with its loading, error and empty states; refreshed in place (aria-busy). */
function TripCards({
  query,
  label,
  empty,
  card,
}: {
  query: UseQueryResult<TripToConfirm[]>
  label: string
  empty: string
  card: (trip: TripToConfirm) => ReactNode
}) {
  const { t } = useTranslation(['ui', 'trips'])
  return (
    <QueryState
      query={query}
      error={t('trips:confirm.loadFailed')}
      empty={{
        when: (list) => list.length === 0,
        say: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />,
      }}
    >
      {(list) => (
        <ul
          aria-label={label}
          aria-busy={query.isFetching}
          style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}
        >
          {list.map((trip) => (
            <li key={trip.id}>{card(trip)}</li>
          ))}
        </ul>
      )}
    </QueryState>
  )
}

function TripCard({
  trip,
  showDriver,
  onAccept,
  onDecline,
}: {
  trip: TripToConfirm
  showDriver: boolean
  onAccept?: () => void
  onDecline?: () => void
}) {
  const { t } = useTranslation(['ui', 'trips'])
  const headingId = useId()
  const label = tripLabel(trip)
  const flags = (['is_heighway', 'is_madagui', 'is_contract'] as const).filter((flag) => trip[flag])
  const car = [trip.car_plate, trip.car_name].filter(Boolean).join(' · ')
  return (
    <Card
      size="small"
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 16 }}>
          {label}
        </h2>
      }
      role="article"
      aria-labelledby={headingId}
    >
      <dl style={{ margin: 0, display: 'grid', gap: 4 }}>
        <Fact term={t('trips:confirm.departure')}>
          <time dateTime={trip.departure_time}>{dateTimeText(trip.departure_time)}</time>
        </Fact>
        <Fact term={t('trips:fields.map_detail_id')}>{trip.direction_name}</Fact>
        <Fact term={t('trips:fields.car_id')}>{car}</Fact>
        {showDriver && (
          <>
            <Fact term={t('trips:fields.user_id')}>{trip.driver_name}</Fact>
            <Fact term={t('trips:confirm.driverPhone')}>{formatPhone(trip.driver_phone)}</Fact>
          </>
        )}
        {trip.note && <Fact term={t('trips:fields.note')}>{trip.note}</Fact>}
        {flags.length > 0 && (
          <Fact term={t('trips:confirm.flags')}>
            {flags.map((flag) => (
              <Tag key={flag}>{t(`trips:fields.${flag}`)}</Tag>
            ))}
          </Fact>
        )}
        {trip.sent_to_driver_at && (
          <Fact term={t('trips:confirm.sentAt')}>
            <time dateTime={trip.sent_to_driver_at}>{dateTimeText(trip.sent_to_driver_at)}</time>
          </Fact>
        )}
      </dl>
      {(onAccept || onDecline) && (
        <Flex gap={8} wrap style={{ marginTop: 12 }}>
          {onAccept && (
            <Button
              type="primary"
              icon={<CheckOutlined aria-hidden />}
              aria-label={t('trips:confirm.acceptRow', { name: label })}
              onClick={onAccept}
            >
              {t('trips:confirm.accept')}
            </Button>
          )}
          {onDecline && (
            <Button
              danger
              icon={<CloseOutlined aria-hidden />}
              aria-label={t('trips:confirm.declineRow', { name: label })}
              onClick={onDecline}
              onPointerEnter={DeclineTripDialog.preload}
              onFocus={DeclineTripDialog.preload}
            >
              {t('trips:confirm.decline')}
            </Button>
          )}
        </Flex>
      )}
    </Card>
  )
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <dt style={{ minWidth: 150, fontWeight: 500 }}>{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  )
}
