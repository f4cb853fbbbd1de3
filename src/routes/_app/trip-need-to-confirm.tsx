import { createFileRoute } from '@tanstack/react-router'
import { TRIP_CONFIRM_CODE } from '../../api/contracts/trip-confirm'
import { tripsToConfirm } from '../../api/resources/trip'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { ConfirmTripsPage } from '../../features/trips/ConfirmTripsPage'

export const Route = createFileRoute('/_app/trip-need-to-confirm')({
  ...screenRoute(TRIP_CONFIRM_CODE, 'menu:tripNeedToConfirm', ['trips']),
  loader: (match) => prefetch(match, tripsToConfirm()),
  component: ConfirmTripsPage,
})
