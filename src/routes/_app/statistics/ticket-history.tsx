import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { TicketHistoryPage } from '../../../features/ticket-reports/pages'
import { historyPage, historySearch } from '../../../features/ticket-reports/search'
import { ticketHistory } from '../../../api/resources/ticket-reports'
import { ticketLog } from '../../../api/resources/ticket-actions'

/** Lịch sử vé: the search and the ticket whose log is open live in the address. */
export const Route = createFileRoute('/_app/statistics/ticket-history')({
  ...screenRoute('booking.list_ticket_history', 'menu:ticketHistory', [
    'booking',
    'ticketReports',
    'range',
    'seatMap',
    'desk',
    // the report screens share one chunk with the manifest, whose breakdown question speaks `trips`
    'trips',
  ]),
  validateSearch: historySearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, ...match }) =>
    prefetch(
      match,
      ...(deps.q?.trim() ? [ticketHistory(historyPage(deps))] : []),
      ...(deps.ticket ? [ticketLog(deps.ticket)] : []),
    ),
  component: function TicketHistoryRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <TicketHistoryPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
