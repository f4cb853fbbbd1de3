import { useTranslation } from 'react-i18next'
import { CAR_CONTRACT_STATUS } from '../../api/contracts/car-contract'
import { ToneTag } from '../../components/StatusTag'

const TONE: Partial<Record<number, 'success' | 'warning' | 'danger'>> = {
  [CAR_CONTRACT_STATUS.pendingApproval]: 'warning',
  [CAR_CONTRACT_STATUS.complete]: 'success',
  [CAR_CONTRACT_STATUS.cancelled]: 'danger',
}

/** A contract's status in words (SPEC §4), its tone beside; `named`: "Trạng thái: …" (alone on a page). */
export function ContractStatusTag({ status, named = false }: { status: number; named?: boolean }) {
  const { t } = useTranslation('contracts')
  const words = t('statuses', { returnObjects: true }) as string[]
  const word = words[status] ?? String(status)
  return <ToneTag tone={TONE[status]}>{named ? `${t('fields.status')}: ${word}` : word}</ToneTag>
}
