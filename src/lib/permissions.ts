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

type HeldRole = RoleHolder['roles'][number]
const holdsEvery = (user: RoleHolder | null | undefined, codes: Iterable<string>) => {
  const held = permissionCodes(user)
  return [...codes].every((code) => held.has(code))
}

/**
 * Nobody gives a role they do not hold themselves: the super role only a super administrator gives, any other
 * role whoever holds every permission of it.
 */
export const mayGiveRole = (me: RoleHolder | null | undefined, role: HeldRole) =>
  isSuperUser(me) ||
  (role.slug !== SUPER_ROLE_SLUG &&
    holdsEvery(
      me,
      role.permissions.map((p) => p.action.code),
    ))

/** Nobody edits, locks or deletes an account whose rights exceed their own (a super administrator: any). */
export const mayManageAccount = (me: RoleHolder | null | undefined, account: RoleHolder) =>
  isSuperUser(me) || (!isSuperUser(account) && holdsEvery(me, permissionCodes(account)))
