import { createFileRoute } from '@tanstack/react-router'
import { mapDetailsByRole } from '../../api/resources/map'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CancelledTicketsPage } from '../../features/ticket-reports/pages'
import { cancelledPage, cancelledRange, cancelledSearch } from '../../features/ticket-reports/search'
import { cancelledSummary, cancelledTickets } from '../../api/resources/ticket-reports'

/** Vé đã hủy: the range, the direction, the page live in the address. */
export const Route = createFileRoute('/_app/canceled-tickets')({
  ...screenRoute('booking.canceled-tickets', 'menu:canceledTickets', [
    'booking',
    'ticketReports',
    'range',
    'seatMap',
    'desk',
    // the report screens share one chunk with the manifest, whose breakdown question speaks `trips`
    'trips',
  ]),
  validateSearch: cancelledSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    prefetch(
      match,
      mapDetailsByRole(),
      cancelledTickets(cancelledPage(match.deps)),
      cancelledSummary(cancelledRange(match.deps)),
    ),
  component: function CancelledTicketsRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CancelledTicketsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
