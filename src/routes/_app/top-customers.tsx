import { createFileRoute } from '@tanstack/react-router'
import { topCustomersQuery } from '../../api/resources/stats'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { TopCustomersPage } from '../../features/stats/pages'
import { topQuery } from '../../features/stats/query'
import { topSearch } from '../../features/stats/search'

/** The range and the top N live in the address. */
export const Route = createFileRoute('/_app/top-customers')({
  ...screenRoute('ticket.top_customers', 'menu:topCustomers', ['stats', 'range', 'shipping', 'desk']),
  validateSearch: topSearch,
  loaderDeps: ({ search }) => search,
  loader: (match) => prefetch(match, topCustomersQuery(topQuery(match.deps))),
  component: function TopCustomersRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <TopCustomersPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
