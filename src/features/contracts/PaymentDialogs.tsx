import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { RENTAL_PAYMENT_TYPE } from '../../api/contracts/car-contract'
import { carContracts, reverseContractPayment, takeContractPayment } from '../../api/resources/car-contract'
import {
  carContractPaymentWriteSchema,
  carContractReversalSchema,
  type CarContract,
  type CarContractPayment,
} from '../../api/schemas/car-contracts'
import { FormDialog } from '../../components/form/FormDialog'
import { MoneyField } from '../../components/form/MoneyField'
import { RadioField } from '../../components/form/RadioField'
import { TextField } from '../../components/form/TextField'
import { useCommandDialog } from '../../components/resource/use-command-dialog'
import { formatMoney } from '../../lib/format'

/** What the latest version of the contract is, for a dialog refused because it changed meanwhile. */
function useLatest(id: number) {
  const queryClient = useQueryClient()
  return { load: () => queryClient.fetchQuery({ ...carContracts.detail(id), staleTime: 0 }) }
}

/**
 * Take a payment: at most what is owed (the backend says so by the sum), on the version the clerk saw (a contract
 * changed meanwhile keeps what was typed and offers the latest).
 */
export function TakePaymentDialog({ contract, onClose }: { contract: CarContract; onClose: () => void }) {
  const { t } = useTranslation(['contracts'])
  const pay = useMutation(takeContractPayment())
  const methods = t('paymentTypes', { returnObjects: true }) as string[]
  const { dialog } = useCommandDialog({
    schema: carContractPaymentWriteSchema,
    ns: 'contracts',
    defaultValues: {
      contract_id: contract.id,
      version: contract.version,
      money: contract.outstanding,
      payment_type: RENTAL_PAYMENT_TYPE.cash,
    },
    send: (values) => pay.mutateAsync(values),
    success: (saved) => t('payments.taken', { 0: formatMoney(saved?.paid ?? 0) }),
    onClose,
    latest: useLatest(contract.id),
  })
  return (
    <FormDialog
      {...dialog}
      title={t('payments.takeTitle', { 0: contract.code })}
      submitText={t('payments.take')}
    >
      <p>{t('payments.outstandingNow', { 0: formatMoney(contract.outstanding) })}</p>
      <MoneyField name="money" autoFocus />
      <RadioField
        name="payment_type"
        vertical={false}
        options={Object.values(RENTAL_PAYMENT_TYPE).map((v) => ({ value: v, label: methods[v] }))}
      />
    </FormDialog>
  )
}

/** Reverse a payment by a counter-entry, with its reason. */
export function ReversePaymentDialog({
  contract,
  payment,
  onClose,
}: {
  contract: CarContract
  payment: CarContractPayment
  onClose: () => void
}) {
  const { t } = useTranslation(['contracts'])
  const reverse = useMutation(reverseContractPayment())
  const { dialog } = useCommandDialog({
    schema: carContractReversalSchema,
    ns: 'contracts',
    defaultValues: { payment_id: payment.id, version: contract.version, reason: '' },
    send: (values) => reverse.mutateAsync(values),
    success: t('payments.reversedDone', { 0: formatMoney(payment.money) }),
    onClose,
    latest: useLatest(contract.id),
  })
  return (
    <FormDialog
      {...dialog}
      title={t('payments.reverseTitle', { 0: payment.id, 1: formatMoney(payment.money) })}
      submitText={t('payments.reverseAction')}
    >
      <TextField name="reason" multiline autoFocus />
    </FormDialog>
  )
}
