import type { ReactNode } from 'react'
import { Button, Flex } from 'antd'
import { FileExcelOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { ExportInput, Resource } from '../../api/define-resource'
import { useConfirm } from '../confirm/use-confirm'
import { toast } from '../toast'
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

/**
 * A list's "Xuất Excel" (a ListScreen action): asks first, then downloads every row matching the list's
 * filters as `filename`, and says `done` once the file is there.
 */
export function ExportButton<T extends { id: number; version: number }>({
  resource,
  query,
  filename,
  done,
  children,
}: {
  resource: Resource<T>
  query: ExportInput['query']
  filename: string
  done: string
  children: ReactNode
}) {
  const { t } = useTranslation('errors')
  const exportList = resource.useExport()
  const [confirm, confirmHolder] = useConfirm()
  const run = async () => {
    if (!(await confirm({ title: t('confirmExport') }))) return
    if (await exportList.mutateAsync({ query, filename })) toast.success(done)
  }
  return (
    <>
      {confirmHolder}
      <Button
        icon={<FileExcelOutlined aria-hidden />}
        loading={exportList.isPending}
        onClick={() => void run()}
      >
        {children}
      </Button>
    </>
  )
}
