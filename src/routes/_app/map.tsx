import { createFileRoute } from '@tanstack/react-router'
import { maps } from '../../api/resources/map'
import { mapScreen } from '../../api/contracts/screens'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { MapsPage } from '../../features/maps/MapsPage'
import { numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/map')({
  ...listRoute(mapScreen, { titleKey: 'menu:maps', filters: { status: numberFilter() } }),
  loader: (match) => prefetch(match, maps.list(searchToQuery(match.deps))),
  component: function MapRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <MapsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
