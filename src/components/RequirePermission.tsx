import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession, isSuperUser, permissionCodes } from '../stores/session'
import { StatusPage } from './NotFound'
import type { User } from '../api/schemas/auth'
import type { PermissionCode } from '../lib/permission-codes'

/** The supereme role holds every code (SPEC §6). */
export const hasPermission = (user: User | null, code: PermissionCode) =>
  isSuperUser(user) || permissionCodes(user).has(code)

/**
 * A screen for the holders of `code` only (SPEC §2's menu codes). Others get a 403 page instead, before
 * the screen makes a single call; the backend refuses them anyway.
 */
export function RequirePermission({ code, children }: { code: PermissionCode; children: ReactNode }) {
  const { t } = useTranslation(['ui', 'errors'])
  const user = useSession((s) => s.user)
  if (hasPermission(user, code)) return children
  return <StatusPage code={403} text={t('errors:forbidden')} />
}
