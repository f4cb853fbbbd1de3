import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { TRIP_MONEY_FIELDS, tripNet, type TripMoneyField } from '../../api/contracts/trips'
import { formatMoney } from '../../lib/format'

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
