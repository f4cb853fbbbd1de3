import { create } from 'zustand'
import { REMEMBER_KEY, TOKEN_KEY } from './session-keys'

export { REMEMBER_KEY, TOKEN_KEY }

/**
 * The session: the token (and this browser's push device token). Who the user is and what they may do is the
 * server's answer (`meQuery` of api/resources/auth), cached and refreshed when a role or an account changes.
 */
interface SessionState {
  token: string | null
  deviceToken: string | null
  signIn: (token: string, remember: boolean) => void
  setToken: (token: string) => void
  setDeviceToken: (deviceToken: string | null) => void
  /** Clears token and remember flag. Navigation is the caller's business. */
  clear: () => void
}

/**
 * What the signed-in user left in module-level stores (a desk's scan list, …): each registers its reset here, and
 * every end of a session (sign-out from the menu, an expired token, another tab's sign-out) runs them all, so
 * nothing of one clerk is shown to the next who signs in on the same tab.
 */
const resets = new Set<() => void>()
export function onSignOut(reset: () => void): void {
  resets.add(reset)
}

export const useSession = create<SessionState>()((set) => ({
  token: localStorage.getItem(TOKEN_KEY),
  deviceToken: null,
  signIn: (token, remember) => {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(REMEMBER_KEY, String(remember))
    set({ token })
  },
  setToken: (token) => {
    localStorage.setItem(TOKEN_KEY, token)
    set({ token })
  },
  setDeviceToken: (deviceToken) => set({ deviceToken }),
  clear: () => {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(REMEMBER_KEY)
    // what older versions kept of the user: nothing reads it any more
    localStorage.removeItem('user')
    // the tab's storage holds this sign-in's choices only (the statistics' range): the next clerk starts clean,
    // even if the screen that wrote them never loaded after a reload
    sessionStorage.clear()
    set({ token: null })
    resets.forEach((reset) => reset())
  },
}))

/** The token as stored now: read fresh before every request, so another tab's refresh is used at once. */
export const readToken = () => localStorage.getItem(TOKEN_KEY)
/** SPEC §4: refresh only when the stored flag is exactly the string "true". */
export const isRemembered = () => localStorage.getItem(REMEMBER_KEY) === 'true'
