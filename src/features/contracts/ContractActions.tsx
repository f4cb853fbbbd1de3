import { lazy, Suspense, useId, useState } from 'react'
import { Button } from 'antd'
import { PrinterOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import {
  CAR_CONTRACT_STATUS,
  CAR_CONTRACT_TRANSITIONS,
  type CarContractStatus,
} from '../../api/contracts/car-contract'
import { useCan } from '../../api/resources/auth'
import { carContracts, moveCarContract } from '../../api/resources/car-contract'
import type { CarContract } from '../../api/schemas/car-contracts'
import { useConfirm } from '../../components/confirm/use-confirm'
import { toast } from '../../components/toast'
import { formatMoney } from '../../lib/format'

const CancelContractDialog = lazy(() =>
  import('./CancelContractDialog').then((m) => ({ default: m.CancelContractDialog })),
)
/** The contract on paper (the settings' template, DOMPurify): loads when first printed. */
const ContractPaper = lazy(() => import('./ContractPaper').then((m) => ({ default: m.ContractPaper })))

/**
 * What can be done to a saved contract: the status moves DECISIONS #7 allows from its status (each asked first;
 * a cancellation asks its reason), its print, and the delete of a new contract with no payment.
 */
export function ContractActions({ contract }: { contract: CarContract }) {
  const { t } = useTranslation(['contracts', 'errors'])
  const can = useCan()
  const navigate = useNavigate()
  const [confirm, holder] = useConfirm()
  const { mutateAsync: move } = useMutation(moveCarContract())
  const { mutateAsync: remove } = carContracts.useRemove()
  const [cancelling, setCancelling] = useState(false)
  const [printing, setPrinting] = useState(false)
  const statusWords = t('statuses', { returnObjects: true }) as string[]
  // a move's target: never back to new
  const moves = (
    can('carContract.update') ? CAR_CONTRACT_TRANSITIONS[contract.status as CarContractStatus] : []
  ) as Array<Exclude<CarContractStatus, 0>>

  // money never sticks on a closed contract: completed once paid in full, cancelled once its payments are reversed
  const notYet: Partial<Record<CarContractStatus, string>> = {
    [CAR_CONTRACT_STATUS.complete]:
      contract.outstanding > 0 ? t('moves.owedHint', { 0: formatMoney(contract.outstanding) }) : undefined,
    [CAR_CONTRACT_STATUS.cancelled]:
      contract.paid > 0 ? t('moves.paidHint', { 0: formatMoney(contract.paid) }) : undefined,
  }
  const hint = moves
    .map((status) => notYet[status])
    .filter(Boolean)
    .join(' ')
  const hintId = useId()

  const ask = (status: Exclude<CarContractStatus, 0>) =>
    confirm({
      title: t(`moves.${status}.confirm`, { 0: contract.code }),
      okText: t(`moves.${status}.action`),
      onOk: async () => {
        try {
          const moved = await move({ id: contract.id, version: contract.version, status })
          if (moved) toast.success(t('moves.moved', { 0: statusWords[status] }))
        } catch (error) {
          toast.conflict(error) // changed meanwhile: the contract refreshes
          throw error
        }
      },
    })

  const deletable =
    can('carContract.delete') && contract.status === CAR_CONTRACT_STATUS.new && contract.payments.length === 0
  const askDelete = () =>
    confirm({
      title: t('errors:confirmDelete'),
      okText: t('form.delete'),
      danger: true,
      onOk: async () => {
        if (await remove([contract.id])) {
          toast.success(t('form.deleted', { 0: contract.code }))
          void navigate({ to: '/car-contract' })
        }
      },
    })

  return (
    <>
      {moves.length > 0 && (
        <div role="group" aria-label={t('moves.label')} style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          {moves.map((status) =>
            status === CAR_CONTRACT_STATUS.cancelled ? (
              <Button
                key={status}
                danger
                disabled={!!notYet[status]}
                aria-describedby={notYet[status] ? hintId : undefined}
                onClick={() => setCancelling(true)}
              >
                {t(`moves.${status}.action`)}
              </Button>
            ) : (
              <Button
                key={status}
                disabled={!!notYet[status]}
                aria-describedby={notYet[status] ? hintId : undefined}
                onClick={() => void ask(status)}
              >
                {t(`moves.${status}.action`)}
              </Button>
            ),
          )}
          {hint && (
            <span id={hintId} className="text-secondary" style={{ alignSelf: 'center' }}>
              {hint}
            </span>
          )}
        </div>
      )}
      <Button icon={<PrinterOutlined aria-hidden />} onClick={() => setPrinting(true)} disabled={printing}>
        {t('paper.print')}
      </Button>
      {deletable && (
        <Button danger onClick={() => void askDelete()}>
          {t('form.delete')}
        </Button>
      )}
      {holder}
      <Suspense fallback={null}>
        {cancelling && <CancelContractDialog contract={contract} onClose={() => setCancelling(false)} />}
        {printing && <ContractPaper id={contract.id} onDone={() => setPrinting(false)} />}
      </Suspense>
    </>
  )
}
