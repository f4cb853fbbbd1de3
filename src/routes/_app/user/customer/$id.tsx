import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../../api/http'
import { customers } from '../../../../api/resources/customer'
import { NotFoundPage } from '../../../../components/NotFound'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { CustomerPage } from '../../../../features/people/CustomerPage'
import { recordIdOf } from '../../../../lib/list-search'

/** A customer's page (code `customer`; their changes with `customer.update`): details, standing and history. */
export const Route = createFileRoute('/_app/user/customer/$id')({
  ...screenRoute('customer', 'menu:customers', ['customers', 'booking']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(customers.detail(id)).then(
        (customer) => {
          if (!customer) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      prefetch(match),
    ])
    return { id }
  },
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function CustomerRoute() {
    return <CustomerPage id={Route.useLoaderData().id} />
  },
})
