import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../../api/http'
import { drivers } from '../../../../api/resources/driver'
import { NotFoundPage } from '../../../../components/NotFound'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { DriverFormPage } from '../../../../features/people/DriverFormPage'

/** A driver id as the URL may carry it: a whole number from 1, nothing else. */
const driverIdOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

/** A driver's page (code `driver`): the form, their trips of the last 30 days and this month's pay. */
export const Route = createFileRoute('/_app/user/driver/$id')({
  ...screenRoute('driver', 'menu.drivers', ['access', 'stats']),
  loader: async (match) => {
    const id = driverIdOf(match.params.id)
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
