import { useId, useRef, useState, type ReactNode } from 'react'
import { Button, Dropdown } from 'antd'
import { MoreOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'

export interface RowAction {
  key: string
  /** the words on the button or menu entry */
  label: string
  /** the button's accessible name, naming its row ("Giao hàng GH000010") */
  name: string
  onSelect: () => void
  danger?: boolean
  /** its request is on its way: the button spins, the menu entry waits */
  busy?: boolean
  icon?: ReactNode
  /** a toggle's state (the row shown beside the table): aria-pressed on its button */
  pressed?: boolean
  /** the pointer reached it, or its menu opened: the moment to preload what it opens */
  onIntent?: () => void
}

/**
 * A row's own actions (DataTable's `rowActions`, with its Edit and Delete): at most two buttons on the row. Beyond two, the first stays a
 * button and the others are entries of a menu ("Khác", named "Thao tác khác cho …"), opened and walked with the
 * keyboard (Enter, ↑ ↓, Escape), so a row stays one line.
 */
export function RowActions({ actions, rowLabel }: { actions: RowAction[]; rowLabel: string }) {
  const { t } = useTranslation('table')
  const more = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const fits = actions.length <= 2
  const onRow = fits ? actions : actions.slice(0, 1)
  const inMenu = fits ? [] : actions.slice(1)
  return (
    <>
      {onRow.map((action) => (
        <Button
          key={action.key}
          size="small"
          danger={action.danger}
          icon={action.icon}
          loading={action.busy}
          aria-label={action.name}
          aria-pressed={action.pressed}
          onPointerEnter={action.onIntent}
          onFocus={action.onIntent}
          onClick={action.onSelect}
        >
          {action.label}
        </Button>
      ))}
      {inMenu.length > 0 && (
        <Dropdown
          trigger={['click']}
          autoFocus
          open={open}
          onOpenChange={(next) => {
            setOpen(next)
            if (next) inMenu.forEach((action) => action.onIntent?.())
            // closed with the focus in it (Escape, a choice): the focus is back on its button, as a menu button's
            // is; a click away keeps the focus where it went
            else {
              const active = document.activeElement
              if (!active || active === document.body || document.getElementById(menuId)?.contains(active))
                more.current?.focus()
            }
          }}
          menu={{
            id: menuId,
            items: inMenu.map((action) => ({
              key: action.key,
              label: action.label,
              danger: action.danger,
              icon: action.icon,
              disabled: action.busy,
              onClick: action.onSelect,
            })),
          }}
        >
          <Button
            ref={more}
            size="small"
            aria-haspopup="menu"
            aria-expanded={open}
            aria-controls={open ? menuId : undefined}
            onFocus={() => inMenu.forEach((action) => action.onIntent?.())}
            icon={<MoreOutlined aria-hidden />}
            aria-label={t('moreActions', { label: rowLabel })}
          >
            {t('more')}
          </Button>
        </Dropdown>
      )}
    </>
  )
}
