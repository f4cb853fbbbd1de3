import { Button, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../api/schemas/booking'
import { TicketLogTimeline } from './TicketLogTimeline'

/** A ticket's log in a dialog, newest first (TicketLogTimeline). */
export function TicketLogDialog({ ticket, onClose }: { ticket: Ticket; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'booking'])
  return (
    <Modal
      open
      title={t('booking:ticketActions.logTitle', { code: ticket.code })}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={<Button onClick={onClose}>{t('booking:ticketActions.close')}</Button>}
    >
      <TicketLogTimeline ticketId={ticket.id} />
    </Modal>
  )
}
