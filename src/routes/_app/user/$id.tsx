import { createFileRoute, notFound } from '@tanstack/react-router'
import { recordIdOf } from '../../../lib/list-search'
import { isApiError } from '../../../api/http'
import { allRoles } from '../../../api/resources/role'
import { accounts } from '../../../api/resources/user'
import { NotFoundPage } from '../../../components/NotFound'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { AccountFormPage } from '../../../features/people/AccountFormPage'

/** A staff account's edit (user.update); /user/info, /user/add … are routes of their own. */
export const Route = createFileRoute('/_app/user/$id')({
  ...screenRoute('user.update', 'menu:userEdit', ['access']),
  loader: async (match) => {
    const id = recordIdOf(match.params.id)
    if (id === null) throw notFound()
    await Promise.all([
      match.context.queryClient.ensureQueryData(accounts.detail(id)).then(
        (account) => {
          if (!account) throw notFound()
        },
        (error: unknown) => {
          if (isApiError(error) && error.status === 404) throw notFound()
          // Any other failure still opens the screen: it shows the error and its Retry.
        },
      ),
      prefetch(match, allRoles()),
    ])
    return { id }
  },
  notFoundComponent: () => <NotFoundPage standalone={false} />,
  component: function UserEditRoute() {
    return <AccountFormPage id={Route.useLoaderData().id} />
  },
})
