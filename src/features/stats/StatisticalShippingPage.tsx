import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { officesAll } from '../../api/resources/map'
import { productTypes } from '../../api/resources/product-type'
import {
  shippingParcelsQuery,
  shippingStatsQuery,
  type ShippingParcelsQuery,
} from '../../api/resources/stats'
import type {
  ShippingFigures,
  ShippingStatistics,
  ShippingStatParcels,
  ShippingStatRow,
} from '../../api/schemas/stats'
import { OpenButton, StatsTable, count, useDay } from '../../entities/figures'
import { FilterSelect } from '../../components/ListFilters'
import { QueryState } from '../../components/QueryState'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney } from '../../lib/format'
import { shippingStatQuery } from './query'
import type { ShippingStatSearch } from './search'
import { StatsScreen, compare } from './StatsScreen'

type Drill = { kind: 'day'; date: string } | { kind: 'row'; row: ShippingStatRow } | { kind: 'all' }

type Col = 'fee' | 'deliveryFee' | 'surcharge' | 'charges' | 'codCollected' | 'codOutstanding'

const MONEY: Array<{ key: Exclude<keyof ShippingFigures, 'parcels'>; col: Col; id: string }> = [
  { key: 'fee', col: 'fee', id: 'fee' },
  { key: 'delivery_fee', col: 'deliveryFee', id: 'delivery-fee' },
  { key: 'surcharge', col: 'surcharge', id: 'surcharge' },
  { key: 'charges', col: 'charges', id: 'charges' },
  { key: 'cod_collected', col: 'codCollected', id: 'cod-collected' },
  { key: 'cod_outstanding', col: 'codOutstanding', id: 'cod-outstanding' },
]

/** The figures of the summary and of the parcels behind a figure. */
const SUMMARY: ReadonlySet<keyof ShippingFigures> = new Set(['charges', 'cod_collected', 'cod_outstanding'])

const rowName = (r: ShippingStatRow, none: string) =>
  `${r.office_name} · ${r.direction} · ${r.goods_type ?? none}`

/**
 * Doanh thu gửi hàng (/statistical-shipping): by office, direction and goods type; fees on the receive day, COD
 * on the hand-over day.
 */
