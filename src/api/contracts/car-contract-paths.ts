import type { CarContract, carContractWriteSchema } from '../schemas/car-contracts.ts'
import { defineContract } from './contract.ts'
import { carContractScreen } from './screens.ts'

/**
 * The car-rental contracts' calls (/car-contract), shared by the app and the demo backend (the seed's "car
 * contract" group: list, get-by-id, create, update, delete, payments, cars, customer list, create-payment; the
 * status moves and a payment's reversal are this app's). Apart from API (../paths.ts): only the contracts' screens
 * import this.
 */
export const CAR_CONTRACT_API = {
  /** GET list, get-by-id/:id, :id, export-excel; POST create, update; DELETE :ids (a new contract only) */
  base: '/api/car-contract',
  /** POST { id, version, status, reason? }: a move DECISIONS #7 allows */
  status: '/api/car-contract/status',
  /** GET payments/:id: a contract's payments and reversals, oldest first */
  payments: '/api/car-contract/payments',
  /** POST { contract_id, money, payment_type }: at most what is still owed */
  createPayment: '/api/car-contract/create-payment',
  /** POST { payment_id, reason }: a counter-entry; a payment is never edited */
  reversePayment: '/api/car-contract/reverse-payment',
  /** GET ?start_at&end_at[&contract_id]: the active cars, each with what keeps it busy then */
  cars: '/api/car-contract/cars',
  /** GET ?phone: one customer's contracts, what they still owe and their payments */
  customerList: '/api/car-contract/customer-list',
  /** GET print/:id: the contract and the settings' contract template it prints on (carContract.view) */
  print: '/api/car-contract/print',
} as const

/**
 * Car-rental contracts (/car-contract): a new contract only is deleted; status moves, payments and reversals have
 * calls of their own (src/api/resources/car-contract.ts).
 */
export const carContractContract = defineContract<CarContract, typeof carContractWriteSchema>({
  group: 'car-contract',
  path: CAR_CONTRACT_API.base,
  ...carContractScreen,
  writes: { create: 'carContract.create', update: 'carContract.update', delete: 'carContract.delete' },
})
