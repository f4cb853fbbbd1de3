import { createFileRoute, redirect } from '@tanstack/react-router'
import { LoginPage } from '../features/auth/LoginPage'
import { safeRedirect } from '../lib/safe-redirect'
import { readToken } from '../stores/session'

/** A plain function, not a zod schema: the sign-in page's first load carries no zod. */
const validateSearch = (search: Record<string, unknown>): { redirect?: string } => ({
  redirect: typeof search.redirect === 'string' ? search.redirect : undefined,
})

export const Route = createFileRoute('/login')({
  validateSearch,
  staticData: { titleKey: 'auth.login.title' },
  beforeLoad: ({ search }) => {
    // Already signed in: straight on to where the user was going (same-origin paths only).
    if (readToken()) throw redirect({ href: safeRedirect(search.redirect), replace: true })
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect } = Route.useSearch()
  return <LoginPage redirect={redirect} />
}