export function StatisticalShippingPage({
  search,
  setSearch,
}: {
  search: ShippingStatSearch
  setSearch: SearchPatch<ShippingStatSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'stats', 'menu'])
  const query = shippingStatQuery(search)
  const stats = useQuery(shippingStatsQuery(query))
  const offices = useQuery(officesAll())
  const types = productTypes.useAll()
  const day = useDay()
  const none = t('stats:noGoodsType')
  const items = useMemo(
    () => (stats.data?.by_day ?? []).map((d) => ({ key: d.date, label: day(d.date), value: d.charges })),
    [stats.data, day],
  )

  return (
    <StatsScreen<ShippingStatistics, ShippingStatRow, Drill>
      id="stat-shipping-heading"
      title={t('menu:statisticalShipping')}
      exportKind="shipping"
      query={query}
      onRange={setSearch}
      filters={
        <>
          <FilterSelect<number>
            label={t('stats:office')}
            width={220}
            value={search.office_id}
            options={offices.data?.map((o) => ({ value: o.id, label: o.name }))}
            onChange={(value) => setSearch({ office_id: value })}
          />
          <DirectionSelect
            all
            label={t('stats:direction')}
            value={search.map_detail_id}
            onChange={(value) => setSearch({ map_detail_id: value })}
          />
          <FilterSelect<number>
            label={t('stats:goodsType')}
            width={200}
            value={search.product_type_id}
            options={[
              ...(types.data?.map((p) => ({ value: p.id, label: p.name })) ?? []),
              { value: 0, label: none },
            ]}
            onChange={(value) => setSearch({ product_type_id: value })}
          />
        </>
      }
      stats={stats}
      figures={(data) => {
        const f = compare(data.totals, data.previous_totals)
        return [
          f('parcels', t('stats:col.parcels'), 'parcels', count),
          ...MONEY.filter((m) => SUMMARY.has(m.key)).map((m) => f(m.id, t(`stats:col.${m.col}`), m.key)),
        ]
      }}
      note={t('stats:shipping.counting')}
      chart={{
        title: t('stats:shipping.chart'),
        items,
        labelHeader: t('stats:col.date'),
        valueHeader: t('stats:col.charges'),
        format: formatMoney,
        drill: (item) => ({ kind: 'day', date: String(item.key) }),
      }}
      table={(data, open) => ({
        caption: t('stats:shipping.list'),
        rows: data.rows,
        rowKey: (r) => `${r.office_id}:${r.map_detail_id}:${r.product_type_id}`,
        columns: [
          {
            header: t('stats:col.office'),
            rowHeader: true,
            cell: (r) => (
              <OpenButton what={rowName(r, none)} onClick={() => open({ kind: 'row', row: r })}>
                {r.office_name}
              </OpenButton>
            ),
          },
          { header: t('stats:col.direction'), cell: (r) => r.direction },
          { header: t('stats:col.goodsType'), cell: (r) => r.goods_type ?? none },
          {
            header: t('stats:col.parcels'),
            numeric: true,
            cell: (r) => count(r.parcels),
            total: count(data.totals.parcels),
          },
          ...MONEY.map((m) => ({
            header: t(`stats:col.${m.col}`),
            numeric: true,
            cell: (r: ShippingStatRow) => formatMoney(r[m.key]),
            total: formatMoney(data.totals[m.key]),
            testId: `total-${m.id}`,
          })),
        ],
        totalLabel: <OpenButton what={t('stats:total')} onClick={() => open({ kind: 'all' })} />,
      })}
      drill={{
        title: (drill) =>
          drill.kind === 'row'
            ? t('stats:shipping.row', { name: rowName(drill.row, none) })
            : drill.kind === 'day'
              ? t('stats:shipping.day', { date: day(drill.date) })
              : t('stats:shipping.all'),
        rows: (drill) => (
          <ShippingParcels
            query={
              drill.kind === 'day'
                ? { ...query, date: drill.date }
                : drill.kind === 'row'
                  ? {
                      ...query,
                      office_id: drill.row.office_id,
                      map_detail_id: drill.row.map_detail_id,
                      product_type_id: drill.row.product_type_id,
                    }
                  : query
            }
          />
        ),
      }}
    />
  )
}

/** The parcels behind a figure: their sums are the figure. */
function ShippingParcels({ query }: { query: ShippingParcelsQuery }) {
  const { t } = useTranslation(['stats', 'shipping'])
  const statuses = t('shipping:status', { returnObjects: true }) as unknown as Record<number, string>
  const day = useDay()
  const parcels = useQuery(shippingParcelsQuery(query))
  return (
    <QueryState query={parcels} error={t('loadError')}>
      {(d) => (
        <StatsTable
          caption={t('shipping.parcelsOf')}
          rows={d.parcels}
          // a waiting parcel and one on a vehicle may share an id (two tables); the code is unique
          rowKey={(p) => p.code}
          columns={[
            { header: t('col.code'), cell: (p) => p.code },
            { header: t('col.received'), cell: (p) => day(p.received_on) },
            { header: t('col.handedOver'), cell: (p) => (p.handed_over_on ? day(p.handed_over_on) : '—') },
            { header: t('col.sender'), cell: (p) => p.sender_name },
            { header: t('col.status'), cell: (p) => statuses[p.status] },
            // 1 for a parcel received here, 0 for one only handed over here: the column adds up to the count
            {
              header: t('col.parcels'),
              numeric: true,
              cell: (p) => count(p.parcels),
              total: count(d.totals.parcels),
              testId: 'detail-parcels',
            },
            ...MONEY.filter((m) => SUMMARY.has(m.key)).map((m) => ({
              header: t(`col.${m.col}`),
              numeric: true,
              cell: (p: ShippingStatParcels['parcels'][number]) => formatMoney(p[m.key]),
              total: formatMoney(d.totals[m.key]),
              testId: `detail-${m.id}`,
            })),
          ]}
          totalLabel={t('total')}
        />
      )}
    </QueryState>
  )
}
