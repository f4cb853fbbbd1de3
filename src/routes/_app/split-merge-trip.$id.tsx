import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../../components/NotFound'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { SplitMergeTripPage, type SplitMergeTripSearch } from '../../features/booking/move/SplitMergeTripPage'
import { loadNamespaces } from '../../i18n'
import { numberFilter } from '../../lib/list-search'

const id = numberFilter()

/** Tách / ghép chuyến (/split-merge-trip/{id}, from the trip's detail): the action and the other trip in the address. */
export const Route = createFileRoute('/_app/split-merge-trip/$id')({
  ...guardedRoute('booking.split-merge', 'menu.splitMerge'),
  validateSearch: (raw: Record<string, unknown>): SplitMergeTripSearch => {
    const search: SplitMergeTripSearch = {}
    if (raw.action === 'split' || raw.action === 'merge') search.action = raw.action
    const other = id(raw.other)
    if (other) search.other = other
    return search
  },
  loader: async ({ params }) => {
    if (!/^[1-9]\d{0,9}$/.test(params.id)) throw notFound()
    await loadNamespaces('move', 'booking', 'seatMap', 'form')
    return { id: Number(params.id) }
  },
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function SplitMergeTripRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return (
      <SplitMergeTripPage id={Route.useLoaderData().id} search={Route.useSearch()} setSearch={setSearch} />
    )
  },
})
