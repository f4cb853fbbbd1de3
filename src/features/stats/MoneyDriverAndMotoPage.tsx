import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { PAY_KINDS } from '../../api/contracts/stats'
import { payDetailQuery, payStatsQuery } from '../../api/resources/stats'
import type { PayFigures, PayKind, PayLine, PayRow, PayStatistics, StatRange } from '../../api/schemas/stats'
import { OpenButton, StatsTable, count, useDay } from '../../entities/figures'
import { FilterSelect } from '../../components/ListFilters'
import { QueryState } from '../../components/QueryState'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { payQuery } from './query'
import type { PaySearch } from './search'
import { StatsScreen, compare } from './StatsScreen'

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
const COUNTS = ['trips', 'pickups', 'deliveries'] as const
const SUMMARY: ReadonlySet<Money> = new Set(['earned', 'collected', 'cod', 'handed_in', 'balance'])

/** Tiền công tài xế, xe ôm (/statistics/money-driver-and-moto): pay, money collected and handed in, balance. */
export function MoneyDriverAndMotoPage({
  search,
  setSearch,
}: {
  search: PaySearch
  setSearch: SearchPatch<PaySearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'stats', 'menu'])
  const query = payQuery(search)
  const range = { from: query.from, to: query.to }
  const stats = useQuery(payStatsQuery(query))
  const items = useMemo(
    () => (stats.data?.rows ?? []).map((r) => ({ key: r.person_id, label: r.fullname, value: r.earned })),
    [stats.data],
  )

  return (
    <StatsScreen<PayStatistics, PayRow, PayRow>
      id="pay-heading"
      title={t('menu:moneyDriverAndMoto')}
      exportKind="pay"
      query={query}
      onRange={setSearch}
      filters={
        <FilterSelect<PayKind>
          label={t('stats:kind')}
          width={220}
          value={search.kind}
          options={PAY_KINDS.map((k) => ({ value: k, label: t(`stats:pay.kinds.${k}`) }))}
          onChange={(value) => setSearch({ kind: value })}
        />
      }
      stats={stats}
      isEmpty={(data) => data.rows.length === 0}
      figures={(data) => {
        const f = compare(data.totals, data.previous_totals)
        return [
          f('people', t('stats:col.people'), 'people', count),
          ...MONEY.filter((m) => SUMMARY.has(m.key)).map((m) => f(m.id, t(`stats:col.${m.col}`), m.key)),
        ]
      }}
      note={t('stats:pay.balanceNote')}
      chart={{
        title: t('stats:pay.chart'),
        items,
        labelHeader: t('stats:col.person'),
        valueHeader: t('stats:col.earned'),
        format: formatMoney,
        drill: (item) => stats.data?.rows.find((r) => r.person_id === item.key),
      }}
      table={(data, open) => ({
        caption: t('stats:pay.list'),
        rows: data.rows,
        rowKey: (r) => r.person_id,
        columns: [
          {
            header: t('stats:col.person'),
            rowHeader: true,
            cell: (r) => <OpenButton what={r.fullname} onClick={() => open(r)} />,
          },
          { header: t('stats:col.phone'), cell: (r) => formatPhone(r.phone) },
          { header: t('stats:col.kind'), cell: (r) => t(`stats:pay.kinds.${r.kind}`) },
          ...COUNTS.map((c) => ({
            header: t(`stats:col.${c}`),
            numeric: true,
            cell: (r: PayRow) => count(r[c]),
            total: count(data.totals[c]),
          })),
          ...MONEY.map((m) => ({
            header: t(`stats:col.${m.col}`),
            numeric: true,
            cell: (r: PayRow) => formatMoney(r[m.key]),
            total: formatMoney(data.totals[m.key]),
            testId: `total-${m.id}`,
          })),
        ],
        totalLabel: (
          <>
            {t('stats:total')} ({count(data.totals.people)})
          </>
        ),
      })}
      drill={{
        title: (person) => t('stats:pay.detail', { name: person.fullname }),
        rows: (person) => <PayLines range={range} personId={person.person_id} />,
      }}
    />
  )
}

/** Every trip, pick-up and delivery behind a person's figures: each column adds up to the person's figure. */
function PayLines({ range, personId }: { range: StatRange; personId: number }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const detail = useQuery(payDetailQuery(range, personId))
  return (
    <QueryState query={detail} error={t('loadError')}>
      {(d) => (
        <StatsTable
          caption={t('pay.linesOf')}
          rows={d.lines}
          rowKey={(l) => `${l.kind}:${l.id}`}
          columns={[
            { header: t('col.date'), cell: (l) => day(l.date) },
            { header: t('col.line'), cell: (l) => t(`pay.lines.${l.kind}`, { label: l.label }) },
            ...MONEY.filter((m) => SUMMARY.has(m.key)).map((m) => ({
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
    </QueryState>
  )
}
