import { createFileRoute } from '@tanstack/react-router'
import { PAY_KINDS } from '../../../api/contracts/stats'
import { guardedRoute } from '../../../components/resource/list-route'
import { useSearchPatch } from '../../../components/resource/use-search-patch'
import { MoneyDriverAndMotoPage, type PaySearch } from '../../../features/stats/pages'
import { loadNamespaces } from '../../../i18n'
import { dayFilter } from '../../../lib/list-search'

/** Tiền công tài xế, xe ôm: the range and who is shown live in the address. */
export const Route = createFileRoute('/_app/statistics/money-driver-and-moto')({
  ...guardedRoute('statistics.StatisticMoneyDriverAndMoto', 'menu.moneyDriverAndMoto'),
  validateSearch: (raw: Record<string, unknown>): PaySearch => ({
    from: dayFilter()(raw.from),
    to: dayFilter()(raw.to),
    kind: (PAY_KINDS as readonly unknown[]).includes(raw.kind) ? (raw.kind as PaySearch['kind']) : undefined,
  }),
  loader: () => loadNamespaces('stats', 'range'),
  component: function MoneyDriverAndMotoRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <MoneyDriverAndMotoPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
