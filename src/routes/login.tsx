import { createFileRoute, redirect } from '@tanstack/react-router'
import { z } from 'zod'
import { LoginPage } from '../features/auth/LoginPage'
import { safeRedirect } from '../lib/safe-redirect'
import { readToken } from '../stores/session'

const searchSchema = z.object({ redirect: z.string().optional().catch(undefined) })

export const Route = createFileRoute('/login')({
  validateSearch: searchSchema,
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
