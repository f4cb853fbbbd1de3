/**
 * The three report screens, one module for their three routes: one chunk. Separate chunks split the antd parts
 * they share with the rest of the app into more, smaller chunks, and every screen's first load paid for it
 * (README "Bundle budgets"); what only the manifest needs (the passenger table) loads with its first trip.
 */
export { CancelledTicketsPage } from './CancelledTicketsPage'
export { ManifestPage } from './ManifestPage'
export { TicketHistoryPage } from './TicketHistoryPage'
