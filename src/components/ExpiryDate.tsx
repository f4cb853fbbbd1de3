import { Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import { DateTime } from './DateTime'
import { ToneTag } from './StatusTag'
import { expiryState } from '../lib/expiry'

/** An expiry date (insurance, a licence), with words, not colour alone, when it is past or within 30 days. */
export function ExpiryDate({ value }: { value: string | null | undefined }) {
  const { t } = useTranslation()
  const state = expiryState(value)
  return (
    <Flex gap={6} align="center" wrap>
      <DateTime value={value} dateOnly />
      {state === 'expired' && <ToneTag tone="danger">{t('common.expired')}</ToneTag>}
      {state === 'expiring' && <ToneTag tone="warning">{t('common.expiring')}</ToneTag>}
    </Flex>
  )
}

/** A row's tone for its expiry date: red past it, amber within 30 days. */
export const expiryTone = (value: string | null | undefined) => {
  const state = expiryState(value)
  return state === 'expired' ? 'danger' : state === 'expiring' ? 'warning' : undefined
}
