/** The signed-in user (`me`: their account, roles and permission codes) and the session's own calls. */
import { useCallback } from 'react'
import { useQuery } from '@tanstack/react-query'
import { defineGroup, get, send } from '../define-group'
import { post } from '../http'
import { API } from '../paths'
import type { LoginRequest, LoginResponse, ProfileUpdate, User } from '../schemas/auth'
import { resourceEvent } from '../../realtime/events'
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
  event: resourceEvent('user', 'updated'),
})

/** Session calls made before or outside any screen's cache: sign-in, sign-out, forgotten and changed passwords. */
export const authApi = {
  login: (body: LoginRequest) => post<LoginResponse>(API.auth.login, body),
  logout: () => post<unknown>(API.auth.logout),
  forgotPassword: (body: { email: string }) => post<unknown>(API.auth.forgotPassword, body),
  resetPassword: (body: { email: string; token: string; password: string; confirmPassword: string }) =>
    post<unknown>(API.auth.resetPassword, body),
  changePassword: (body: { old_password: string; password: string; confirmPassword: string }) =>
    post<unknown>(API.auth.changePassword, body),
}

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
