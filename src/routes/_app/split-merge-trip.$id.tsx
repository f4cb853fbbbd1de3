import { createFileRoute, notFound } from '@tanstack/react-router'
import { saleDiagram } from '../../api/resources/ticket'
import { trips } from '../../api/resources/trip'
import { NotFoundPage } from '../../components/NotFound'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { SplitMergeTripPage, type SplitMergeTripSearch } from '../../features/booking/move/SplitMergeTripPage'
import { numberFilter } from '../../lib/list-search'

const id = numberFilter()

/** Tách / ghép xe (/split-merge-trip/{id}, from the trip's detail): the action and the other trip in the address. */
export const Route = createFileRoute('/_app/split-merge-trip/$id')({
  ...screenRoute('booking.split-merge', 'menu:splitMerge', ['move', 'booking', 'seatMap', 'desk']),
  validateSearch: (raw: Record<string, unknown>): SplitMergeTripSearch => {
    const search: SplitMergeTripSearch = {}
    if (raw.action === 'split' || raw.action === 'merge') search.action = raw.action
    const other = id(raw.other)
    if (other) search.other = other
    if (raw.into === true || raw.into === 'true') search.into = true
    return search
  },
  loaderDeps: ({ search }) => search,
  loader: async (match) => {
    if (!/^[1-9]\d{0,9}$/.test(match.params.id)) throw notFound()
    const trip = Number(match.params.id)
    const other = match.deps.other
    await prefetch(match, trips.detail(trip), saleDiagram(trip), ...(other ? [saleDiagram(other)] : []))
    return { id: trip }
  },
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function SplitMergeTripRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return (
      <SplitMergeTripPage id={Route.useLoaderData().id} search={Route.useSearch()} setSearch={setSearch} />
    )
  },
})
