import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { ProfilePage } from '../../../../features/account/ProfilePage'

/** The user's own profile: the guard has loaded it (`meQuery`). */
export const Route = createFileRoute('/_app/user/info/')({
  ...screenRoute('signed-in', 'layout.profile', ['account']),
  loader: (match) => prefetch(match),
  component: ProfilePage,
})
