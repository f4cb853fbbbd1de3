import type { ReactNode } from 'react'
import { Flex } from 'antd'
import { SearchBox } from '../SearchBox'

/**
 * A list's toolbar (the DataTable's `toolbar`): the search box held in the URL's `q`, then the screen's
 * filters; `start` goes before the search (the day the list is about: the desks' DayNavigator).
 */
export function ListToolbar({
  q,
  onSearch,
  placeholder,
  start,
  children,
}: {
  q: string | undefined
  onSearch: (q: string | undefined) => void
  placeholder?: string
  start?: ReactNode
  children?: ReactNode
}) {
  return (
    <Flex gap={8} wrap align="center">
      {start}
      <SearchBox value={q} onSearch={onSearch} placeholder={placeholder} />
      {children}
    </Flex>
  )
}
