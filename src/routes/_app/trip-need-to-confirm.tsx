import { createFileRoute } from '@tanstack/react-router'
import { TRIP_CONFIRM_CODE } from '../../api/contracts/trip-confirm'
import { tripsToConfirm } from '../../api/resources/trip'
import { guardedRoute } from '../../components/resource/list-route'
import { ConfirmTripsPage } from '../../features/trips/ConfirmTripsPage'
import { loadNamespaces } from '../../i18n'

export const Route = createFileRoute('/_app/trip-need-to-confirm')({
  ...guardedRoute(TRIP_CONFIRM_CODE, 'menu.tripNeedToConfirm'),
  loader: async ({ context }) => {
    await Promise.all([
      // A failed list still opens the screen: it shows the error and its Retry.
      context.queryClient.ensureQueryData(tripsToConfirm()).catch(() => undefined),
      loadNamespaces('trips', 'form'),
    ])
  },
  component: ConfirmTripsPage,
})
