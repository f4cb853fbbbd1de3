import { useMemo, useState } from 'react'
import { Button } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SHIPPING_STATUS } from '../../api/contracts/shipping'
import { officesAll, useDirections } from '../../api/resources/map'
import { productTypes } from '../../api/resources/product-type'
import {
  exportStats,
  shippingParcelsQuery,
  shippingStatsQuery,
  type ShippingParcelsQuery,
  type ShippingStatQuery,
} from '../../api/resources/stats'
import type { ShippingFigures, ShippingStatRow } from '../../api/schemas/stats'
import { Chart } from '../../components/charts'
import { useConfirm } from '../../components/confirm/use-confirm'
import { FilterSelect } from '../../components/ListFilters'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { toast } from '../../components/toast'
import { formatMoney } from '../../lib/format'
import {
  Comparison,
  DetailDrawer,
  RangeFields,
  StatsHeader,
  StatsState,
  count,
  rangeOf,
  useDay,
} from './parts'

export type ShippingStatSearch = {
  from?: string
  to?: string
  office_id?: number
  map_detail_id?: number
  product_type_id?: number
}

type Drill = { kind: 'day'; date: string } | { kind: 'row'; row: ShippingStatRow } | { kind: 'all' }

/** A status's word: SHIPPING_STATUS by its number. */
const STATUS_NAME = Object.fromEntries(
  Object.entries(SHIPPING_STATUS).map(([name, n]) => [n, name]),
) as Record<number, Exclude<keyof typeof SHIPPING_STATUS, 'search'>>

type Col = 'fee' | 'deliveryFee' | 'surcharge' | 'charges' | 'codCollected' | 'codOutstanding'

