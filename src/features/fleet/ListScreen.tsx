import type { ReactNode } from 'react'
import { Button, Flex, Typography } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

/** The frame of a list screen: a heading, the create button and the table below. */
export function ListScreen({
  title,
  onCreate,
  createText,
  actions,
  children,
}: {
  title: string
  onCreate?: () => void
  createText?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="screen-heading">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="screen-heading" style={{ fontSize: 24, margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={8} wrap>
          {actions}
          {onCreate && (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
              {createText ?? t('common.add')}
            </Button>
          )}
        </Flex>
      </Flex>
      {children}
    </section>
  )
}
