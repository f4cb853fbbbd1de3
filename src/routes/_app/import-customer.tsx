import { createFileRoute } from '@tanstack/react-router'
import { prefetch, screenRoute } from '../../components/resource/screen-route'
import { ImportCustomersPage } from '../../features/people/ImportCustomersPage'

/** SPEC §2 "import customers": new customers are written, so it opens with `customer.create`. */
export const Route = createFileRoute('/_app/import-customer')({
  ...screenRoute('customer.create', 'layout.importCustomers', ['customers']),
  loader: (match) => prefetch(match),
  component: ImportCustomersPage,
})
