import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../../../../api/resources/auth'
import { ProfilePage } from '../../../../features/account/ProfilePage'

export const Route = createFileRoute('/_app/user/info/')({
  staticData: { titleKey: 'account.profile.title' },
  loader: ({ context }) => void context.queryClient.prefetchQuery(profileQuery()),
  component: ProfilePage,
})
