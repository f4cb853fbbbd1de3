import { useState } from 'react'
import { Modal } from 'antd'
import { ExclamationCircleFilled } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { dialogContainer, focusedElement, giveFocusBack } from '../dialog-container'

export interface ConfirmOptions {
  /** the question ("Bạn có chắc chắn muốn xóa?"), also the dialog's accessible name */
  title: string
  /** default "Đồng ý" / "OK" */
  okText?: string
  /** a red OK (deletes) */
  danger?: boolean
  /** work to do on OK while the dialog shows a spinner; the dialog closes when it ends */
  onOk?: () => Promise<void> | void
  /** after the dialog has closed and given the focus back to where it was */
  afterClose?: () => void
}

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
  // Where the focus was when asked, taken before the OK button's autoFocus: given back once the dialog has gone
  // (antd's own record misses it when the dialog opens without a motion).
  const [opener] = useState(() => focusedElement())
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
      getContainer={dialogContainer}
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
      afterClose={() => {
        giveFocusBack(opener)
        afterClose()
      }}
    />
  )
}
