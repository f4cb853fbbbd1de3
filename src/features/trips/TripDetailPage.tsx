import { Link } from '@tanstack/react-router'
import { Flex, Tabs, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { TRIP_STATUS, type TripStatus } from '../../api/contracts/trips'
import { tripContract } from '../../api/contracts/groups'
import { trips } from '../../api/resources/trip'
import type { Trip } from '../../api/schemas/trips'
import { DateTime } from '../../components/DateTime'
import { QueryState } from '../../components/QueryState'
import { ToneTag } from '../../components/StatusTag'
import { formatHcmDateTime } from '../../lib/format'
import { useCan } from '../../api/resources/auth'
import {
  TripDriverAndCar,
  TripGoods,
  TripPassengers,
  TripSeats,
  TripTransferHistory,
} from './TripDetailSections'
import { TripMoney } from './TripMoney'

const STATUS_TONE: Partial<Record<number, 'success' | 'warning' | 'danger'>> = {
  [TRIP_STATUS.accepted]: 'success',
  [TRIP_STATUS.running]: 'success',
  [TRIP_STATUS.declined]: 'warning',
  [TRIP_STATUS.cancelled]: 'danger',
  [TRIP_STATUS.broken]: 'danger',
}

/** A trip's detail (/trip/{id}): seat map, passengers, goods, driver and car, money, transfer history. */
export function TripDetailPage({ id }: { id: number }) {
  const { t } = useTranslation(['ui', 'trips'])
  const query = trips.useDetail(id)
  return (
    <QueryState query={query} error={t('trips:detail.loadError')}>
      {(trip) => (
        <section aria-labelledby="trip-heading">
          <TripHeader trip={trip} />
          <TripTabs trip={trip} />
        </section>
      )}
    </QueryState>
  )
}

function TripHeader({ trip }: { trip: Trip }) {
  const { t } = useTranslation(['ui', 'trips', 'menu'])
  const statusWords = t('trips:status', { returnObjects: true })
  const flags = (['is_heighway', 'is_madagui', 'is_contract'] as const).filter((flag) => trip[flag])
  const canSplitMerge = useCan()('booking.split-merge')
  return (
    <header style={{ marginBottom: 16 }}>
      <Typography.Title level={1} id="trip-heading" style={{ fontSize: 24, marginTop: 0 }}>
        {t('trips:detail.title', { name: trip.name })}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <DateTime value={trip.plan_date} dateOnly />
        <time dateTime={trip.departure_time}>{formatHcmDateTime(trip.departure_time, 'HH:mm')}</time>
        <ToneTag tone={STATUS_TONE[trip.status]}>{statusWords[trip.status as TripStatus]}</ToneTag>
        {flags.map((flag) => (
          <ToneTag key={flag}>{t(`trips:fields.${flag}`)}</ToneTag>
        ))}
      </Flex>
      {trip.note && <Typography.Paragraph style={{ marginTop: 8 }}>{trip.note}</Typography.Paragraph>}
      {canSplitMerge && (
        <p style={{ marginTop: 8 }}>
          <Link to="/split-merge-trip/$id" params={{ id: String(trip.id) }}>
            {t('menu:splitMerge')}
          </Link>
        </p>
      )}
    </header>
  )
}

function TripTabs({ trip }: { trip: Trip }) {
  const { t } = useTranslation(['ui', 'trips'])
  const canEdit = useCan()(tripContract.writes.update)
  const items = [
    { key: 'seats', label: t('trips:detail.tabs.seats'), children: <TripSeats tripId={trip.id} /> },
    {
      key: 'passengers',
      label: t('trips:detail.tabs.passengers'),
      children: <TripPassengers tripId={trip.id} tripStatus={trip.status} />,
    },
    { key: 'goods', label: t('trips:detail.tabs.goods'), children: <TripGoods tripId={trip.id} /> },
    {
      key: 'driver-car',
      label: t('trips:detail.tabs.driverCar'),
      children: <TripDriverAndCar tripId={trip.id} />,
    },
    {
      key: 'money',
      label: t('trips:detail.tabs.money'),
      children: <TripMoney trip={trip} canEdit={canEdit} />,
    },
    {
      key: 'transfers',
      label: t('trips:detail.tabs.transfers'),
      children: <TripTransferHistory tripId={trip.id} />,
    },
  ]
  return <Tabs items={items} aria-label={t('trips:detail.sections')} />
}
