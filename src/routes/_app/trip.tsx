import { createFileRoute } from '@tanstack/react-router'
import { trips } from '../../api/resources/trip'
import { tripContract } from '../../api/contracts/groups'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { RosterPage } from '../../features/trips/RosterPage'
import { hcmToday } from '../../lib/hcm-day'
import { dayFilter, numberFilter, searchToQuery } from '../../lib/list-search'

const roster = listRoute(tripContract, {
  titleKey: 'menu.trips',
  filters: {
    plan_date: dayFilter(),
    map_detail_id: numberFilter(),
    user_id: numberFilter(),
    car_id: numberFilter(),
    status: numberFilter(),
  },
})

export const Route = createFileRoute('/_app/trip')({
  ...roster,
  // no day in the address is today in Ho Chi Minh City: the prefetch asks for the day the screen shows
  loaderDeps: ({ search }) => ({ ...search, plan_date: search.plan_date ?? hcmToday() }),
  loader: (match) => prefetch(match, trips.list(searchToQuery(match.deps))),
  component: function TripRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <RosterPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
