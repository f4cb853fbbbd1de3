import { useTranslation } from 'react-i18next'
import type { CarContract, CarContractPayment } from '../../api/schemas/car-contracts'
import { Facts } from '../../components/Facts'
import { usePrintWhen } from '../../components/print/use-print-when'
import { useSettings } from '../../components/use-settings'
import { formatPhone } from '../../lib/format'
import { formatAmountWith, formatDateTimeWith } from '../../lib/operator-format'

/** A payment's receipt on A4, in the operator's formats: printed at once, then `onDone`. Never shown on screen. */
export function PaymentReceipt({
  contract,
  payment,
  onDone,
}: {
  contract: CarContract
  payment: CarContractPayment
  onDone: () => void
}) {
  const { t } = useTranslation('contracts')
  const settings = useSettings()
  const methods = t('paymentTypes', { returnObjects: true }) as string[]
  usePrintWhen(true, onDone)
  return (
    <div data-print="a4" data-print-only className="contract-receipt">
      <p>
        <strong>{settings.company_name}</strong>
        <br />
        {[settings.address, formatPhone(settings.phone)].filter(Boolean).join(' · ')}
      </p>
      <h2 style={{ textAlign: 'center', textTransform: 'uppercase' }}>{t('paper.receipt')}</h2>
      <Facts
        rows={[
          [t('paper.receiptNo'), String(payment.id)],
          [t('paper.date'), formatDateTimeWith(payment.created_at, settings)],
          [t('paper.receivedFrom'), `${contract.customer_name} · ${formatPhone(contract.phone)}`],
          [t('paper.forContract'), t('paper.forContractText', { 0: contract.code })],
          [t('paper.amount'), formatAmountWith(payment.money, settings)],
          [t('paper.method'), methods[payment.payment_type]],
          [t('paper.takenBy'), payment.user_name],
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'space-around', marginTop: 32, textAlign: 'center' }}>
        <strong>{t('paper.signCustomer')}</strong>
        <strong>{t('paper.signTaker')}</strong>
      </div>
    </div>
  )
}
