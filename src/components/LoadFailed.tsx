import { Alert, Button } from 'antd'
import { useTranslation } from 'react-i18next'

/** A read that failed: what could not be loaded, said as an alert, and a button to try again. */
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
    <Alert
      type="error"
      role="alert"
      showIcon
      title={title}
      action={
        <Button onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      }
    />
  )
}
