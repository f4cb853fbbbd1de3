import { Suspense, lazy } from 'react'
import { Descriptions, Skeleton, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { TRIP_MONEY_FIELDS, tripNet, type TripMoneyField } from '../../api/contracts/trips'
import type { Trip } from '../../api/schemas/trips'
import { formatMoney } from '../../lib/format'

// The form kit and the write schema load when an editor opens the tab, not with the screen.
const TripMoneyForm = lazy(() => import('./TripMoneyForm').then((m) => ({ default: m.TripMoneyForm })))

/** The trip's money: a form for trip.update holders, the figures otherwise; the net figure either way. */
export function TripMoney({ trip, canEdit }: { trip: Trip; canEdit: boolean }) {
  const { t } = useTranslation(['ui', 'trips'])
  if (canEdit)
    return (
      <Suspense fallback={<Skeleton active />}>
        <TripMoneyForm trip={trip} />
      </Suspense>
    )
  return (
    <>
      <Typography.Paragraph type="secondary">{t('trips:detail.money.readOnly')}</Typography.Paragraph>
      <Descriptions
        column={{ xs: 1, sm: 2, lg: 3 }}
        bordered
        size="small"
        items={[
          ...TRIP_MONEY_FIELDS.map((field) => ({
            key: field,
            label: t(`trips:fields.${field}`),
            children: formatMoney(trip[field]),
          })),
          {
            key: 'kilometers_after_travel',
            label: t('trips:fields.kilometers_after_travel'),
            children:
              trip.kilometers_after_travel == null
                ? ''
                : t('trips:detail.money.kilometers', {
                    km: trip.kilometers_after_travel.toLocaleString('vi-VN'),
                  }),
          },
        ]}
      />
      <TripNet money={trip} />
    </>
  )
}

/** The net figure with its formula in words, and the cash handed in beside it (outside the net). */
export function TripNet({ money }: { money: Record<TripMoneyField, number | null | undefined> }) {
  const { t } = useTranslation(['ui', 'trips'])
  const figures = Object.fromEntries(TRIP_MONEY_FIELDS.map((f) => [f, money[f] ?? 0])) as Record<
    TripMoneyField,
    number
  >
  return (
    <div style={{ marginTop: 16 }}>
      <output aria-live="polite" aria-label={t('trips:detail.money.net')} style={{ fontSize: 20 }}>
        {t('trips:detail.money.net')}: <strong>{formatMoney(tripNet(figures))}</strong>
      </output>
      <Typography.Paragraph type="secondary" style={{ marginTop: 4, marginBottom: 0 }}>
        {t('trips:detail.money.formula')}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('trips:fields.cash_money')}: {formatMoney(figures.cash_money)}.{' '}
        {t('trips:detail.money.cashBeside')}
      </Typography.Paragraph>
    </div>
  )
}
