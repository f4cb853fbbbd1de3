import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../api/http'
import { permissionModules, roles } from '../../api/resources/role'
import { NotFoundPage } from '../../components/NotFound'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { RolePermissionsPage } from '../../features/access/RolePermissionsPage'
import { recordIdOf } from '../../lib/list-search'

/** A role's permissions (/role/{id}/permissions): read with role.view, changed with role.permission. */
export const Route = createFileRoute('/_app/role_/$id/permissions')({
  ...screenRoute('role.view', 'menu:roles', ['access', 'roles']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(roles.detail(id)).then(
        (role) => {
          if (!role) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      prefetch(match, permissionModules()),
    ])
    return { id }
  },
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function RolePermissionsRoute() {
    return <RolePermissionsPage id={Route.useLoaderData().id} />
  },
})
