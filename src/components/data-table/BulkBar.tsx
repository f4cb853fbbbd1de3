import { Button } from 'antd'
import { DeleteOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

interface BulkBarProps<T> {
  /** the selected rows, in page order */
  selected: T[]
  /** asks to delete the selected rows; absent: no bulk delete */
  onDeleteSelected?: () => void
}

/**
 * What acts on the selected rows, in the toolbar: how many are selected (announced as it changes) and
 * the bulk "Xóa (N)". Rendered only when rows can be selected.
 */
export function BulkBar<T>({ selected, onDeleteSelected }: BulkBarProps<T>) {
  const { t } = useTranslation()
  const count = selected.length
  return (
    <>
      <span className="dt-selected" aria-live="polite">
        {count > 0 ? t('table.selected', { count }) : ''}
      </span>
      {count > 0 && onDeleteSelected && (
        <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDeleteSelected}>
          {t('table.deleteSelected', { count })}
        </Button>
      )}
    </>
  )
}
