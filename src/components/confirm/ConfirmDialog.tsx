import { useState } from 'react'
import { Modal } from 'antd'
import { ExclamationCircleFilled } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { ConfirmOptions } from './use-confirm'

/** The question of useConfirm: loads when first asked, so no screen's first download carries a modal. */
export function ConfirmDialog({
  options,
  onDone,
  afterClose,
}: {
  options: ConfirmOptions
  /** true once OK's work is done, false when cancelled */
  onDone: (confirmed: boolean) => void
  afterClose: () => void
}) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(true)
  const [busy, setBusy] = useState(false)
  const close = (confirmed: boolean) => {
    setOpen(false)
    onDone(confirmed)
  }
  return (
    <Modal
      open={open}
      title={
        <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
          <ExclamationCircleFilled aria-hidden style={{ color: '#faad14' }} />
          {options.title}
        </span>
      }
      okText={options.okText ?? t('common.ok')}
      cancelText={t('common.cancel')}
      // the keyboard answers at once: Enter confirms, Escape cancels
      okButtonProps={{ danger: options.danger, autoFocus: true }}
      confirmLoading={busy}
      width={416}
      onCancel={() => close(false)}
      onOk={async () => {
        setBusy(true)
        try {
          await options.onOk?.()
          close(true)
        } catch {
          // the work reported its own failure; nothing was done
          close(false)
        } finally {
          setBusy(false)
        }
      }}
      afterClose={afterClose}
    />
  )
}
