import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { ShippingOrdersPage } from '../../features/shipping/ShippingOrdersPage'
import { loadNamespaces } from '../../i18n'
import { dayFilter, listSearch, numberFilter, textFilter } from '../../lib/list-search'

/** Đơn gửi hàng: the mode, the day, the direction, the trip and the list's filters live in the address. */
export const Route = createFileRoute('/_app/shipping')({
  ...guardedRoute('shipping.view', 'menu.shippingOrders'),
  validateSearch: listSearch({
    mode: textFilter(),
    day: dayFilter(),
    map_detail_id: numberFilter(),
    trip_id: numberFilter(),
    status: numberFilter(),
    office_id: numberFilter(),
    print: numberFilter(),
  }),
  loader: () => loadNamespaces('shipping', 'shippingOrders', 'table', 'form'),
  component: function ShippingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ShippingOrdersPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
