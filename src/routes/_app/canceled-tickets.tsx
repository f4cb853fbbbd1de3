import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { CancelledTicketsPage, type CancelledSearch } from '../../features/ticket-reports/pages'
import { loadNamespaces } from '../../i18n'
import { dayFilter, listSearch, numberFilter } from '../../lib/list-search'

/** Vé đã hủy: the range, the direction, the page live in the address. */
export const Route = createFileRoute('/_app/canceled-tickets')({
  ...guardedRoute('booking.canceled-tickets', 'menu.canceledTickets'),
  validateSearch: (raw: Record<string, unknown>): CancelledSearch =>
    listSearch({ from: dayFilter(), to: dayFilter(), map_detail_id: numberFilter() })(raw),
  loader: () => loadNamespaces('booking', 'ticketReports', 'table', 'range'),
  component: function CancelledTicketsRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CancelledTicketsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
