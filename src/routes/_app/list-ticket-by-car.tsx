import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { ManifestPage, type ManifestSearch } from '../../features/ticket-reports/pages'
import { loadNamespaces } from '../../i18n'
import { dayFilter, numberFilter } from '../../lib/list-search'

const day = dayFilter()
const id = numberFilter()

/** Danh sách khách theo xe: the day, the direction and the trip live in the address. */
export const Route = createFileRoute('/_app/list-ticket-by-car')({
  ...guardedRoute('booking.list-ticket-by-car', 'menu.listTicketByCar'),
  validateSearch: (raw: Record<string, unknown>): ManifestSearch => {
    const search: ManifestSearch = {}
    const date = day(raw.date)
    const direction = id(raw.map_detail_id)
    const trip = id(raw.trip_id)
    if (date) search.date = date
    if (direction) search.map_detail_id = direction
    if (trip) search.trip_id = trip
    return search
  },
  loader: () => loadNamespaces('booking', 'ticketReports'),
  component: function ManifestRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ManifestPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
