/** The signed-in user (`me`: their account, roles and permission codes) and the session's own calls. */
import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { defineGroup, get, send } from '../define-group'
import { FIRST_API as API } from '../first-paths'
import type { LoginRequest, LoginResponse, ProfileUpdate, User } from '../schemas/auth'
import type { ResourceEventName } from '../../realtime/events'
import { holdsCode } from '../../lib/permissions'
import type { PermissionCode } from '../../lib/permission-codes'
import { userSchema } from 'virtual:shapes/auth'

/** Under ['me']: a role's or an account's change refreshes it (realtime/events.ts), so menus and guards follow. */
const me = defineGroup('me')

/** The signed-in user with their roles and permission codes: what the menu, the guards and `can` read. */
export const meQuery = me.query('user', () => get<User>(API.profile, undefined, { shape: userSchema }), {
  staleTime: Infinity,
})

/** Saves the user's own profile. */
export const updateProfile = me.command('update', (body: ProfileUpdate) => send<User>(API.profile, body), {
  // the event's name, not `resourceEvent`: the events' module loads with the signed-in frame, not the sign-in page
  event: 'user:updated' satisfies ResourceEventName,
})

/** Sign-in: the token and the user (who then needs no second call: the sign-in page caches it as `me`). */
export const signInCall = me.command('sign-in', (body: LoginRequest) =>
  send<LoginResponse>(API.auth.login, body),
)
/** Sign-out of this sign-in (its token stops working). */
export const signOutCall = me.command('sign-out', () => send<unknown>(API.auth.logout))
/** A reset link mailed to the address, when an account uses it (the answer is the same either way). */
export const forgotPassword = me.command('forgot-password', (body: { email: string }) =>
  send<unknown>(API.auth.forgotPassword, body),
)
/** A new password from the reset link (every sign-in of the account ends). */
export const resetPassword = me.command(
  'reset-password',
  (body: { email: string; token: string; password: string; confirmPassword: string }) =>
    send<unknown>(API.auth.resetPassword, body),
)
/** The user's own new password, with the old one (every other sign-in of the account ends). */
export const changePassword = me.command(
  'change-password',
  (body: { old_password: string; password: string; confirmPassword: string }) =>
    send<unknown>(API.auth.changePassword, body),
)

/** The signed-in user, as the signed-in layout loaded it (null before, or signed out). */
export const useMe = (): User | null => useQuery(meQuery()).data ?? null

/**
 * `can(code)`: the signed-in user holds the permission code (SPEC §6; the super role holds every code). The menu,
 * the route guards (components/resource/screen-route) and every screen's actions ask the same question of the same answer.
 */
export function useCan(): (code: PermissionCode) => boolean {
  const me = useMe()
  return useCallback((code: PermissionCode) => holdsCode(me, code), [me])
}
