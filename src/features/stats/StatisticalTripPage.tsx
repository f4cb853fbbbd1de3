import { useMemo } from 'react'
import { Tag } from 'antd'
import { CloseOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useActiveDrivers } from '../../api/resources/user'
import { tripStatDetailQuery, tripStatsQuery } from '../../api/resources/stats'
import type { TripStatistics, TripStatRow, TripTotals } from '../../api/schemas/stats'
import { DetailTable, OpenButton, count, useDay } from '../../entities/figures'
import { FilterSelect } from '../../components/ListFilters'
import { QueryState } from '../../components/QueryState'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { hcmClock } from '../../lib/hcm-day'
import { tripStatQuery } from './query'
import type { TripStatSearch } from './search'
import { StatsScreen, compare } from './StatsScreen'

type Drill = { kind: 'day'; date: string } | { kind: 'all' } | { kind: 'trip'; row: TripStatRow }

type Money = Exclude<keyof TripTotals, 'trips' | 'passengers'>
const MONEY: Array<{ key: Money; col: 'ticketRevenue' | 'goodsRevenue' | 'costs' | 'net'; id: string }> = [
  { key: 'ticket_revenue', col: 'ticketRevenue', id: 'ticket-revenue' },
  { key: 'goods_revenue', col: 'goodsRevenue', id: 'goods-revenue' },
  { key: 'costs', col: 'costs', id: 'costs' },
  { key: 'net', col: 'net', id: 'net' },
]

const revenueOf = (r: Pick<TripTotals, 'ticket_revenue' | 'goods_revenue'>) =>
  r.ticket_revenue + r.goods_revenue

/** Doanh thu theo chuyến (/statistical-trip): by plan date and driver, totals, the previous period, by day. */
export function StatisticalTripPage({
  search,
  setSearch,
}: {
  search: TripStatSearch
  setSearch: SearchPatch<TripStatSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'stats', 'menu'])
  const query = tripStatQuery(search)
  const stats = useQuery(tripStatsQuery(query))
  const drivers = useActiveDrivers()
  const day = useDay()
  const items = useMemo(
    () => (stats.data?.by_day ?? []).map((d) => ({ key: d.date, label: day(d.date), value: revenueOf(d) })),
    [stats.data, day],
  )

  return (
    <StatsScreen<TripStatistics, TripStatRow, Drill>
      id="stat-trip-heading"
      title={t('menu:statisticalTrip')}
      exportKind="trip"
      query={query}
      onRange={setSearch}
      filters={
        <>
          <DirectionSelect
            all
            label={t('stats:direction')}
            value={search.map_detail_id}
            onChange={(value) => setSearch({ map_detail_id: value })}
          />
          <FilterSelect<number>
            label={t('stats:driver')}
            width={220}
            value={search.driver_id}
            options={drivers.data?.map((d) => ({ value: d.id, label: d.fullname }))}
            onChange={(value) => setSearch({ driver_id: value })}
          />
          {search.car_id !== undefined && (
            <Tag
              closable
              onClose={() => setSearch({ car_id: undefined })}
              closeIcon={<CloseOutlined aria-label={t('stats:allCars')} />}
            >
              {t('stats:col.car')}: {stats.data?.rows[0]?.car_name ?? search.car_id}
            </Tag>
          )}
        </>
      }
      stats={stats}
      figures={(data) => {
        const f = compare(data.totals, data.previous_totals)
        return [
          f('trips', t('stats:col.trips'), 'trips', count),
          f('passengers', t('stats:col.passengers'), 'passengers', count),
          ...MONEY.map((m) => f(m.id, t(`stats:col.${m.col}`), m.key)),
        ]
      }}
      chart={{
        title: t('stats:trip.chart'),
        items,
        labelHeader: t('stats:col.date'),
        valueHeader: t('stats:col.revenue'),
        format: formatMoney,
        drill: (item) => ({ kind: 'day', date: String(item.key) }),
      }}
      table={(data, open) => ({
        caption: t('stats:trip.list'),
        rows: data.rows,
        rowKey: (r) => r.trip_id,
        columns: [
          {
            header: t('stats:col.departure'),
            cell: (r) => `${day(r.plan_date)} ${hcmClock(r.departure_time)}`,
          },
          {
            header: t('stats:col.trip'),
            rowHeader: true,
            cell: (r) => <OpenButton what={r.name} onClick={() => open({ kind: 'trip', row: r })} />,
          },
          { header: t('stats:col.driver'), cell: (r) => r.driver_name },
          { header: t('stats:col.car'), cell: (r) => r.car_name },
          {
            header: t('stats:col.passengers'),
            numeric: true,
            cell: (r) => count(r.passengers),
            total: count(data.totals.passengers),
          },
          ...MONEY.map((m) => ({
            header: t(`stats:col.${m.col}`),
            numeric: true,
            cell: (r: TripStatRow) => formatMoney(r[m.key]),
            total: formatMoney(data.totals[m.key]),
            testId: `total-${m.id}`,
          })),
        ],
        totalLabel: (
          <OpenButton what={t('stats:total')} onClick={() => open({ kind: 'all' })}>
            {t('stats:total')} ({data.totals.trips})
          </OpenButton>
        ),
      })}
      drill={{
        title: (drill) =>
          drill.kind === 'trip'
            ? t('stats:trip.detail', { name: drill.row.name })
            : drill.kind === 'day'
              ? t('stats:trip.day', { date: day(drill.date) })
              : t('stats:trip.all'),
        rows: (drill, data) => {
          if (drill.kind === 'trip') return <TripDetail tripId={drill.row.trip_id} />
          const rows = data.rows.filter((r) => drill.kind === 'all' || r.plan_date === drill.date)
          return (
            <DetailTable
              caption={t('stats:col.revenue')}
              headers={[t('stats:col.departure'), t('stats:col.trip'), t('stats:col.revenue')]}
              rows={rows.map((r) => ({
                key: r.trip_id,
                cells: [`${day(r.plan_date)} ${hcmClock(r.departure_time)}`, r.name],
                amount: revenueOf(r),
              }))}
              total={rows.reduce((s, r) => s + revenueOf(r), 0)}
            />
          )
        },
      }}
    />
  )
}

/** A trip's tickets and parcels: their sums are its ticket and goods revenue. */
function TripDetail({ tripId }: { tripId: number }) {
  const { t } = useTranslation('stats')
  const detail = useQuery(tripStatDetailQuery(tripId))
  return (
    <QueryState query={detail} error={t('loadError')}>
      {(d) => (
        <>
          <DetailTable
            caption={t('trip.ticketsOf')}
            headers={[t('col.code'), t('col.customer'), t('col.phone'), t('col.seat'), t('col.money')]}
            rows={d.tickets.map((k) => ({
              key: k.id,
              cells: [k.code, k.customer_name, formatPhone(k.phone), k.seat_code],
              amount: k.total,
            }))}
            total={d.ticket_revenue}
          />
          <DetailTable
            caption={t('trip.parcelsOf')}
            headers={[t('col.code'), t('col.packageName'), t('col.fee')]}
            rows={d.parcels.map((p) => ({ key: p.id, cells: [p.code, p.package_name], amount: p.fee }))}
            total={d.goods_revenue}
          />
        </>
      )}
    </QueryState>
  )
}
