import type { ReactNode } from 'react'
import { Flex } from 'antd'

/**
 * The frame of one record's page (an account, a driver), as ListScreen is a list's: the heading, the way back to
 * its list, and the page below.
 */
export function RecordScreen({
  title,
  back,
  children,
}: {
  title: string
  back: ReactNode
  children: ReactNode
}) {
  return (
    <section aria-labelledby="screen-heading" style={{ maxWidth: 1040 }}>
      <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <h1 id="screen-heading" className="screen-title">
          {title}
        </h1>
        {back}
      </Flex>
      {children}
    </section>
  )
}
