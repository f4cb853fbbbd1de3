import { useEffect, useRef, type ReactNode } from 'react'
import { Outlet, Link, useRouter } from '@tanstack/react-router'
import { useMe } from '../../api/resources/auth'
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

export const SIDER_WIDTH = 248

/** The signed-in layout route's component: the frame around the routed page. */
export function AppLayout() {
  return (
    <AppFrame>
      <Outlet />
    </AppFrame>
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
 * and the open screen's guard is asked again, so a screen the user lost shows the 403 page.
 */
function useGuardsFollowMe() {
  const me = useMe()
  const router = useRouter()
  const seen = useRef(me)
  useEffect(() => {
    if (me === seen.current) return
    const first = seen.current === null
    seen.current = me
    if (!first && me) void router.invalidate()
  }, [me, router])
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  useGuardsFollowMe()
  useRealtimeConnection(queryClient)
  usePush(queryClient)
  useNewestBookings()
  const settings = useSettings()
  const collapsed = useUi((s) => s.siderCollapsed)
  const setCollapsed = useUi((s) => s.setSiderCollapsed)
  // Sider and menu stay on antd's 'light' surface: the dark algorithm darkens it with the rest.
  const mode = effectiveThemeMode(
    settings,
    useUi((s) => s.themeMode),
  )
  const setThemeMode = useUi((s) => s.setThemeMode)
  const { token } = theme.useToken()

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={SIDER_WIDTH}
        collapsible
        collapsed={collapsed}
        collapsedWidth={0}
        trigger={null}
        breakpoint="lg"
        onBreakpoint={(broken) => setCollapsed(broken)}
        theme="light"
        style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
      >
        {!collapsed && (
          <div style={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' }}>
            <SideMenu />
          </div>
        )}
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            paddingInline: 16,
            position: 'sticky',
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex align="center" gap={12} style={{ height: '100%' }}>
            <Button
              type="text"
              icon={collapsed ? <MenuUnfoldOutlined aria-hidden /> : <MenuFoldOutlined aria-hidden />}
              aria-label={t('layout.collapseMenu')}
              aria-pressed={collapsed}
              title={t('layout.collapseMenu')}
              onClick={() => setCollapsed(!collapsed)}
            />
            <Link
              to="/"
              style={{ color: 'inherit', minWidth: 0, display: 'inline-flex', alignItems: 'center' }}
            >
              <strong
                title={settings.title}
                style={{
                  fontSize: 18,
                  lineHeight: 1.4,
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {settings.title}
              </strong>
            </Link>
            <Flex align="center" gap={16} style={{ marginInlineStart: 'auto' }}>
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
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  )
}