const MONEY: Array<{ key: Exclude<keyof ShippingFigures, 'parcels'>; col: Col; id: string }> = [
  { key: 'fee', col: 'fee', id: 'fee' },
  { key: 'delivery_fee', col: 'deliveryFee', id: 'delivery-fee' },
  { key: 'surcharge', col: 'surcharge', id: 'surcharge' },
  { key: 'charges', col: 'charges', id: 'charges' },
  { key: 'cod_collected', col: 'codCollected', id: 'cod-collected' },
  { key: 'cod_outstanding', col: 'codOutstanding', id: 'cod-outstanding' },
]

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
  const { t } = useTranslation(['ui', 'errors', 'stats'])
  const range = rangeOf(search)
  const query: ShippingStatQuery = {
    ...range,
    ...(search.office_id ? { office_id: search.office_id } : {}),
    ...(search.map_detail_id ? { map_detail_id: search.map_detail_id } : {}),
    ...(search.product_type_id !== undefined ? { product_type_id: search.product_type_id } : {}),
  }
  const stats = useQuery(shippingStatsQuery(query))
  const offices = useQuery(officesAll())
  const directions = useDirections()
  const types = productTypes.useAll()
  const download = useMutation(exportStats())
  const [confirm, confirmHolder] = useConfirm()
  const [drill, setDrill] = useState<Drill | null>(null)
  const day = useDay()
  const data = stats.data
  const none = t('stats:noGoodsType')

  const items = useMemo(
    () => (data?.by_day ?? []).map((d) => ({ key: d.date, label: day(d.date), value: d.charges })),
    [data, day],
  )

  const exportRows = async () => {
    if (!(await confirm({ title: t('errors:confirmExport') }))) return
    const filename = `${t('stats:shipping.exportFile', { from: range.from, to: range.to })}.xlsx`
    if (await download.mutateAsync({ kind: 'shipping', params: { ...query }, filename }))
      toast.success(t('stats:exported'))
  }

  const figures = data
    ? [
        {
          key: 'parcels',
          label: t('stats:col.parcels'),
          value: count(data.totals.parcels),
          previous: count(data.previous_totals.parcels),
        },
        ...MONEY.filter((m) => m.key !== 'fee' && m.key !== 'delivery_fee' && m.key !== 'surcharge').map(
          (m) => ({
            key: m.id,
            label: t(`stats:col.${m.col}`),
            value: formatMoney(data.totals[m.key]),
            previous: formatMoney(data.previous_totals[m.key]),
          }),
        ),
      ]
    : []

  const drillQuery: ShippingParcelsQuery | null =
    drill === null
      ? null
      : drill.kind === 'day'
        ? { ...query, date: drill.date }
        : drill.kind === 'row'
          ? {
              ...query,
              office_id: drill.row.office_id,
              map_detail_id: drill.row.map_detail_id,
              product_type_id: drill.row.product_type_id,
            }
          : query

  return (
    <section aria-labelledby="stat-shipping-heading" className="stats-print" data-print="a4">
      {confirmHolder}
      <StatsHeader
        id="stat-shipping-heading"
        title={t('menu.statisticalShipping')}
        onExport={() => void exportRows()}
        exporting={download.isPending}
      />
      <RangeFields range={range} onChange={(patch) => setSearch(patch)}>
        <FilterSelect<number>
          label={t('stats:office')}
          width={220}
          value={search.office_id}
          options={offices.data?.map((o) => ({ value: o.id, label: o.name }))}
          onChange={(value) => setSearch({ office_id: value })}
        />
        <FilterSelect<number>
          label={t('stats:direction')}
          width={260}
          value={search.map_detail_id}
          options={directions.data?.map((d) => ({ value: d.id, label: d.name }))}
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
            <p className="stats__note">{t('stats:shipping.counting')}</p>
            <Chart
              kind="bar"
              title={t('stats:shipping.chart')}
              items={items}
              labelHeader={t('stats:col.date')}
              valueHeader={t('stats:col.charges')}
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
                <table className="stats-table">
                  <caption>{t('stats:shipping.list')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('stats:col.office')}</th>
                      <th scope="col">{t('stats:col.direction')}</th>
                      <th scope="col">{t('stats:col.goodsType')}</th>
                      <th scope="col" className="num">
                        {t('stats:col.parcels')}
                      </th>
                      {MONEY.map((m) => (
                        <th key={m.key} scope="col" className="num">
                          {t(`stats:col.${m.col}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((r) => (
                      <tr key={`${r.office_id}:${r.map_detail_id}:${r.product_type_id}`}>
                        <th scope="row">
                          <Button
                            type="link"
                            size="small"
                            onClick={() => setDrill({ kind: 'row', row: r })}
                            aria-label={t('stats:open', { what: rowName(r, none) })}
                          >
                            {r.office_name}
                          </Button>
                        </th>
                        <td>{r.direction}</td>
                        <td>{r.goods_type ?? none}</td>
                        <td className="num">{count(r.parcels)}</td>
                        {MONEY.map((m) => (
                          <td key={m.key} className="num">
                            {formatMoney(r[m.key])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={3}>
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setDrill({ kind: 'all' })}
                          aria-label={t('stats:open', { what: t('stats:total') })}
                        >
                          {t('stats:total')}
                        </Button>
                      </th>
                      <td className="num">{count(data.totals.parcels)}</td>
                      {MONEY.map((m) => (
                        <td key={m.key} className="num" data-testid={`total-${m.id}`}>
                          {formatMoney(data.totals[m.key])}
                        </td>
                      ))}
                    </tr>
                  </tfoot>
                </table>
              </div>
            )}
          </>
        )}
      </StatsState>
      <DetailDrawer
        open={drill !== null}
        onClose={() => setDrill(null)}
        title={
          drill?.kind === 'row'
            ? t('stats:shipping.row', { name: rowName(drill.row, none) })
            : drill?.kind === 'day'
              ? t('stats:shipping.day', { date: day(drill.date) })
              : t('stats:shipping.all')
        }
      >
        {drillQuery && <ShippingParcels query={drillQuery} />}
      </DetailDrawer>
    </section>
  )
}

/** The parcels behind a figure: their sums are the figure. */
function ShippingParcels({ query }: { query: ShippingParcelsQuery }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const parcels = useQuery(shippingParcelsQuery(query))
  const d = parcels.data
  const money = MONEY.filter(
    (m) => m.key === 'charges' || m.key === 'cod_collected' || m.key === 'cod_outstanding',
  )
  return (
    <StatsState
      pending={parcels.isPending}
      failed={parcels.isError || (!parcels.isPending && !d)}
      empty={false}
      onRetry={() => void parcels.refetch()}
    >
      {d && (
        <table className="stats-table">
          <caption>{t('shipping.parcelsOf')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('col.code')}</th>
              <th scope="col">{t('col.received')}</th>
              <th scope="col">{t('col.handedOver')}</th>
              <th scope="col">{t('col.sender')}</th>
              <th scope="col">{t('col.status')}</th>
              {money.map((m) => (
                <th key={m.key} scope="col" className="num">
                  {t(`col.${m.col}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {d.parcels.map((p) => (
              // a waiting parcel and one on a vehicle may share an id (two tables); the code is unique
              <tr key={p.code}>
                <td>{p.code}</td>
                <td>{day(p.received_on)}</td>
                <td>{p.handed_over_on ? day(p.handed_over_on) : '—'}</td>
                <td>{p.sender_name}</td>
                <td>{t(`shipping.statuses.${STATUS_NAME[p.status] ?? 'notYet'}`)}</td>
                {money.map((m) => (
                  <td key={m.key} className="num">
                    {formatMoney(p[m.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5}>
                {t('total')} ({count(d.totals.parcels)})
              </th>
              {money.map((m) => (
                <td key={m.key} className="num" data-testid={`detail-${m.id}`}>
                  {formatMoney(d.totals[m.key])}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      )}
    </StatsState>
  )
}
