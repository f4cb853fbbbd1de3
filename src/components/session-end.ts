import type { QueryClient } from '@tanstack/react-query'
import { useSession } from '../stores/session'

/**
 * Drops every cached server answer of the signed-in user. The public settings (theme, language, title)
 * stay, so the app does not fall back to its boot spinner on sign-out.
 */
export function clearUserData(queryClient: QueryClient) {
  const predicate = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== 'setting'
  void queryClient.cancelQueries({ predicate })
  queryClient.removeQueries({ predicate })
  queryClient.getMutationCache().clear()
}

/**
 * Sign-out, whether asked for or forced: session and user data gone, and with the session the socket (its reset
 * registered by realtime/socket.ts through `onSignOut`). Navigation is the caller's.
 */
export function endSession(queryClient: QueryClient) {
  useSession.getState().clear()
  clearUserData(queryClient)
}
