import { createFileRoute } from '@tanstack/react-router'
import { trips } from '../../api/resources/trip'
import { tripScreen } from '../../api/contracts/screens'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { RosterPage } from '../../features/trips/RosterPage'
import { deskDay } from '../../entities/desk/search'
import { dayFilter, numberFilter, searchToQuery } from '../../lib/list-search'

const roster = listRoute(tripScreen, {
  titleKey: 'menu:trips',
  ns: ['desk'],
  filters: {
    /** the roster's day */
    date: dayFilter(),
    map_detail_id: numberFilter(),
    user_id: numberFilter(),
    car_id: numberFilter(),
    status: numberFilter(),
  },
})

export const Route = createFileRoute('/_app/trip')({
  ...roster,
  // no day in the address is today in Ho Chi Minh City: the prefetch asks for the day the screen shows
  loaderDeps: ({ search }) => ({ ...search, date: deskDay(search) }),
  loader: (match) => prefetch(match, trips.list(searchToQuery(match.deps))),
  component: function TripRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <RosterPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
