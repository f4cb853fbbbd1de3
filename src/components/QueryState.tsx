import type { ReactNode } from 'react'
import { Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'
import { isApiError } from '../api/http'
import { LoadFailed } from './LoadFailed'

/** What QueryState reads of a query: TanStack's result (`useQuery(...)`) fits. */
export interface QueryLike<T> {
  data: T | undefined
  /** why it failed: a 404 is `missing` when the screen says so */
  error?: unknown
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
  /**
   * What is said when the first load found nothing to show (the answer had no data, or a 404), instead of the
   * error with Retry: there is nothing to load again. Without it, these are errors.
   */
  missing?: ReactNode
  /** what shows while nothing is there; by default a skeleton of `skeletonRows` lines */
  loading?: ReactNode
  skeletonRows?: number
  children: (data: NonNullable<T>) => ReactNode
}

/** What shows while something is not there yet: "Đang tải" said as a status, and a skeleton of `rows` lines. */
export function Loading({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('ui')
  return (
    <>
      <span className="sr-only" role="status">
        {t('common.loading')}
      </span>
      <Skeleton active paragraph={{ rows }} />
    </>
  )
}

const notFound = (error: unknown) => isApiError(error) && error.status === 404

/**
 * A query's states, one way everywhere: the skeleton while nothing is there, the error with Retry when the first
 * load failed (or answered nothing), the empty state, otherwise the children with the data. A refresh that fails
 * keeps the data shown and says it could not refresh, with Retry (as the lists do).
 */
export function QueryState<T>({
  query,
  error,
  empty,
  missing,
  loading,
  skeletonRows = 4,
  children,
}: QueryStateProps<T>) {
  const { t } = useTranslation('ui')
  const retry = () => void query.refetch()
  const data = query.data
  if (data === undefined || data === null) {
    if (query.isPending) return loading ?? <Loading rows={skeletonRows} />
    if (missing !== undefined && (!query.isError || notFound(query.error))) return missing
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
