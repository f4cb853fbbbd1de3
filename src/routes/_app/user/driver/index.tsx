import { createFileRoute } from '@tanstack/react-router'
import { driverScreen } from '../../../../api/contracts/screens'
import { DRIVER_KIND } from '../../../../api/contracts/account'
import { drivers } from '../../../../api/resources/driver'
import { listRoute, prefetch } from '../../../../components/resource/screen-route'
import { useSearchPatch } from '../../../../components/resource/use-search-patch'
import { DriversPage } from '../../../../features/people/DriversPage'
import { driverFilters } from '../../../../features/people/search'
import { searchToQuery } from '../../../../lib/list-search'

/** Coach and minibus drivers, and apart the motorbike drivers (code `driver`). */
export const Route = createFileRoute('/_app/user/driver/')({
  ...listRoute(driverScreen, { titleKey: 'menu:drivers', filters: driverFilters }),
  // absent in the address is the coach drivers, as the screen shows
  loaderDeps: ({ search }) => ({ ...search, type: search.type ?? DRIVER_KIND.driver }),
  loader: (match) => prefetch(match, drivers.list(searchToQuery(match.deps))),
  component: function DriversRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <DriversPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
