import { createFileRoute } from '@tanstack/react-router'
import { notImportedBookings } from '../../api/resources/booking-waiting'
import { mapDetailsByRole } from '../../api/resources/map'
import { saleDiagram, saleTrips, seatHolds } from '../../api/resources/ticket'
import { deskDay, saleSearch } from '../../entities/desk/search'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { AddCustomerToCarPage } from '../../features/booking/AddCustomerToCarPage'

/**
 * Xếp khách lên xe: the day, the direction and the trip live in the address (a reload keeps them), and the
 * waiting booking to choose when the desk is opened on one.
 */
export const Route = createFileRoute('/_app/add-customer-to-car')({
  ...screenRoute('booking.import_customer', 'menu:addCustomerToCar', ['booking', 'seatMap', 'trips', 'desk']),
  validateSearch: saleSearch,
  // the booking to choose is no data to load: choosing it (and dropping it from the address) loads nothing
  loaderDeps: ({ search: { booking_id: _booking, ...search } }) => search,
  loader: (match) => {
    const { map_detail_id: direction, trip_id: trip } = match.deps
    const day = deskDay(match.deps)
    return prefetch(
      match,
      mapDetailsByRole(),
      ...(direction ? [saleTrips(day, direction), notImportedBookings(day, direction)] : []),
      ...(trip ? [saleDiagram(trip), seatHolds(trip)] : []),
    )
  },
  component: function AddCustomerToCarRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <AddCustomerToCarPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
