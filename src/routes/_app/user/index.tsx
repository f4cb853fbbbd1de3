import { createFileRoute } from '@tanstack/react-router'
import { userScreen } from '../../../api/contracts/screens'
import { accounts } from '../../../api/resources/user'
import { listRoute, prefetch } from '../../../components/resource/screen-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { AccountsPage } from '../../../features/people/AccountsPage'
import { accountFilters } from '../../../features/people/search'
import { searchToQuery } from '../../../lib/list-search'

/** The staff directory (user.view): README "Accounts: /user and /users". */
export const Route = createFileRoute('/_app/user/')({
  ...listRoute(userScreen, { titleKey: 'menu:users', filters: accountFilters }),
  loader: (match) => prefetch(match, accounts.list(searchToQuery(match.deps))),
  component: function UserDirectoryRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <AccountsPage search={Route.useSearch()} setSearch={setSearch} manage={false} />
  },
})
