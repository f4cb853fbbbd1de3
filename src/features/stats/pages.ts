/** The statistics screens, one module for their routes: one chunk (as features/ticket-reports/pages.ts). */
export { StatisticalTripPage } from './StatisticalTripPage'
export { TopDriversPage } from './TopDriversPage'
export { TopCustomersPage } from './TopCustomersPage'
export { StatisticalShippingPage } from './StatisticalShippingPage'
export { MoneyDriverAndMotoPage } from './MoneyDriverAndMotoPage'
