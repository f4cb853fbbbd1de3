import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../../i18n'
import { profileQuery } from '../../../../api/resources/auth'
import { ProfilePage } from '../../../../features/account/ProfilePage'

export const Route = createFileRoute('/_app/user/info/')({
  staticData: { titleKey: 'layout.profile' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQuery())
    return loadNamespaces('account')
  },
  component: ProfilePage,
})
