import { useCallback, useMemo } from 'react'
import { Flex } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CANCEL_REASONS } from '../../api/contracts/booking'
import { exportCancelled } from '../../api/resources/ticket-reports'
import type { CancelledSummary, CancelledTicket } from '../../api/schemas/ticket-reports'
import { useCancelText } from '../../entities/booking/cancel-text'
import { ExportButton } from '../../components/ExportButton'
import { DataTable, type DataColumn } from '../../components/data-table'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { RangeFields } from '../../components/range'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatMoney, formatPhone } from '../../lib/format'
import { tableState, tableStateToSearch, type TableState } from '../../lib/list-search'
import { HcmTime } from './HcmTime'
import './reports.css'
import { QueryState } from '../../components/QueryState'
import { cancelledPage, cancelledRange, type CancelledSearch } from './search'
import { cancelledSummary, cancelledTickets } from '../../api/resources/ticket-reports'

/** Vé đã hủy (/canceled-tickets): cancelled tickets of a range and direction, counts per reason, export. */
export function CancelledTicketsPage({
  search,
  setSearch,
}: {
  search: CancelledSearch
  setSearch: SearchPatch<CancelledSearch>
}) {
  const { t } = useTranslation(['ui', 'errors', 'ticketReports', 'menu'])
  const range = cancelledRange(search)
  const state = tableState(search)
  const list = useQuery(cancelledTickets(cancelledPage(search)))
  const summary = useQuery(cancelledSummary(range))
  const cancelText = useCancelText()
  const { refetch } = list
  const onRetry = useCallback(() => void refetch(), [refetch])
  const onStateChange = useCallback(
    (next: TableState) => setSearch(tableStateToSearch(next) as Partial<CancelledSearch>),
    [setSearch],
  )
  const setFilter = (patch: Partial<CancelledSearch>) => setSearch({ ...patch, page: undefined })

  const columns = useMemo<DataColumn<CancelledTicket>[]>(
    () => [
      {
        id: 'code',
        header: t('ticketReports:col.code'),
        cell: (r) => <strong>{r.code}</strong>,
        hideable: false,
        nowrap: true,
      },
      { id: 'customer_name', header: t('ticketReports:col.passenger'), cell: (r) => r.customer_name },
      { id: 'phone', header: t('ticketReports:col.phone'), cell: (r) => formatPhone(r.phone), nowrap: true },
      { id: 'trip_name', header: t('ticketReports:col.trip'), cell: (r) => r.trip_name },
      {
        id: 'departure_time',
        header: t('ticketReports:col.departure'),
        cell: (r) => <HcmTime value={r.departure_time} />,
        nowrap: true,
      },
      { id: 'seat_code', header: t('ticketReports:col.seat'), cell: (r) => r.seat_code },
      {
        id: 'total',
        header: t('ticketReports:col.price'),
        cell: (r) => formatMoney(r.total),
        align: 'right',
      },
      { id: 'reason', header: t('ticketReports:col.reason'), cell: (r) => cancelText.reason(r) },
      {
        id: 'cancelled_by',
        header: t('ticketReports:col.cancelledBy'),
        cell: (r) => r.cancelled_by ?? t('ticketReports:cancelled.byCustomer'),
        defaultHidden: true,
      },
      {
        id: 'cancelled_at',
        header: t('ticketReports:col.cancelledAt'),
        cell: (r) => <HcmTime value={r.cancelled_at} />,
        nowrap: true,
        defaultHidden: true,
      },
    ],
    [t, cancelText],
  )

  return (
    <section aria-labelledby="cancelled-heading" className="reports">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <h1 id="cancelled-heading" className="screen-title">
          {t('menu:canceledTickets')}
        </h1>
        <ExportButton
          command={exportCancelled}
          vars={{
            range,
            filename: t('ticketReports:cancelled.exportFile', { from: range.from, to: range.to }),
          }}
          done={t('ticketReports:cancelled.exported')}
        >
          {t('ticketReports:export')}
        </ExportButton>
      </Flex>
      <RangeFields
        range={range}
        onChange={(patch) => setFilter(patch)}
        label={t('ticketReports:cancelled.filters')}
      >
        <DirectionSelect
          all
          width={280}
          value={range.map_detail_id}
          onChange={(value) => setFilter({ map_detail_id: value })}
        />
      </RangeFields>
      <section aria-label={t('ticketReports:cancelled.counts')}>
        <QueryState query={summary} error={t('ticketReports:loadError')} skeletonRows={1}>
          {(counts) => <ReasonCounts summary={counts} />}
        </QueryState>
      </section>
      <DataTable<CancelledTicket>
        label={t('ticketReports:cancelled.list')}
        columns={columns}
        page={list.data}
        state={state}
        onStateChange={onStateChange}
        getRowId={(r) => r.id}
        rowLabel={(r) => `${r.code} ${r.customer_name}`}
        loading={list.isPending}
        fetching={list.isFetching && !list.isPending}
        error={list.isError}
        onRetry={onRetry}
        storageKey="canceled-tickets"
        density="compact"
        emptyText={t('ticketReports:cancelled.empty')}
      />
    </section>
  )
}

/** The whole range's count, then each reason's (the backend counts them over the range, not the page). */
function ReasonCounts({ summary }: { summary: CancelledSummary }) {
  const { t } = useTranslation(['ui', 'ticketReports'])
  const cancelText = useCancelText()
  return (
    <ul className="reports__counts">
      <li>
        {t('ticketReports:cancelled.total')}: <strong>{summary.total}</strong>
      </li>
      {CANCEL_REASONS.map((reason) => (
        <li key={reason}>
          {cancelText.reason({ reason_cancel: reason })}: <strong>{summary.counts[reason]}</strong>
        </li>
      ))}
    </ul>
  )
}
