import { createFileRoute } from '@tanstack/react-router'
import { shippingWaitingContract } from '../../api/contracts/shipping-waiting'
import { listRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { WaitingGoodsPage } from '../../features/shipping/WaitingGoodsPage'
import { dayFilter, numberFilter } from '../../lib/list-search'

export const Route = createFileRoute('/_app/shipping-waiting')({
  ...listRoute(shippingWaitingContract, {
    titleKey: 'menu.shippingWaiting',
    filters: {
      status: numberFilter(),
      office_id: numberFilter(),
      map_detail_id: numberFilter(),
      day: dayFilter(),
      product_type_id: numberFilter(),
      /** a parcel's label, shown in place of the list */
      label: numberFilter(),
      /** 1: the scan desk (hand-over lookup) above the list */
      scan: numberFilter(),
    },
  }),
  component: function ShippingWaitingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <WaitingGoodsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
