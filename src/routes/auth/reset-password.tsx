import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A plain function, not a zod schema: the public pages carry no zod. */
const validateSearch = (search: Record<string, unknown>): { token?: string; email?: string } => ({
  token: text(search.token),
  email: text(search.email),
})

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch,
  staticData: { titleKey: 'auth.reset.title' },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  return <ResetPasswordPage token={token ?? ''} email={email ?? ''} />
}
