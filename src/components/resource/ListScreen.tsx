import type { ReactNode } from 'react'
import { Button, Flex } from 'antd'
import { PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

/**
 * The frame of a list screen: a heading, the create button and the table below. `onCreateIntent` runs when
 * the pointer or focus reaches the create button: the place to preload the dialog's code.
 */
export function ListScreen({
  title,
  onCreate,
  onCreateIntent,
  createText,
  actions,
  children,
}: {
  title: string
  onCreate?: () => void
  onCreateIntent?: () => void
  createText?: string
  actions?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="screen-heading">
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        {/* a plain heading: antd's Typography would bring its copy and ellipsis machinery to every list */}
        <h1 id="screen-heading" className="screen-title">
          {title}
        </h1>
        <Flex gap={8} wrap>
          {actions}
          {onCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={onCreate}
              onPointerEnter={onCreateIntent}
              onFocus={onCreateIntent}
            >
              {createText ?? t('common.add')}
            </Button>
          )}
        </Flex>
      </Flex>
      {children}
    </section>
  )
}
