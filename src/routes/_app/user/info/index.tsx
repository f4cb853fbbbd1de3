import { createFileRoute } from '@tanstack/react-router'
import { loadNamespaces } from '../../../../i18n'
import { meQuery } from '../../../../api/resources/auth'
import { ProfilePage } from '../../../../features/account/ProfilePage'

export const Route = createFileRoute('/_app/user/info/')({
  staticData: { titleKey: 'layout.profile' },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(meQuery())
    return loadNamespaces('account')
  },
  component: ProfilePage,
})
