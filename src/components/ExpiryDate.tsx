import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTime } from './DateTime'
import { ToneTag } from './StatusTag'
import { expiryState } from '../lib/expiry'

/** An expiry date (insurance, a licence), with words, not colour alone, when it is past or within 30 days. */
export function ExpiryDate({ value }: { value: string | null | undefined }) {
  return (
    <Flex gap={6} align="center" wrap>
      <DateTime value={value} dateOnly />
      <ExpiryFlag value={value} />
    </Flex>
  )
}

/** The words alone ("Sắp hết hạn", "Đã hết hạn"), or nothing: beside a date field that already shows the date. */
export function ExpiryFlag({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation()
  const state = expiryState(value)
  if (state === 'expired') return <ToneTag tone="danger">{t('common.expired')}</ToneTag>
  if (state === 'expiring') return <ToneTag tone="warning">{t('common.expiring')}</ToneTag>
  return null
}

/** A row's tone for its expiry date: red past it, amber within 30 days. */
export const expiryTone = (value: string | null | undefined) => {
  const state = expiryState(value)
  return state === 'expired' ? 'danger' : state === 'expiring' ? 'warning' : undefined
}
