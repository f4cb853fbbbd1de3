import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query'

/**
 * Marks stale every cached query under any of `keys`, in one pass: a query under two of them (['ticket'] and
 * ['ticket', 'holds']) is refetched once, not once per key.
 */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]): Promise<void> {
  if (!keys.length) return Promise.resolve()
  return queryClient.invalidateQueries({
    predicate: (query) => keys.some((key) => partialMatchKey(query.queryKey, key)),
  })
}

/** How long changes are gathered before the cache is told: a burst arrives within a few milliseconds. */
export const BURST_MS = 25

/**
 * Invalidation for changes announced from elsewhere (socket events, push messages): a burst of them (a merge
 * announces every moved ticket, a load every parcel) makes one refetch per query, not one per event.
 */
export function batchedInvalidation(
  queryClient: QueryClient,
  windowMs = BURST_MS,
): (keys: readonly QueryKey[]) => void {
  let pending: QueryKey[] = []
  let timer: ReturnType<typeof setTimeout> | null = null
  return (keys) => {
    pending.push(...keys)
    timer ??= setTimeout(() => {
      const gathered = pending
      pending = []
      timer = null
      void invalidateKeys(queryClient, gathered)
    }, windowMs)
  }
}
