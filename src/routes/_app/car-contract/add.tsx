import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { NewContractPage } from '../../../features/contracts/NewContractPage'

/** A new car-rental contract (carContract.create): the customer found by phone, as at the booking desk. */
export const Route = createFileRoute('/_app/car-contract/add')({
  ...screenRoute('carContract.create', 'menu:carContracts', ['contracts']),
  loader: (match) => prefetch(match),
  component: NewContractPage,
})
