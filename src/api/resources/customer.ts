import { customerContract } from '../contracts/groups'
import { defineResource } from '../define-resource'
import { get, send } from '../define-group'
import { API } from '../paths'
import type { Customer, CustomerBookings, CustomerDetail } from '../schemas/customers'
import { resourceEvent } from '../../realtime/events'
import { customerBookingsSchema, customerDetailSchema, customerSchema } from 'virtual:shapes/customers'

/** Customers (/user/customer): their records and their standing, under ['customer']. */
export const customers = defineResource(customerContract, customerSchema)

const P = API.customerPage

/** A customer's rises of level and the records merged into theirs. */
export const customerDetail = customers.group.query('standing', (id: number) =>
  get<CustomerDetail>(`${P.detail}/${id}`, undefined, { shape: customerDetailSchema }),
)

/** A customer's tickets and waiting bookings; any ticket's or waiting booking's change refreshes it. */
export const customerBookings = customers.group.query('bookings', (id: number) =>
  get<CustomerBookings>(`${P.bookings}/${id}`, undefined, { shape: customerBookingsSchema }),
)

export interface CustomerMerge {
  keep_id: number
  keep_version: number
  merge_id: number
  merge_version: number
}

/** Another record of the same person merged into the kept one (the merged one is deleted). */
export const mergeCustomers = customers.group.command(
  'merge',
  (body: CustomerMerge) => send<Customer>(P.merge, body),
  { event: resourceEvent('customer', 'updated') },
)
