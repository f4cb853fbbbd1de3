import { createFileRoute } from '@tanstack/react-router'
import { mapContract } from '../../api/contracts/maps'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { MapsPage } from '../../features/maps/MapsPage'
import { numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/map')({
  ...listRoute(mapContract, { titleKey: 'menu.maps', filters: { status: numberFilter() } }),
  component: function MapRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <MapsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
