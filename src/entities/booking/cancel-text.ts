import { useTranslation } from 'react-i18next'

/** Why a ticket left its trip, in words: its cancel reason ("other" says its own text), or back to the waiting list. */
export function useCancelText() {
  const { t } = useTranslation(['ui', 'booking'])
  const reasons = t('booking:cancelReason', { returnObjects: true }) as Record<string, string>
  /** the reason alone: "Khách hủy", the text of "other" */
  const reason = (ticket: { reason_cancel?: string | null; reason_note?: string | null }) =>
    ticket.reason_cancel === 'other' && ticket.reason_note
      ? ticket.reason_note
      : (reasons[ticket.reason_cancel ?? ''] ?? ticket.reason_cancel ?? '')
  /** "Đã hủy: Khách hủy", or "Trả về danh sách chờ" for a ticket that has no reason */
  const left = (ticket: { reason_cancel?: string | null; reason_note?: string | null }) =>
    ticket.reason_cancel
      ? t('booking:ticketActions.cancelledWith', { reason: reason(ticket) })
      : t('booking:ticketActions.backBooking')
  return { reason, left }
}
