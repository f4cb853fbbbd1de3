import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { driverTripsQuery, topDriversQuery } from '../../api/resources/stats'
import type { DriverRank, DriverSummary, StatRange } from '../../api/schemas/stats'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { DetailTable, count, useDay } from '../../entities/figures'
import { QueryState } from '../../components/QueryState'
import { RankingScreen, type RankingShape } from './RankingScreen'
import { compare } from './StatsScreen'
import type { TopSearch } from './search'

/** Tài xế tiêu biểu (/top-drivers): drivers by trips, kilometres and revenue over a range, top N. */
export function TopDriversPage({
  search,
  setSearch,
}: {
  search: TopSearch
  setSearch: SearchPatch<TopSearch>
}) {
  const { t } = useTranslation(['ui', 'stats', 'menu'])
  const shape = useMemo<RankingShape<DriverRank, DriverSummary>>(
    () => ({
      id: 'top-drivers-heading',
      kind: 'drivers',
      title: t('menu:topDrivers'),
      query: topDriversQuery,
      figures: (now, before) => {
        const f = compare(now, before)
        return [
          f('drivers', t('stats:col.drivers'), 'drivers', count),
          f('trips', t('stats:col.trips'), 'trips', count),
          f('kilometers', t('stats:col.kilometers'), 'kilometers', count),
          f('revenue', t('stats:col.revenue'), 'revenue'),
        ]
      },
      chart: {
        title: t('stats:drivers.chart'),
        labelHeader: t('stats:col.driver'),
        valueHeader: t('stats:col.trips'),
        format: count,
      },
      keyOf: (r) => r.driver_id,
      nameOf: (r) => r.fullname,
      valueOf: (r) => r.trips,
      caption: t('stats:drivers.list'),
      nameHeader: t('stats:col.driver'),
      columns: [
        { header: t('stats:col.phone'), cell: (r) => formatPhone(r.phone) },
        { header: t('stats:col.trips'), cell: (r) => r.trips, numeric: true },
        { header: t('stats:col.kilometers'), cell: (r) => count(r.kilometers), numeric: true },
        { header: t('stats:col.revenue'), cell: (r) => formatMoney(r.revenue), numeric: true },
      ],
      detailTitle: (r) => t('stats:drivers.detail', { name: r.fullname }),
      Detail: DriverTrips,
    }),
    [t],
  )
  return <RankingScreen shape={shape} search={search} setSearch={setSearch} />
}

/** The trips behind a driver's figures: as many as his trips, their revenue adds up to his. */
function DriverTrips({ range, row }: { range: StatRange; row: DriverRank }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const trips = useQuery(driverTripsQuery(range, row.driver_id))
  return (
    <QueryState query={trips} error={t('loadError')}>
      {(rows) => (
        <DetailTable
          caption={t('col.trips')}
          headers={[t('col.date'), t('col.trip'), t('col.kilometers'), t('col.revenue')]}
          rows={rows.map((r) => ({
            key: r.trip_id,
            cells: [day(r.plan_date), r.name, count(r.kilometers)],
            amount: r.revenue,
          }))}
          total={rows.reduce((s, r) => s + r.revenue, 0)}
        />
      )}
    </QueryState>
  )
}
