/**
 * Delete, always after a confirmation ("Bạn có chắc chắn muốn xóa?"). A failed or refused delete keeps
 * everything as it was; the screen reports the failure (its mutation's toast).
 */
import { useCallback } from 'react'
import { useConfirm } from '../confirm/use-confirm'
import { useTranslation } from 'react-i18next'

type Id = number | string

export interface ConfirmedDeleteOptions {
  onDelete: ((ids: Id[]) => Promise<boolean>) | undefined
  /** runs as soon as the delete succeeded */
  onDeleted: () => void
  /**
   * Called as the question opens, while the rows are still there; the function it returns runs once the
   * dialog has closed after a successful delete (to put the focus back somewhere sensible).
   */
  keepFocus?: (ids: Id[]) => (() => void) | undefined
}

export function useConfirmedDelete({ onDelete, onDeleted, keepFocus }: ConfirmedDeleteOptions) {
  const { t } = useTranslation(['ui', 'errors', 'table'])
  const [confirm, modalHolder] = useConfirm()
  const askDelete = useCallback(
    (ids: Id[]) => {
      if (!onDelete || ids.length === 0) return
      const restoreFocus = keepFocus?.(ids)
      let deleted = false
      void confirm({
        title: t('errors:confirmDelete'),
        okText: t('table:confirmOk'),
        danger: true,
        onOk: async () => {
          try {
            deleted = await onDelete(ids)
          } catch {
            // The screen reports the failure; the selection stays.
          }
          if (deleted) onDeleted()
        },
        // After the dialog has given the focus back to where it was, which a deleted row no longer is.
        afterClose: () => {
          if (deleted) restoreFocus?.()
        },
      })
    },
    [confirm, onDelete, onDeleted, keepFocus, t],
  )
  return { askDelete, modalHolder }
}
