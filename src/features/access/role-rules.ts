import type { Role } from '../../api/schemas/auth'
import { SUPER_ROLE_SLUG } from '../../lib/permission-codes'

/** The super role (slug `supereme`): it holds every code and is never changed nor deleted. */
export const isSuperRole = (role: Pick<Role, 'slug'>) => role.slug === SUPER_ROLE_SLUG

/** One of the signed-in user's own roles: others change it (the backend refuses the user's own change). */
export const roleIsMine = (
  me: { roles: ReadonlyArray<{ id: number }> } | null | undefined,
  role: Pick<Role, 'id'>,
) => !!me?.roles.some((r) => r.id === role.id)
