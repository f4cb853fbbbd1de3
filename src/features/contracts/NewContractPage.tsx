import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { RecordScreen } from '../../components/resource/RecordScreen'
import { ContractForm } from './ContractForm'

/** /car-contract/add (carContract.create): a new car-rental contract; saved, it opens on its own page. */
export function NewContractPage() {
  const { t } = useTranslation(['contracts'])
  return (
    <RecordScreen title={t('form.create')} back={<Link to="/car-contract">{t('form.back')}</Link>}>
      <ContractForm />
    </RecordScreen>
  )
}
