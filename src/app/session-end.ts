import type { QueryClient } from '@tanstack/react-query'
import { setSessionEndHandler } from '../api/http'
import { settingKeys } from '../api/resources/settings'
import { loginRedirectTarget } from '../lib/safe-redirect'
import { useSession } from '../stores/session'
import { disconnectSocket } from '../realtime/socket'
import type { AppRouter } from './router'

/**
 * Drops every cached server answer of the signed-in user. The public settings (theme, language, title)
 * stay, so the app does not fall back to its boot spinner on sign-out.
 */
export function clearUserData(queryClient: QueryClient) {
  const predicate = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== settingKeys.all[0]
  void queryClient.cancelQueries({ predicate })
  queryClient.removeQueries({ predicate })
  queryClient.getMutationCache().clear()
}

/** Sign-out, whether asked for or forced: socket down, session and user data gone. Navigation is the caller's. */
export function endSession(queryClient: QueryClient) {
  disconnectSocket()
  useSession.getState().clear()
  clearUserData(queryClient)
}

/** When the HTTP core ends the session (token expired, refresh failed): clear it and go to /login?redirect=... */
export function registerSessionEnd(router: AppRouter, queryClient: QueryClient) {
  setSessionEndHandler(() => {
    endSession(queryClient)
    if (window.location.pathname === '/login') return
    void router.navigate({ to: '/login', search: { redirect: loginRedirectTarget(window.location) } })
  })
}
