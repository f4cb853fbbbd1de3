import { createFileRoute } from '@tanstack/react-router'
import { allRoles } from '../../../api/resources/role'
import { prefetch, screenRoute } from '../../../components/resource/screen-route'
import { AccountFormPage } from '../../../features/people/AccountFormPage'

/** A new staff account (user.create). */
export const Route = createFileRoute('/_app/user/add')({
  ...screenRoute('user.create', 'menu:userAdd', ['access']),
  loader: (match) => prefetch(match, allRoles()),
  component: function UserAddRoute() {
    return <AccountFormPage />
  },
})
