import { useMemo, useState } from 'react'
import { Tag } from 'antd'
import { CloseOutlined } from '@ant-design/icons'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useActiveDrivers } from '../../api/resources/driver'
import { tripStatDetailQuery } from '../../api/resources/stats'
import type { TripStatRow, TripTotals } from '../../api/schemas/stats'
import { Chart } from '../../components/charts'
import { FilterSelect } from '../../components/ListFilters'
import { DirectionSelect } from '../../components/desk'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { hcmClock } from '../../lib/hcm-day'
import {
  DetailDrawer,
  DetailTable,
  OpenButton,
  StatsState,
  StatsTable,
  count,
  useDay,
} from '../../components/figures'
import { Comparison, RangeFields, StatsHeader } from './parts'
import { tripStatQuery, type TripStatSearch } from './search'
import { tripStatsQuery } from '../../api/resources/stats'

type Drill = { kind: 'day'; date: string } | { kind: 'all' } | { kind: 'trip'; row: TripStatRow }

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
  const { t } = useTranslation(['ui', 'errors', 'stats'])
  const query = tripStatQuery(search)
  const range = { from: query.from, to: query.to }
  const stats = useQuery(tripStatsQuery(query))
  const drivers = useActiveDrivers()
  const [drill, setDrill] = useState<Drill | null>(null)
  const day = useDay()
  const data = stats.data

  const items = useMemo(
    () => (data?.by_day ?? []).map((d) => ({ key: d.date, label: day(d.date), value: revenueOf(d) })),
    [data, day],
  )

  const money = (key: keyof TripTotals) => (data ? formatMoney(data.totals[key]) : '')
  const figures = data
    ? [
        {
          key: 'trips',
          label: t('stats:col.trips'),
          value: count(data.totals.trips),
          previous: count(data.previous_totals.trips),
        },
        {
          key: 'passengers',
          label: t('stats:col.passengers'),
          value: count(data.totals.passengers),
          previous: count(data.previous_totals.passengers),
        },
        {
          key: 'ticket-revenue',
          label: t('stats:col.ticketRevenue'),
          value: money('ticket_revenue'),
          previous: formatMoney(data.previous_totals.ticket_revenue),
        },
        {
          key: 'goods-revenue',
          label: t('stats:col.goodsRevenue'),
          value: money('goods_revenue'),
          previous: formatMoney(data.previous_totals.goods_revenue),
        },
        {
          key: 'costs',
          label: t('stats:col.costs'),
          value: money('costs'),
          previous: formatMoney(data.previous_totals.costs),
        },
        {
          key: 'net',
          label: t('stats:col.net'),
          value: money('net'),
          previous: formatMoney(data.previous_totals.net),
        },
      ]
    : []

  const drillRows =
    drill && data && drill.kind !== 'trip'
      ? data.rows.filter((r) => drill.kind === 'all' || r.plan_date === drill.date)
      : []

  return (
    <section aria-labelledby="stat-trip-heading" className="stats-print" data-print="a4-landscape">
      <StatsHeader id="stat-trip-heading" title={t('menu.statisticalTrip')} exportKind="trip" query={query} />
      <RangeFields range={range} onChange={(patch) => setSearch(patch)}>
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
            {t('stats:col.car')}: {data?.rows[0]?.car_name ?? search.car_id}
          </Tag>
        )}
      </RangeFields>
      <StatsState
        pending={stats.isPending}
        failed={stats.isError || (!stats.isPending && !data)}
        empty={false}
        onRetry={() => void stats.refetch()}
      >
        {data && (
          <>
            <Comparison figures={figures} previous={data.previous_range} />
            <Chart
              kind="bar"
              title={t('stats:trip.chart')}
              items={items}
              labelHeader={t('stats:col.date')}
              valueHeader={t('stats:col.revenue')}
              format={formatMoney}
              onSelect={(item) => setDrill({ kind: 'day', date: String(item.key) })}
              selectLabel={(item) => t('stats:open', { what: item.label })}
            />
            {data.rows.length === 0 ? (
              <StatsState pending={false} failed={false} empty onRetry={() => undefined}>
                {null}
              </StatsState>
            ) : (
              <div className="stats__scroll">
                <StatsTable
                  caption={t('stats:trip.list')}
                  rows={data.rows}
                  rowKey={(r) => r.trip_id}
                  columns={[
                    {
                      header: t('stats:col.departure'),
                      cell: (r) => `${day(r.plan_date)} ${hcmClock(r.departure_time)}`,
                    },
                    {
                      header: t('stats:col.trip'),
                      rowHeader: true,
                      cell: (r) => (
                        <OpenButton what={r.name} onClick={() => setDrill({ kind: 'trip', row: r })} />
                      ),
                    },
                    { header: t('stats:col.driver'), cell: (r) => r.driver_name },
                    { header: t('stats:col.car'), cell: (r) => r.car_name },
                    {
                      header: t('stats:col.passengers'),
                      numeric: true,
                      cell: (r) => count(r.passengers),
                      total: count(data.totals.passengers),
                    },
                    {
                      header: t('stats:col.ticketRevenue'),
                      numeric: true,
                      cell: (r) => formatMoney(r.ticket_revenue),
                      total: money('ticket_revenue'),
                      testId: 'total-ticket-revenue',
                    },
                    {
                      header: t('stats:col.goodsRevenue'),
                      numeric: true,
                      cell: (r) => formatMoney(r.goods_revenue),
                      total: money('goods_revenue'),
                    },
                    {
                      header: t('stats:col.costs'),
                      numeric: true,
                      cell: (r) => formatMoney(r.costs),
                      total: money('costs'),
                    },
                    {
                      header: t('stats:col.net'),
                      numeric: true,
                      cell: (r) => formatMoney(r.net),
                      total: money('net'),
                      testId: 'total-net',
                    },
                  ]}
                  totalLabel={
                    <OpenButton what={t('stats:total')} onClick={() => setDrill({ kind: 'all' })}>
                      {t('stats:total')} ({data.totals.trips})
                    </OpenButton>
                  }
                />
              </div>
            )}
          </>
        )}
      </StatsState>
      <DetailDrawer
        open={drill !== null}
        onClose={() => setDrill(null)}
        title={
          drill?.kind === 'trip'
            ? t('stats:trip.detail', { name: drill.row.name })
            : drill?.kind === 'day'
              ? t('stats:trip.day', { date: day(drill.date) })
              : t('stats:trip.all')
        }
      >
        {drill?.kind === 'trip' ? (
          <TripDetail tripId={drill.row.trip_id} />
        ) : (
          drill && (
            <DetailTable
              caption={t('stats:col.revenue')}
              headers={[t('stats:col.departure'), t('stats:col.trip'), t('stats:col.revenue')]}
              rows={drillRows.map((r) => ({
                key: r.trip_id,
                cells: [`${day(r.plan_date)} ${hcmClock(r.departure_time)}`, r.name],
                amount: revenueOf(r),
              }))}
              total={drillRows.reduce((s, r) => s + revenueOf(r), 0)}
            />
          )
        )}
      </DetailDrawer>
    </section>
  )
}

/** A trip's tickets and parcels: their sums are its ticket and goods revenue. */
function TripDetail({ tripId }: { tripId: number }) {
  const { t } = useTranslation('stats')
  const detail = useQuery(tripStatDetailQuery(tripId))
  const d = detail.data
  return (
    <StatsState
      pending={detail.isPending}
      failed={detail.isError || (!detail.isPending && !d)}
      empty={false}
      onRetry={() => void detail.refetch()}
    >
      {d && (
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
    </StatsState>
  )
}
