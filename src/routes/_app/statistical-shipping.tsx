import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { StatisticalShippingPage, type ShippingStatSearch } from '../../features/stats/pages'
import { loadNamespaces } from '../../i18n'
import { dayFilter, listSearch, numberFilter } from '../../lib/list-search'

/** Doanh thu gửi hàng: the range, the office, the direction and the goods type (0: none) live in the address. */
export const Route = createFileRoute('/_app/statistical-shipping')({
  ...guardedRoute('trip.statistical_shipping', 'menu.statisticalShipping'),
  validateSearch: (raw: Record<string, unknown>): ShippingStatSearch => {
    const { from, to, office_id, map_detail_id, product_type_id } = listSearch({
      from: dayFilter(),
      to: dayFilter(),
      office_id: numberFilter(),
      map_detail_id: numberFilter(),
      product_type_id: numberFilter(),
    })(raw)
    return { from, to, office_id, map_detail_id, product_type_id }
  },
  loader: () => loadNamespaces('stats', 'range', 'shipping'),
  component: function StatisticalShippingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <StatisticalShippingPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
