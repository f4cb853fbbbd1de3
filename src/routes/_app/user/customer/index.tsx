import { createFileRoute } from '@tanstack/react-router'
import { customerScreen } from '../../../../api/contracts/screens'
import { customers } from '../../../../api/resources/customer'
import { listRoute, prefetch } from '../../../../components/resource/screen-route'
import { useSearchPatch } from '../../../../components/resource/use-search-patch'
import { CustomersPage } from '../../../../features/people/CustomersPage'
import { customerFilters } from '../../../../features/people/search'
import { searchToQuery } from '../../../../lib/list-search'

/** Customers with their standing (code `customer`). */
export const Route = createFileRoute('/_app/user/customer/')({
  ...listRoute(customerScreen, { titleKey: 'menu:customers', filters: customerFilters }),
  loader: (match) => prefetch(match, customers.list(searchToQuery(match.deps))),
  component: function CustomersRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <CustomersPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
