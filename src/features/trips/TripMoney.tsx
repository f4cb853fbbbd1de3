import { lazy } from 'react'
import { Descriptions, Typography } from 'antd'
import { TripNet } from './TripNet'
import { useTranslation } from 'react-i18next'
import { TRIP_MONEY_FIELDS } from '../../api/contracts/trips'
import type { Trip } from '../../api/schemas/trips'
import { PartSuspense } from '../../components/PartSuspense'
import { formatMoney } from '../../lib/format'

// The form kit and the write schema load when an editor opens the tab, not with the screen.
const TripMoneyForm = lazy(() => import('./TripMoneyForm').then((m) => ({ default: m.TripMoneyForm })))

/** The trip's money: a form for trip.update holders, the figures otherwise; the net figure either way. */
export function TripMoney({ trip, canEdit }: { trip: Trip; canEdit: boolean }) {
  const { t } = useTranslation(['ui', 'trips'])
  if (canEdit)
    return (
      <PartSuspense>
        <TripMoneyForm trip={trip} />
      </PartSuspense>
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
