import { createFileRoute } from '@tanstack/react-router'
import { waitingGoods } from '../../api/resources/shipping-waiting'
import { shippingWaitingScreen } from '../../api/contracts/screens'
import { listRoute, prefetch } from '../../components/resource/screen-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { WaitingGoodsPage } from '../../features/shipping/WaitingGoodsPage'
import { dayFilter, numberFilter, searchToQuery } from '../../lib/list-search'

export const Route = createFileRoute('/_app/shipping-waiting')({
  ...listRoute(shippingWaitingScreen, {
    titleKey: 'menu:shippingWaiting',
    // the cancel's reasons are the booking desk's words
    ns: ['desk'],
    filters: {
      status: numberFilter(),
      office_id: numberFilter(),
      map_detail_id: numberFilter(),
      /** the day received */
      date: dayFilter(),
      product_type_id: numberFilter(),
      /** a parcel's label, shown in place of the list */
      label: numberFilter(),
      /** 1: the scan desk (hand-over lookup) above the list */
      scan: numberFilter(),
      /** 1: the receive form open, for the parcel after the one whose label was printed */
      receive: numberFilter(),
      /** with `receive`: the parcel whose sender the next one keeps */
      sender_of: numberFilter(),
    },
  }),
  loader: (match) => prefetch(match, waitingGoods.list(searchToQuery(match.deps))),
  component: function ShippingWaitingRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <WaitingGoodsPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
