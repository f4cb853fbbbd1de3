import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'

/** The shortcuts of the selling screen, as the help panel lists them (keys as written on a keyboard). */
const SHORTCUTS = [
  ['Alt+D', 'day'],
  ['Alt+H', 'direction'],
  ['Alt+T', 'trips'],
  ['Alt+G', 'seatMap'],
  ['Alt+K', 'waiting'],
  ['← ↑ → ↓', 'arrows'],
  ['Enter / Space', 'select'],
  ['Enter', 'pick'],
  ['Ctrl+Enter', 'confirm'],
  ['P', 'print'],
  ['?', 'help'],
] as const

/** The help panel: every shortcut of the screen. */
export function SaleHelpPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  return (
    <Modal
      open={open}
      title={t('booking:sale.help')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('booking:sale.closeDetail')}</Button>}
    >
      <dl className="sale-keys">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{t(`booking:sale.keys.${what}`)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  )
}
