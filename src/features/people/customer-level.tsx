import { Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { levelKeyOf } from '../../api/contracts/customer'

/** A customer's level in words ("Vàng"), on the same neutral tag at every level: the word says it. */
export function CustomerLevelTag({ level }: { level: number }) {
  const { t } = useTranslation(['customers'])
  return <Tag>{t(`customers:levels.${levelKeyOf(level)}`)}</Tag>
}
