import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../api/http'
import { detailQuery } from '../../api/list-query'
import { API } from '../../api/paths'
import type { Trip } from '../../api/schemas/trips'
import { NotFoundPage } from '../../components/NotFound'
import { guardedRoute } from '../../components/resource/list-route'
import { TripDetailPage } from '../../features/trips/TripDetailPage'
import { loadNamespaces } from '../../i18n'

// Not tripContract: route options load with the first bundle, and the trip contract's module is more than this needs.
const TRIPS = { group: 'trip', path: API.trip } as const
const VIEW = 'trip.view'

/** A trip id as the URL may carry it: a whole number from 1, nothing else. */
const tripIdOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

/** A trip's detail (/trip/{id}); `trip_` keeps it out of the roster route /trip. */
export const Route = createFileRoute('/_app/trip_/$id')({
  ...guardedRoute(VIEW, 'tripDetail.title'),
  loader: async ({ context, params }) => {
    const id = tripIdOf(params.id)
    if (id === null) throw notFound()
    await Promise.all([
      context.queryClient.ensureQueryData(detailQuery<Trip>(TRIPS, id)).then(
        (trip) => {
          if (!trip) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      loadNamespaces('trips', 'seatMap', 'form', 'booking'),
    ])
    return { id }
  },
  // the route's own match renders it, inside the layout
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function TripDetailRoute() {
    return <TripDetailPage id={Route.useLoaderData().id} />
  },
})
