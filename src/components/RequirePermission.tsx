import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { useSession, isSuperUser, permissionCodes } from '../stores/session'
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
  const { t } = useTranslation()
  const user = useSession((s) => s.user)
  if (hasPermission(user, code)) return children
  return (
    <div style={{ padding: '64px 24px', textAlign: 'center' }}>
      <h1 style={{ margin: 0, fontSize: 48 }}>403</h1>
      <p style={{ margin: '8px 0 24px', fontSize: 18 }}>{t('errors:forbidden')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </div>
  )
}
