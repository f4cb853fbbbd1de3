import { createFileRoute } from '@tanstack/react-router'
import { mapDetailsByRole, officesAll } from '../../api/resources/map'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { ShippingOrdersPage } from '../../features/shipping/ShippingOrdersPage'
import { ordersPage, shippingSearch } from '../../features/shipping/search'
import { dayTrips, loadList, shippingOrderList } from '../../api/resources/shipping'
import { deskDay } from '../../entities/desk/search'

/** Đơn gửi hàng: the mode, the day, the direction, the trip and the list's filters live in the address. */
export const Route = createFileRoute('/_app/shipping')({
  ...screenRoute('shipping.view', 'menu:shippingOrders', ['shipping', 'shippingOrders', 'desk']),
  validateSearch: shippingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, ...match }) =>
    prefetch(
      match,
      mapDetailsByRole(),
      officesAll(),
      ...(deps.print !== undefined
        ? [loadList(deps.print)]
        : [
            dayTrips(deskDay(deps), deps.map_detail_id),
            ...(deps.mode ? [] : [shippingOrderList(ordersPage(deps))]),
          ]),
    ),
  component: function ShippingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <ShippingOrdersPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
