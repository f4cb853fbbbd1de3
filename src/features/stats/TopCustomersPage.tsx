import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { customerTicketsQuery, topCustomersQuery } from '../../api/resources/stats'
import type { CustomerRank, CustomerSummary, StatRange } from '../../api/schemas/stats'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { DetailTable, count, useDay } from '../../entities/figures'
import { QueryState } from '../../components/QueryState'
import { RankingScreen, type RankingShape } from './RankingScreen'
import { compare } from './StatsScreen'
import type { TopSearch } from './search'

/** Khách hàng thân thiết (/top-customers): customers (by phone) by tickets and money over a range, top N. */
export function TopCustomersPage({
  search,
  setSearch,
}: {
  search: TopSearch
  setSearch: SearchPatch<TopSearch>
}) {
  const { t } = useTranslation(['ui', 'stats', 'menu'])
  const shape = useMemo<RankingShape<CustomerRank, CustomerSummary>>(
    () => ({
      id: 'top-customers-heading',
      kind: 'customers',
      title: t('menu:topCustomers'),
      query: topCustomersQuery,
      figures: (now, before) => {
        const f = compare(now, before)
        return [
          f('customers', t('stats:col.customers'), 'customers', count),
          f('tickets', t('stats:col.tickets'), 'tickets', count),
          f('money', t('stats:col.money'), 'money'),
        ]
      },
      chart: {
        title: t('stats:customers.chart'),
        labelHeader: t('stats:col.customer'),
        valueHeader: t('stats:col.tickets'),
        format: count,
      },
      keyOf: (r) => r.phone,
      nameOf: (r) => r.customer_name,
      chartLabel: (r) => `${r.customer_name} (${formatPhone(r.phone)})`,
      valueOf: (r) => r.tickets,
      caption: t('stats:customers.list'),
      nameHeader: t('stats:col.customer'),
      columns: [
        { header: t('stats:col.phone'), cell: (r) => formatPhone(r.phone) },
        { header: t('stats:col.tickets'), cell: (r) => r.tickets, numeric: true },
        { header: t('stats:col.money'), cell: (r) => formatMoney(r.money), numeric: true },
      ],
      detailTitle: (r) => t('stats:customers.detail', { name: r.customer_name }),
      Detail: CustomerTickets,
    }),
    [t],
  )
  return <RankingScreen shape={shape} search={search} setSearch={setSearch} />
}

/** The tickets behind a customer's figures: as many as the count, their money adds up to the figure. */
function CustomerTickets({ range, row }: { range: StatRange; row: CustomerRank }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const tickets = useQuery(customerTicketsQuery(range, row.phone))
  return (
    <QueryState query={tickets} error={t('loadError')}>
      {(rows) => (
        <DetailTable
          caption={t('col.tickets')}
          headers={[t('col.code'), t('col.date'), t('col.trip'), t('col.money')]}
          rows={rows.map((k) => ({
            key: k.id,
            cells: [k.code, day(k.plan_date), k.trip_name],
            amount: k.total,
          }))}
          total={rows.reduce((s, k) => s + k.total, 0)}
        />
      )}
    </QueryState>
  )
}
