import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { CustomerPage } from '../../../../features/people/CustomerPage'

/** A new customer (`customer.create`). */
export const Route = createFileRoute('/_app/user/customer/add')({
  ...screenRoute('customer.create', 'menu:customers', ['customers', 'booking']),
  loader: (match) => prefetch(match),
  component: function CustomerAddRoute() {
    return <CustomerPage />
  },
})
