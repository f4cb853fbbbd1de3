import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Button, Flex, Statistic } from 'antd'
import { CarOutlined, ClockCircleOutlined, InboxOutlined, ShoppingCartOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { ParseKeys } from 'i18next'
import { generalChartQuery } from '../../api/resources/chart'
import type { GeneralChart } from '../../api/schemas/chart'
import { DateTime } from '../../components/DateTime'
import { TICKETS_TODAY_READERS } from '../../api/contracts/stats'
import { QueryState } from '../../components/QueryState'
import { loadNamespaces } from '../../i18n'
import { groupThousands } from '../../lib/format'
import type { PermissionCode } from '../../lib/permission-codes'
import { bookingWaitingContract, shippingWaitingContract, tripContract } from '../../api/contracts/groups'
import { useCan } from '../../api/resources/auth'

/** The charts and chart.js load after today's figures, in their own chunk (README "Bundle budgets"). */
const DashboardCharts = lazy(() =>
  Promise.all([import('./DashboardCharts'), loadNamespaces('stats')]).then(([module]) => module),
)
/** The tickets behind "tickets sold today", loaded when a clerk or manager opens them. */
const TicketsTodayDrawer = lazy(() =>
  Promise.all([import('./TicketsTodayDrawer'), loadNamespaces('stats')]).then(([module]) => module),
)

const CARDS: Array<{
  key: 'trips_today' | 'tickets_today' | 'waiting_bookings' | 'waiting_goods'
  /** the day before's figure, beside today's */
  yesterday?: 'trips_yesterday' | 'tickets_yesterday'
  titleKey: ParseKeys<'dashboard'>
  icon: ReactNode
  /** the screen listing the figure's rows, and the code it opens to (tickets sold today open in a drawer instead) */
  list?: { to: '/trip' | '/booking-waiting' | '/shipping-waiting'; code: PermissionCode }
}> = [
  {
    key: 'trips_today',
    yesterday: 'trips_yesterday',
    titleKey: 'tripsToday',
    icon: <CarOutlined aria-hidden />,
    list: { to: '/trip', code: tripContract.permission },
  },
  {
    key: 'tickets_today',
    yesterday: 'tickets_yesterday',
    titleKey: 'ticketsToday',
    icon: <ShoppingCartOutlined aria-hidden />,
  },
  {
    key: 'waiting_bookings',
    titleKey: 'waitingBookings',
    icon: <ClockCircleOutlined aria-hidden />,
    list: { to: '/booking-waiting', code: bookingWaitingContract.permission },
  },
  {
    key: 'waiting_goods',
    titleKey: 'waitingGoods',
    icon: <InboxOutlined aria-hidden />,
    list: { to: '/shipping-waiting', code: shippingWaitingContract.permission },
  },
]

/**
 * Today's figures. Plain panels (.stat-card) rather than antd's Card and Typography, which would bring
 * Tabs, Dropdown and the copy/ellipsis machinery into the signed-in first load.
 */
export function DashboardPage() {
  const { t } = useTranslation(['ui', 'dashboard'])
  const general = useQuery(generalChartQuery())
  const data = general.data
  const can = useCan()
  const canSeeTickets = TICKETS_TODAY_READERS.some((code) => can(code))
  // undefined until first opened: the drawer's chunk loads then, and stays for its closing animation
  const [ticketsOpen, setTicketsOpen] = useState<boolean>()
  // today's figures, or their frame while they load
  const cards = (today: GeneralChart | undefined) => (
    <div className="stat-grid" aria-busy={!today}>
      {CARDS.map((card) => (
        <div key={card.key} className="stat-card" data-testid={`stat-${card.key.replace(/_/g, '-')}`}>
          <Statistic
            loading={!today}
            title={t(card.titleKey, { ns: 'dashboard' })}
            value={today?.[card.key] ?? 0}
            prefix={card.icon}
            groupSeparator="."
          />
          {card.yesterday && today && (
            <div className="stat-card__previous">
              {t('dashboard:yesterday')}: {groupThousands(today[card.yesterday])}
            </div>
          )}
          {card.list && can(card.list.code) && (
            <Link to={card.list.to} style={{ display: 'inline-block', marginTop: 8 }}>
              {t('dashboard:openList', { what: t(card.titleKey, { ns: 'dashboard' }).toLowerCase() })}
            </Link>
          )}
          {card.key === 'tickets_today' && canSeeTickets && !!today?.tickets_today && (
            <Button
              type="link"
              size="small"
              style={{ marginTop: 8, paddingInline: 0 }}
              onClick={() => setTicketsOpen(true)}
            >
              {t('dashboard:openList', { what: t(card.titleKey, { ns: 'dashboard' }).toLowerCase() })}
            </Button>
          )}
        </div>
      ))}
    </div>
  )

  return (
    <section aria-labelledby="dashboard-heading">
      <Flex align="baseline" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <h1 id="dashboard-heading" className="screen-title">
          {t('dashboard:title')}
        </h1>
        {data?.date && (
          <span style={{ color: 'var(--color-text-secondary)' }}>
            {t('dashboard:asOf')} <DateTime value={data.date} dateOnly />
          </span>
        )}
      </Flex>
      <QueryState query={general} error={t('dashboard:loadError')} loading={cards(undefined)}>
        {cards}
      </QueryState>
      {data && (
        <Suspense fallback={null}>
          <DashboardCharts />
        </Suspense>
      )}
      {ticketsOpen !== undefined && (
        <Suspense fallback={null}>
          <TicketsTodayDrawer open={ticketsOpen} onClose={() => setTicketsOpen(false)} />
        </Suspense>
      )}
    </section>
  )
}
