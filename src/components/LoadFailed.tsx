import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import './load-failed.css'

/**
 * A read that failed: what could not be loaded, said as an alert, and a button to try again. Drawn with antd's
 * colours but not its Alert, which every desk would otherwise load first for a state it rarely shows.
 */
export function LoadFailed({
  title,
  onRetry,
  retrying,
}: {
  title: string
  onRetry: () => void
  retrying?: boolean
}) {
  const { t } = useTranslation('ui')
  return (
    <div className="load-failed" role="alert">
      <span className="load-failed__title">{title}</span>
      <Button onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  )
}
