import { Suspense, type ReactNode } from 'react'
import { Loading } from './QueryState'

/**
 * Where a part of a screen renders whose code loads when it is first shown (`lazy(() => import(…))`: a form, a
 * table, a log): the loading state while the code arrives. A dialog's is `DialogSuspense`; a query's, QueryState.
 */
export function PartSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>
}
