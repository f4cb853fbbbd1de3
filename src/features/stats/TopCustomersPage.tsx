import { useMemo, useState } from 'react'
import { Button } from 'antd'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TOP_LIMITS } from '../../api/contracts/stats'
import { customerTicketsQuery, exportStats, topCustomersQuery } from '../../api/resources/stats'
import type { CustomerRank, StatRange } from '../../api/schemas/stats'
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
import type { TopSearch } from './TopDriversPage'

/** Khách hàng thân thiết (/top-customers): customers (by phone) by tickets and money over a range, top N. */
export function TopCustomersPage({
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
  const ranking = useQuery(topCustomersQuery(query))
  const download = useMutation(exportStats())
  const [confirm, confirmHolder] = useConfirm()
  const [customer, setCustomer] = useState<CustomerRank | null>(null)
  const data = ranking.data
  const items = useMemo(
    () =>
      (data?.rows ?? []).map((r) => ({
        key: r.phone,
        label: `${r.customer_name} (${formatPhone(r.phone)})`,
        value: r.tickets,
      })),
    [data],
  )

  const exportRows = async () => {
    if (!(await confirm({ title: t('errors:confirmExport') }))) return
    const filename = `${t('stats:customers.exportFile', { from: range.from, to: range.to })}.xlsx`
    if (await download.mutateAsync({ kind: 'customers', params: query, filename }))
      toast.success(t('stats:exported'))
  }

  return (
    <section aria-labelledby="top-customers-heading" className="stats-print" data-print="a4">
      {confirmHolder}
      <StatsHeader
        id="top-customers-heading"
        title={t('menu.topCustomers')}
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
                  key: 'customers',
                  label: t('stats:col.customers'),
                  value: count(data.summary.customers),
                  previous: count(data.previous_summary.customers),
                },
                {
                  key: 'tickets',
                  label: t('stats:col.tickets'),
                  value: count(data.summary.tickets),
                  previous: count(data.previous_summary.tickets),
                },
                {
                  key: 'money',
                  label: t('stats:col.money'),
                  value: formatMoney(data.summary.money),
                  previous: formatMoney(data.previous_summary.money),
                },
              ]}
            />
            <Chart
              kind="bar"
              title={t('stats:customers.chart')}
              items={items}
              labelHeader={t('stats:col.customer')}
              valueHeader={t('stats:col.tickets')}
              format={count}
              onSelect={(item) => setCustomer(data.rows.find((r) => r.phone === item.key) ?? null)}
              selectLabel={(item) => t('stats:open', { what: item.label })}
            />
            <div className="stats__scroll">
              <table className="stats-table">
                <caption>{t('stats:customers.list')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('stats:col.rank')}</th>
                    <th scope="col">{t('stats:col.customer')}</th>
                    <th scope="col">{t('stats:col.phone')}</th>
                    <th scope="col" className="num">
                      {t('stats:col.tickets')}
                    </th>
                    <th scope="col" className="num">
                      {t('stats:col.money')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((r) => (
                    <tr key={r.phone}>
                      <td>{r.rank}</td>
                      <th scope="row">
                        <Button
                          type="link"
                          size="small"
                          onClick={() => setCustomer(r)}
                          aria-label={t('stats:open', { what: r.customer_name })}
                        >
                          {r.customer_name}
                        </Button>
                      </th>
                      <td>{formatPhone(r.phone)}</td>
                      <td className="num">{r.tickets}</td>
                      <td className="num">{formatMoney(r.money)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </StatsState>
      <DetailDrawer
        open={customer !== null}
        onClose={() => setCustomer(null)}
        title={customer ? t('stats:customers.detail', { name: customer.customer_name }) : ''}
      >
        {customer && <CustomerTickets range={range} customer={customer} />}
      </DetailDrawer>
    </section>
  )
}

/** The tickets behind a customer's figures: as many as the count, their money adds up to the figure. */
function CustomerTickets({ range, customer }: { range: StatRange; customer: CustomerRank }) {
  const { t } = useTranslation('stats')
  const day = useDay()
  const tickets = useQuery(customerTicketsQuery(range, customer.phone))
  const rows = tickets.data ?? []
  return (
    <StatsState
      pending={tickets.isPending}
      failed={tickets.isError || (!tickets.isPending && !tickets.data)}
      empty={false}
      onRetry={() => void tickets.refetch()}
    >
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
    </StatsState>
  )
}
