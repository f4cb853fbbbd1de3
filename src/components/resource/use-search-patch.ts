import { useCallback } from 'react'

/**
 * Writes a patch into the route's search params (page, sort, filters). `replace` corrects the address without
 * a history entry (e.g. a page past the end after deletes), so Back does not return to the wrong page.
 */
export type SearchPatch<S> = (patch: Partial<S>, options?: { replace?: boolean }) => void

/** A stable SearchPatch over a route's `useNavigate()`: `useSearchPatch(Route.useNavigate())`. */
export function useSearchPatch<S>(
  navigate: (options: { search: (prev: S) => S; replace?: boolean }) => Promise<void>,
): SearchPatch<S> {
  return useCallback(
    (patch, options) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: options?.replace }),
    [navigate],
  )
}
