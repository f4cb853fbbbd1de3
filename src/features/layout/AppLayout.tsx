import {
  Activity,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { Outlet, Link, useMatches, useRouter } from '@tanstack/react-router'
import { useMe } from '../../api/resources/auth'
import { fileUrl } from '../../api/http-signed-in'
import { useMyMenu } from '../../api/resources/my-menu'
import { StatusPage } from '../../components/NotFound'
import { mayOpen } from '../../components/resource/screen-route'
import type { User } from '../../api/schemas/auth'
import type { Access } from '../../lib/screen-paths'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Flex, Layout, Switch, theme } from 'antd'
import { MenuFoldOutlined, MenuUnfoldOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { useUi } from '../../stores/ui'
import { useSettings } from '../../components/use-settings'
import { effectiveThemeMode } from '../../lib/theme'
import { useRealtimeConnection } from '../../realtime/socket'
import { usePush } from '../../realtime/push'
import { useNewestBookings } from '../../realtime/newest-bookings'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { SideMenu } from './SideMenu'
import { UserMenu } from './UserMenu'
import { ConnectionStatus } from './ConnectionStatus'
import { AntdTheme } from './AntdTheme'
import { usePhone } from '../../components/use-media'
import './frame.css'

export const SIDER_WIDTH = 248
/** antd's header height: the phone's menu opens under the header, whose button closes it again. */
const HEADER_HEIGHT = 64

/** The signed-in layout route's component: the frame around the routed page. */
export function AppLayout() {
  return (
    <AppFrame>
      <GuardedOutlet />
    </AppFrame>
  )
}

/**
 * Who opens the screen shown (its route's code, menu group or everyone), as one string: '' also for a route its
 * guard refused already (its own 403 page shows).
 */
const accessOfOpenScreen = (matches: ReturnType<typeof useMatches>) => {
  const match = matches.at(-1)
  if (!match || match.status === 'error') return ''
  const data = match.staticData
  return JSON.stringify(
    data.permission ?? (data.permissionGroup ? { group: data.permissionGroup } : 'signed-in'),
  )
}

/**
 * The routed screen while the user may open it. A role or an account changed and `me` came back without the
 * screen's code: the 403 page shows and takes the focus, and the screen stays behind it, hidden (React's Activity:
 * its state kept, its effects and so its keyboard shortcuts paused; its dialogs out of sight too), so an open form
 * keeps what was typed until the user leaves (or is given the right back).
 */
function GuardedOutlet() {
  const { t } = useTranslation('errors')
  const me = useMe()
  const access = useMatches({ select: accessOfOpenScreen })
  // the route guards' rule, asked again whenever `me` changes (a menu group's codes load with the menu)
  const [verdict, setVerdict] = useState<{ me: User; access: string; lost: boolean } | null>(null)
  useEffect(() => {
    if (me === null || access === '') return
    let current = true
    void mayOpen(me, JSON.parse(access) as Access).then((opens) => {
      if (current) setVerdict({ me, access, lost: !opens })
    })
    return () => {
      current = false
    }
  }, [me, access])
  const lost = verdict !== null && verdict.me === me && verdict.access === access && verdict.lost
  const heading = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!lost) return
    heading.current?.querySelector('h1')?.focus()
    // the screen's dialogs live outside it, at the end of the page: out of sight and reach with it
    document.body.dataset.screenLost = 'true'
    return () => {
      delete document.body.dataset.screenLost
    }
  }, [lost])
  return (
    <>
      {lost && (
        <div ref={heading}>
          <StatusPage code={403} text={t('forbidden')} />
        </div>
      )}
      <Activity mode={lost ? 'hidden' : 'visible'}>
        <Outlet />
      </Activity>
    </>
  )
}

/**
 * The signed-in frame: side menu, header (title, language, theme, live status, user menu), then the page.
 * antd's theme and locale start here (AntdTheme), so antd loads with the signed-in layout only.
 */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <AntdTheme>
      <Frame>{children}</Frame>
    </AntdTheme>
  )
}

/**
 * A role or an account changed and `me` came back different (its event refreshed it): the menu follows by itself,
 * an open screen the user lost shows the 403 page (GuardedOutlet), and a 403 page of a route entered without the
 * right is asked again, so a right given meanwhile opens the screen.
 */
function useGuardsFollowMe() {
  const me = useMe()
  const router = useRouter()
  const seen = useRef(me)
  useEffect(() => {
    if (me === seen.current) return
    const first = seen.current === null
    seen.current = me
    // only then: a reload asks every guard again, and a lost screen's would replace it (and what was typed)
    if (!first && me && router.state.matches.some((match) => match.status === 'error'))
      void router.invalidate()
  }, [me, router])
}

/**
 * On a phone (below 768 px) the side menu is an overlay under the header, over the content (which keeps the
 * whole width): the header's button opens it, a choice, Escape, a tap beside it or the focus leaving it closes
 * it, and the focus goes back to the button. Wider, the menu sits beside the content and the button folds it.
 */
