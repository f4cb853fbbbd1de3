import { createFileRoute } from '@tanstack/react-router'
import { guardedRoute } from '../../components/resource/list-route'
import { useSearchPatch } from '../../components/resource/use-search-patch'
import { StatisticalTripPage, type TripStatSearch } from '../../features/stats/pages'
import { loadNamespaces } from '../../i18n'
import { dayFilter, listSearch, numberFilter } from '../../lib/list-search'

/** Doanh thu theo chuyến: the range, the direction, the driver and the car (from the dashboard) live in the address. */
export const Route = createFileRoute('/_app/statistical-trip')({
  ...guardedRoute('trip.statistical', 'menu.statisticalTrip'),
  validateSearch: (raw: Record<string, unknown>): TripStatSearch => {
    const { from, to, map_detail_id, driver_id, car_id } = listSearch({
      from: dayFilter(),
      to: dayFilter(),
      map_detail_id: numberFilter(),
      driver_id: numberFilter(),
      car_id: numberFilter(),
    })(raw)
    return { from, to, map_detail_id, driver_id, car_id }
  },
  loader: () => loadNamespaces('stats', 'range'),
  component: function StatisticalTripRoute() {
    const setSearch = useSearchPatch(Route.useNavigate())
    return <StatisticalTripPage search={Route.useSearch()} setSearch={setSearch} />
  },
})
