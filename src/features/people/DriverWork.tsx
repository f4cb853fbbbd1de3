import { Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { DRIVER_KIND, driverKindOf } from '../../api/contracts/account'
import { useCan } from '../../api/resources/auth'
import { driverTripsQuery, payDetailQuery } from '../../api/resources/stats'
import type { Account } from '../../api/schemas/people'
import type { DriverTrip, PayLine } from '../../api/schemas/stats'
import type { DataColumn } from '../../components/data-table'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import { DateTime } from '../../components/DateTime'
import { QueryState } from '../../components/QueryState'
import { formatMoney } from '../../lib/format'
import { hcmToday, shiftDay } from '../../lib/hcm-day'

/**
 * What the driver did: their trips of the last 30 days and this month's pay, from the statistics (shown to the
 * holders of those statistics' codes).
 */
export function DriverWork({ driver }: { driver: Account }) {
  const { t } = useTranslation(['access'])
  const can = useCan()
  const today = hcmToday()
  const last30 = { from: shiftDay(today, -29), to: today }
  const motor = driverKindOf(driver) === DRIVER_KIND.motor
  const showPay = can('statistics.StatisticMoneyDriverAndMoto')
  // a motorbike driver's work is their pick-ups, lines of their pay
  const showWork = motor ? showPay : can('trip.top_drivers')
  if (!showWork && !showPay) return null
  return (
    <Flex gap={24} wrap style={{ marginTop: 24 }}>
      {showWork && (
        <section aria-labelledby="driver-trips" style={{ flex: '2 1 480px' }}>
          <h2 id="driver-trips" className="section-title">
            {t(motor ? 'access:drivers.pickups' : 'access:drivers.trips')}
          </h2>
          {motor ? (
            <DriverPickUps driverId={driver.id} {...last30} />
          ) : (
            <DriverTrips driverId={driver.id} {...last30} />
          )}
        </section>
      )}
      {showPay && (
        <section aria-labelledby="driver-pay" style={{ flex: '1 1 280px' }}>
          <h2 id="driver-pay" className="section-title">
            {t('access:drivers.pay')}
          </h2>
          <DriverPay driverId={driver.id} from={`${today.slice(0, 8)}01`} to={today} />
        </section>
      )}
    </Flex>
  )
}

function DriverTrips({ driverId, from, to }: { driverId: number; from: string; to: string }) {
  const { t } = useTranslation(['access', 'stats'])
  const trips = useQuery(driverTripsQuery({ from, to }, driverId))
  const columns: DataColumn<DriverTrip>[] = [
    { id: 'plan_date', header: t('stats:col.date'), cell: (r) => <DateTime value={r.plan_date} dateOnly /> },
    {
      id: 'name',
      header: t('stats:col.trip'),
      cell: (r) => (
        <Link to="/trip/$id" params={{ id: String(r.trip_id) }}>
          {r.name}
        </Link>
      ),
      rowHeader: true,
    },
    { id: 'kilometers', header: t('stats:col.kilometers'), cell: (r) => r.kilometers, align: 'right' },
    { id: 'revenue', header: t('stats:col.revenue'), cell: (r) => formatMoney(r.revenue), align: 'right' },
  ]
  return (
    <QueryState query={trips} error={t('access:drivers.tripsLoadError')}>
      {(rows) => (
        <SimpleTable<DriverTrip>
          labelledBy="driver-trips"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.trip_id}
          emptyText={t('access:drivers.noTrips')}
        />
      )}
    </QueryState>
  )
}

function DriverPay({ driverId, from, to }: { driverId: number; from: string; to: string }) {
  const { t } = useTranslation(['access', 'stats'])
  const pay = useQuery(payDetailQuery({ from, to }, driverId))
  return (
    <QueryState query={pay} error={t('access:drivers.payLoadError')}>
      {({ totals }) => (
        <dl className="account-facts">
          {(
            [
              ['earned', totals.earned],
              ['collected', totals.collected],
              ['cod', totals.cod],
              ['handedIn', totals.handed_in],
              ['balance', totals.balance],
            ] as const
          ).map(([key, value]) => (
            <div key={key}>
              <dt>{t(`stats:col.${key}`)}</dt>
              <dd>{formatMoney(value)}</dd>
            </div>
          ))}
        </dl>
      )}
    </QueryState>
  )
}

/** A motorbike driver's pick-ups to the station of the last 30 days (the lines of their pay). */
function DriverPickUps({ driverId, from, to }: { driverId: number; from: string; to: string }) {
  const { t } = useTranslation(['access', 'stats'])
  const pay = useQuery(payDetailQuery({ from, to }, driverId))
  const columns: DataColumn<PayLine>[] = [
    { id: 'date', header: t('stats:col.date'), cell: (r) => <DateTime value={r.date} dateOnly /> },
    {
      id: 'label',
      header: t('stats:col.line'),
      cell: (r) => t('stats:pay.lines.pickup', { label: r.label }),
      rowHeader: true,
    },
    {
      id: 'pick_fees',
      header: t('stats:col.pickFees'),
      cell: (r) => formatMoney(r.pick_fees),
      align: 'right',
    },
  ]
  return (
    <QueryState query={pay} error={t('access:drivers.payLoadError')}>
      {({ lines }) => (
        <SimpleTable<PayLine>
          labelledBy="driver-trips"
          columns={columns}
          rows={lines.filter((line) => line.kind === 'pickup')}
          getRowId={(r) => r.id}
          emptyText={t('access:drivers.noPickups')}
        />
      )}
    </QueryState>
  )
}
