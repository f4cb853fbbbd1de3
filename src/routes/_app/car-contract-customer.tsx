import { createFileRoute } from '@tanstack/react-router'
import { customerContracts } from '../../api/resources/car-contract'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { CustomerContractsPage } from '../../features/contracts/CustomerContractsPage'
import { customerViewFilters, type CustomerViewSearch } from '../../features/contracts/search'
import { isVietnameseMobile, phoneDigits } from '../../lib/phone'

/** One customer's car-rental contracts, by phone (carContract.view): what they owe, their payments, a statement. */
export const Route = createFileRoute('/_app/car-contract-customer')({
  ...screenRoute('carContract.view', 'menu:carContractCustomer', ['contracts']),
  validateSearch: (search: Record<string, unknown>): CustomerViewSearch => {
    const phone = customerViewFilters.phone(search.phone)
    return phone ? { phone } : {}
  },
  loaderDeps: ({ search }) => search,
  loader: (match) => {
    const phone = phoneDigits(match.deps.phone ?? '')
    return isVietnameseMobile(phone) ? prefetch(match, customerContracts(phone)) : prefetch(match)
  },
  component: function CustomerContractsRoute() {
    const navigate = Route.useNavigate()
    return (
      <CustomerContractsPage
        phone={Route.useSearch().phone ?? ''}
        onPhone={(phone) => void navigate({ search: phone ? { phone } : {} })}
      />
    )
  },
})
