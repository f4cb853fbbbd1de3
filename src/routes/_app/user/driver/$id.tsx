import { createFileRoute, notFound } from '@tanstack/react-router'
import { recordIdOf } from '../../../../lib/list-search'
import { isApiError } from '../../../../api/http'
import { drivers } from '../../../../api/resources/driver'
import { NotFoundPage } from '../../../../components/NotFound'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { DriverFormPage } from '../../../../features/people/DriverFormPage'

/** A driver's page (code `driver`): the form, their trips of the last 30 days and this month's pay. */
export const Route = createFileRoute('/_app/user/driver/$id')({
  ...screenRoute('driver', 'menu:drivers', ['access']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(drivers.detail(id)).then(
        (driver) => {
          if (!driver) throw notFound()
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
  component: function DriverEditRoute() {
    return <DriverFormPage id={Route.useLoaderData().id} />
  },
})
