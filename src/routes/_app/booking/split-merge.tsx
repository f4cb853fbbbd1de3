import { createFileRoute } from '@tanstack/react-router'
import { mapDetailsByRole } from '../../../api/resources/map'
import { saleDiagram, saleTrips } from '../../../api/resources/ticket'
import { deskDay, deskSearch } from '../../../entities/desk/search'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { SplitMergePage, type SplitMergeSearch } from '../../../features/booking/move/SplitMergePage'
import { dayFilter, numberFilter } from '../../../lib/list-search'

const day = dayFilter()
const id = numberFilter()

/** Tách / ghép xe: the day, the direction and both trips (the right one maybe of another day) live in the address. */
export const Route = createFileRoute('/_app/booking/split-merge')({
  ...screenRoute('booking.split-merge', 'menu:splitMerge', ['move', 'booking', 'seatMap', 'desk']),
  validateSearch: (raw: Record<string, unknown>): SplitMergeSearch => {
    const { date, map_detail_id } = deskSearch(raw)
    const search: SplitMergeSearch = {
      date,
      map_detail_id,
      left: id(raw.left),
      right: id(raw.right),
      right_date: day(raw.right_date),
    }
    return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined))
  },
  loaderDeps: ({ search }) => search,
  loader: (match) => {
    const { map_detail_id: direction, left, right, right_date } = match.deps
    const date = deskDay(match.deps)
    return prefetch(
      match,
      mapDetailsByRole(),
      ...(direction ? [saleTrips(date, direction)] : []),
      ...(direction && right_date ? [saleTrips(right_date, direction)] : []),
      ...[left, right].flatMap((trip) => (trip ? [saleDiagram(trip)] : [])),
    )
  },
  component: function SplitMergeRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <SplitMergePage search={Route.useSearch()} setSearch={setSearch} />
  },
})
