import { createFileRoute } from '@tanstack/react-router'
import { tripConfirmScreen } from '../../api/contracts/screens'
import { tripsToConfirm } from '../../api/resources/trip'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { ConfirmTripsPage } from '../../features/trips/ConfirmTripsPage'

export const Route = createFileRoute('/_app/trip-need-to-confirm')({
  ...screenRoute(tripConfirmScreen.permission, 'menu:tripNeedToConfirm', [tripConfirmScreen.ns]),
  loader: (match) => prefetch(match, tripsToConfirm()),
  component: ConfirmTripsPage,
})
