import { useEffect, useState } from 'react'
import { Badge } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSocketStatus } from '../../realtime/socket'

/** How long the first attempt may take before the header says the connection is down. */
const CONNECT_GRACE_MS = 10_000

const BADGE = { connecting: 'default', live: 'success', offline: 'error' } as const
const WORDS = { connecting: 'layout.connecting', live: 'layout.live', offline: 'layout.offline' } as const

/**
 * The live-update connection of the socket (ARCHITECTURE "Realtime": the header shows it): "Đang kết nối…" in
 * grey until the first attempt has had its chance (the frame starts it as it mounts), then "Trực tuyến", or
 * "Mất kết nối" once an attempt failed, the connection was lost, or the first attempt has not connected within
 * CONNECT_GRACE_MS. On a phone the dot alone shows; its words are still read out.
 */
export function ConnectionStatus() {
  const { t } = useTranslation()
  const connected = useSocketStatus()
  const [waited, setWaited] = useState(false)
  useEffect(() => {
    if (connected !== undefined) return
    const timer = setTimeout(() => setWaited(true), CONNECT_GRACE_MS)
    return () => clearTimeout(timer)
  }, [connected])
  const state = connected ? 'live' : connected === false || waited ? 'offline' : 'connecting'
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
