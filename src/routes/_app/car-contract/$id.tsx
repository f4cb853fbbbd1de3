import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../api/http'
import { carContracts } from '../../../api/resources/car-contract'
import { NotFoundPage } from '../../../components/NotFound'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { CarContractPage } from '../../../features/contracts/CarContractPage'
import { recordIdOf } from '../../../lib/list-search'

/** A car-rental contract (carContract.view): its form, status moves, payments and paper. */
export const Route = createFileRoute('/_app/car-contract/$id')({
  ...screenRoute('carContract.view', 'menu:carContracts', ['contracts']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(carContracts.detail(id)).then(
        (contract) => {
          if (!contract) throw notFound()
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
  component: function CarContractRoute() {
    return <CarContractPage id={Route.useLoaderData().id} />
  },
})
