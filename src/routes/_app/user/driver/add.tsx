import { createFileRoute } from '@tanstack/react-router'
import { DRIVER_KIND } from '../../../../api/contracts/account'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { DriverFormPage } from '../../../../features/people/DriverFormPage'

/** A new driver (code `driver`); `?type=1` a motorbike driver, as chosen on the list. */
export const Route = createFileRoute('/_app/user/driver/add')({
  ...screenRoute('driver', 'menu:drivers', ['access']),
  validateSearch: (search: Record<string, unknown>): { type?: 1 } =>
    search.type === DRIVER_KIND.motor ? { type: DRIVER_KIND.motor } : {},
  loader: (match) => prefetch(match),
  component: function DriverAddRoute() {
    return <DriverFormPage kind={Route.useSearch().type ?? DRIVER_KIND.driver} />
  },
})
