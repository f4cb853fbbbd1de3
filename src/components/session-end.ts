import type { QueryClient } from '@tanstack/react-query'
import { disconnectSocket } from '../realtime/socket'
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

/** Sign-out, whether asked for or forced: socket down, session and user data gone. Navigation is the caller's. */
export function endSession(queryClient: QueryClient) {
  disconnectSocket()
  useSession.getState().clear()
  clearUserData(queryClient)
}
