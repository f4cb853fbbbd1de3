import { Badge } from 'antd'
import { useTranslation } from 'react-i18next'
import { useConnectionState } from '../../realtime/socket'

const BADGE = { connecting: 'default', live: 'success', offline: 'error' } as const
const WORDS = { connecting: 'layout.connecting', live: 'layout.live', offline: 'layout.offline' } as const

/**
 * The live-update connection of the socket (ARCHITECTURE "Realtime": the header shows it): "Đang kết nối…" in
 * grey until the first attempt has had its chance, then "Trực tuyến" or "Mất kết nối". On a phone the dot alone
 * shows; its words are still read out.
 */
export function ConnectionStatus() {
  const { t } = useTranslation()
  const state = useConnectionState()
  return (
    <span
      role="status"
      aria-live="polite"
      style={{ whiteSpace: 'nowrap', display: 'inline-flex', alignItems: 'center', lineHeight: 1.5 }}
    >
      <Badge status={BADGE[state]} />
      <span className="frame-words frame-status-words">{t(WORDS[state])}</span>
    </span>
  )
}
