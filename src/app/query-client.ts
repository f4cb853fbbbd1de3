import { MutationCache, QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/http'
import { invalidateKeys } from '../api/invalidate'
import type { ChangeEvent } from '../realtime/events'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * The backend's announcement of the same change: once the mutation succeeds, the one global MutationCache
       * invalidates what it invalidates (src/realtime/events.ts).
       */
      event?: ChangeEvent
    }
  }
}

/** One QueryClient per app (and per test). Retries live here only, never in ky. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: async (_data, _variables, _context, mutation) => {
        const event = mutation.meta?.event
        if (!event) return
        // the map loads with the signed-in frame (no command of the public pages names an event): here, at once
        const { invalidatedBy } = await import('../realtime/events')
        await invalidateKeys(queryClient, invalidatedBy(event))
      },
    }),
    defaultOptions: {
      queries: {
        // once more after a network failure, a timeout or a server error; never after a refusal (4xx) or an
        // answer of the wrong shape (asking again gets the same answer)
        retry: (failures, error) =>
          failures < 1 &&
          !(
            error instanceof ApiError &&
            ((error.status >= 400 && error.status < 500) || error.kind === 'response')
          ),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: 0 },
    },
  })
  return queryClient
}
