/**
 * Delete, always after a confirmation ("Bạn có chắc chắn muốn xóa?"). A failed or refused delete keeps
 * everything as it was; the screen reports the failure (its mutation's toast).
 */
import { useCallback } from 'react'
import { Modal } from 'antd'
import { useTranslation } from 'react-i18next'

type Id = number | string

export interface ConfirmedDeleteOptions {
  onDelete: ((ids: Id[]) => Promise<boolean>) | undefined
  /** runs as soon as the delete succeeded */
  onDeleted: () => void
}

export function useConfirmedDelete({ onDelete, onDeleted }: ConfirmedDeleteOptions) {
  const { t } = useTranslation()
  const [modal, modalHolder] = Modal.useModal()
  const askDelete = useCallback(
    (ids: Id[]) => {
      if (!onDelete || ids.length === 0) return
      modal.confirm({
        title: t('errors:confirmDelete'),
        okText: t('table.confirmOk'),
        cancelText: t('common.cancel'),
        okButtonProps: { danger: true },
        onOk: async () => {
          let deleted = false
          try {
            deleted = await onDelete(ids)
          } catch {
            // The screen reports the failure; the selection stays.
          }
          if (deleted) onDeleted()
        },
      })
    },
    [modal, onDelete, onDeleted, t],
  )
  return { askDelete, modalHolder }
}
