import { createFileRoute, notFound } from '@tanstack/react-router'
import { recordIdOf } from '../../lib/list-search'
import { isApiError } from '../../api/http'
import { tripDriverAndCar, trips, tripTickets } from '../../api/resources/trip'
import { NotFoundPage } from '../../components/NotFound'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { TripDetailPage } from '../../features/trips/TripDetailPage'

/** A trip's detail (/trip/{id}); `trip_` keeps it out of the roster route /trip. */
export const Route = createFileRoute('/_app/trip_/$id')({
  ...screenRoute('trip.view', 'tripDetail.title', ['trips', 'seatMap', 'booking']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(trips.detail(id)).then(
        (trip) => {
          if (!trip) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      prefetch(match, tripDriverAndCar(id), tripTickets(id)),
    ])
    return { id }
  },
  // the route's own match renders it, inside the layout
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function TripDetailRoute() {
    return <TripDetailPage id={Route.useLoaderData().id} />
  },
})
