import { lazy, useCallback, useMemo, useState } from 'react'
import { Button, Empty } from 'antd'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ticketLog } from '../../api/resources/ticket-actions'
import { ticketHistory } from '../../api/resources/ticket-reports'
import type { HistoryTicket } from '../../api/schemas/ticket-reports'
import { useCancelText } from '../../entities/booking/cancel-text'
import { DataTable, type DataColumn } from '../../components/data-table'
import { PartSuspense } from '../../components/PartSuspense'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import { formatPhone } from '../../lib/format'
import { tableState, tableStateToSearch, type TableState } from '../../lib/list-search'
import { HcmTime } from './HcmTime'
import './reports.css'
import { historyPage, type HistorySearch } from './search'

// antd's Timeline loads when a ticket is chosen, not with the three report screens' shared chunk
const TicketLogTimeline = lazy(() =>
  import('../../entities/booking/TicketLogTimeline').then((m) => ({ default: m.TicketLogTimeline })),
)

/**
 * Lịch sử vé (/statistics/ticket-history): tickets found by phone (its digits), passenger name or ticket code,
 * newest first; the chosen ticket's log beside them as a timeline, newest first.
 */
export function TicketHistoryPage({
  search,
  setSearch,
}: {
  search: HistorySearch
  setSearch: SearchPatch<HistorySearch>
}) {
  const { t } = useTranslation(['ui', 'ticketReports', 'menu'])
  const q = search.q?.trim() ?? ''
  const state = tableState(search)
  const list = useQuery({ ...ticketHistory(historyPage(search)), enabled: q !== '' })
  const cancelText = useCancelText()
  const { refetch } = list
  const onRetry = useCallback(() => void refetch(), [refetch])
  const onStateChange = useCallback(
    (next: TableState) => setSearch(tableStateToSearch(next) as Partial<HistorySearch>),
    [setSearch],
  )

  const columns = useMemo<DataColumn<HistoryTicket>[]>(
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
        id: 'booking_at',
        header: t('ticketReports:col.bookingAt'),
        cell: (r) => <HcmTime value={r.booking_at} />,
        nowrap: true,
      },
      {
        id: 'state',
        header: t('ticketReports:col.state'),
        cell: (r) => (r.deleted_at ? cancelText.left(r) : t('ticketReports:history.travelling')),
      },
    ],
    [t, cancelText],
  )

  return (
    <section aria-labelledby="history-heading" className="reports">
      <h1 id="history-heading" className="screen-title">
        {t('menu:ticketHistory')}
      </h1>
      <HistorySearchBox
        value={q}
        onSearch={(next) => setSearch({ q: next || undefined, page: undefined, ticket: undefined })}
      />
      {q === '' ? (
        <Empty description={t('ticketReports:history.hint')} />
      ) : (
        <div className="reports__history">
          <DataTable<HistoryTicket>
            label={t('ticketReports:history.list')}
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
            storageKey="ticket-history"
            emptyText={t('ticketReports:history.empty')}
            rowActions={(r) => [
              {
                key: 'open',
                label: t('ticketReports:history.open'),
                name: t('ticketReports:history.show', { code: r.code }),
                pressed: search.ticket === r.id,
                onSelect: () => setSearch({ ticket: r.id }),
              },
            ]}
          />
          {search.ticket === undefined ? (
            <Empty description={t('ticketReports:history.choose')} />
          ) : (
            <TicketTimeline key={search.ticket} ticketId={search.ticket} />
          )}
        </div>
      )}
    </section>
  )
}

/** The search as a plain form (antd's Input.Search split the bundles every screen shares). */
function HistorySearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation(['ui', 'ticketReports'])
  const [text, setText] = useState(value)
  // the address may change the search (back, a link): follow it without remounting, so the focus stays
  const [shown, setShown] = useState(value)
  if (shown !== value) {
    setShown(value)
    setText(value)
  }
  return (
    <form
      role="search"
      className="reports__filters reports__search"
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(text.trim())
      }}
    >
      <input
        type="search"
        className="input"
        aria-label={t('ticketReports:history.search')}
        placeholder={t('ticketReports:history.search')}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="primary" htmlType="submit">
        {t('ticketReports:history.searchButton')}
      </Button>
    </form>
  )
}

/** The chosen ticket's log; its code is read from the log itself (the ticket may be on another page). */
function TicketTimeline({ ticketId }: { ticketId: number }) {
  const { t } = useTranslation(['ui', 'ticketReports'])
  const code = useQuery(ticketLog(ticketId)).data?.[0]?.ticket_code ?? ''
  return (
    <section aria-labelledby="history-timeline">
      <h2 id="history-timeline" className="reports__subtitle">
        {t('ticketReports:history.timeline', { code })}
      </h2>
      <PartSuspense>
        <TicketLogTimeline ticketId={ticketId} />
      </PartSuspense>
    </section>
  )
}
