/** The statistics screens, one module for their routes: one chunk (as features/ticket-reports/pages.ts). */
export { StatisticalTripPage, type TripStatSearch } from './StatisticalTripPage'
export { TopDriversPage, type TopSearch } from './TopDriversPage'
export { TopCustomersPage } from './TopCustomersPage'
export { StatisticalShippingPage, type ShippingStatSearch } from './StatisticalShippingPage'
export { MoneyDriverAndMotoPage, type PaySearch } from './MoneyDriverAndMotoPage'
