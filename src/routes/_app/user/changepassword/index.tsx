import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../../../components/resource/screen-route'
import { ChangePasswordPage } from '../../../../features/account/ChangePasswordPage'

export const Route = createFileRoute('/_app/user/changepassword/')({
  ...screenRoute('signed-in', 'layout.changePassword', ['account']),
  loader: (match) => prefetch(match),
  component: ChangePasswordPage,
})
