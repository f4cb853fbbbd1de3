import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../../components/resource/list-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { TicketHistoryPage, type HistorySearch } from '../../../features/ticket-reports/pages'
import { loadNamespaces } from '../../../i18n'
import { listSearch, numberFilter } from '../../../lib/list-search'

/** Lịch sử vé: the search and the ticket whose log is open live in the address. */
export const Route = createFileRoute('/_app/statistics/ticket-history')({
  ...guardedRoute('booking.list_ticket_history', 'menu.ticketHistory'),
  validateSearch: (raw: Record<string, unknown>): HistorySearch =>
    listSearch({ ticket: numberFilter() })(raw),
  loader: () => loadNamespaces('booking', 'ticketReports', 'table'),
  component: function TicketHistoryRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <TicketHistoryPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
