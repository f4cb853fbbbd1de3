import { useSyncExternalStore } from 'react'

/** Below antd's `md` breakpoint (768 px): a phone, where the side menu is an overlay and the header compact. */
export const PHONE_QUERY = '(max-width: 767.98px)'

const media = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(PHONE_QUERY))

const subscribe = (listener: () => void) => {
  const list = media()
  list?.addEventListener?.('change', listener)
  return () => list?.removeEventListener?.('change', listener)
}

/** true on a screen narrower than 768 px; follows a rotation or a resized window. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  )
}
