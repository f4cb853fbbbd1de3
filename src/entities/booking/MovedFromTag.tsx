import { useTranslation } from 'react-i18next'
import type { Ticket } from '../../api/schemas/booking'
import { ToneTag } from '../../components/StatusTag'

/** "Đã chuyển từ <trip>" beside a passenger moved here from another trip (split / merge); nothing otherwise. */
export function MovedFromTag({
  ticket,
}: {
  ticket: Pick<Ticket, 'moved_from_trip_id' | 'moved_from_trip_name'>
}) {
  const { t } = useTranslation('booking')
  if (!ticket.moved_from_trip_id) return null
  return (
    <>
      {' '}
      <ToneTag>
        {t('movedFrom', { trip: ticket.moved_from_trip_name ?? `#${ticket.moved_from_trip_id}` })}
      </ToneTag>
    </>
  )
}
