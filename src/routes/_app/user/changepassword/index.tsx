import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../../features/account/ChangePasswordPage'

export const Route = createFileRoute('/_app/user/changepassword/')({
  staticData: { titleKey: 'account.changePassword.title' },
  component: ChangePasswordPage,
})
