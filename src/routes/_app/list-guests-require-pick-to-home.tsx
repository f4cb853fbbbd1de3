import { createFileRoute } from '@tanstack/react-router'
import { mapDetailsByRole } from '../../api/resources/map'
import { pickUpList } from '../../api/resources/pickup'
import { deskDay, deskSearch } from '../../entities/desk/search'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { PickUpListPage } from '../../features/booking/pickup/PickUpListPage'

/** Khách cần đón tận nhà: no code of its own (DECISIONS #2); the day, direction and trip in the address. */
export const Route = createFileRoute('/_app/list-guests-require-pick-to-home')({
  ...screenRoute({ group: 'booking' }, 'menu:pickToHome', ['pickup', 'booking', 'seatMap', 'desk']),
  validateSearch: deskSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    prefetch(match, mapDetailsByRole(), pickUpList('home', deskDay(match.deps), match.deps.map_detail_id)),
  component: function PickToHomeRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <PickUpListPage mode="home" search={Route.useSearch()} setSearch={setSearch} />
  },
})
