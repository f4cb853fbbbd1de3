import { createFileRoute } from '@tanstack/react-router'
import { groupGuardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { PickUpListPage } from '../../features/booking/pickup/PickUpListPage'
import { loadNamespaces } from '../../i18n'
import { pickUpSearch } from '../../features/booking/pickup/search'

/** Khách cần đón tận nhà: no code of its own (DECISIONS #2); the day, direction and trip in the address. */
export const Route = createFileRoute('/_app/list-guests-require-pick-to-home')({
  ...groupGuardedRoute('booking', 'menu.pickToHome'),
  validateSearch: pickUpSearch,
  loader: () => loadNamespaces('pickup', 'booking', 'form'),
  component: function PickToHomeRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <PickUpListPage mode="home" search={Route.useSearch()} setSearch={setSearch} />
  },
})
