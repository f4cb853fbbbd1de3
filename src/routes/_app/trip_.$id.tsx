import { createFileRoute, notFound } from '@tanstack/react-router'
import { tripContract } from '../../api/contracts/trips'
import { isApiError } from '../../api/http'
import { detailQuery } from '../../api/list-query'
import type { Trip } from '../../api/schemas/trips'
import { NotFoundPage } from '../../components/NotFound'
import { requirePermission, RouteError } from '../../components/resource/list-route'
import { TripDetailPage } from '../../features/trips/TripDetailPage'
import { loadNamespaces } from '../../i18n'

/** A trip id as the URL may carry it: a whole number from 1, nothing else. */
const tripIdOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

/** A trip's detail (/trip/{id}); `trip_` keeps it out of the roster route /trip. */
export const Route = createFileRoute('/_app/trip_/$id')({
  staticData: { titleKey: 'tripDetail.title', permission: tripContract.permission },
  beforeLoad: requirePermission(tripContract.permission),
  loader: async ({ context, params }) => {
    const id = tripIdOf(params.id)
    if (id === null) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(detailQuery<Trip>(tripContract, id)).then(
        (trip) => {
          if (!trip) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      loadNamespaces(tripContract.ns, 'seatMap', 'form'),
    ])
    return { id }
  },
  errorComponent: RouteError,
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function TripDetailRoute() {
    return <TripDetailPage id={Route.useLoaderData().id} />
  },
})
