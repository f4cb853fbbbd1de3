import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Alert, Button, Flex, Statistic } from 'antd'
import { CarOutlined, ClockCircleOutlined, InboxOutlined, ShoppingCartOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { lazy, Suspense, type ReactNode } from 'react'
import type { ParseKeys } from 'i18next'
import { generalChartQuery } from '../../api/resources/chart'
import type { GeneralChart } from '../../api/schemas/chart'
import { DateTime } from '../../components/DateTime'
import { loadNamespaces } from '../../i18n'

/** The charts and chart.js load after today's figures, in their own chunk (README "Bundle budgets"). */
const DashboardCharts = lazy(() =>
  Promise.all([import('./DashboardCharts'), loadNamespaces('stats')]).then(([module]) => module),
)

const CARDS: Array<{
  key: keyof Omit<GeneralChart, 'date'>
  titleKey: ParseKeys<'dashboard'>
  icon: ReactNode
  /** the screen listing the figure's rows */
  to?: '/trip' | '/booking-waiting' | '/shipping-waiting'
}> = [
  { key: 'trips_today', titleKey: 'tripsToday', icon: <CarOutlined aria-hidden />, to: '/trip' },
  { key: 'tickets_today', titleKey: 'ticketsToday', icon: <ShoppingCartOutlined aria-hidden /> },
  {
    key: 'waiting_bookings',
    titleKey: 'waitingBookings',
    icon: <ClockCircleOutlined aria-hidden />,
    to: '/booking-waiting',
  },
  {
    key: 'waiting_goods',
    titleKey: 'waitingGoods',
    icon: <InboxOutlined aria-hidden />,
    to: '/shipping-waiting',
  },
]

/**
 * Today's figures. Plain panels (.stat-card) rather than antd's Card and Typography, which would bring
 * Tabs, Dropdown and the copy/ellipsis machinery into the signed-in first load.
 */
export function DashboardPage() {
  const { t } = useTranslation(['ui', 'dashboard'])
  const { data, isPending, isError, refetch, isFetching } = useQuery(generalChartQuery())
  // null = the call came back empty (403 / network, already toasted): offer a retry as for an error.
  const failed = isError || (!isPending && data == null)

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
      {failed ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t('dashboard:loadError')}
          action={
            <Button onClick={() => void refetch()} loading={isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <div className="stat-grid" aria-busy={isPending}>
          {CARDS.map((card) => (
            <div key={card.key} className="stat-card" data-testid={`stat-${card.key.replace(/_/g, '-')}`}>
              <Statistic
                loading={isPending}
                title={t(card.titleKey, { ns: 'dashboard' })}
                value={data?.[card.key] ?? 0}
                prefix={card.icon}
                groupSeparator="."
              />
              {card.to && (
                <Link to={card.to} style={{ display: 'inline-block', marginTop: 8 }}>
                  {t('dashboard:openList', { what: t(card.titleKey, { ns: 'dashboard' }).toLowerCase() })}
                </Link>
              )}
            </div>
          ))}
        </div>
      )}
      {data && (
        <Suspense fallback={null}>
          <DashboardCharts />
        </Suspense>
      )}
    </section>
  )
}
