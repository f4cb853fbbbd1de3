import { useCallback, type Ref } from 'react'
import { Button } from 'antd'
import { EyeOutlined, PrinterOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ScanContext } from '../../../api/contracts/scan'
import { isWaitingParcel } from '../../../api/contracts/shipping'
import { findParcel } from '../../../api/resources/shipping'
import type { ShippingOrder, WaitingGoods } from '../../../api/schemas/shipping'
import { ScanDesk, type ScanDeskHandle } from '../../../entities/scan/ScanDesk'
import { useScanSession } from '../../../entities/scan/use-scan-session'
import { useParcelWords } from '../../../entities/scan/parcel-words'

const CONTEXT: ScanContext = { mode: 'handover' }

/**
 * The hand-over lookup of /shipping-waiting: a scanned code finds its waiting parcel, to open it or print its
 * label. Loads with its mode (the list's first download does not carry it).
 */
export function WaitingHandoverDesk({
  onOpen,
  onPrint,
  ref,
}: {
  /** absent without the right to edit */
  onOpen?: (parcel: WaitingGoods) => void
  onPrint: (parcel: WaitingGoods) => void
  ref?: Ref<ScanDeskHandle>
}) {
  const { t } = useTranslation(['scan', 'shipping'])
  const queryClient = useQueryClient()
  // the backend's look-up by code (waiting goods and orders); 404 is an unknown code
  const lookup = useCallback((code: string) => findParcel(queryClient, code), [queryClient])
  const session = useScanSession('shipping-waiting', CONTEXT, lookup)
  const words = useParcelWords()
  return (
    <ScanDesk<ShippingOrder>
      ref={ref}
      session={session}
      statusWord={words.statusWord}
      describe={words.describe}
      resultActions={(p) => (
        <>
          {onOpen && isWaitingParcel(p.status) && (
            <Button icon={<EyeOutlined aria-hidden />} onClick={() => onOpen(p)}>
              {t('scan:handover.open')} {p.code}
            </Button>
          )}
          <Button icon={<PrinterOutlined aria-hidden />} onClick={() => onPrint(p)}>
            {t('scan:handover.print')} {p.code}
          </Button>
        </>
      )}
    />
  )
}
