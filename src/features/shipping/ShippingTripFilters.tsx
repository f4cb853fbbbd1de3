import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { useDirections } from '../../api/resources/map'
import type { DayTrip } from '../../api/schemas/shipping'
import { DayNavigator } from '../../entities/desk/DayNavigator'
import { DirectionSelect } from '../../entities/desk/DirectionSelect'
import { TripPicker } from '../../entities/desk/TripPicker'
import { deskDate, deskDay } from '../../entities/desk/search'
import type { SearchPatch } from '../../components/resource/use-search-patch'
import type { ShippingSearch } from './search'

/** Day, direction and trip, as the address holds them; shared by the orders and the scan desks. */
export function ShippingTripFilters({
  search,
  setSearch,
  trips,
  error,
  onRetry,
  onPicked,
}: {
  search: ShippingSearch
  setSearch: SearchPatch<ShippingSearch>
  /** the day's trips (of the direction); undefined while they load */
  trips: DayTrip[] | undefined
  error: boolean
  onRetry: () => void
  /** after a choice (the scan desk gives the focus back to its field after a click) */
  onPicked?: () => void
}) {
  const { t } = useTranslation(['shippingOrders', 'desk'])
  const directions = useDirections()
  const setFilter = (patch: Partial<ShippingSearch>) => {
    setSearch({ ...patch, page: undefined })
    onPicked?.()
  }
  const directionName = directions.names
  const choices = trips?.map((trip) => ({
    id: trip.id,
    departure_time: trip.departure_time,
    // every direction's trips while none is chosen: each says its own
    detail: [
      search.map_detail_id === undefined ? (directionName.get(trip.map_detail_id) ?? trip.name) : undefined,
      t('shippingOrders:page.goodsCount', { 0: trip.goods }),
    ]
      .filter(Boolean)
      .join(' · '),
    closed: trip.open ? undefined : t('shippingOrders:page.closed'),
  }))
  return (
    <>
      <Flex gap={8} wrap align="center">
        <DayNavigator
          label={t('shippingOrders:page.day')}
          value={deskDay(search)}
          onChange={(date) => setFilter({ date: deskDate(date), trip_id: undefined })}
        />
        <DirectionSelect
          all
          value={search.map_detail_id}
          onChange={(map_detail_id) => setFilter({ map_detail_id, trip_id: undefined })}
        />
      </Flex>
      <TripPicker
        label={t('shippingOrders:page.trips')}
        trips={choices}
        error={error}
        onRetry={onRetry}
        value={search.trip_id}
        onChange={(trip_id) => setFilter({ trip_id })}
      />
    </>
  )
}
