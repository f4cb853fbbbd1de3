import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { AddCustomerToCarPage, type SaleSearch } from '../../features/booking/AddCustomerToCarPage'
import { loadNamespaces } from '../../i18n'
import { dayFilter, numberFilter } from '../../lib/list-search'

const day = dayFilter()
const id = numberFilter()

/** Xếp khách lên xe: the day, the direction and the trip live in the address (a reload keeps them). */
export const Route = createFileRoute('/_app/add-customer-to-car')({
  ...guardedRoute('booking.import_customer', 'menu.addCustomerToCar'),
  validateSearch: (raw: Record<string, unknown>): SaleSearch => {
    const search: SaleSearch = {}
    const date = day(raw.date)
    const direction = id(raw.map_detail_id)
    const trip = id(raw.trip_id)
    if (date) search.date = date
    if (direction) search.map_detail_id = direction
    if (trip) search.trip_id = trip
    return search
  },
  loader: () => loadNamespaces('booking', 'seatMap', 'form', 'trips'),
  component: function AddCustomerToCarRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <AddCustomerToCarPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
