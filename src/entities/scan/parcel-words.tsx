import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ShippingOrder } from '../../api/schemas/shipping'
import { formatPhone } from '../../lib/format'

/** How the shipping desks say a scanned parcel: its status in words, and a line about it. */
export function useParcelWords() {
  const { t } = useTranslation(['shipping'])
  return useMemo(() => {
    const statuses = t('shipping:status', { returnObjects: true }) as unknown as Record<number, string>
    const statusWord = (status: number) => statuses[status] ?? String(status)
    const describe = (p: ShippingOrder) => (
      <>
        {p.package_name} · {p.receiver_name} {formatPhone(p.receiver_phone)} · {statusWord(p.status)}
      </>
    )
    return { statusWord, describe }
  }, [t])
}
