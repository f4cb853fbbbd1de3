import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { Button, Checkbox, Popover } from 'antd'
import { SettingOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

export interface ChooserColumn {
  id: string
  header: string
  visible: boolean
}

/**
 * The "Cột" button: a disclosure with one checkbox per hideable column. The panel is rendered right
 * after the button (not at the end of <body>), so Tab goes from the button into the checkboxes; Escape
 * closes it and gives focus back to the button. The last visible column cannot be hidden.
 */
export function ColumnChooser({
  columns,
  onToggle,
}: {
  columns: ChooserColumn[]
  onToggle: (id: string, visible: boolean) => void
}) {
  const { t } = useTranslation(['ui', 'table'])
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const visibleCount = columns.filter((c) => c.visible).length

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return
    e.stopPropagation()
    setOpen(false)
    buttonRef.current?.focus()
  }

  const panel = (
    <div
      id={panelId}
      role="group"
      aria-label={t('table:columnsHint')}
      className="dt-chooser"
      onKeyDown={onKeyDown}
    >
      {columns.map((column) => (
        <Checkbox
          key={column.id}
          checked={column.visible}
          disabled={column.visible && visibleCount <= 1}
          onChange={(e) => onToggle(column.id, e.target.checked)}
        >
          {column.header}
        </Checkbox>
      ))}
    </div>
  )

  return (
    <Popover
      content={panel}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button
        ref={buttonRef}
        icon={<SettingOutlined aria-hidden />}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onKeyDown={onKeyDown}
      >
        {t('table:columns')}
      </Button>
    </Popover>
  )
}
