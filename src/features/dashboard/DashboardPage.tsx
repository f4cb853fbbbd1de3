import { useQuery } from '@tanstack/react-query'
import { Alert, Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd'
import { CarOutlined, ClockCircleOutlined, InboxOutlined, ShoppingCartOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { ReactNode } from 'react'
import { generalChartQuery } from '../../api/resources/chart'
import type { GeneralChart } from '../../api/schemas/chart'
import { DateTime } from '../../components/DateTime'

const CARDS: Array<{ key: keyof Omit<GeneralChart, 'date'>; titleKey: string; icon: ReactNode }> = [
  { key: 'trips_today', titleKey: 'dashboard.tripsToday', icon: <CarOutlined aria-hidden /> },
  { key: 'tickets_today', titleKey: 'dashboard.ticketsToday', icon: <ShoppingCartOutlined aria-hidden /> },
  {
    key: 'waiting_bookings',
    titleKey: 'dashboard.waitingBookings',
    icon: <ClockCircleOutlined aria-hidden />,
  },
  { key: 'waiting_goods', titleKey: 'dashboard.waitingGoods', icon: <InboxOutlined aria-hidden /> },
]

export function DashboardPage() {
  const { t } = useTranslation()
  const { data, isPending, isError, refetch, isFetching } = useQuery(generalChartQuery())
  // null = the call came back empty (403 / network, already toasted): offer a retry as for an error.
  const failed = isError || (!isPending && data == null)

  return (
    <section aria-labelledby="dashboard-heading">
      <Flex align="baseline" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} id="dashboard-heading" style={{ fontSize: 24, margin: 0 }}>
          {t('dashboard.title')}
        </Typography.Title>
        {data?.date && (
          <Typography.Text type="secondary">
            {t('dashboard.asOf')} <DateTime value={data.date} dateOnly />
          </Typography.Text>
        )}
      </Flex>
      {failed ? (
        <Alert
          type="error"
          role="alert"
          showIcon
          title={t('dashboard.loadError')}
          action={
            <Button onClick={() => void refetch()} loading={isFetching}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <Row gutter={[16, 16]} aria-busy={isPending}>
          {CARDS.map((card) => (
            <Col key={card.key} xs={24} sm={12} xl={6}>
              <Card>
                <Statistic
                  loading={isPending}
                  title={t(card.titleKey)}
                  value={data?.[card.key] ?? 0}
                  prefix={card.icon}
                  groupSeparator="."
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </section>
  )
}
