import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { Menu, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { MENU } from '../../lib/menu'
import { visibleMenu } from '../../lib/menu-filter'
import { permissionCodes, roleSlugs } from '../../lib/permissions'
import { useMe } from '../../api/resources/auth'
import { newWebBookings } from '../../api/resources/booking-waiting-count'

/** Own-account pages live under /user/ but are not the user list. */
const OWN_ACCOUNT = ['/user/info', '/user/changepassword']

/** The menu path the current location belongs to: the exact path or the longest parent path. */
export function activeMenuPath(pathname: string, paths: string[]): string | undefined {
  if (OWN_ACCOUNT.some((p) => pathname.startsWith(p))) return undefined
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  let best: string | undefined
  for (const path of paths) {
    if ((clean === path || clean.startsWith(`${path}/`)) && (!best || path.length > best.length)) best = path
  }
  return best
}

/** The side menu of SPEC §2, filtered by the user's roles and permission codes; entries are real links. */
export function SideMenu() {
  const { t } = useTranslation(['menu', 'ui'])
  const user = useMe()
  const pathname = useLocation({ select: (l) => l.pathname })
  const groups = useMemo(() => visibleMenu(MENU, permissionCodes(user), roleSlugs(user)), [user])

  const items: MenuProps['items'] = groups.map((group) => ({
    type: 'group',
    key: `group-${group.key}`,
    label: t(group.key),
    children: group.links.map((link) => ({
      key: link.path,
      label: (
        <Link to={link.path}>
          {t(link.key)}
          {/* shown with the entry: to the holders of its code */}
          {link.key === 'bookingWaiting' && <NewWebBookings />}
        </Link>
      ),
    })),
  }))
  const active = activeMenuPath(
    pathname,
    groups.flatMap((g) => g.links.map((l) => l.path)),
  )

  return (
    <nav aria-label={t('ui:layout.mainMenu')}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={active ? [active] : []}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  )
}

/**
 * How many website bookings no clerk has opened yet, beside "Vé chờ xếp xe": live (the waiting list's socket
 * events refresh it), nothing when there are none. Its words load with it (`live`).
 */
function NewWebBookings() {
  const { t, ready } = useTranslation('live', { useSuspense: false })
  const { data: count } = useQuery({ ...newWebBookings(), select: (page) => page.total })
  if (!count || !ready) return null
  const words = t('newWebBookings', { count })
  return (
    <>
      {' '}
      <span className="menu-count" title={words}>
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">({words})</span>
      </span>
    </>
  )
}
