import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../../components/resource/list-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { SplitMergePage, type SplitMergeSearch } from '../../../features/booking/move/SplitMergePage'
import { loadNamespaces } from '../../../i18n'
import { dayFilter, numberFilter } from '../../../lib/list-search'

const day = dayFilter()
const id = numberFilter()

/** Tách ghép xe: the day, the direction and both trips live in the address (a reload keeps them). */
export const Route = createFileRoute('/_app/booking/split-merge')({
  ...guardedRoute('booking.split-merge', 'menu.splitMerge'),
  validateSearch: (raw: Record<string, unknown>): SplitMergeSearch => {
    const search: SplitMergeSearch = {}
    const date = day(raw.date)
    const rightDate = day(raw.right_date)
    const direction = id(raw.map_detail_id)
    const left = id(raw.left)
    const right = id(raw.right)
    if (date) search.date = date
    if (direction) search.map_detail_id = direction
    if (left) search.left = left
    if (right) search.right = right
    if (rightDate) search.right_date = rightDate
    return search
  },
  loader: () => loadNamespaces('move', 'booking', 'seatMap'),
  component: function SplitMergeRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <SplitMergePage search={Route.useSearch()} setSearch={setSearch} />
  },
})
