import { createFileRoute } from '@tanstack/react-router'
import { moduleScreen } from '../../api/contracts/screens'
import { modules } from '../../api/resources/module'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { ModulesPage } from '../../features/access/ModulesPage'
import { searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/module')({
  ...listRoute(moduleScreen, { titleKey: 'menu:modules', filters: {}, ns: ['roles'] }),
  loader: (match) => prefetch(match, modules.list(searchToQuery(match.deps))),
  component: function ModuleRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ModulesPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
