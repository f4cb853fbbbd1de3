import { useCallback, useSyncExternalStore } from 'react'

/** Below antd's `md` breakpoint (768 px): a phone, where the side menu is an overlay and the header compact. */
export const PHONE_QUERY = '(max-width: 767.98px)'

/** The user asked their system for less motion (an accessibility setting). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

const media = (query: string) => (typeof window === 'undefined' ? undefined : window.matchMedia?.(query))

/** Whether `query` matches now; follows changes (a rotation, a resized window, a changed system setting). */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = media(query)
      list?.addEventListener?.('change', listener)
      return () => list?.removeEventListener?.('change', listener)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => media(query)?.matches ?? false,
    () => false,
  )
}

/** true on a screen narrower than 768 px; follows a rotation or a resized window. */
export const usePhone = () => useMediaQuery(PHONE_QUERY)

/** true when the user's system asks for reduced motion: antd's opening and closing motions are then off. */
export const useReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY)
