import { createFileRoute } from '@tanstack/react-router'
import { userScreen } from '../../api/contracts/screens'
import { accounts } from '../../api/resources/user'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { AccountsPage } from '../../features/people/AccountsPage'
import { accountFilters } from '../../features/people/search'
import { searchToQuery } from '../../lib/list-search'

/** The accounts' administration (user.update): README "Accounts: /user and /users". */
export const Route = createFileRoute('/_app/users')({
  ...listRoute(userScreen, { titleKey: 'menu:userAdmin', filters: accountFilters, access: 'user.update' }),
  loader: (match) => prefetch(match, accounts.list(searchToQuery(match.deps))),
  component: function UserAdminRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <AccountsPage search={Route.useSearch()} setSearch={setSearch} manage />
  },
})
