import type { ReactNode } from 'react'
import { Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from './LoadFailed'

/** What QueryState reads of a query: TanStack's result (`useQuery(...)`) fits. */
export interface QueryLike<T> {
  data: T | undefined
  isPending: boolean
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

export interface QueryStateProps<T> {
  query: QueryLike<T>
  /** what could not be loaded: said, with Retry, when the first load failed */
  error: string
  /** when the data counts as empty, and what is shown then instead of the children */
  empty?: { when: (data: NonNullable<T>) => boolean; say: ReactNode }
  /** what shows while nothing is there; by default a skeleton of `skeletonRows` lines */
  loading?: ReactNode
  skeletonRows?: number
  children: (data: NonNullable<T>) => ReactNode
}

/**
 * A query's states, one way everywhere: the skeleton while nothing is there, the error with Retry when the first
 * load failed (or answered nothing), the empty state, otherwise the children with the data. A refresh that fails
 * keeps the data shown and says it could not refresh, with Retry (as the lists do).
 */
export function QueryState<T>({
  query,
  error,
  empty,
  loading,
  skeletonRows = 4,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation('ui')
  const retry = () => void query.refetch()
  const data = query.data
  if (data === undefined || data === null) {
    if (query.isPending)
      return (
        loading ?? (
          <>
            <span className="sr-only" role="status">
              {t('common.loading')}
            </span>
            <Skeleton active paragraph={{ rows: skeletonRows }} />
          </>
        )
      )
    return <LoadFailed title={error} onRetry={retry} retrying={query.isFetching} />
  }
  return (
    <>
      {query.isError && (
        <LoadFailed title={t('common.refreshFailed')} onRetry={retry} retrying={query.isFetching} />
      )}
      {empty?.when(data) ? empty.say : children(data)}
    </>
  )
}
