import { http } from 'msw'
import { accessHandlers } from './access.ts'
import { addressHandlers } from './address.ts'
import { authHandlers } from './auth.ts'
import { bookingWaitingHandlers } from './booking-waiting.ts'
import { carContractHandlers } from './car-contracts.ts'
import { chartHandlers } from './chart.ts'
import { contentHandlers } from './content.ts'
import { chaosHandler, controlHandlers, gateHandler } from './control.ts'
import { customerLookupHandlers } from './customer-lookup.ts'
import { customerImportHandlers } from './customer-import.ts'
import { customerHandlers } from './customers.ts'
import { driverHandlers } from './drivers.ts'
import { fileHandlers } from './file.ts'
import { fleetHandlers } from './fleet.ts'
import { mapHandlers } from './maps.ts'
import { motorPickHandlers } from './motor-pick.ts'
import { profileHandlers } from './profile.ts'
import { referenceHandlers } from './reference.ts'
import { settingsHandlers } from './settings.ts'
import { shippingWaitingHandlers } from './shipping-waiting.ts'
import { shippingHandlers } from './shipping.ts'
import { statisticsHandlers } from './statistics.ts'
import { ticketHandlers, tripsByDayHandlers } from './tickets.ts'
import { ticketActionHandlers } from './ticket-actions.ts'
import { ticketMoveHandlers } from './ticket-move.ts'
import { ticketReportHandlers } from './ticket-reports.ts'
import { tripHandlers } from './trips.ts'
import { tripConfirmHandlers } from './trip-confirm.ts'
import { tripDetailHandlers } from './trip-detail.ts'
import { fail } from './util.ts'

/** Every handler of the demo backend, in matching order. */
export const handlers = [
  chaosHandler, // latency + injected failures, falls through
  ...controlHandlers,
  ...fileHandlers, // /uploads/* is served before the /api gate
  gateHandler, // X-Client header + bearer token, falls through
  ...authHandlers,
  ...profileHandlers, // before /api/user/:ids
  ...settingsHandlers,
  ...chartHandlers,
  ...statisticsHandlers, // before the trip and ticket groups' /:id paths
  ...accessHandlers,
  ...driverHandlers, // its /:id takes digits only: /api/driver/all-active is the roster's (trips.ts)
  ...fleetHandlers,
  ...carContractHandlers,
  ...contentHandlers,
  ...mapHandlers,
  ...customerLookupHandlers, // before the ticket group's /api/ticket/:id
  ...customerImportHandlers, // before the customers' /api/customer/:ids
  ...customerHandlers, // its /api/ticket/by-customer/:id too
  ...motorPickHandlers, // its /api/ticket/order and /update-pick before /api/ticket/:id
  // the trip's own paths before the roster's /api/trip/:id
  ...tripConfirmHandlers,
  ...ticketActionHandlers,
  ...ticketMoveHandlers, // before the ticket and trip groups' /:id paths
  ...ticketReportHandlers,
  ...tripDetailHandlers,
  ...tripsByDayHandlers,
  ...tripHandlers,
  ...ticketHandlers, // its /api/booking-waiting/… reads before the waiting list's /:id
  ...bookingWaitingHandlers,
  ...shippingWaitingHandlers, // its /cancel, /print-bill … before its own /:id
  ...shippingHandlers,
  ...referenceHandlers,
  ...addressHandlers,
  http.all('*/api/*', ({ request }) => fail(request, 404, 'endpointNotFound')),
]
