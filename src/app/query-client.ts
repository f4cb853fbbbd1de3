import { MutationCache, QueryClient, type QueryKey } from '@tanstack/react-query'
import { ApiError } from '../api/http'
import { invalidateKeys } from '../api/invalidate'

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Query keys to invalidate once the mutation succeeds (applied by the one global MutationCache). */
      invalidates?: readonly QueryKey[]
    }
  }
}

/** One QueryClient per app (and per test). Retries live here only, never in ky. */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (_data, _variables, _context, mutation) =>
        invalidateKeys(queryClient, mutation.meta?.invalidates ?? []),
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
