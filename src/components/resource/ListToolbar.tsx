import type { ReactNode } from 'react'
import { Flex } from 'antd'
import { isDay } from '../../lib/hcm-day'
import { SearchBox } from '../SearchBox'

/**
 * A list's toolbar (the DataTable's `toolbar`): the search box held in the URL's `q`, then the screen's
 * filters; `start` goes before the search (a day the list is about).
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

/** A list filter on one day: the browser's date input (no DatePicker in the first load); emptied, every day. */
export function DayFilter({
  label,
  value,
  onChange,
}: {
  label: string
  value: string | undefined
  onChange: (day: string | undefined) => void
}) {
  return (
    <input
      type="date"
      className="input"
      style={{ width: 150 }}
      aria-label={label}
      value={value ?? ''}
      onChange={(e) => onChange(isDay(e.target.value) ? e.target.value : undefined)}
    />
  )
}
