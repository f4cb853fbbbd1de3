import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PAY_KINDS } from '../../api/contracts/stats'
import { payDetailQuery } from '../../api/resources/stats'
import type { PayFigures, PayKind, PayLine, PayRow, StatRange } from '../../api/schemas/stats'
import { Chart } from '../../components/charts'
import { FilterSelect } from '../../components/ListFilters'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { DetailDrawer, OpenButton, StatsState, StatsTable, count, useDay } from '../../components/figures'
import { Comparison, RangeFields, StatsHeader } from './parts'
import { payQuery, type PaySearch } from './search'
import { payStatsQuery } from '../../api/resources/stats'

type Money =
  'driver_money' | 'pick_fees' | 'delivery_fees' | 'earned' | 'collected' | 'cod' | 'handed_in' | 'balance'
type Col =
  'driverMoney' | 'pickFees' | 'deliveryFees' | 'earned' | 'collected' | 'cod' | 'handedIn' | 'balance'

const MONEY: Array<{ key: Money; col: Col; id: string }> = [
  { key: 'driver_money', col: 'driverMoney', id: 'driver-money' },
  { key: 'pick_fees', col: 'pickFees', id: 'pick-fees' },
  { key: 'delivery_fees', col: 'deliveryFees', id: 'delivery-fees' },
  { key: 'earned', col: 'earned', id: 'earned' },
  { key: 'collected', col: 'collected', id: 'collected' },
  { key: 'cod', col: 'cod', id: 'cod' },
  { key: 'handed_in', col: 'handedIn', id: 'handed-in' },
  { key: 'balance', col: 'balance', id: 'balance' },
]
const SUMMARY: ReadonlySet<Money> = new Set(['earned', 'collected', 'cod', 'handed_in', 'balance'])

/** Tiền công tài xế, xe ôm (/statistics/money-driver-and-moto): pay, money collected and handed in, balance. */
export function MoneyDriverAndMotoPage({
  search,
  setSearch,
}: {
  search: PaySearch
  setSearch: SearchPatch<PaySearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'stats'])
  const query = payQuery(search)
  const range = { from: query.from, to: query.to }
  const stats = useQuery(payStatsQuery(query))
  const [person, setPerson] = useState<PayRow | null>(null)
  const data = stats.data

  const items = useMemo(
    () => (data?.rows ?? []).map((r) => ({ key: r.person_id, label: r.fullname, value: r.earned })),
    [data],
  )

  const figures = data
    ? [
        {
          key: 'people',
          label: t('stats:col.people'),
          value: count(data.totals.people),
          previous: count(data.previous_totals.people),
        },
        ...MONEY.filter((m) => SUMMARY.has(m.key)).map((m) => ({
          key: m.id,
          label: t(`stats:col.${m.col}`),
          value: formatMoney(data.totals[m.key]),
          previous: formatMoney(data.previous_totals[m.key]),
        })),
      ]
    : []

  return (
    <section aria-labelledby="pay-heading" className="stats-print" data-print="a4-landscape">
      <StatsHeader id="pay-heading" title={t('menu.moneyDriverAndMoto')} exportKind="pay" query={query} />
      <RangeFields range={range} onChange={(patch) => setSearch(patch)}>
        <FilterSelect<PayKind>
          label={t('stats:kind')}
          width={220}
          value={search.kind}
          options={PAY_KINDS.map((k) => ({ value: k, label: t(`stats:pay.kinds.${k}`) }))}
          onChange={(value) => setSearch({ kind: value })}
        />
      </RangeFields>
      <StatsState
        pending={stats.isPending}
        failed={stats.isError || (!stats.isPending && !data)}
        empty={!!data && data.rows.length === 0}
        onRetry={() => void stats.refetch()}
      >
        {data && (
          <>
            <Comparison figures={figures} previous={data.previous_range} />
            <p className="stats__note">{t('stats:pay.balanceNote')}</p>
            <Chart
              kind="bar"
              title={t('stats:pay.chart')}
              items={items}
              labelHeader={t('stats:col.person')}
              valueHeader={t('stats:col.earned')}
              format={formatMoney}
              onSelect={(item) => setPerson(data.rows.find((r) => r.person_id === item.key) ?? null)}
              selectLabel={(item) => t('stats:open', { what: item.label })}
            />
            <div className="stats__scroll">
              <StatsTable
                caption={t('stats:pay.list')}
                rows={data.rows}
                rowKey={(r) => r.person_id}
                columns={[
                  {
                    header: t('stats:col.person'),
                    rowHeader: true,
                    cell: (r) => <OpenButton what={r.fullname} onClick={() => setPerson(r)} />,
                  },
                  { header: t('stats:col.phone'), cell: (r) => formatPhone(r.phone) },
                  { header: t('stats:col.kind'), cell: (r) => t(`stats:pay.kinds.${r.kind}`) },
                  {
                    header: t('stats:col.trips'),
                    numeric: true,
                    cell: (r) => count(r.trips),
                    total: count(data.totals.trips),
                  },
                  {
                    header: t('stats:col.pickups'),
                    numeric: true,
                    cell: (r) => count(r.pickups),
                    total: count(data.totals.pickups),
                  },
                  {
                    header: t('stats:col.deliveries'),
                    numeric: true,
                    cell: (r) => count(r.deliveries),
                    total: count(data.totals.deliveries),
                  },
                  ...MONEY.map((m) => ({
                    header: t(`stats:col.${m.col}`),
                    numeric: true,
                    cell: (r: PayRow) => formatMoney(r[m.key]),
                    total: formatMoney(data.totals[m.key]),
                    testId: `total-${m.id}`,
                  })),
                ]}
                totalLabel={
                  <>
                    {t('stats:total')} ({count(data.totals.people)})
                  </>
                }
              />
            </div>
          </>
        )}
      </StatsState>
      <DetailDrawer
        open={person !== null}
        onClose={() => setPerson(null)}
        title={person ? t('stats:pay.detail', { name: person.fullname }) : ''}
      >
        {person && <PayLines range={range} personId={person.person_id} />}
      </DetailDrawer>
    </section>
  )
}

/** Every trip, pick-up and delivery behind a person's figures: each column adds up to the person's figure. */
function PayLines({ range, personId }: { range: StatRange; personId: number }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const detail = useQuery(payDetailQuery(range, personId))
  const d = detail.data
  const money = MONEY.filter((m) => SUMMARY.has(m.key))
  return (
    <StatsState
      pending={detail.isPending}
      failed={detail.isError || (!detail.isPending && !d)}
      empty={false}
      onRetry={() => void detail.refetch()}
    >
      {d && (
        <StatsTable
          caption={t('pay.linesOf')}
          rows={d.lines}
          rowKey={(l) => `${l.kind}:${l.id}`}
          columns={[
            { header: t('col.date'), cell: (l) => day(l.date) },
            { header: t('col.line'), cell: (l) => t(`pay.lines.${l.kind}`, { label: l.label }) },
            ...money.map((m) => ({
              header: t(`col.${m.col}`),
              numeric: true,
              cell: (l: PayLine) => formatMoney(l[m.key]),
              total: formatMoney((d.totals as PayFigures)[m.key]),
              testId: `detail-${m.id}`,
            })),
          ]}
          totalLabel={
            <>
              {t('total')} ({d.lines.length})
            </>
          }
        />
      )}
    </StatsState>
  )
}
