import { Badge } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSocketStatus } from '../../realtime/socket'

/**
 * The live-update connection of the socket (ARCHITECTURE "Realtime": the header shows it). On a phone the dot
 * alone shows; its words are still read out.
 */
export function ConnectionStatus() {
  const { t } = useTranslation()
  const live = useSocketStatus()
  return (
    <span
      role="status"
      aria-live="polite"
      style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', lineHeight: 1.5 }}
    >
      <Badge status={live ? 'success' : 'error'} />
      <span className="frame-words frame-status-words">{live ? t('layout.live') : t('layout.offline')}</span>
    </span>
  )
}
