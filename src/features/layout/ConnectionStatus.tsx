import { Badge } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSocketStatus } from '../../realtime/socket'

/** The live-update connection of the socket (ARCHITECTURE "Realtime": the header shows it). */
export function ConnectionStatus() {
  const { t } = useTranslation()
  const live = useSocketStatus()
  return (
    <span role="status" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
      <Badge status={live ? 'success' : 'error'} text={live ? t('layout.live') : t('layout.offline')} />
    </span>
  )
}
