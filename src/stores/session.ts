import { create } from 'zustand'
import type { User } from '../api/schemas/auth'
import { SUPER_ROLE_SLUG } from '../lib/permission-codes'

/** localStorage keys (SPEC §9: the token with a separate remember flag). */
export const TOKEN_KEY = 'token'
export const REMEMBER_KEY = 'remember'
const USER_KEY = 'user'

interface SessionState {
  token: string | null
  user: User | null
  deviceToken: string | null
  signIn: (token: string, user: User, remember: boolean) => void
  setToken: (token: string) => void
  setUser: (user: User) => void
  setDeviceToken: (deviceToken: string | null) => void
  /** Clears token, remember flag and user. Navigation is the caller's business. */
  clear: () => void
}

function readUser(): User | null {
  try {
    const raw = localStorage.getItem(USER_KEY)
    return raw ? (JSON.parse(raw) as User) : null
  } catch {
    return null
  }
}

export const useSession = create<SessionState>()((set) => ({
  token: localStorage.getItem(TOKEN_KEY),
  user: readUser(),
  deviceToken: null,
  signIn: (token, user, remember) => {
    localStorage.setItem(TOKEN_KEY, token)
    localStorage.setItem(REMEMBER_KEY, String(remember))
    localStorage.setItem(USER_KEY, JSON.stringify(user))
    set({ token, user })
  },
  setToken: (token) => {
    localStorage.setItem(TOKEN_KEY, token)
    set({ token })
  },
  setUser: (user) => {
    localStorage.setItem(USER_KEY, JSON.stringify(user))
    set({ user })
  },
  setDeviceToken: (deviceToken) => set({ deviceToken }),
  clear: () => {
    localStorage.removeItem(TOKEN_KEY)
    localStorage.removeItem(REMEMBER_KEY)
    localStorage.removeItem(USER_KEY)
    set({ token: null, user: null })
  },
}))

/** The token as stored now: read fresh before every request, so another tab's refresh is used at once. */
export const readToken = () => localStorage.getItem(TOKEN_KEY)
/** SPEC §4: refresh only when the stored flag is exactly the string "true". */
export const isRemembered = () => localStorage.getItem(REMEMBER_KEY) === 'true'

/** Roles that count: a locked role (status 0) gives nothing, the super role included (as the backend rules). */
const activeRoles = (user: User | null) => user?.roles.filter((r) => r.status !== 0) ?? []
export const roleSlugs = (user: User | null) => activeRoles(user).map((r) => r.slug)
export const permissionCodes = (user: User | null) =>
  new Set(activeRoles(user).flatMap((r) => r.permissions.map((p) => p.action.code)))
export const isSuperUser = (user: User | null) => roleSlugs(user).includes(SUPER_ROLE_SLUG)
/** The user holds `code` (the super role holds every code, SPEC §6). */
export const holdsCode = (user: User | null, code: string) =>
  isSuperUser(user) || permissionCodes(user).has(code)
