import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CAR_CONTRACT_STATUS } from '../../api/contracts/car-contract'
import { carContracts, moveCarContract } from '../../api/resources/car-contract'
import { carContractStatusSchema, type CarContract } from '../../api/schemas/car-contracts'
import { FormDialog } from '../../components/form/FormDialog'
import { TextField } from '../../components/form/TextField'
import { useCommandDialog } from '../../components/resource/use-command-dialog'

/**
 * Cancel a rental (from any status but complete), with its reason. Refused because the contract changed meanwhile:
 * the reason stays, and the latest version can be loaded.
 */
export function CancelContractDialog({ contract, onClose }: { contract: CarContract; onClose: () => void }) {
  const { t } = useTranslation(['ui', 'contracts'])
  const queryClient = useQueryClient()
  const move = useMutation(moveCarContract())
  const cancelled = CAR_CONTRACT_STATUS.cancelled
  const { dialog } = useCommandDialog({
    schema: carContractStatusSchema,
    ns: 'contracts',
    defaultValues: { id: contract.id, version: contract.version, status: cancelled, reason: '' },
    send: (values) => move.mutateAsync({ ...values, reason: values.reason ?? null }),
    success: t('contracts:moves.moved', {
      0: (t('contracts:statuses', { returnObjects: true }) as string[])[cancelled],
    }),
    onClose,
    latest: { load: () => queryClient.fetchQuery({ ...carContracts.detail(contract.id), staleTime: 0 }) },
  })
  return (
    <FormDialog
      {...dialog}
      title={t(`contracts:moves.${cancelled}.confirm`, { 0: contract.code })}
      submitText={t(`contracts:moves.${cancelled}.action`)}
    >
      <TextField name="reason" multiline autoFocus />
    </FormDialog>
  )
}
