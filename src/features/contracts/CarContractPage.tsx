import { lazy } from 'react'
import { Alert, Flex } from 'antd'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { loadNamespaces } from '../../i18n'
import { isClosedCarContract } from '../../api/contracts/car-contract'
import { useCan } from '../../api/resources/auth'
import { carContracts } from '../../api/resources/car-contract'
import type { CarContract } from '../../api/schemas/car-contracts'
import { PartSuspense } from '../../components/PartSuspense'
import { QueryState } from '../../components/QueryState'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { ContractActions } from './ContractActions'
import { ContractForm } from './ContractForm'
import { ContractStatusTag } from './ContractStatusTag'

/** Payments, reversals and receipts: they load once a saved contract shows. */
const ContractPayments = lazy(() =>
  import('./ContractPayments').then((m) => ({ default: m.ContractPayments })),
)
/** The contract's trips on the roster, with the roster's words: they load once a saved contract shows. */
const ContractTrips = lazy(() =>
  Promise.all([import('./ContractTrips'), loadNamespaces('trips')]).then(([m]) => ({
    default: m.ContractTrips,
  })),
)

/**
 * /car-contract/{id}: a car-rental contract, its status moves, form, payments and paper (/car-contract/add is
 * NewContractPage). A complete or cancelled contract, or one the user may not change, is shown read-only.
 */
export function CarContractPage({ id }: { id: number }) {
  const { t } = useTranslation(['ui', 'contracts', 'menu'])
  const contract = carContracts.useDetail(id)
  return (
    <RecordScreen
      title={contract.data ? t('contracts:form.title', { 0: contract.data.code }) : t('menu:carContracts')}
      back={<Link to="/car-contract">{t('contracts:form.back')}</Link>}
    >
      <QueryState query={contract} error={t('contracts:form.loadError')}>
        {(row) => <SavedContract key={row.id} row={row} />}
      </QueryState>
    </RecordScreen>
  )
}

function SavedContract({ row }: { row: CarContract }) {
  const { t } = useTranslation('contracts')
  const can = useCan()
  const statusWords = t('statuses', { returnObjects: true }) as string[]
  const closed = isClosedCarContract(row.status)
  return (
    <>
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <ContractStatusTag status={row.status} named />
        <ContractActions contract={row} />
      </Flex>
      {closed && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('form.closed', { 0: statusWords[row.status] })}
          description={row.reason ?? undefined}
        />
      )}
      <ContractForm row={row} />
      <PartSuspense>
        <ContractPayments contract={row} />
        {can('trip.view') && <ContractTrips contract={row} />}
      </PartSuspense>
    </>
  )
}
