import { useEffect } from 'react'
import { App as AntApp } from 'antd'
import { setNotifier, TOAST_DURATION_MS } from '../lib/notify'

/**
 * Hands antd's notification API (inside <App>, so themed and localised) to the framework-free notify sink.
 * Persistent toasts (network, 403) stay at the top right until closed; the others follow the global
 * configuration of SPEC §9: top centre, auto-close after 3 s. A repeated key updates the toast in place.
 */
export function NotifierBridge() {
  const { notification } = AntApp.useApp()
  useEffect(() => {
    const previous = setNotifier(({ type, message, key, persistent, duration }) => {
      notification[type]({
        key,
        title: message,
        placement: persistent ? 'topRight' : 'top',
        duration: persistent ? 0 : (duration ?? TOAST_DURATION_MS) / 1000,
        closable: true,
        role: type === 'error' || type === 'warning' ? 'alert' : 'status',
      })
    })
    return () => {
      setNotifier(previous)
    }
  }, [notification])
  return null
}
