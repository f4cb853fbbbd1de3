import { createFileRoute, notFound } from '@tanstack/react-router'
import { isApiError } from '../../../api/http'
import { allRoles } from '../../../api/resources/role'
import { accounts } from '../../../api/resources/user'
import { NotFoundPage } from '../../../components/NotFound'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { AccountFormPage } from '../../../features/people/AccountFormPage'

/** An account id as the URL may carry it: a whole number from 1, nothing else. */
const accountIdOf = (raw: string): number | null => (/^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null)

/** A staff account's edit (user.update); /user/info, /user/add … are routes of their own. */
export const Route = createFileRoute('/_app/user/$id')({
  ...screenRoute('user.update', 'menu.userEdit', ['access']),
  loader: async (match) => {
    const id = accountIdOf(match.params.id)
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
