import type { ReactNode } from 'react'
import { Button } from 'antd'
import { DeleteOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

interface BulkBarProps<T> {
  /** the selected rows, in page order */
  selected: T[]
  clearSelection: () => void
  /** the screen's own buttons for the selected rows */
  bulkActions?: (selected: T[], clearSelection: () => void) => ReactNode
  /** asks to delete the selected rows; absent: no bulk delete */
  onDeleteSelected?: () => void
}

/**
 * What acts on the selected rows, in the toolbar: how many are selected (announced as it changes), the
 * screen's bulk actions and the bulk "Xóa (N)". Rendered only when rows can be selected.
 */
export function BulkBar<T>({ selected, clearSelection, bulkActions, onDeleteSelected }: BulkBarProps<T>) {
  const { t } = useTranslation(['ui', 'table'])
  const count = selected.length
  return (
    <>
      <span className="dt-selected" aria-live="polite">
        {count > 0 ? t('table:selected', { count }) : ''}
      </span>
      {count > 0 && bulkActions?.(selected, clearSelection)}
      {count > 0 && onDeleteSelected && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDeleteSelected}>
          {t('table:deleteSelected', { count })}
        </Button>
      )}
    </>
  )
}
