import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ticketsTodayQuery } from '../../api/resources/chart'
import { formatHcmDateTime, formatPhone } from '../../lib/format'
import { DetailDrawer, DetailTable, NoFigures, useDay } from '../../entities/figures'
import { QueryState } from '../../components/QueryState'

/**
 * The tickets behind the dashboard's "tickets sold today": their count is the figure. Loaded on opening, with
 * the `stats` words, so the dashboard's first download stays as it was.
 */
export default function TicketsTodayDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['stats', 'dashboard'])
  const day = useDay()
  const tickets = useQuery({ ...ticketsTodayQuery(), enabled: open })
  const d = tickets.data
  return (
    <DetailDrawer
      open={open}
      onClose={onClose}
      title={
        d
          ? t('stats:dashboard.ticketsOf', { date: day(d.date), n: d.tickets.length })
          : t('dashboard:ticketsToday')
      }
    >
      <QueryState
        query={tickets}
        error={t('stats:loadError')}
        empty={{
          when: (today) => today.tickets.length === 0,
          say: <NoFigures message={t('stats:dashboard.noTickets')} />,
        }}
      >
        {(today) => (
          <DetailTable
            caption={t('dashboard:ticketsToday')}
            headers={[
              t('stats:col.code'),
              t('stats:col.bookedAt'),
              t('stats:col.customer'),
              t('stats:col.phone'),
              t('stats:col.trip'),
              t('stats:col.seat'),
              t('stats:col.money'),
            ]}
            rows={today.tickets.map((k) => ({
              key: k.id,
              cells: [
                k.code,
                formatHcmDateTime(k.booking_at, 'HH:mm'),
                k.customer_name,
                formatPhone(k.phone),
                `${k.trip_name} · ${day(k.plan_date)}`,
                k.seat_code,
              ],
              amount: k.total,
            }))}
            total={today.total}
          />
        )}
      </QueryState>
    </DetailDrawer>
  )
}