function usePhoneMenu(phone: boolean) {
  // the menu's entries come from the backend: loaded with the frame, so the overlay opens on them
  const entriesLoaded = useMyMenu().isSuccess
  const [open, setOpen] = useState(false)
  const [wasPhone, setWasPhone] = useState(phone)
  // a phone turned into a wider screen (or back) starts with its menu closed
  if (wasPhone !== phone) {
    setWasPhone(phone)
    setOpen(false)
  }
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const overlay = phone && open
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) toggleRef.current?.focus()
  }

  useEffect(() => {
    if (!overlay) return
    // the current screen's entry (else the first) takes the focus, so the keyboard starts in the menu
    const link =
      menuRef.current?.querySelector<HTMLElement>('.ant-menu-item-selected a') ??
      menuRef.current?.querySelector<HTMLElement>('a')
    link?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [overlay, entriesLoaded])

  return {
    open,
    overlay,
    toggleRef,
    menuRef,
    toggle: () => setOpen((v) => !v),
    close,
    /** a link chosen in the overlay closes it */
    onMenuClick: (e: MouseEvent) => {
      if (overlay && (e.target as Element).closest('a')) close(true)
    },
    /** the focus went elsewhere on the page (Tab past the last entry): the overlay closes */
    onMenuBlur: (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null
      if (overlay && next && !menuRef.current?.contains(next) && next !== toggleRef.current) close(false)
    },
  }
}

/** The settings' favicon on the browser tab (the app's own without one); a new one applies at once. */
function useFavicon(favicon: string | null | undefined) {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')
    if (!link) return
    link.type = favicon ? '' : 'image/svg+xml'
    link.href = favicon ? fileUrl(favicon) : '/favicon.svg'
  }, [favicon])
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  useGuardsFollowMe()
  useRealtimeConnection(queryClient)
  usePush(queryClient)
  useNewestBookings()
  const settings = useSettings()
  useFavicon(settings.favicon)
  const collapsed = useUi((s) => s.siderCollapsed)
  const setCollapsed = useUi((s) => s.setSiderCollapsed)
  // Sider and menu stay on antd's 'light' surface: the dark algorithm darkens it with the rest.
  const mode = effectiveThemeMode(
    settings,
    useUi((s) => s.themeMode),
  )
  const setThemeMode = useUi((s) => s.setThemeMode)
  const { token } = theme.useToken()
  const phone = usePhone()
  const { open, overlay, toggleRef, menuRef, toggle, close, onMenuClick, onMenuBlur } = usePhoneMenu(phone)
  const menuId = useId()
  const hidden = phone ? !open : collapsed

  return (
    <Layout className="frame" style={{ minHeight: '100vh' }}>
      <Layout.Sider
        id={menuId}
        className="frame-sider"
        width={SIDER_WIDTH}
        collapsible
        collapsed={hidden}
        collapsedWidth={0}
        trigger={null}
        breakpoint="lg"
        onBreakpoint={(broken) => setCollapsed(broken)}
        theme="light"
        style={{
          // folded, it takes no room at all (no line left behind)
          borderInlineEnd: hidden ? 'none' : `1px solid ${token.colorBorderSecondary}`,
          ...(overlay && {
            position: 'fixed',
            top: HEADER_HEIGHT,
            bottom: 0,
            insetInlineStart: 0,
            zIndex: 1000,
            overflowY: 'auto',
            boxShadow: token.boxShadowSecondary,
          }),
        }}
      >
        {!hidden && (
          <div
            ref={menuRef}
            onClickCapture={onMenuClick}
            onBlur={onMenuBlur}
            style={
              overlay ? undefined : { position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' }
            }
          >
            <SideMenu />
          </div>
        )}
      </Layout.Sider>
      {/* a tap beside the open menu closes it (the keyboard has Escape) */}
      {overlay && (
        <div
          className="frame-backdrop"
          style={{ top: HEADER_HEIGHT }}
          aria-hidden
          onClick={() => close(true)}
        />
      )}
      <Layout style={{ minWidth: 0 }}>
        <Layout.Header
          className="frame-header"
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: phone ? 8 : 16,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex align="center" gap={phone ? 8 : 12} style={{ height: '100%' }}>
            {phone ? (
              <Button
                ref={toggleRef}
                type="text"
                icon={open ? <MenuFoldOutlined aria-hidden /> : <MenuUnfoldOutlined aria-hidden />}
                aria-label={t('layout.mainMenu')}
                aria-expanded={open}
                aria-controls={menuId}
                onClick={toggle}
              />
            ) : (
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
                aria-label={t('layout.collapseMenu')}
                aria-pressed={collapsed}
                title={t('layout.collapseMenu')}
                onClick={() => setCollapsed(!collapsed)}
              />
            )}
            <Link
              to="/"
              style={{
                color: 'inherit',
                flex: '1 1 auto',
                minWidth: 0,
                display: 'flex',
                alignItems: 'center',
              }}
            >
              <strong
                title={settings.title}
                style={{
                  fontSize: phone ? 16 : 18,
                  lineHeight: 1.4,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {settings.title}
              </strong>
            </Link>
            <Flex align="center" gap={phone ? 8 : 16} style={{ flex: 'none' }}>
              <ConnectionStatus />
              <LanguageSwitch />
              <Switch
                aria-label={t('layout.darkMode')}
                title={t('layout.darkMode')}
                checked={mode === 'dark'}
                onChange={(dark) => setThemeMode(dark ? 'dark' : 'light')}
                checkedChildren={<MoonOutlined aria-hidden />}
                unCheckedChildren={<SunOutlined aria-hidden />}
              />
              <UserMenu />
            </Flex>
          </Flex>
        </Layout.Header>
        {/* antd's Content is the page's <main> landmark. */}
        <Layout.Content className="frame-content" style={{ padding: phone ? 12 : 24 }}>
          {children}
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
