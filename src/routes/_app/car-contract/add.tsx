import { createFileRoute } from '@tanstack/react-router'
import { waitingBookings } from '../../../api/resources/booking-waiting'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { NewContractPage } from '../../../features/contracts/NewContractPage'
import { numberFilter } from '../../../lib/list-search'

/**
 * A new car-rental contract (carContract.create): the customer found by phone, as at the booking desk; with
 * `?booking_id=`, made from a waiting booking (its customer and days), which leaves the waiting list once saved.
 */
export const Route = createFileRoute('/_app/car-contract/add')({
  ...screenRoute('carContract.create', 'menu:carContracts', ['contracts']),
  validateSearch: (search: Record<string, unknown>): { booking_id?: number } => {
    const booking_id = numberFilter()(search.booking_id)
    return booking_id ? { booking_id } : {}
  },
  loaderDeps: ({ search }) => search,
  loader: (match) =>
    match.deps.booking_id ? prefetch(match, waitingBookings.detail(match.deps.booking_id)) : prefetch(match),
  component: function NewContractRoute() {
    return <NewContractPage bookingId={Route.useSearch().booking_id} />
  },
})
