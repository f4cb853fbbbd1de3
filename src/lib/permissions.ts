import { SUPER_ROLE_SLUG } from './permission-codes'

/** What the permission rules read of an account: its roles, their status and their permission codes. */
export interface RoleHolder {
  roles: ReadonlyArray<{
    slug: string
    status: number
    permissions: ReadonlyArray<{ action: { code: string } }>
  }>
}

/** Roles that count: a locked role (status 0) gives nothing, the super role included (as the backend rules). */
const activeRoles = (user: RoleHolder | null | undefined) => user?.roles.filter((r) => r.status !== 0) ?? []
export const roleSlugs = (user: RoleHolder | null | undefined) => activeRoles(user).map((r) => r.slug)
export const permissionCodes = (user: RoleHolder | null | undefined) =>
  new Set(activeRoles(user).flatMap((r) => r.permissions.map((p) => p.action.code)))
export const isSuperUser = (user: RoleHolder | null | undefined) => roleSlugs(user).includes(SUPER_ROLE_SLUG)
/** The user holds `code` (the super role holds every code, SPEC §6). */
export const holdsCode = (user: RoleHolder | null | undefined, code: string) =>
  isSuperUser(user) || permissionCodes(user).has(code)
