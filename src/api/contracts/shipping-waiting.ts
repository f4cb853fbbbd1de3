/**
 * The waiting goods' resource contract, apart from the desk's rules (./shipping.ts): the route of /shipping-waiting
 * imports it, and what a route imports travels in every page's first bundle, the sign-in page's too.
 */
import type { WaitingGoods, shippingWaitingWriteSchema } from '../schemas/shipping.ts'
import { defineContract } from './contract.ts'

/** Waiting goods (/shipping-waiting): parcels received at an office, not on a vehicle yet. */
export const shippingWaitingContract = defineContract<WaitingGoods, typeof shippingWaitingWriteSchema>({
  group: 'shipping-waiting',
  path: '/api/shipping-waiting',
  permission: 'shippingWaiting.view',
  writes: {
    create: 'shippingWaiting.create',
    update: 'shippingWaiting.update',
    delete: 'shippingWaiting.delete',
  },
  ns: 'shipping',
})
