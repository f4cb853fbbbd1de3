import { Button, Modal, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../api/schemas/booking'
import { useLastShown } from '../../components/use-last-shown'
import { TicketActions } from '../../entities/booking/TicketActions'
import { TicketFacts } from './PrintTickets'

/** A sold seat's ticket with its actions; `ticket` gone closes it (what it showed stays while it closes). */
export function SeatDetailDialog({
  ticket,
  tripStatus,
  onClose,
}: {
  ticket: Ticket | undefined
  tripStatus: number
  onClose: () => void
}) {
  const { t } = useTranslation(['ui', 'booking'])
  const shown = useLastShown(ticket)
  return (
    <Modal
      open={ticket !== undefined}
      title={shown ? t('booking:sale.seatDetail', { seat: shown.seat_code }) : ''}
      onCancel={onClose}
      footer={
        <Space>
          {ticket && <TicketActions ticket={ticket} tripStatus={tripStatus} />}
          <Button onClick={onClose}>{t('booking:sale.closeDetail')}</Button>
        </Space>
      }
    >
      {shown && (
        <TicketFacts ticket={shown}>
          <dt>{t('booking:sale.ticket.code')}</dt>
          <dd>{shown.code}</dd>
        </TicketFacts>
      )}
    </Modal>
  )
}
