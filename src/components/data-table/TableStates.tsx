import { Button, Empty, Skeleton } from 'antd'
import { useTranslation } from 'react-i18next'

/** "Không tải được dữ liệu." with a Retry button. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation(['ui', 'table'])
  return (
    <div className="dt-error">
      <span role="alert">{t('table:loadError')}</span>
      {onRetry && <Button onClick={onRetry}>{t('table:retry')}</Button>}
    </div>
  )
}

/** The body of a table with no rows to show: the load error, the first load or the empty text. */
export function StateBody({
  colCount,
  error,
  firstLoad,
  emptyText,
  onRetry,
}: {
  colCount: number
  error?: boolean
  firstLoad: boolean
  emptyText?: string
  onRetry?: () => void
}) {
  const { t } = useTranslation(['ui', 'table'])
  let content
  if (error) content = <LoadError onRetry={onRetry} />
  else if (firstLoad)
    content = (
      <>
        <span className="sr-only" role="status">
          {t('table:loading')}
        </span>
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      </>
    )
  else content = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? t('table:empty')} />
  return (
    <tbody>
      <tr>
        <td colSpan={Math.max(colCount, 1)} className="dt-state">
          {content}
        </td>
      </tr>
    </tbody>
  )
}
