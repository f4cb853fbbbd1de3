import { useMemo, useState } from 'react'
import { Button } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TOP_LIMITS } from '../../api/contracts/stats'
import { driverTripsQuery, exportStats, topDriversQuery } from '../../api/resources/stats'
import type { DriverRank, StatRange } from '../../api/schemas/stats'
import { Chart } from '../../components/charts'
import { useConfirm } from '../../components/confirm/use-confirm'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { toast } from '../../components/toast'
import { formatMoney, formatPhone } from '../../lib/format'
import {
  Comparison,
  DetailDrawer,
  DetailTable,
  RangeFields,
  StatsHeader,
  StatsState,
  TopSelect,
  count,
  rangeOf,
  useDay,
} from './parts'

export type TopSearch = { from?: string; to?: string; limit?: number }

/** Tài xế tiêu biểu (/top-drivers): drivers by trips, kilometres and revenue over a range, top N. */
export function TopDriversPage({
  search,
  setSearch,
}: {
  search: TopSearch
  setSearch: SearchPatch<TopSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'stats'])
  const range = rangeOf(search)
  const limit = search.limit ?? TOP_LIMITS[0]
  const query = { ...range, limit }
  const ranking = useQuery(topDriversQuery(query))
  const download = useMutation(exportStats())
  const [confirm, confirmHolder] = useConfirm()
  const [driver, setDriver] = useState<DriverRank | null>(null)
  const data = ranking.data
  const items = useMemo(
    () => (data?.rows ?? []).map((r) => ({ key: r.driver_id, label: r.fullname, value: r.trips })),
    [data],
  )

  const exportRows = async () => {
    if (!(await confirm({ title: t('errors:confirmExport') }))) return
    const filename = `${t('stats:drivers.exportFile', { from: range.from, to: range.to })}.xlsx`
    if (await download.mutateAsync({ kind: 'drivers', params: query, filename }))
      toast.success(t('stats:exported'))
  }

  return (
    <section aria-labelledby="top-drivers-heading" className="stats-print" data-print="a4">
      {confirmHolder}
      <StatsHeader
        id="top-drivers-heading"
        title={t('menu.topDrivers')}
        onExport={() => void exportRows()}
        exporting={download.isPending}
      />
      <RangeFields range={range} onChange={(patch) => setSearch(patch)}>
        <TopSelect value={limit} onChange={(value) => setSearch({ limit: value })} />
      </RangeFields>
      <StatsState
        pending={ranking.isPending}
        failed={ranking.isError || (!ranking.isPending && !data)}
        empty={!!data && data.rows.length === 0}
        onRetry={() => void ranking.refetch()}
      >
        {data && (
          <>
            <Comparison
              previous={data.previous_range}
              figures={[
                {
                  key: 'drivers',
                  label: t('stats:col.drivers'),
                  value: count(data.summary.drivers),
                  previous: count(data.previous_summary.drivers),
                },
                {
                  key: 'trips',
                  label: t('stats:col.trips'),
                  value: count(data.summary.trips),
                  previous: count(data.previous_summary.trips),
                },
                {
                  key: 'kilometers',
                  label: t('stats:col.kilometers'),
                  value: count(data.summary.kilometers),
                  previous: count(data.previous_summary.kilometers),
                },
                {
                  key: 'revenue',
                  label: t('stats:col.revenue'),
                  value: formatMoney(data.summary.revenue),
                  previous: formatMoney(data.previous_summary.revenue),
                },
              ]}
            />
            <Chart
              kind="bar"
              title={t('stats:drivers.chart')}
              items={items}
              labelHeader={t('stats:col.driver')}
              valueHeader={t('stats:col.trips')}
              format={count}
              onSelect={(item) => setDriver(data.rows.find((r) => r.driver_id === item.key) ?? null)}
              selectLabel={(item) => t('stats:open', { what: item.label })}
            />
            <div className="stats__scroll">
              <table className="stats-table">
                <caption>{t('stats:drivers.list')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats:col.rank')}</th>
                    <th scope="col">{t('stats:col.driver')}</th>
                    <th scope="col">{t('stats:col.phone')}</th>
                    <th scope="col" className="num">
                      {t('stats:col.trips')}
                    </th>
                    <th scope="col" className="num">
                      {t('stats:col.kilometers')}
                    </th>
                    <th scope="col" className="num">
                      {t('stats:col.revenue')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((r) => (
                    <tr key={r.driver_id}>
                      <td>{r.rank}</td>
                      <th scope="row">
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setDriver(r)}
                          aria-label={t('stats:open', { what: r.fullname })}
                        >
                          {r.fullname}
                        </Button>
                      </th>
                      <td>{formatPhone(r.phone)}</td>
                      <td className="num">{r.trips}</td>
                      <td className="num">{count(r.kilometers)}</td>
                      <td className="num">{formatMoney(r.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </StatsState>
      <DetailDrawer
        open={driver !== null}
        onClose={() => setDriver(null)}
        title={driver ? t('stats:drivers.detail', { name: driver.fullname }) : ''}
      >
        {driver && <DriverTrips range={range} driver={driver} />}
      </DetailDrawer>
    </section>
  )
}

/** The trips behind a driver's figures: as many as his trips, their revenue adds up to his. */
function DriverTrips({ range, driver }: { range: StatRange; driver: DriverRank }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const trips = useQuery(driverTripsQuery(range, driver.driver_id))
  const rows = trips.data ?? []
  return (
    <StatsState
      pending={trips.isPending}
      failed={trips.isError || (!trips.isPending && !trips.data)}
      empty={false}
      onRetry={() => void trips.refetch()}
    >
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
    </StatsState>
  )
}
