import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../../i18n'
import { ChangePasswordPage } from '../../../../features/account/ChangePasswordPage'

export const Route = createFileRoute('/_app/user/changepassword/')({
  staticData: { titleKey: 'layout.changePassword' },
  loader: () => loadNamespaces('account'),
  component: ChangePasswordPage,
})
