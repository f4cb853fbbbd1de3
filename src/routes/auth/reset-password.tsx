import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod'
import { ResetPasswordPage } from '../../features/auth/ResetPasswordPage'

const searchSchema = z.object({
  token: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
})

export const Route = createFileRoute('/auth/reset-password')({
  validateSearch: searchSchema,
  staticData: { titleKey: 'auth.reset.title' },
  component: ResetPasswordRoute,
})

function ResetPasswordRoute() {
  const { token, email } = Route.useSearch()
  return <ResetPasswordPage token={token ?? ''} email={email ?? ''} />
}
