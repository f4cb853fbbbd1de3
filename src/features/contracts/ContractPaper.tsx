import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fillTemplate } from '../../api/contracts/contract-template'
import { contractPaper } from '../../api/resources/car-contract'
import type { CarContractPayment } from '../../api/schemas/car-contracts'
import { SimpleTable } from '../../components/data-table/SimpleTable'
import type { DataColumn } from '../../components/data-table/types'
import { usePrintWhen } from '../../components/print/use-print-when'
import { useFieldLabels } from '../../components/resource/columns'
import { SafeHtml } from '../../components/SafeHtml'
import { useSettings } from '../../components/use-settings'
import { paperValues } from '../../entities/contract/paper'
import { formatAmountWith, formatDateTimeWith } from '../../lib/operator-format'

/**
 * A contract on A4: the settings' contract template, its placeholders filled with the contract as it is now (read
 * afresh), then its payments. Printed once loaded, then `onDone`; never shown on screen. A failed read was told.
 */
export function ContractPaper({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('contracts')
  const labels = useFieldLabels('contracts')
  const settings = useSettings()
  const paper = useQuery({ ...contractPaper(id), staleTime: 0 })
  const failed = paper.isError
  useEffect(() => {
    if (failed) onDone()
  }, [failed, onDone])
  usePrintWhen(paper.data !== undefined, onDone)
  if (!paper.data) return null
  const { contract, template } = paper.data
  const methods = t('paymentTypes', { returnObjects: true }) as string[]
  const values = paperValues(contract, settings, {
    description: labels.description,
    quantity: labels.quantity,
    price: labels.price,
    discount: labels.discount,
    subtotal: labels.sub_total,
  })
  const columns: DataColumn<CarContractPayment>[] = [
    { id: 'id', header: t('payments.number'), cell: (p) => p.id, rowHeader: true },
    { id: 'created_at', header: labels.created_at, cell: (p) => formatDateTimeWith(p.created_at, settings) },
    { id: 'money', header: labels.money, cell: (p) => formatAmountWith(p.money, settings), align: 'right' },
    { id: 'payment_type', header: labels.payment_type, cell: (p) => methods[p.payment_type] },
    { id: 'user_name', header: labels.user_name, cell: (p) => p.user_name },
  ]
  return (
    <div data-print="a4" data-print-only>
      <SafeHtml html={fillTemplate(template, values)} />
      {contract.payments.length > 0 && (
        <SimpleTable
          caption={t('paper.payments')}
          columns={columns}
          rows={contract.payments}
          getRowId={(p) => p.id}
        />
      )}
    </div>
  )
}
