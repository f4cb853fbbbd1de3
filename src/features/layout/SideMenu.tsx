import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useLocation } from '@tanstack/react-router'
import { Button, Menu, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { menuItemName, useMyMenu } from '../../api/resources/my-menu'
import type { MenuItem } from '../../api/schemas/access'
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

/**
 * The side menu (SPEC §2, §6): the backend's menu data as the user may see it, its subheaders over their links;
 * entries are real links. A role's or the menu's change refreshes it (their events).
 */
export function SideMenu() {
  const { t, i18n } = useTranslation()
  const menu = useMyMenu()
  const pathname = useLocation({ select: (l) => l.pathname })
  const items = useMemo(() => menuItems(menu.data ?? [], i18n.language), [menu.data, i18n.language])
  const active = activeMenuPath(
    pathname,
    (menu.data ?? []).filter((item) => item.type !== 'subheader').map((item) => item.slug),
  )

  return (
    <nav aria-label={t('layout.mainMenu')} aria-busy={menu.isPending}>
      {menu.isError && (
        <p role="alert" className="side-menu-error">
          {t('layout.menuError')}{' '}
          <Button size="small" onClick={() => void menu.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      )}
      <Menu
        mode="inline"
        items={items}
        selectedKeys={(menu.data ?? [])
          .filter((entry) => entry.type !== 'subheader' && entry.slug === active)
          .map((entry) => String(entry.id))}
        style={{ borderInlineEnd: 'none' }}
      />
    </nav>
  )
}

type MenuEntries = NonNullable<MenuProps['items']>

/** The entries as antd's menu takes them: each subheader a group of the links after it. */
function menuItems(entries: MenuItem[], language: string): MenuEntries {
  const result: MenuEntries = []
  let links = result
  for (const entry of entries) {
    if (entry.type === 'subheader') {
      const children: MenuEntries = []
      result.push({ type: 'group', key: `group-${entry.id}`, label: menuItemName(entry, language), children })
      links = children
      continue
    }
    links.push({
      key: String(entry.id),
      label: (
        <Link to={entry.slug}>
          {menuItemName(entry, language)}
          {/* shown with the entry: to the holders of its code */}
          {entry.slug === '/booking-waiting' && <NewWebBookings />}
        </Link>
      ),
    })
  }
  return result
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
