import { createFileRoute } from '@tanstack/react-router'
import { mapDetailsByRole } from '../../api/resources/map'
import { saleTrips } from '../../api/resources/ticket'
import { tripManifest } from '../../api/resources/ticket-reports'
import { deskDay, deskSearch } from '../../entities/desk/search'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { ManifestPage } from '../../features/ticket-reports/pages'

/** Danh sách khách theo xe: the day, the direction and the trip live in the address. */
export const Route = createFileRoute('/_app/list-ticket-by-car')({
  ...screenRoute('booking.list-ticket-by-car', 'menu:listTicketByCar', [
    'booking',
    'ticketReports',
    'range',
    'seatMap',
    'desk',
    'trips',
  ]),
  validateSearch: deskSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => {
    const { map_detail_id: direction, trip_id: trip } = match.deps
    return prefetch(
      match,
      mapDetailsByRole(),
      ...(direction ? [saleTrips(deskDay(match.deps), direction)] : []),
      ...(trip ? [tripManifest(trip)] : []),
    )
  },
  component: function ManifestRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ManifestPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
