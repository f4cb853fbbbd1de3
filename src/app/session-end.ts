import type { QueryClient } from '@tanstack/react-query'
import { setSessionEndHandler } from '../api/http'
import { endSession } from '../components/session-end'
import { loginRedirectTarget } from '../lib/safe-redirect'
import type { AppRouter } from './router'

/** When the HTTP core ends the session (token expired, refresh failed): clear it and go to /login?redirect=... */
export function registerSessionEnd(router: AppRouter, queryClient: QueryClient) {
  setSessionEndHandler(() => {
    endSession(queryClient)
    if (window.location.pathname === '/login') return
    void router.navigate({ to: '/login', search: { redirect: loginRedirectTarget(window.location) } })
  })
}
