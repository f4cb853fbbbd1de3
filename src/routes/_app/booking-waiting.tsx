import { createFileRoute } from '@tanstack/react-router'
import { waitingBookings } from '../../api/resources/booking-waiting'
import { bookingWaitingScreen } from '../../api/contracts/screens'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { WaitingListPage } from '../../features/booking/WaitingListPage'
import { dayFilter, numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/booking-waiting')({
  ...listRoute(bookingWaitingScreen, {
    titleKey: 'menu:bookingWaiting',
    ns: ['desk'],
    filters: {
      /** the departure day */
      date: dayFilter(),
      map_detail_id: numberFilter(),
      status: numberFilter(),
      source: numberFilter(),
      new: numberFilter(),
    },
  }),
  loader: (match) => prefetch(match, waitingBookings.list(searchToQuery(match.deps))),
  component: function BookingWaitingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <WaitingListPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
