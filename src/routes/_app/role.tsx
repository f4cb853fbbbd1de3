import { createFileRoute } from '@tanstack/react-router'
import { roleScreen } from '../../api/contracts/screens'
import { roles } from '../../api/resources/role'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { RolesPage } from '../../features/access/RolesPage'
import { roleFilters } from '../../features/access/search'
import { searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/role')({
  ...listRoute(roleScreen, { titleKey: 'menu:roles', filters: roleFilters, ns: ['roles', 'settings'] }),
  loader: (match) => prefetch(match, roles.list(searchToQuery(match.deps)), roles.all()),
  component: function RolesRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <RolesPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
