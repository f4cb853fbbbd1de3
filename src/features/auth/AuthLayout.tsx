import type { ReactNode } from 'react'
import { Card, Flex, Typography, theme } from 'antd'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { useSettings } from '../../app/settings'

/** The public pages' frame: product title, language switch, a centred card with the page heading. */
export function AuthLayout({ heading, children }: { heading: string; children: ReactNode }) {
  const settings = useSettings()
  const { token } = theme.useToken()
  return (
    <div
      style={{
        minHeight: '100vh',
        background: token.colorBgLayout,
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <Flex component="header" justify="space-between" align="center" style={{ padding: '12px 24px' }}>
        <Typography.Text strong style={{ fontSize: 18 }}>
          {settings.title}
        </Typography.Text>
        <LanguageSwitch />
      </Flex>
      <main
        style={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          padding: '48px 16px',
        }}
      >
        <Card style={{ width: '100%', maxWidth: 400 }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0, marginBottom: 24 }}>
            {heading}
          </Typography.Title>
          {children}
        </Card>
      </main>
    </div>
  )
}
