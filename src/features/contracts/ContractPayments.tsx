import { lazy, Suspense, useState } from 'react'
import { Button, Flex } from 'antd'
import { PlusOutlined, PrinterOutlined, RollbackOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { isClosedCarContract } from '../../api/contracts/car-contract'
import { useCan } from '../../api/resources/auth'
import type { CarContract, CarContractPayment } from '../../api/schemas/car-contracts'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table/types'
import { DateTime } from '../../components/DateTime'
import { Facts } from '../../components/Facts'
import { useFieldLabels } from '../../components/resource/columns'
import { formatMoney } from '../../lib/format'

/** The payment's dialogs and its receipt: each loads when first opened. */
const TakePaymentDialog = lazy(() =>
  import('./PaymentDialogs').then((m) => ({ default: m.TakePaymentDialog })),
)
const ReversePaymentDialog = lazy(() =>
  import('./PaymentDialogs').then((m) => ({ default: m.ReversePaymentDialog })),
)
const PaymentReceipt = lazy(() => import('./PaymentReceipt').then((m) => ({ default: m.PaymentReceipt })))

/**
 * A saved contract's money: its total, what is paid and what is still owed, and its payments and reversals, oldest
 * first. A payment is taken up to what is owed; it is never edited, only reversed by a counter-entry with a reason;
 * each prints its receipt. A complete or cancelled contract takes neither.
 */
export function ContractPayments({ contract }: { contract: CarContract }) {
  const { t } = useTranslation(['contracts'])
  const labels = useFieldLabels('contracts')
  const can = useCan()
  const [taking, setTaking] = useState(false)
  const [reversing, setReversing] = useState<CarContractPayment | null>(null)
  const [receipt, setReceipt] = useState<CarContractPayment | null>(null)
  const mayPay = can('carContract.payment') && !isClosedCarContract(contract.status)
  const methods = t('paymentTypes', { returnObjects: true }) as string[]

  const columns: DataColumn<CarContractPayment>[] = [
    { id: 'id', header: t('payments.number'), cell: (p) => p.id, rowHeader: true },
    { id: 'created_at', header: labels.created_at, cell: (p) => <DateTime value={p.created_at} /> },
    { id: 'money', header: labels.money, cell: (p) => formatMoney(p.money), align: 'right' },
    { id: 'payment_type', header: labels.payment_type, cell: (p) => methods[p.payment_type] },
    { id: 'user_name', header: labels.user_name, cell: (p) => p.user_name },
    {
      id: 'reason',
      header: labels.reason,
      cell: (p) =>
        p.reverses !== null
          ? `${t('payments.reversalOf', { 0: p.reverses })}: ${p.reason ?? ''}`
          : p.reversed_by !== null
            ? t('payments.reversedBy')
            : null,
    },
    {
      id: 'actions',
      header: labels.status,
      headerHidden: true,
      nowrap: true,
      cell: (p) =>
        p.reverses === null && (
          <Flex gap={4}>
            <Button
              size="small"
              icon={<PrinterOutlined aria-hidden />}
              aria-label={t('payments.receiptNamed', { 0: p.id })}
              title={t('payments.receiptNamed', { 0: p.id })}
              onClick={() => setReceipt(p)}
            />
            {mayPay && p.reversed_by === null && (
              <Button
                size="small"
                danger
                icon={<RollbackOutlined aria-hidden />}
                aria-label={t('payments.reverseNamed', { 0: p.id })}
                title={t('payments.reverseNamed', { 0: p.id })}
                onClick={() => setReversing(p)}
              />
            )}
          </Flex>
        ),
    },
  ]

  return (
    <section aria-labelledby="contract-payments-heading" className="page-panel">
      <Flex justify="space-between" align="center" gap={8} wrap>
        <h2 id="contract-payments-heading" className="section-title">
          {t('payments.title')}
        </h2>
        {mayPay && contract.outstanding > 0 && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setTaking(true)}>
            {t('payments.take')}
          </Button>
        )}
      </Flex>
      <Facts
        live
        rows={[
          [labels.total_fee, formatMoney(contract.total_fee)],
          [labels.paid, formatMoney(contract.paid)],
          [labels.outstanding, formatMoney(contract.outstanding)],
        ]}
      />
      <SimpleTable
        label={t('payments.table')}
        columns={columns}
        rows={contract.payments}
        getRowId={(p) => p.id}
        emptyText={t('payments.none')}
      />
      <Suspense fallback={null}>
        {taking && <TakePaymentDialog contract={contract} onClose={() => setTaking(false)} />}
        {reversing && (
          <ReversePaymentDialog contract={contract} payment={reversing} onClose={() => setReversing(null)} />
        )}
        {receipt && <PaymentReceipt contract={contract} payment={receipt} onDone={() => setReceipt(null)} />}
      </Suspense>
    </section>
  )
}
